import { z } from 'zod';
import { MESSAGES } from '../messages';
import { checkCoordinates, coordinateFields } from './places';
import { canonicalTimeZone, isValidTimeZone } from './events';
import { DISTANCE_UNITS } from '../limits';
import { LANGUAGES } from '../i18n/languages';

export const ROLES = ['member', 'organizer'] as const;

/** The first name of an account made by signing in with a new number (rulings §1); its last name is empty. */
export const PLACEHOLDER_FIRST_NAME = 'User';
/** Whether an account still has the names it was made with, not a person's own. */
export function hasPlaceholderName(person: { firstName: string; lastName: string }): boolean {
  return person.firstName === PLACEHOLDER_FIRST_NAME && person.lastName === '';
}
export const rolePreferenceSchema = z.enum(ROLES);
export type RolePreference = z.infer<typeof rolePreferenceSchema>;

/** GET /api/user/profile (spec §7). */
export const userProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The verified address (null for none): the one group creators can find (rulings §9). */
  email: z.string().nullable(),
  /** An address given but not verified yet (waiting for its code); the profile shows it as "Unverified". */
  pendingEmail: z.string().nullable().default(null),
  /** False when this server cannot send mail (SMTP_URL unset): addresses stay unverified. */
  canVerifyEmail: z.boolean().default(false),
  phoneNumber: z.string().nullable(),
  location: z.string().nullable(),
  /** The home area's coordinates (Discover's "Near me" falls back to them). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** null: follow the locale (miles for US). */
  distanceUnit: z.enum(DISTANCE_UNITS).nullable(),
  timezone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  rolePreference: rolePreferenceSchema,
  /** A platform moderator (issue 34): the account menu links to the moderation console. */
  isModerator: z.boolean().default(false),
  /** The language Kickoff speaks to this person (issue 30); null: the browser's languages decide. */
  language: z.enum(LANGUAGES).nullable().default(null),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

/** PUT /api/user/profile fields (spec §5 profile form). */
export const updateProfileInputSchema = z.object({
  firstName: z.string({ error: MESSAGES.profile.firstNameRequired }).trim().min(1, MESSAGES.profile.firstNameRequired).max(100, MESSAGES.profile.nameTooLong),
  lastName: z.string({ error: MESSAGES.profile.lastNameRequired }).trim().min(1, MESSAGES.profile.lastNameRequired).max(100, MESSAGES.profile.nameTooLong),
  email: z
    .string({ error: MESSAGES.profile.emailRequired })
    .trim()
    .min(1, MESSAGES.profile.emailRequired)
    .max(254)
    .pipe(z.email(MESSAGES.profile.invalidEmail)),
  location: optionalText(200, MESSAGES.group.locationTooLong),
  ...coordinateFields,
  distanceUnit: z.preprocess((v) => (v === '' ? null : v), z.enum(DISTANCE_UNITS).nullable().optional()),
  // An IANA zone the platform knows (America/Chicago), or blank; free text would break every date shown.
  timezone: optionalText(100)
    .refine((v) => v === null || isValidTimeZone(v), MESSAGES.event.timeZoneInvalid)
    .transform((v) => (v === null ? null : canonicalTimeZone(v))),
}).superRefine((v, ctx) => checkCoordinates(v, ctx));
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const setRoleInputSchema = z.object({ rolePreference: rolePreferenceSchema });

/** PUT /api/user/language (issue 30): the footer's and the profile's switcher; null goes back to the browser's. */
export const setLanguageInputSchema = z.object({ language: z.enum(LANGUAGES).nullable() });

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((v) => (v ? v : undefined))
  .pipe(z.email(MESSAGES.profile.invalidEmail).optional());

/**
 * POST /api/user/create (spec §3 user-creation payload). Idempotent: the account already exists after sign-in;
 * this stores the email (when the account has none yet) and the role. `id` and `phoneNumber` are informational:
 * the server uses the signed-in user.
 */
export const createUserInputSchema = z.object({
  id: z.string().max(64).nullish(),
  email: optionalEmail,
  phoneNumber: z.string().max(32).nullish(),
  firstName: z.string().trim().max(100).nullish(),
  lastName: z.string().trim().max(100).nullish(),
  rolePreference: rolePreferenceSchema.optional(),
});
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/** POST /api/user/email/verify: the 6-digit code mailed to the pending address. */
export const verifyEmailInputSchema = z.object({
  code: z.string({ error: MESSAGES.emailVerification.codeInvalid }).trim().regex(/^\d{6}$/, MESSAGES.emailVerification.codeInvalid),
});
export type VerifyEmailInput = z.input<typeof verifyEmailInputSchema>;

/** POST /api/user/email/send-code answer: where the code went. */
export const emailCodeSentSchema = z.object({ email: z.string() });
