/** POST /api/auth/phone-number/verify: the code signs in (or up, with an email) and answers the session token. */
import { apiJson } from '@/lib/api';
import type { ApiAnswer } from '@/lib/api-contract';
import type { VerifyOtpResponse } from './types';

export function verifyCode(input: { phoneNumber: string; code: string; email?: string }): Promise<VerifyOtpResponse> {
  return apiJson<ApiAnswer<'/api/auth/phone-number/verify', 'post'>>('POST', '/api/auth/phone-number/verify', input);
}
