/** The signed-in user's own profile (spec §7 Users): read, update with an optional photo, create, set the role. */
import { MESSAGES, type DistanceUnit, type RolePreference, type UserProfile } from '@kickoff/shared';
import { conflict, tooManyRequests, unauthorized } from '../../lib/errors';
import { emailLookupRule } from '../../lib/rate-limit/rate-limit';
import { isPlaceholderEmail, PLACEHOLDER_EMAIL_DOMAIN, realEmail } from '../../lib/placeholder-email';
import * as repo from './repository';
import type { SignedInContext } from '../../lib/context';

export type UsersContext = SignedInContext;

export function toProfile(row: repo.ProfileRow): UserProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: realEmail(row.email),
    phoneNumber: row.phoneNumber,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceUnit: row.distanceUnit,
    timezone: row.timezone,
    profileImageUrl: row.image,
    rolePreference: row.rolePreference,
  };
}

/** Postgres unique violation (also when wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function getProfile(ctx: UsersContext): Promise<UserProfile> {
  const row = await repo.findProfile(ctx.db, ctx.user.id);
  if (!row) throw unauthorized();
  return toProfile(row);
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

/**
 * An email change may only claim a free address. Its answer tells whether an address has an account, so every change
 * of address counts against the users search's limit (rulings §9): no bulk probing through the profile.
 */
async function assertEmailAvailable(ctx: UsersContext, email: string, currentEmail: string | null | undefined) {
  if (email === currentEmail?.toLowerCase()) return;
  if (!(await ctx.limiter.hit([emailLookupRule(ctx.user.id)]))) throw tooManyRequests(MESSAGES.common.rateLimited);
  if (await repo.isEmailUsedByOther(ctx.db, email, ctx.user.id)) throw conflict(MESSAGES.profile.emailTaken);
}

export async function updateProfile(ctx: UsersContext, data: UpdateProfileData, photo?: Buffer): Promise<UserProfile> {
  // Emails are kept in lower case, as Better Auth does for the accounts it creates.
  // PUT replaces the form: the home area's coordinates go with its location text.
  const input = { ...data, email: data.email.toLowerCase(), latitude: data.latitude ?? null, longitude: data.longitude ?? null };
  await assertEmailAvailable(ctx, input.email, (await repo.findProfile(ctx.db, ctx.user.id))?.email);
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
    if (isUniqueViolation(error)) throw conflict(MESSAGES.profile.emailTaken);
    throw error;
  }
  if (newImage && result.oldImage && result.oldImage !== newImage) await ctx.images.remove(result.oldImage);
  if (!result.row) throw unauthorized();
  // The cached sessions of this user carry the old profile and role.
  ctx.onUserChanged(ctx.user.id);
  return toProfile(result.row);
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
  if (input.email && isPlaceholderEmail(current.email)) {
    await assertEmailAvailable(ctx, input.email, null);
    try {
      await repo.replacePlaceholderEmail(ctx.db, ctx.user.id, input.email, PLACEHOLDER_EMAIL_DOMAIN);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.profile.emailTaken);
      throw error;
    }
  }
  const changes: repo.ProfileChanges = {};
  const defaultNames = current.firstName === 'User' && current.lastName === '';
  if (defaultNames && input.firstName && input.firstName !== 'User') changes.firstName = input.firstName;
  if (defaultNames && input.lastName) changes.lastName = input.lastName;
  // The role of a brand-new account only: a returning user's role is theirs to change with the chooser.
  if (input.rolePreference && defaultNames && isPlaceholderEmail(current.email)) changes.rolePreference = input.rolePreference;
  const row = Object.keys(changes).length ? await repo.updateProfile(ctx.db, ctx.user.id, changes) : await repo.findProfile(ctx.db, ctx.user.id);
  if (!row) throw unauthorized();
  // The cached sessions of this user carry the old profile and role.
  ctx.onUserChanged(ctx.user.id);
  return toProfile(row);
}

export async function setRole(ctx: UsersContext, rolePreference: RolePreference): Promise<UserProfile> {
  const row = await repo.updateProfile(ctx.db, ctx.user.id, { rolePreference });
  if (!row) throw unauthorized();
  // The cached sessions of this user carry the old profile and role.
  ctx.onUserChanged(ctx.user.id);
  return toProfile(row);
}
