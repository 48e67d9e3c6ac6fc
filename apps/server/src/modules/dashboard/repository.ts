/**
 * Dashboard reads: each number is a count with the same joins and visibility rule (`visibleTo`) as the list it
 * summarises, so a count never differs from what the list shows; all counts go in one statement.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { eventParticipants, events, groupMembers, groups, statementCache, type DbOrTx } from '@kickoff/db';
import { runPreparedViews, soonestFirst, visibleTo, type EventView } from '../events';

export interface DashboardCounts {
  /** Events the user takes part in (any status), as GET /api/user/events lists them: all, and upcoming. */
  joined: number;
  upcoming: number;
  /** Events the user organizes (GET /api/user/created-events). */
  organized: number;
  /** Active memberships (GET /api/user/groups) and created groups (GET /api/user/created-groups). */
  groupsJoined: number;
  groupsCreated: number;
  /** Waiting members of the groups the user created (their Manage Members "Waiting" tabs). */
  pendingJoinRequests: number;
}

/** Every counter of the dashboard in one statement (one round trip): a subquery per list it summarises. */
function dashboardCountsQuery(db: DbOrTx) {
  const userId = sql.placeholder('user');
  const participations = db
    .select({
      // Registered places only: a waitlisted game is not one joined (issue 26).
      joined: sql<number>`(count(*) filter (where ${eventParticipants.status} = 'registered'))::int`.as('joined'),
      upcoming: sql<number>`(count(*) filter (where ${events.dateTime} >= ${sql.placeholder('now')}::timestamptz))::int`.as('upcoming'),
    })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .innerJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId)))
    .where(visibleTo(userId))
    .as('participations');
  const organized = db
    .select({ n: sql<number>`count(*)::int`.as('organized') })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(eq(events.organizerId, userId), visibleTo(userId)))
    .as('organized');
  return db
    .select({
      joined: participations.joined,
      upcoming: participations.upcoming,
      organized: organized.n,
      groupsJoined: sql<number>`(select count(*)::int from ${groupMembers} gm where gm.user_id = ${userId} and gm.status = 'active')`,
      groupsCreated: sql<number>`(select count(*)::int from ${groups} g where g.creator_id = ${userId})`,
      pendingJoinRequests: sql<number>`(select count(*)::int from ${groups} g inner join ${groupMembers} gm
        on gm.group_id = g.id and gm.status = 'waiting' where g.creator_id = ${userId})`,
    })
    .from(participations)
    .crossJoin(organized)
    .prepare('dashboard_counts');
}

const countStatements = statementCache<ReturnType<typeof dashboardCountsQuery>>();

export async function countDashboard(db: DbOrTx, userId: string, now: Date): Promise<DashboardCounts> {
  const [row] = await countStatements(db, 'dashboard_counts', () => dashboardCountsQuery(db)).execute({ user: userId, now: now.toISOString() });
  return {
    joined: Number(row?.joined ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
    organized: Number(row?.organized ?? 0),
    groupsJoined: Number(row?.groupsJoined ?? 0),
    groupsCreated: Number(row?.groupsCreated ?? 0),
    pendingJoinRequests: Number(row?.pendingJoinRequests ?? 0),
  };
}

/** The first upcoming events the user takes part in, soonest first (one query plus one for the co-hosts). */
export async function listUpcomingParticipations(db: DbOrTx, userId: string, now: Date, limit: number, payments = false): Promise<EventView[]> {
  return runPreparedViews(
    db,
    'dashboard_upcoming',
    () => ({
      viewerId: sql.placeholder('viewer'),
      participatingOnly: true,
      where: [gte(events.dateTime, sql.placeholder('now'))],
      orderBy: soonestFirst,
      limit: sql.placeholder('limit'),
    }),
    { viewer: userId, now: now.toISOString(), limit, payments },
  );
}

export interface GroupJoinRequestsRow {
  groupId: string;
  groupName: string;
  waiting: number;
  latestAt: Date;
}

/**
 * The groups the user created that have people waiting, the latest request first: the creator's groups
 * (groups_creator_created_at_idx), each group's waiting members read from group_members_group_status_joined_idx.
 */
export async function listGroupJoinRequests(db: DbOrTx, userId: string, limit: number): Promise<GroupJoinRequestsRow[]> {
  const rows = await db
    .select({
      groupId: groups.id,
      groupName: groups.name,
      waiting: sql<number>`count(*)::int`,
      latestAt: sql<Date>`max(${groupMembers.joinedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(groups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.status, 'waiting')))
    .where(eq(groups.creatorId, userId))
    .groupBy(groups.id, groups.name)
    .orderBy(sql`max(${groupMembers.joinedAt}) desc`, groups.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, waiting: Number(r.waiting) }));
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
