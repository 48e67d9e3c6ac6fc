/** PUT /api/user/profile (spec §7): multipart with the fields and an optional profileImage file. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, UserProfile } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export interface UpdateProfileVariables {
  values: UpdateProfileInput;
  photo: File | null;
}

export function updateProfile({ values, photo }: UpdateProfileVariables): Promise<UserProfile> {
  const form = new FormData();
  form.set('firstName', values.firstName);
  form.set('lastName', values.lastName);
  form.set('email', values.email);
  form.set('location', values.location ?? '');
  // Blank coordinates clear the home area's point; a blank unit follows the language.
  form.set('latitude', values.latitude == null ? '' : String(values.latitude));
  form.set('longitude', values.longitude == null ? '' : String(values.longitude));
  form.set('distanceUnit', typeof values.distanceUnit === 'string' ? values.distanceUnit : '');
  form.set('timezone', values.timezone ?? '');
  if (photo) form.set('profileImage', photo, photo.name);
  return apiJson<ApiAnswer<'/api/user/profile', 'put'>>('PUT', '/api/user/profile', form);
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: (profile: UserProfile) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      if (profile && typeof profile === 'object' && 'id' in profile) queryClient.setQueryData(queryKeys.user.profile, profile);
      await queryClient.invalidateQueries({ queryKey: queryKeys.user.profile });
      await onSuccess?.(profile);
    },
  });
}
