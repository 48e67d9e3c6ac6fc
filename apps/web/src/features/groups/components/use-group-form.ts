/** react-hook-form setup of the group form with the spec's extra "Validation Error" toast. */
import * as React from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@kickoff/shared';
import { toast } from '@/components/ui/use-toast';
import { groupFormSchema, type GroupFormInput, type GroupFormValues } from './group-form-schema';
import { emptyGroupForm } from './group-form-fields';

export function useGroupForm(defaultValues: GroupFormInput = emptyGroupForm) {
  const form = useForm<GroupFormInput, unknown, GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues,
    mode: 'onSubmit',
  });
  const [image, setImage] = React.useState<File | null>(null);
  return { form, image, setImage };
}

/** Spec §5: "A further check shows 'Validation Error: Please fill in all required fields (Group Name and Sport)'". */
export function onInvalidGroupForm(errors: FieldErrors<GroupFormInput>) {
  if (errors.name || errors.sportType) {
    const [title, ...rest] = MESSAGES.group.requiredFields.split(': ');
    toast({ title, description: rest.join(': '), variant: 'destructive' });
  }
}
