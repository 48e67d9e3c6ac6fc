/**
 * Dashboard reads: each number is one count query with the same joins and visibility rule (`visibleTo`) as the
 * list it summarises, so a count never differs from what the list shows.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { eventParticipants, events, groupMembers, groups, users, type DbOrTx } from '@kickoff/db';
import { listEventViews, soonestFirst, visibleTo, type EventView } from '../events/repository';

export interface ParticipationCounts {
  joined: number;
  upcoming: number;
}

/** Events the user takes part in (any status) as GET /api/user/events counts them, all and upcoming. */
export async function countParticipations(db: DbOrTx, userId: string, now: Date): Promise<ParticipationCounts> {
  const [row] = await db
    .select({
      joined: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) filter (where ${events.dateTime} >= ${now.toISOString()}::timestamptz))::int`,
    })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .innerJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId)))
    .where(visibleTo(userId));
  return { joined: row?.joined ?? 0, upcoming: row?.upcoming ?? 0 };
}

/** Events the user organizes (GET /api/user/created-events). */
export async function countOrganizedEvents(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(eq(events.organizerId, userId), visibleTo(userId)));
  return row?.n ?? 0;
}

/** Active memberships (GET /api/user/groups) and created groups (GET /api/user/created-groups) in one statement. */
export async function countGroups(db: DbOrTx, userId: string): Promise<{ joined: number; created: number }> {
  const [row] = await db
    .select({
      joined: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.userId} = ${userId} and ${groupMembers.status} = 'active')`,
      created: sql<number>`(select count(*)::int from ${groups} where ${groups.creatorId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { joined: Number(row?.joined ?? 0), created: Number(row?.created ?? 0) };
}

/** The first upcoming events the user takes part in, soonest first (one query plus one for the co-hosts). */
export async function listUpcomingParticipations(db: DbOrTx, userId: string, now: Date, limit: number): Promise<EventView[]> {
  return listEventViews(db, {
    viewerId: userId,
    participatingOnly: true,
    where: [gte(events.dateTime, now)],
    orderBy: soonestFirst,
    limit,
  });
}

/** Upcoming events per sport the viewer can see, as Discover (GET /api/events?sport=x) lists them. */
export async function countUpcomingBySport(db: DbOrTx, viewerId: string | null, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ sport: events.sportType, n: count() })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(gte(events.dateTime, now), visibleTo(viewerId)))
    .groupBy(events.sportType);
  return new Map(rows.map((r) => [r.sport, Number(r.n)]));
}
