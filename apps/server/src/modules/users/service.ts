/** The signed-in user's own profile (spec §7 Users): read, update with an optional photo, create, set the role. */
import { MESSAGES, type RolePreference, type UserProfile } from '@kickoff/shared';
import type { Database } from '@kickoff/db';
import { conflict, unauthorized } from '../../lib/errors';
import type { ImageService } from '../../lib/images';
import { TEMP_EMAIL_DOMAIN } from '../auth/auth';
import * as repo from './repository';

export interface UsersContext {
  db: Database;
  user: { id: string };
  images: ImageService;
}

export const isPlaceholderEmail = (email: string) => email.endsWith(`@${TEMP_EMAIL_DOMAIN}`);

export function toProfile(row: repo.ProfileRow): UserProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: isPlaceholderEmail(row.email) ? null : row.email,
    phoneNumber: row.phoneNumber,
    location: row.location,
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
  timezone: string | null;
}

export async function updateProfile(ctx: UsersContext, data: UpdateProfileData, photo?: Buffer): Promise<UserProfile> {
  // Emails are kept in lower case, as Better Auth does for the accounts it creates.
  const input = { ...data, email: data.email.toLowerCase() };
  if (await repo.isEmailUsedByOther(ctx.db, input.email, ctx.user.id)) throw conflict(MESSAGES.profile.emailTaken);
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
    if (await repo.isEmailUsedByOther(ctx.db, input.email, ctx.user.id)) throw conflict(MESSAGES.profile.emailTaken);
    try {
      await repo.replacePlaceholderEmail(ctx.db, ctx.user.id, input.email, TEMP_EMAIL_DOMAIN);
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
  return toProfile(row);
}

export async function setRole(ctx: UsersContext, rolePreference: RolePreference): Promise<UserProfile> {
  const row = await repo.updateProfile(ctx.db, ctx.user.id, { rolePreference });
  if (!row) throw unauthorized();
  return toProfile(row);
}
