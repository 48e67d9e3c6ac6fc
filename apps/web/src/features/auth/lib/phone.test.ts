import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { ApiError } from '@/lib/api';
import { isValidCode, normalizePhoneNumber } from './phone';
import { sendCodeErrorMessage, verifyCodeErrorMessage } from './errors';

const P = MESSAGES.phone;

describe('normalizePhoneNumber (spec §5)', () => {
  it('prefixes +1 when there is no leading +', () => {
    expect(normalizePhoneNumber('(201) 555-0123')).toBe('+12015550123');
    expect(normalizePhoneNumber(' 2015550123 ')).toBe('+12015550123');
  });
  it('keeps an international number, digits only', () => {
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBe('+442079460958');
  });
});

describe('isValidCode', () => {
  it('accepts exactly 6 digits', () => {
    expect(isValidCode('123456')).toBe(true);
    for (const bad of ['', '12345', '1234567', '12a456', '12 456']) expect(isValidCode(bad)).toBe(false);
  });
});

describe('sign-in error texts (spec §8)', () => {
  const err = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    const json = body as { message?: string };
    return new ApiError(status, text, json.message);
  };
  it("shows the server's spec text", () => {
    expect(sendCodeErrorMessage(err(400, { message: P.invalidPhone }))).toBe(P.invalidPhone);
    expect(verifyCodeErrorMessage(err(400, { message: P.codeExpired }))).toBe(P.codeExpired);
  });
  it('maps Better Auth codes when the text is the library’s own', () => {
    expect(verifyCodeErrorMessage(err(400, { code: 'INVALID_OTP', message: 'Invalid OTP' }))).toBe(P.invalidCode);
    expect(verifyCodeErrorMessage(err(403, { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' }))).toBe(P.tooManyAttempts);
  });
  it('falls back to the spec texts', () => {
    expect(sendCodeErrorMessage(new TypeError('Failed to fetch'))).toBe(P.sendFailed);
    expect(sendCodeErrorMessage(err(429, {}))).toBe(P.tooManyRequests);
    expect(verifyCodeErrorMessage(err(500, {}))).toBe(P.verifyFailed);
  });
});
