/** POST /api/user/email/verify: the code from the mail makes the pending address the verified one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function verifyEmail(code: string): Promise<UserProfile> {
  return apiJson<ApiAnswer<'/api/user/email/verify', 'post'>>('POST', '/api/user/email/verify', { code });
}

export function useVerifyEmail({ onSuccess }: { onSuccess?: (profile: UserProfile) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeys.user.profile, profile);
      // The Notifications card says where email goes.
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.preferences });
      await onSuccess?.(profile);
    },
  });
}
