/**
 * Email verification (issue 21, point 2): an address a user gives is only claimed until they enter the 6-digit code
 * mailed to it. Claims are per user and never unique, so claiming someone else's address blocks nobody; proving it
 * moves it onto the user row (`users.email`, unique), where the lookups of group creators (rulings §9), Better Auth and
 * the member lists find it, and clears every other account's claim of it.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@kickoff/db';
import { MESSAGES, type Language } from '@kickoff/shared';
import { badRequest, conflict, serviceUnavailable, tooManyRequests } from '../errors';
import { verificationCodeMail, type Mailer } from '../mail';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limit';
import * as repo from './email-claims-repository';

export const EMAIL_CODE = {
  validityMinutes: 30,
  maxAttempts: 5,
  /**
   * Sends: one a minute and three an hour per account and address, five an hour per account. No limit counts the
   * address over all accounts (issue 33, point 8): other accounts claiming someone's address would spend the owner's
   * codes. An inbox still gets at most three codes an hour from any one account, and every account is a proven phone
   * number under sign-in's own limits.
   */
  cooldownSeconds: 60,
  perUserPerHour: 5,
  perUserAndAddressPerHour: 3,
} as const;

export interface EmailVerificationDeps {
  db: Database;
  mail: Mailer;
  limiter: RateLimiter;
  log: { warn(obj: object, msg: string): void };
  /** The language of the person asking (issue 30): the code's mail is written in it. */
  language?: Language;
}

export function emailCodeRules(userId: string, email: string): RateLimitRule[] {
  return [
    { key: `email-code:60s:${userId}:${email}`, windowSeconds: EMAIL_CODE.cooldownSeconds, max: 1 },
    { key: `email-code:user:1h:${userId}`, windowSeconds: 3600, max: EMAIL_CODE.perUserPerHour },
    { key: `email-code:address:1h:${userId}:${email}`, windowSeconds: 3600, max: EMAIL_CODE.perUserAndAddressPerHour },
  ];
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * The user gave `email` (profile, sign-up): their proven address already -> nothing to prove (a claim of another
 * address goes); otherwise it becomes their claim, and a code is mailed when mail is on and the limits allow (a code
 * that could not be sent now is sent from the profile's "Verify" later). Never tells whether another account uses it.
 */
export async function claimEmail(deps: EmailVerificationDeps, userId: string, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  if ((await repo.findVerifiedEmail(deps.db, userId)) === address) {
    await repo.deleteClaim(deps.db, userId);
    return;
  }
  const before = await repo.findClaim(deps.db, userId);
  if (before?.email === address) return;
  await repo.upsertClaim(deps.db, userId, address);
  if (!deps.mail.enabled) return;
  try {
    await sendCode(deps, userId);
  } catch (error) {
    deps.log.warn({ err: error, userId }, 'could not send the email verification code');
  }
}

/**
 * Mails a new code for the user's claim (the old code dies). 400 without a claim; 409 with mail off (production without
 * SMTP_URL: the server says plainly it cannot send mail, rather than a 503 that invites a retry); 429 over the limits.
 */
export async function sendCode(deps: EmailVerificationDeps, userId: string): Promise<{ email: string }> {
  const claim = await repo.findClaim(deps.db, userId);
  if (!claim) throw badRequest(MESSAGES.emailVerification.nothingToVerify);
  if (!deps.mail.enabled) throw conflict(MESSAGES.emailVerification.mailOff);
  if (!(await deps.limiter.hit(emailCodeRules(userId, claim.email)))) throw tooManyRequests(MESSAGES.emailVerification.tooManySends);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.setCode(deps.db, userId, hashCode(userId, code), new Date(Date.now() + EMAIL_CODE.validityMinutes * 60_000));
  try {
    await deps.mail.send(verificationCodeMail(claim.email, code, EMAIL_CODE.validityMinutes, deps.language));
  } catch (error) {
    deps.log.warn({ err: error, userId }, 'mail server refused the verification code');
    throw serviceUnavailable(MESSAGES.emailVerification.sendFailed);
  }
  return { email: claim.email };
}

/**
 * Checks the code against the claim; right: the address becomes the user's proven one and other accounts' claims of
 * it go, in one transaction. 5 wrong codes end the code. 409 when another account proved the address first.
 */
export async function verifyCode(deps: EmailVerificationDeps, userId: string, code: string): Promise<{ email: string }> {
  type Outcome = { ok: true; email: string } | { ok: false; error: Error };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const claim = await repo.lockClaim(tx, userId);
    if (!claim) return { ok: false, error: badRequest(MESSAGES.emailVerification.nothingToVerify) };
    if (!claim.codeHash || !claim.codeExpiresAt || claim.codeExpiresAt.getTime() < Date.now()) {
      return { ok: false, error: badRequest(MESSAGES.emailVerification.codeExpired) };
    }
    if (claim.attempts >= EMAIL_CODE.maxAttempts) return { ok: false, error: tooManyRequests(MESSAGES.emailVerification.tooManyAttempts) };
    const given = Buffer.from(hashCode(userId, code));
    if (!timingSafeEqual(given, Buffer.from(claim.codeHash))) {
      // The wrong try is counted even though the request fails (it commits with this transaction).
      await repo.countWrongCode(tx, userId);
      const left = EMAIL_CODE.maxAttempts - claim.attempts - 1;
      return { ok: false, error: left > 0 ? badRequest(MESSAGES.emailVerification.codeWrong) : tooManyRequests(MESSAGES.emailVerification.tooManyAttempts) };
    }
    if (await repo.isVerifiedByOther(tx, claim.email, userId)) return { ok: false, error: conflict(MESSAGES.profile.emailTaken) };
    await repo.setVerifiedEmail(tx, userId, claim.email);
    await repo.deleteClaim(tx, userId);
    await repo.deleteOtherClaims(tx, claim.email, userId);
    return { ok: true, email: claim.email };
  }).catch((error: unknown): Outcome => {
    // Two accounts proving one address at the same moment: the unique index lets one win.
    if (isUniqueViolation(error)) return { ok: false, error: conflict(MESSAGES.profile.emailTaken) };
    throw error;
  });
  if (!outcome.ok) throw outcome.error;
  return { email: outcome.email };
}

/** The user's claim, for the profile: the address waiting for its code. */
export async function pendingEmailOf(db: Database, userId: string): Promise<string | null> {
  return (await repo.findClaim(db, userId))?.email ?? null;
}
