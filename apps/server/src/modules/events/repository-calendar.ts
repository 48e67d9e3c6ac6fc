/** The personal calendar feed: its secret tokens and the events it lists. */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { calendarFeedTokens, eventParticipants, events, groupBlocks, groupMembers, groups, users, type DbOrTx } from '@kickoff/db';
import { visibleTo } from './repository';

export async function findFeedToken(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ token: calendarFeedTokens.token }).from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
  return row?.token;
}

export async function saveFeedToken(db: DbOrTx, userId: string, token: string): Promise<void> {
  await db
    .insert(calendarFeedTokens)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { token, createdAt: sql`now()` } });
}

export async function deleteFeedToken(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

/** The owner of a feed token and their language setting (the feed's words follow it). */
export async function userOfFeedToken(db: DbOrTx, token: string): Promise<{ userId: string; language: string | null } | undefined> {
  const [row] = await db
    .select({ userId: calendarFeedTokens.userId, language: users.language })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.token, token));
  return row;
}

/**
 * Events the user holds a place in, from 30 days ago on (at most 500), for the feed. Visibility is checked on every
 * fetch: a private group's events only while the user is its active member (or the event's organizer), and no event of
 * a group that blocked them.
 */
export async function feedEvents(db: DbOrTx, userId: string) {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      location: events.location,
      dateTime: events.dateTime,
      duration: events.duration,
      timeZone: events.timeZone,
      updatedAt: events.updatedAt,
      cancelledAt: events.cancelledAt,
      organizerFirstName: users.firstName,
      organizerLastName: users.lastName,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .innerJoin(users, eq(users.id, events.organizerId))
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(
      and(
        eq(eventParticipants.userId, userId),
        eq(eventParticipants.status, 'registered'),
        gte(events.dateTime, sql`now() - interval '30 days'`),
        visibleTo(userId),
        sql`not exists (select 1 from ${groupBlocks} b where b.group_id = ${events.groupId} and b.blocked_user_id = ${userId})`,
        sql`not exists (select 1 from ${groupMembers} m where m.group_id = ${events.groupId} and m.user_id = ${userId} and m.status = 'blocked')`,
      ),
    )
    .orderBy(asc(events.dateTime))
    .limit(500);
}
