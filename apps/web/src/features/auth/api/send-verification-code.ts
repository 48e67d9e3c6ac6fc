/** POST /api/auth/phone-number/send-otp: texts a code; the human check's answer rides in `x-captcha-response`. */
import { throwIfResNotOk } from '@/lib/api';

export async function sendVerificationCode(phoneNumber: string, captchaResponse: string | null): Promise<void> {
  const res = await fetch('/api/auth/phone-number/send-otp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(captchaResponse ? { 'x-captcha-response': captchaResponse } : {}) },
    body: JSON.stringify({ phoneNumber }),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
}
