/** What the spam brakes read of a person (issue 34, point 5): one query on indexed paths. */
import { eq, sql } from 'drizzle-orm';
import { eventParticipants, groupMembers, users, type DbOrTx } from '@kickoff/db';

export interface Newcomer {
  /** Hours since sign-up. */
  ageHours: number;
  /** Whether they hold (or held) a place in a game or are an active member of a group. */
  hasJoined: boolean;
}

export async function newcomerOf(db: DbOrTx, userId: string): Promise<Newcomer | null> {
  const rows = await db
    .select({
      ageHours: sql<number>`extract(epoch from (now() - ${users.createdAt})) / 3600`.mapWith(Number),
      hasJoined: sql<boolean>`(exists (select 1 from ${eventParticipants} p where p.user_id = ${userId})
        or exists (select 1 from ${groupMembers} m where m.user_id = ${userId} and m.status = 'active'))`.mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? null;
}
