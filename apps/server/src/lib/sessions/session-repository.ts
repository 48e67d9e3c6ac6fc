/** Looks a session token up with its user in one indexed query. */
import { and, eq, gt } from 'drizzle-orm';
import { sessions, users, type DbOrTx } from '@kickoff/db';
import type { SessionUser } from './session-cache';

export async function findSessionByToken(db: DbOrTx, token: string) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        rolePreference: users.rolePreference,
        language: users.language,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  return row ? { sessionId: row.sessionId, expiresAt: row.expiresAt, user: row.user as SessionUser } : null;
}
