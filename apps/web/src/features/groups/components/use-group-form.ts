/** react-hook-form setup of the group form with the spec's extra "Validation Error" toast. */
import * as React from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@kickoff/shared';
import { toast } from '@/components/ui/use-toast';
import { m } from '@/lib/i18n';
import { groupFormSchema, type GroupFormInput, type GroupFormValues } from './group-form-schema';
import { emptyGroupForm } from './group-form-fields';

export function useGroupForm(defaultValues: GroupFormInput = emptyGroupForm) {
  const form = useForm<GroupFormInput, unknown, GroupFormValues>({
    resolver: zodResolver(groupFormSchema),
    defaultValues,
    mode: 'onSubmit',
  });
  const [image, setImage] = React.useState<File | null>(null);
  // The "Validation Error" toast goes once both required fields are filled (issue 19: it stayed after the fix).
  React.useEffect(() => {
    const subscription = form.watch((values) => {
      if (validationToast && values.name?.trim() && values.sportType) {
        validationToast.dismiss();
        validationToast = null;
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return { form, image, setImage };
}

let validationToast: { dismiss(): void } | null = null;

/** Spec §5: "A further check shows 'Validation Error: Please fill in all required fields (Group Name and Sport)'". */
export function onInvalidGroupForm(errors: FieldErrors<GroupFormInput>) {
  if (errors.name || errors.sportType) {
    const [title, ...rest] = m(MESSAGES.group.requiredFields).split(': ');
    validationToast = toast({ title, description: rest.join(': '), variant: 'destructive' });
  }
}
