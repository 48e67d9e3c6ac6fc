import { z } from 'zod';
import { MESSAGES } from '../messages';
import { rolePreferenceSchema } from './users';

const P = MESSAGES.phone;

/** POST /api/auth/phone-number/send-otp. The number is normalised to E.164 by the server. */
export const sendOtpInputSchema = z.object({
  phoneNumber: z.string({ error: P.phoneRequired }).trim().min(1, P.phoneRequired).max(32, P.invalidPhone),
});
export type SendOtpInput = z.input<typeof sendOtpInputSchema>;

/**
 * POST /api/auth/phone-number/verify; `email`, `firstName` (required with an email) and `lastName` are sent in sign-up
 * mode: the names are stored on a new account, the email is claimed (rulings §12, "Sign-up asks for a name").
 */
export const verifyOtpInputSchema = z
  .object({
  phoneNumber: z.string({ error: P.phoneRequired }).trim().min(1, P.phoneRequired).max(32, P.invalidPhone),
  code: z
    .string({ error: P.missingCode })
    .trim()
    .min(1, P.missingCode)
    .regex(/^\d{6}$/, P.invalidCodeFormat),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email(MESSAGES.profile.invalidEmail).optional()),
  firstName: z.string().trim().max(100, MESSAGES.profile.nameTooLong).optional(),
  lastName: z.string().trim().max(100, MESSAGES.profile.nameTooLong).optional(),
})
  .superRefine((v, ctx) => {
    if (v.email && !v.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: MESSAGES.profile.firstNameRequired });
  });
export type VerifyOtpInput = z.input<typeof verifyOtpInputSchema>;

/** The user Better Auth reports at sign-in (further fields pass through). Phone-only accounts carry a placeholder email. */
export const signInUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullish(),
  image: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  rolePreference: rolePreferenceSchema,
});
export type SignInUser = z.infer<typeof signInUserSchema>;

/** 200 of POST /api/auth/phone-number/verify; the token also comes in the `set-auth-token` header. */
export const verifyOtpResponseSchema = z.object({ status: z.boolean(), token: z.string(), user: signInUserSchema });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** GET /api/auth/config: what the sign-in dialog offers on this server. */
export const authConfigSchema = z.object({
  /** reCAPTCHA v2 site key, or null when the human check is off. */
  captchaSiteKey: z.string().nullable(),
  googleEnabled: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** The header that carries the reCAPTCHA response token on send-otp. */
export const CAPTCHA_RESPONSE_HEADER = 'x-captcha-response';
