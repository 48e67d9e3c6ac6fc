/** POST /api/moderation/cases/{id}/actions: dismiss, hide, remove, warn or suspend, with the reason the person is told. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionInput } from '@kickoff/shared';
import { apiJson, apiPath } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import { queryKeys } from '@/lib/query-keys';

export function actOnCase(caseId: string, input: ModerationActionInput) {
  return apiJson<ApiAnswer<'/api/moderation/cases/{id}/actions', 'post'>>('POST', `${apiPath('/api/moderation/cases', caseId)}/actions`, input);
}

export function useActOnCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, input }: { caseId: string; input: ModerationActionInput }) => actOnCase(caseId, input),
    // The case leaves the queue (whatever the answer: a 409 means another moderator handled it) and the log grows.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.moderation.cases }),
        client.invalidateQueries({ queryKey: queryKeys.moderation.audit }),
      ]),
  });
}
