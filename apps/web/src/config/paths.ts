/** Typed route paths (spec §2). */
export const paths = {
  landing: '/landing',
  home: '/',
  homeAlias: '/home',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  dashboard: '/dashboard',
  memberDashboard: '/member/dashboard',
  organizerDashboard: '/organizer/dashboard',
  events: '/events',
  memberEvents: '/member/events',
  organizerEvents: '/organizer/events',
  groups: '/groups',
  memberGroups: '/member/groups',
  organizerGroups: '/organizer/groups',
  createEvent: '/create-event',
  createGroup: '/create-group',
  group: (id: string) => `/groups/${id}`,
  groupMembers: (id: string) => `/groups/${id}/members`,
  groupManage: (id: string) => `/groups/${id}/manage`,
  event: (id: string) => `/events/${id}`,
  venue: (id: string) => `/venues/${id}`,
  eventParticipants: (id: string) => `/events/${id}/participants`,
  eventsBySport: (sport: string) => `/events?sport=${encodeURIComponent(sport)}`,
  /** The Discover tabs of /events and /groups (issue 18: the hero's Browse Events / Join Groups, the navigation). */
  discoverEvents: '/events?view=discover',
  discoverGroups: '/groups?view=discover',
  /** Discover for signed-out visitors (issue 26, rulings §12): public groups' upcoming games, read-only. */
  explore: '/explore',
  profile: '/profile',
  /** Group invitations to accept or decline (issue 18). */
  invitations: '/invitations',
  invite: (token: string) => `/invite/${token}`,
  /** The moderators' console (issue 34). */
  moderation: '/moderation',
} as const;
