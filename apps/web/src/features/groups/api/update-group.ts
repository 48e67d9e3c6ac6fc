/** PUT /api/groups/{id}: multipart with groupImage when a new image is chosen, else JSON (spec §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_FALLBACKS, GROUP_TOASTS } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { Group } from './types';
import type { GroupFormValues } from '../components/group-form-schema';
import { groupFormData } from './form-data';
import { refreshGroupLists } from './refresh-lists';

/** `rule`: the form showed the no-show rule, so its value is sent (blank turns it off); otherwise it is kept. */
export function updateGroup(id: string, values: GroupFormValues, image?: File | null, removeImage = false, rule = false): Promise<Group> {
  const body = image
    ? groupFormData(values, image, rule)
    : {
        name: values.name,
        description: values.description,
        sportType: values.sportType,
        location: values.location,
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        isPrivate: values.isPrivate,
        ...(rule ? { noShowLimit: values.noShowLimit } : {}),
        ...(removeImage ? { removeImage: true } : {}),
      };
  return apiJson<ApiAnswer<'/api/groups/{id}', 'put'>>('PUT', `/api/groups/${encodeURIComponent(id)}`, body);
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image, removeImage, rule }: { id: string; values: GroupFormValues; image?: File | null; removeImage?: boolean; rule?: boolean }) =>
      updateGroup(id, values, image, removeImage, rule),
    onSuccess: () => {
      toast({ ...GROUP_TOASTS.updated, variant: 'success' });
      return refreshGroupLists(queryClient);
    },
    onError: (error) => errorToast(error, ERROR_FALLBACKS.updateGroup),
  });
}
