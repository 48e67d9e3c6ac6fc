/** The signed-in user's own profile (spec §7 Users): read, update with an optional photo, create, set the role. */
import { hasPlaceholderName, isLanguage, PLACEHOLDER_FIRST_NAME, type DistanceUnit, type Language, type RolePreference, type UserProfile } from '@kickoff/shared';
import { unauthorized } from '../../lib/errors';
import { isPlaceholderEmail, realEmail } from '../../lib/placeholder-email';
import { claimEmail, pendingEmailOf, sendCode, verifyCode, type EmailVerificationDeps } from '../../lib/email-verification/email-verification';
import type { DbOrTx } from '@kickoff/db';
import * as repo from './repository';
import type { SignedInContext } from '../../lib/context';

export type UsersContext = SignedInContext & { emails: EmailVerificationDeps };

export function toProfile(row: repo.ProfileRow, pendingEmail: string | null, canVerifyEmail: boolean): UserProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: realEmail(row.email),
    pendingEmail,
    canVerifyEmail,
    phoneNumber: row.phoneNumber,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceUnit: row.distanceUnit,
    timezone: row.timezone,
    profileImageUrl: row.image,
    rolePreference: row.rolePreference,
    isModerator: row.isModerator,
    // A code this server does not speak (an old or hand-made row) is no setting: the browser decides.
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** The profile as its owner sees it: the verified address and the one waiting for its code. */
async function profileOf(ctx: UsersContext, row: repo.ProfileRow | null): Promise<UserProfile> {
  if (!row) throw unauthorized();
  return toProfile(row, await pendingEmailOf(ctx.db, row.id), ctx.emails.mail.enabled);
}

export async function getProfile(ctx: UsersContext): Promise<UserProfile> {
  return profileOf(ctx, await repo.findProfile(ctx.db, ctx.user.id));
}

export interface UpdateProfileData {
  firstName: string;
  lastName: string;
  email: string;
  location: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Absent: unchanged. */
  distanceUnit?: DistanceUnit | null;
  timezone: string | null;
}

export async function updateProfile(ctx: UsersContext, data: UpdateProfileData, photo?: Buffer): Promise<UserProfile> {
  // Emails are kept in lower case, as Better Auth does for the accounts it creates.
  // PUT replaces the form: the home area's coordinates go with its location text.
  // The email is not written here: a new address is only claimed until its code comes back (issue 21), so the answer
  // never tells whether another account uses it.
  const { email, ...fields } = data;
  const input = { ...fields, latitude: data.latitude ?? null, longitude: data.longitude ?? null };
  // The photo is checked and stored first (slow, no lock held); the row is then locked to swap the URL.
  const newImage = photo ? await ctx.images.store(photo, 'profile') : undefined;
  let result: { row: repo.ProfileRow | null; oldImage: string | null };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const current = await repo.lockProfileImage(tx, ctx.user.id);
      if (!current) throw unauthorized();
      const row = await repo.updateProfile(tx, ctx.user.id, { ...input, ...(newImage ? { image: newImage } : {}) });
      return { row, oldImage: current.image };
    });
  } catch (error) {
    await ctx.images.remove(newImage);
    throw error;
  }
  if (newImage && result.oldImage && result.oldImage !== newImage) await ctx.images.remove(result.oldImage);
  if (!result.row) throw unauthorized();
  await claimEmail(ctx.emails, ctx.user.id, email);
  // The cached sessions of this user carry the old profile and role.
  ctx.onUserChanged(ctx.user.id);
  return profileOf(ctx, result.row);
}

export interface CreateUserData {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  rolePreference?: RolePreference;
}

/**
 * POST /api/user/create: the account exists since sign-in, so this only fills what sign-up knows: the email
 * while the account has the placeholder, names while they are the defaults, and the role of a brand-new
 * account. Safe to repeat.
 */
export async function createUser(ctx: UsersContext, data: CreateUserData): Promise<UserProfile> {
  const input = { ...data, email: data.email?.toLowerCase() };
  const current = await repo.findProfile(ctx.db, ctx.user.id);
  if (!current) throw unauthorized();
  // The sign-up email of an account without one is claimed (verified by its code later), never stored unproven.
  if (input.email && isPlaceholderEmail(current.email) && !(await pendingEmailOf(ctx.db, ctx.user.id))) await claimEmail(ctx.emails, ctx.user.id, input.email);
  const changes: repo.ProfileChanges = {};
  const defaultNames = hasPlaceholderName(current);
  if (defaultNames && input.firstName && input.firstName !== PLACEHOLDER_FIRST_NAME) changes.firstName = input.firstName;
  if (defaultNames && input.lastName) changes.lastName = input.lastName;
  // The role of a brand-new account only: a returning user's role is theirs to change with the chooser.
  if (input.rolePreference && defaultNames && isPlaceholderEmail(current.email)) changes.rolePreference = input.rolePreference;
  const row = Object.keys(changes).length ? await repo.updateProfile(ctx.db, ctx.user.id, changes) : await repo.findProfile(ctx.db, ctx.user.id);
  // The cached sessions of this user carry the old profile and role.
  ctx.onUserChanged(ctx.user.id);
  return profileOf(ctx, row);
}

/**
 * Sign-up's names (rulings §12) on an account that still has the defaults; a returning user's names stay theirs.
 * Answers whether they were stored.
 */
export function nameNewAccount(db: DbOrTx, userId: string, names: { firstName: string; lastName?: string }): Promise<boolean> {
  return repo.nameWhileDefault(db, userId, { firstName: names.firstName, lastName: names.lastName ?? '' });
}

export async function setRole(ctx: UsersContext, rolePreference: RolePreference): Promise<UserProfile> {
  const row = await repo.updateProfile(ctx.db, ctx.user.id, { rolePreference });
  // The cached sessions of this user carry the old profile and role.
  ctx.onUserChanged(ctx.user.id);
  return profileOf(ctx, row);
}

/** The language setting (issue 30); the user's cached sessions carry it, so they are dropped. */
export async function setLanguage(ctx: UsersContext, language: Language | null): Promise<UserProfile> {
  const row = await repo.updateProfile(ctx.db, ctx.user.id, { language });
  ctx.onUserChanged(ctx.user.id);
  return profileOf(ctx, row);
}

/** Mails a new code to the address waiting for verification. */
export async function sendEmailCode(ctx: UsersContext): Promise<{ email: string }> {
  return sendCode(ctx.emails, ctx.user.id);
}

/** The code from the mail: the pending address becomes the verified one. */
export async function verifyEmail(ctx: UsersContext, code: string): Promise<UserProfile> {
  await verifyCode(ctx.emails, ctx.user.id, code);
  // Sessions carry the user's email.
  ctx.onUserChanged(ctx.user.id);
  return getProfile(ctx);
}
