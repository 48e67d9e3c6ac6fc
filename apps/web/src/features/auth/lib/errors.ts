/** Maps failures of the sign-in calls to the texts of spec §8. The server answers those texts; codes are a fallback. */
import { MESSAGES } from '@kickoff/shared';
import { ApiError } from '@/lib/api';

const P = MESSAGES.phone;
const KNOWN_TEXTS = new Set<string>();
for (const v of Object.values(P) as unknown[]) if (typeof v === 'string') KNOWN_TEXTS.add(v);

const SEND_CODES: Record<string, string> = {
  INVALID_PHONE_NUMBER: P.invalidPhone,
  PHONE_NUMBER_REQUIRED: P.phoneRequired,
  TOO_MANY_REQUESTS: P.tooManyRequests,
  CAPTCHA_VERIFICATION_FAILED: P.captchaFailed,
  MISSING_RESPONSE: P.captchaFailed,
};

const VERIFY_CODES: Record<string, string> = {
  INVALID_OTP: P.invalidCode,
  OTP_EXPIRED: P.codeExpired,
  OTP_NOT_FOUND: P.codeExpired,
  TOO_MANY_ATTEMPTS: P.tooManyAttempts,
  INVALID_PHONE_NUMBER: P.verifyInvalidPhone,
  CAPTCHA_VERIFICATION_FAILED: P.verifyCaptchaFailed,
};

function codeOf(error: ApiError): string | undefined {
  try {
    const json = JSON.parse(error.body) as { code?: unknown };
    return typeof json.code === 'string' ? json.code : undefined;
  } catch {
    return undefined;
  }
}

function messageFor(error: unknown, codes: Record<string, string>, tooMany: string, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const server = error.serverMessage?.trim();
  if (server && KNOWN_TEXTS.has(server)) return server;
  const code = codeOf(error);
  if (code && codes[code]) return codes[code];
  if (error.status === 429) return server || tooMany;
  return server || fallback;
}

export function sendCodeErrorMessage(error: unknown): string {
  return messageFor(error, SEND_CODES, P.tooManyRequests, P.sendFailed);
}

export function verifyCodeErrorMessage(error: unknown): string {
  return messageFor(error, VERIFY_CODES, P.tooManyAttempts, P.verifyFailed);
}
