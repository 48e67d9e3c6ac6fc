/** Sign-up asks for a name (rulings §12, issue 26): verify stores the names on a new account, never on an old one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { createTestApp, TEST_CODE, type TestApp } from './helpers/app';
import { uniqueTestPhone } from './helpers/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function signUp(payload: Record<string, unknown>) {
  const phoneNumber = uniqueTestPhone();
  const sent = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber } });
  expect(sent.statusCode).toBe(200);
  return t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber, code: TEST_CODE, ...payload } });
}

const profileOf = (token: string) => t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

describe('sign-up names', () => {
  it('stores the first and last name of a new account and answers them at once', async () => {
    const res = await signUp({ email: `names-${Date.now()}@example.com`, firstName: '  Ana ', lastName: 'Lima' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstName: 'Ana', lastName: 'Lima' });
    expect((await profileOf(res.json().token)).json()).toMatchObject({ firstName: 'Ana', lastName: 'Lima' });
  });

  it('takes the last name as optional', async () => {
    const res = await signUp({ email: `first-only-${Date.now()}@example.com`, firstName: 'Bo' });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(res.json().token)).json()).toMatchObject({ firstName: 'Bo', lastName: '' });
  });

  it('refuses a sign-up without a first name, naming the field, before the code is used', async () => {
    const phoneNumber = uniqueTestPhone();
    await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber } });
    const payload = { phoneNumber, code: TEST_CODE, email: `no-name-${Date.now()}@example.com` };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { ...payload, firstName: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ firstName: MESSAGES.profile.firstNameRequired });
    const tooLong = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { ...payload, firstName: 'A'.repeat(101) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ firstName: MESSAGES.profile.nameTooLong });
    // The code was not spent: the same code with a name signs up.
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { ...payload, firstName: 'Cy' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.firstName).toBe('Cy');
  });

  it("never renames a returning user's account", async () => {
    const phoneNumber = uniqueTestPhone();
    const sign = async (firstName: string) => {
      await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber } });
      const payload = { phoneNumber, code: TEST_CODE, email: `again-${Date.now()}@example.com`, firstName, lastName: 'Ray' };
      return t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload });
    };
    expect((await sign('Dee')).json().user.firstName).toBe('Dee');
    const again = await sign('Eve');
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ firstName: 'Dee', lastName: 'Ray' });
    expect((await profileOf(again.json().token)).json()).toMatchObject({ firstName: 'Dee' });
  });
});
