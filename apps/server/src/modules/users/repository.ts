/** Reads and writes a user's own profile fields. */
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { moderators, users, type DbOrTx } from '@kickoff/db';
import { PLACEHOLDER_FIRST_NAME, type DistanceUnit, type Language, type RolePreference } from '@kickoff/shared';

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  location: users.location,
  latitude: users.latitude,
  longitude: users.longitude,
  distanceUnit: users.distanceUnit,
  timezone: users.timezone,
  image: users.image,
  rolePreference: users.rolePreference,
  language: users.language,
  /** Whether the console is theirs (issue 34): the web shows its link in the account menu. */
  isModerator: sql<boolean>`exists (select 1 from ${moderators} where ${moderators.userId} = ${users.id})`,
};

export type ProfileRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  distanceUnit: DistanceUnit | null;
  timezone: string | null;
  image: string | null;
  rolePreference: RolePreference;
  language: string | null;
  isModerator: boolean;
};

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const rows = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return (rows[0] as ProfileRow | undefined) ?? null;
}

/** Locks the user's row for the rest of the transaction and answers its current image. */
export async function lockProfileImage(tx: DbOrTx, userId: string): Promise<{ image: string | null } | null> {
  const rows = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
  return rows[0] ?? null;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  distanceUnit?: DistanceUnit | null;
  timezone?: string | null;
  image?: string | null;
  rolePreference?: RolePreference;
  language?: Language | null;
}

export async function updateProfile(db: DbOrTx, userId: string, changes: ProfileChanges): Promise<ProfileRow | null> {
  const set: PgUpdateSetSource<typeof users> = { ...changes };
  if (changes.firstName !== undefined || changes.lastName !== undefined) {
    // Better Auth's display name follows the profile names.
    set.name = sql`trim(${changes.firstName ?? users.firstName} || ' ' || ${changes.lastName ?? users.lastName})`;
  }
  const rows = await db.update(users).set(set).where(eq(users.id, userId)).returning(profileColumns);
  return (rows[0] as ProfileRow | undefined) ?? null;
}

/** Names a new account: only while it still has the defaults of rulings §2 ("User", no last name). */
export async function nameWhileDefault(db: DbOrTx, userId: string, names: { firstName: string; lastName: string }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...names, name: `${names.firstName} ${names.lastName}`.trim() })
    .where(and(eq(users.id, userId), eq(users.firstName, PLACEHOLDER_FIRST_NAME), eq(users.lastName, '')))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.image })
    .from(users)
    // Emails are stored in lower case (decisions.md 13), so the unique index answers a whole-address match.
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** The person's home area (issue 28: the place type-ahead ranks around it), or null when they set none. */
export async function homeAreaOf(db: DbOrTx, userId: string): Promise<{ latitude: number; longitude: number } | null> {
  const [row] = await db.select({ latitude: users.latitude, longitude: users.longitude }).from(users).where(eq(users.id, userId)).limit(1);
  return row && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
}

/** Creating a group or an event makes the user's active role organizer (rulings §3). */
export async function setRolePreferenceOrganizer(tx: DbOrTx, userId: string) {
  await tx.update(users).set({ rolePreference: 'organizer' }).where(eq(users.id, userId));
}

/** How many hours before an event the user's reminder comes (the notifications module's setting). */
export async function reminderHoursOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select({ h: users.reminderHours }).from(users).where(eq(users.id, userId));
  return row?.h ?? null;
}

export async function setReminderHours(db: DbOrTx, userId: string, hours: number) {
  await db.update(users).set({ reminderHours: hours }).where(eq(users.id, userId));
}
