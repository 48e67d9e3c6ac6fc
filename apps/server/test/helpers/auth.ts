/** Signs users in through the real auth API with the configured test numbers. */
import type { App } from '../../src/app';
import { TEST_CODE, TEST_PHONE_COUNT, TEST_PHONE_PREFIX } from './app';

let nextPhone = Math.floor(Math.random() * 1000);

export function uniqueTestPhone(): string {
  nextPhone = (nextPhone + 1) % TEST_PHONE_COUNT;
  return `${TEST_PHONE_PREFIX}${String(nextPhone).padStart(4, '0')}`;
}

export interface SignedInUser {
  id: string;
  token: string;
  phoneNumber: string;
  headers: { authorization: string };
}

export async function signIn(app: App, phoneNumber = uniqueTestPhone()): Promise<SignedInUser> {
  const sent = await app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber } });
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.statusCode} ${sent.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    payload: { phoneNumber, code: TEST_CODE },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  const body = verified.json() as { token: string; user: { id: string } };
  return { id: body.user.id, token: body.token, phoneNumber, headers: { authorization: `Bearer ${body.token}` } };
}
