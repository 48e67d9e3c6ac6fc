/**
 * POST /api/groups (multipart), one Idempotency-Key per new group. The server makes the creator an organizer; the
 * client role follows.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GROUP_TOASTS, MESSAGES } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { idempotencyHeaders, isRepeatStillRunning, useIdempotencyKeys } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';
import { useRole } from '@/lib/role';
import { toast } from '@/components/ui/use-toast';
import type { Group } from './types';
import type { GroupFormValues } from '../components/group-form-schema';
import { groupFormData } from './form-data';
import { refreshGroupLists } from './refresh-lists';

export function createGroup(values: GroupFormValues, image?: File | null, idempotencyKey?: string): Promise<Group> {
  return apiJson<ApiAnswer<'/api/groups', 'post'>>('POST', '/api/groups', groupFormData(values, image), {
    headers: idempotencyKey ? idempotencyHeaders(idempotencyKey) : undefined,
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  const { setRole } = useRole();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ values, image }: { values: GroupFormValues; image?: File | null }) =>
      createGroup(values, image, keys.keyFor({ values, image })),
    onSuccess: async () => {
      keys.done();
      toast({ ...GROUP_TOASTS.created, variant: 'success' });
      await Promise.all([refreshGroupLists(queryClient), queryClient.invalidateQueries({ queryKey: queryKeys.user.joinedGroups })]);
      void setRole('organizer');
    },
    // The spec's fixed text, whatever the server said (a repeat still running leaves it to the first request).
    onError: (error) => {
      if (!isRepeatStillRunning(error)) toast({ title: 'Error', description: MESSAGES.group.createFailed, variant: 'destructive' });
    },
  });
}
