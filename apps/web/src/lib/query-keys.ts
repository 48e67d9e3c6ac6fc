/**
 * Every query key of the web app, in one place. Keys follow spec §7 (the first segment is the API path, then path
 * parts, or one object of query parameters), and mutations refresh lists by key prefix: `events.all` refreshes
 * Discover and the featured list alike. Features read and refresh each other's lists (a group delete refreshes the
 * events) through these keys, never by re-typing them or importing another feature.
 */
import type { QueryParams } from './api';

const groupDetail = (id: string) => ['/api/groups', id] as const;
const eventDetail = (id: string) => ['/api/events', id] as const;

export const queryKeys = {
  events: {
    /** Prefix of every events list (Discover, featured). */
    all: ['/api/events'] as const,
    /** Discover with its filters, cursor-paged. */
    list: (params: QueryParams) => ['/api/events', params] as const,
    /** Happening This Week / Popular Events (the first `limit`). */
    featured: (limit: number) => ['/api/events', { featured: 'true', limit }] as const,
    detail: eventDetail,
    participants: (id: string) => [...eventDetail(id), 'participants'] as const,
    comments: (id: string) => [...eventDetail(id), 'comments'] as const,
    /** The coming dates of the event's series (issue 26). */
    dates: (id: string) => [...eventDetail(id), 'dates'] as const,
    /** How the event is paid and the caller's own payment (issue 29). */
    payment: (id: string) => [...eventDetail(id), 'payment'] as const,
    /** The hosts' payments of the event (issue 29). */
    payments: (id: string) => [...eventDetail(id), 'payments'] as const,
  },
  groups: {
    /** Prefix of every groups list (Discover, featured) and of each group's own queries. */
    all: ['/api/groups'] as const,
    list: (filters: QueryParams) => ['/api/groups', filters] as const,
    /** Popular Communities (the first `limit`). */
    featured: (limit: number) => ['/api/groups', { featured: 'true', limit }] as const,
    detail: groupDetail,
    events: (id: string) => [...groupDetail(id), 'events'] as const,
    /** The group page's upcoming or past games (`{ scope, limit }`), cursor-paged (issue 18). */
    eventList: (id: string, params: QueryParams) => [...groupDetail(id), 'events', params] as const,
    posts: (id: string) => [...groupDetail(id), 'posts'] as const,
    /** Prefix of every members list of the group (by status, the co-host picker). */
    members: (id: string) => [...groupDetail(id), 'members'] as const,
    memberList: (id: string, status: string, limit: number) => [...groupDetail(id), 'members', status, limit] as const,
    /** The co-host picker's search over the active members (`{ status, q, limit }`), cursor-paged. */
    cohostCandidates: (id: string, params: QueryParams) => [...groupDetail(id), 'members', params] as const,
    blocked: (id: string) => [...groupDetail(id), 'blocked'] as const,
    /** The creator's invite links of the group (issue 18). */
    inviteLinks: (id: string) => [...groupDetail(id), 'invite-links'] as const,
    /** The creator's pending invitations of the group (add by email). */
    sentInvitations: (id: string) => [...groupDetail(id), 'invitations'] as const,
    /** The creator's payout account of the group (issue 29). */
    payouts: (id: string) => [...groupDetail(id), 'payouts'] as const,
  },
  invites: {
    /** What an invite link shows before it is accepted. */
    preview: (token: string) => ['/api/invites', token] as const,
  },
  user: {
    profile: ['/api/user/profile'] as const,
    /** The people the user blocked (issue 34), cursor-paged. */
    blocks: ['/api/user/blocks'] as const,
    dashboard: ['/api/user/dashboard'] as const,
    /** "My Events" (organizer); with parameters, one paged list of it. */
    createdEvents: ['/api/user/created-events'] as const,
    createdEventList: (params: QueryParams) => ['/api/user/created-events', params] as const,
    /** "My Joined Events"; with parameters, one list of it (all, or the dashboard's upcoming). */
    joinedEvents: ['/api/user/events'] as const,
    joinedEventList: (params: QueryParams) => ['/api/user/events', params] as const,
    createdGroups: ['/api/user/created-groups'] as const,
    joinedGroups: ['/api/user/groups'] as const,
    /** The member's own game day record (issue 14). */
    reliability: ['/api/user/reliability'] as const,
    /** The member's own level per sport (issue 14). */
    sportSkills: ['/api/user/sport-skills'] as const,
    /** The invitee's pending group invitations (issue 18). */
    invitations: ['/api/user/invitations'] as const,
    /** The personal calendar feed's URL. */
    calendarFeed: ['/api/user/calendar-feed'] as const,
    /** The user's open request to delete their account (issue 34). */
    deletionRequest: ['/api/user/deletion-request'] as const,
  },
  moderation: {
    /** The console's queue (issue 34): the prefix, and one sort of it, cursor-paged. */
    cases: ['/api/moderation/cases'] as const,
    caseList: (sort: string) => ['/api/moderation/cases', { sort }] as const,
    audit: ['/api/moderation/audit'] as const,
    deletionRequests: ['/api/moderation/deletion-requests'] as const,
  },
  sports: {
    popular: ['/api/sports/popular'] as const,
  },
  notifications: {
    all: ['/api/notifications'] as const,
    list: (limit: number) => ['/api/notifications', { limit }] as const,
    unreadCount: ['/api/notifications/unread-count'] as const,
    /** Each kind's channels and the reminder hours (issue 15). */
    preferences: ['/api/notifications/preferences'] as const,
  },
  auth: {
    config: ['/api/auth/config'] as const,
  },
  venues: {
    /** Prefix of every venue query (a venue's page, the map's venues). */
    all: ['/api/venues'] as const,
    detail: (id: string) => ['/api/venues', id] as const,
    /** Venues near a point (`{ near, radiusKm }`), for Discover's map. */
    near: (params: QueryParams) => ['/api/venues', params] as const,
  },
  places: {
    /** The location type-ahead's answers for one query text. */
    search: (q: string) => ['/api/places', { q }] as const,
    /** Map tiles and whether street search is on. */
    config: ['/api/places/config'] as const,
  },
};
