/**
 * Looks a session token up with its user in one indexed query, prepared once per database handle: every signed-in
 * request whose session is not in the cache runs it, and building its SQL each time cost more of the server's CPU
 * than running it (7% under the signed-in event-page bench, issue 35).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { sessions, statementCache, users, type DbOrTx } from '@kickoff/db';
import type { SessionUser } from './session-cache';

function prepare(db: DbOrTx) {
  return db
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
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_by_token');
}
const statements = statementCache<ReturnType<typeof prepare>>();

export async function findSessionByToken(db: DbOrTx, token: string) {
  const rows = await statements(db, 'session_by_token', () => prepare(db)).execute({ token });
  const row = rows[0];
  return row ? { sessionId: row.sessionId, expiresAt: row.expiresAt, user: row.user as SessionUser } : null;
}
