/** Sessions ended by moderation, and the suspension a sign-in must respect (issue 34; the table is moderation's, read here). */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { accountSuspensions, sessions, users, type DbOrTx } from '@kickoff/db';

/** Deletes every session of a user; the caller then drops them from the caches of every instance. */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/** The user's suspension in force: until when (null: for good), with their zone to say it in; null when none. */
export async function activeSuspension(db: DbOrTx, userId: string): Promise<{ until: Date | null; timezone: string | null } | null> {
  const [row] = await db
    .select({ until: accountSuspensions.until, timezone: users.timezone })
    .from(accountSuspensions)
    .innerJoin(users, eq(users.id, accountSuspensions.userId))
    .where(and(eq(accountSuspensions.userId, userId), or(isNull(accountSuspensions.until), gt(accountSuspensions.until, sql`now()`))));
  return row ?? null;
}
