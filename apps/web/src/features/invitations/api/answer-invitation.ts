/** POST /api/invitations/{id}/accept | decline: the invitee's answer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVITES } from '@kickoff/shared';
import { apiJson } from '@/lib/api';
import { errorToast, toast } from '@/components/ui/use-toast';
import { refreshAfterJoin } from './refresh-lists';
import type { InvitationAnswer } from './types';

export type Answer = 'accept' | 'decline';

export function answerInvitation(id: string, answer: Answer): Promise<InvitationAnswer> {
  return apiJson<InvitationAnswer>('POST', `/api/invitations/${encodeURIComponent(id)}/${answer}`);
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: Answer }) => answerInvitation(id, answer),
    onSuccess: (_result, { answer }) => {
      toast({ title: answer === 'accept' ? INVITES.toasts.accepted : INVITES.toasts.declined, variant: 'success' });
      return refreshAfterJoin(queryClient);
    },
    onError: (error, { answer }) => errorToast(error, answer === 'accept' ? INVITES.errors.accept : INVITES.errors.decline),
  });
}
