/** The phone sign-in calls (issue 3): send the code, verify it, and create the user record on sign-up. */
import { apiJson, throwIfResNotOk } from '@/lib/api';
import type { SessionUserPayload } from '@/lib/auth';

export async function sendVerificationCode(phoneNumber: string, captchaResponse: string | null): Promise<void> {
  const res = await fetch('/api/auth/phone-number/send-otp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(captchaResponse ? { 'x-captcha-response': captchaResponse } : {}) },
    body: JSON.stringify({ phoneNumber }),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
}

export interface VerifyResult {
  token: string;
  user: SessionUserPayload;
}

export function verifyCode(input: { phoneNumber: string; code: string; email?: string }): Promise<VerifyResult> {
  return apiJson<VerifyResult>('POST', '/api/auth/phone-number/verify', input);
}

/** POST /api/user/create (spec §7): on a non-OK answer it only logs and continues. */
export async function createUserRecord(
  token: string,
  payload: { id: string; email: string | null; phoneNumber: string; rolePreference?: 'member' | 'organizer' },
): Promise<void> {
  try {
    const res = await fetch('/api/user/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ firstName: 'User', lastName: '', rolePreference: 'member', ...payload }),
      credentials: 'include',
    });
    if (!res.ok) console.warn('user record not created', res.status, await res.text());
  } catch (error) {
    console.warn('user record not created', error);
  }
}
