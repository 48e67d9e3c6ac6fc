/**
 * Dashboard contracts (spec §3 "Dashboard data", §2 dashboard sections). Every number is the length of a list the
 * user can open: the counts follow the same visibility rules as those lists.
 */
import { z } from 'zod';
import { eventSchema } from './event-responses';

/** GET /api/user/dashboard. */
export const dashboardStatsSchema = z.object({
  /** Events the user takes part in (registered or waitlisted, past included) = GET /api/user/events. */
  eventsJoined: z.number().int(),
  /** Groups the user is an active member of (created ones included) = GET /api/user/groups. */
  groupsJoined: z.number().int(),
  /** Events the user organizes = GET /api/user/created-events. */
  eventsOrganized: z.number().int(),
  /** Groups the user created = GET /api/user/created-groups (the organizer dashboard's "Groups created"). */
  groupsCreated: z.number().int(),
  /** Upcoming events the user takes part in = GET /api/user/events?scope=upcoming. */
  upcomingEvents: z.number().int(),
  /** People waiting for approval in the groups the user created = the Waiting tabs of their Manage Members screens. */
  pendingJoinRequests: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** A group the user created with people waiting for approval (the organizer dashboard's join requests, issue 18). */
export const groupJoinRequestsSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  /** People waiting in this group. */
  waiting: z.number().int(),
  /** When the latest of them asked. */
  latestAt: z.string(),
});
export type GroupJoinRequests = z.infer<typeof groupJoinRequestsSchema>;

export const dashboardSchema = z.object({
  stats: dashboardStatsSchema,
  /** The first upcoming events the user takes part in, soonest first (spec §9: 3). */
  upcomingEvents: z.array(eventSchema),
  /** The user's groups with join requests, the latest request first (the first `LIMITS.dashboardJoinRequestGroups`). */
  joinRequests: z.array(groupJoinRequestsSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/sports/popular: the sports with the most upcoming events the caller can see, first 6 (spec §9). */
export const popularSportSchema = z.object({
  sport: z.string(),
  label: z.string(),
  emoji: z.string(),
  /** Upcoming events of this sport the caller can see = GET /api/events?sport=x (Discover). */
  eventCount: z.number().int(),
});
export type PopularSport = z.infer<typeof popularSportSchema>;
export const popularSportsSchema = z.array(popularSportSchema);
