/** Dashboard: the signed-in user's counters and next events, and the popular sports of the caller. */
import { LIMITS, SPORTS, sportEmoji, sportLabel, type Dashboard, type PopularSport } from '@kickoff/shared';
import { unauthorized } from '../../lib/errors';
import { toEventResponse } from '../events';
import * as repo from './repository';
import type { ServiceContext } from '../../lib/context';

export type DashboardContext = ServiceContext;

export async function getDashboard(ctx: DashboardContext): Promise<Dashboard> {
  const user = ctx.user;
  if (!user) throw unauthorized();
  const now = new Date();
  // Two statements, sent together (two pool connections on PostgreSQL; PGlite queues them); the join requests after
  // them, only when the counts say there are some.
  const [counts, upcoming] = await Promise.all([
    repo.countDashboard(ctx.db, user.id, now),
    repo.listUpcomingParticipations(ctx.db, user.id, now, LIMITS.dashboardUpcoming, ctx.stripe !== null),
  ]);
  const requests = counts.pendingJoinRequests ? await repo.listGroupJoinRequests(ctx.db, user.id, LIMITS.dashboardJoinRequestGroups) : [];
  return {
    stats: {
      eventsJoined: counts.joined,
      groupsJoined: counts.groupsJoined,
      eventsOrganized: counts.organized,
      groupsCreated: counts.groupsCreated,
      upcomingEvents: counts.upcoming,
      pendingJoinRequests: counts.pendingJoinRequests,
    },
    upcomingEvents: upcoming.map((view) => toEventResponse(view, user.id, now)),
    joinRequests: requests.map((r) => ({ ...r, latestAt: r.latestAt.toISOString() })),
  };
}

/**
 * The sports with the most upcoming events the caller can see, then the shared sports list in its order, first 6
 * (spec §9). A sport without events keeps its place with a count of 0 ("No events yet").
 */
export async function getPopularSports(ctx: DashboardContext): Promise<PopularSport[]> {
  const counts = await repo.countUpcomingBySport(ctx.db, ctx.user?.id ?? null, new Date());
  const order = new Map<string, number>(SPORTS.map((s, i) => [s.value, i]));
  const sports = new Set<string>([...counts.keys(), ...SPORTS.map((s) => s.value)]);
  return [...sports]
    .map((sport) => ({ sport, label: sportLabel(sport), emoji: sportEmoji(sport), eventCount: counts.get(sport) ?? 0 }))
    .sort(
      (a, b) =>
        b.eventCount - a.eventCount ||
        (order.get(a.sport) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.sport) ?? Number.MAX_SAFE_INTEGER) ||
        a.sport.localeCompare(b.sport),
    )
    .slice(0, LIMITS.popularSports);
}
