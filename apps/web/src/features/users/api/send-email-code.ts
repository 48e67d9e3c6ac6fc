/** POST /api/user/email/send-code: mails a new code to the address waiting for verification. */
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';

export function sendEmailCode(): Promise<{ email: string }> {
  return apiJson<ApiAnswer<'/api/user/email/send-code', 'post'>>('POST', '/api/user/email/send-code');
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
