/**
 * Phone sign-in in front of Better Auth (rulings §2): normalises the number, checks the human check and the send
 * limits, lets Better Auth make and check the code, and turns its outcomes into the spec's texts.
 */
import { isAPIError } from 'better-auth/api';
import { LIMITS, MESSAGES, type Language, type VerifyOtpResponse, type verifyOtpInputSchema } from '@kickoff/shared';
import type { z } from 'zod';
import type { Database } from '@kickoff/db';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../lib/errors';
import { isPlaceholderEmail } from '../../lib/placeholder-email';
import type { Auth } from './auth';
import type { CaptchaVerifier } from './captcha';
import { normalizePhoneNumber } from './phone';
import { smsSendRules, type RateLimiter } from '../../lib/rate-limit/rate-limit';
import { SmsSendError } from './sms';
import { SUSPENDED_CODE } from './suspension';
import { findOtpAttempts } from './otp-repository';
import { claimEmail } from '../../lib/email-verification/email-verification';
import type { Mailer } from '../../lib/mail';
import { nameNewAccount } from '../users';

const P = MESSAGES.phone;

export interface PhoneSignInDeps {
  auth: Auth;
  db: Database;
  captcha: CaptchaVerifier;
  limiter: RateLimiter;
  /** The sign-up email is claimed and its code mailed (lib/email-verification). */
  mail: Mailer;
  testNumbers: ReadonlyMap<string, string>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface Caller {
  ip: string;
  userAgent?: string;
  captchaResponse?: string;
  /** The language of the code's text message (issue 30): Accept-Language, as the caller is signed out. */
  language?: Language;
}

function authHeaders(caller: Caller): Headers {
  const headers = new Headers({ 'x-kickoff-client-ip': caller.ip });
  if (caller.userAgent) headers.set('user-agent', caller.userAgent);
  // Better Auth hands these headers to sendOTP (auth.ts), which writes the text in this language.
  if (caller.language) headers.set('accept-language', caller.language);
  return headers;
}

export function toE164(deps: PhoneSignInDeps, input: string): string {
  const phone = normalizePhoneNumber(input, deps.testNumbers);
  if (!phone) throw badRequest(P.invalidPhone, { phoneNumber: P.invalidPhone });
  return phone;
}

const apiErrorCode = (error: unknown): string | undefined =>
  isAPIError(error) ? ((error.body as { code?: string } | undefined)?.code ?? undefined) : undefined;

export async function sendCode(deps: PhoneSignInDeps, caller: Caller, input: { phoneNumber: string }): Promise<{ phoneNumber: string }> {
  const phoneNumber = toE164(deps, input.phoneNumber);
  if (deps.captcha.siteKey) {
    if (!caller.captchaResponse) throw badRequest(P.captchaFailed);
    if (!(await deps.captcha.verify(caller.captchaResponse, caller.ip))) throw forbidden(P.captchaFailed);
  }
  // Test numbers send nothing, so the SMS limits do not apply to them.
  const rules = smsSendRules(phoneNumber, caller.ip);
  if (!deps.testNumbers.has(phoneNumber) && !(await deps.limiter.hit(rules))) {
    throw tooManyRequests(P.tooManyRequests, await deps.limiter.retryAfter(rules));
  }
  try {
    await deps.auth.api.sendPhoneNumberOTP({ body: { phoneNumber }, headers: authHeaders(caller) });
  } catch (error) {
    if (error instanceof SmsSendError) {
      deps.log.warn({ reason: error.reason, providerCode: error.providerCode, err: error.message }, 'sms send failed');
      if (error.reason === 'invalid-number') throw badRequest(P.invalidPhone, { phoneNumber: P.invalidPhone });
      if (error.reason === 'not-mobile') throw badRequest(P.smsRefused, { phoneNumber: P.smsRefused });
      if (error.reason === 'rate-limited') throw tooManyRequests(P.tooManyRequests);
      throw new AppError(502, P.sendFailed);
    }
    throw error;
  }
  return { phoneNumber };
}

export interface VerifyResult {
  body: VerifyOtpResponse;
  headers: Headers;
}

export async function verifyCode(deps: PhoneSignInDeps, caller: Caller, input: z.output<typeof verifyOtpInputSchema>): Promise<VerifyResult> {
  const phoneNumber = toE164(deps, input.phoneNumber);
  // The sign-up email is claimed only after a valid code, and whether another account uses it is never reported (no
  // email oracle, issue 21): it waits in the profile for its own code.
  const email = input.email?.toLowerCase();
  let result: { headers: Headers; response: unknown };
  try {
    result = await deps.auth.api.verifyPhoneNumber({
      body: { phoneNumber, code: input.code },
      headers: authHeaders(caller),
      returnHeaders: true,
    });
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === 'OTP_NOT_FOUND' || code === 'OTP_EXPIRED') throw badRequest(P.codeExpired, { code: P.codeExpired });
    if (code === 'TOO_MANY_ATTEMPTS') throw tooManyRequests(P.tooManyAttempts);
    if (code === SUSPENDED_CODE && isAPIError(error)) throw forbidden((error.body as { message?: string } | undefined)?.message ?? error.message);
    if (code === 'INVALID_OTP') {
      // The last allowed wrong try kills the code: say so now rather than on the next try.
      const attempts = await findOtpAttempts(deps.db, phoneNumber);
      if (attempts !== null && attempts >= LIMITS.otpMaxAttempts) throw tooManyRequests(P.tooManyAttempts);
      throw badRequest(P.invalidCode, { code: P.invalidCode });
    }
    if (isAPIError(error)) {
      deps.log.error({ code, status: error.status }, 'phone verification failed');
      throw badRequest(P.verifyFailed);
    }
    throw error;
  }
  const body = result.response as VerifyResult['body'];
  if (input.firstName && body.user && (await nameNewAccount(deps.db, body.user.id, { firstName: input.firstName, lastName: input.lastName }))) {
    body.user = { ...body.user, firstName: input.firstName, lastName: input.lastName ?? '' };
  }
  if (email && typeof body.user?.email === 'string' && isPlaceholderEmail(body.user.email)) {
    try {
      await claimEmail({ db: deps.db, mail: deps.mail, limiter: deps.limiter, log: deps.log, language: caller.language }, body.user.id, email);
    } catch (error) {
      // The sign-in stands; the profile asks for the email again.
      deps.log.warn({ err: error }, 'could not claim the sign-up email');
    }
  }
  return { body, headers: result.headers };
}
