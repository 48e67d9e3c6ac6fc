/** Notification preferences (issue 15): one person's rows, and the channels of a fan-out's recipients in one query. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { emailClaims, notificationPreferences, users, type DbOrTx } from '@kickoff/db';
import { DEFAULT_NOTIFICATION_CHANNELS, type NotificationChannels, type NotificationKind } from '@kickoff/shared';

export async function preferenceRowsOf(db: DbOrTx, userId: string) {
  return db
    .select({ kind: notificationPreferences.kind, push: notificationPreferences.push, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** The person's address, whether it is proven, and whether another one waits for its code. */
export async function emailStateOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      reminderHours: users.reminderHours,
      pending: sql<boolean>`exists (select 1 from ${emailClaims} c where c.user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Sets the given channels of some kinds, in one statement per kind: a kind without a row starts from its defaults,
 * and only the channels named change (two tabs changing different channels do not undo each other).
 */
export async function updatePreferences(db: DbOrTx, userId: string, kinds: Partial<Record<NotificationKind, Partial<NotificationChannels>>>) {
  for (const [kind, change] of Object.entries(kinds) as [NotificationKind, Partial<NotificationChannels> | undefined][]) {
    if (!change || Object.keys(change).length === 0) continue;
    const set: Record<string, unknown> = { updatedAt: sql`now()` };
    if (change.push !== undefined) set.push = sql`excluded.push`;
    if (change.inApp !== undefined) set.inApp = sql`excluded.in_app`;
    if (change.email !== undefined) set.email = sql`excluded.email`;
    await db
      .insert(notificationPreferences)
      .values({ userId, kind, ...DEFAULT_NOTIFICATION_CHANNELS[kind], ...change })
      .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set });
  }
}

/**
 * The recipients of one fan-out with their channels for its kind (null: never changed, the defaults apply) and
 * their address: one query on the users' primary key and the preferences' (user_id, kind).
 */
export async function recipientsWithChannels(db: DbOrTx, userIds: string[], kind: NotificationKind) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
      emailVerified: users.emailVerified,
      language: users.language,
      push: notificationPreferences.push,
      inApp: notificationPreferences.inApp,
      emailOn: notificationPreferences.email,
    })
    .from(users)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)))
    .where(inArray(users.id, userIds));
}

/**
 * Whether the user still exists (an unsubscribe link may outlive its account), with their language setting (the
 * unsubscribe pages speak it): undefined when gone.
 */
export async function findUserLanguage(db: DbOrTx, userId: string): Promise<{ language: string | null } | undefined> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}
