/**
 * The permission matrix: for every API route (method + path) and each caller kind, the expected status.
 * Order of a cell list: anonymous, stranger, waiting member, active member, admin, blocked user, co-host,
 * organizer (group creator and event organizer). `world` picks the private or the public group of the fixture
 * world; rows marked `mutates` run each cell on a fresh group world of their own.
 * Caller-scoped routes (the user's own profile, lists and notifications) do not depend on group standing: every
 * signed-in kind gets the same answer.
 */
import type { Caller, GroupWorld, People, World } from './world';
import { CALLERS } from './world';

export type Expected = number;
export interface Cells {
  anonymous: Expected;
  stranger: Expected;
  waiting: Expected;
  member: Expected;
  admin: Expected;
  blocked: Expected;
  cohost: Expected;
  organizer: Expected;
  moderator: Expected;
}

export interface RequestSpec {
  url: string;
  payload?: unknown;
  /** multipart fields */
  form?: Record<string, string>;
}

export interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route path as registered in Fastify. */
  path: string;
  world?: 'private' | 'public';
  mutates?: boolean;
  /** Caller-scoped (the caller's own data): a mutating cell needs no fresh group world. */
  self?: boolean;
  note?: string;
  request(g: GroupWorld, people: People, w: World): RequestSpec;
  expect: Cells;
}

/**
 * Positional cells: anonymous, stranger, waiting, member, admin, blocked, cohost, organizer, and optionally moderator
 * (issue 34): without a ninth cell the moderator gets the stranger's answer (the role gives no group any rights).
 */
export function cells(...codes: Expected[]): Cells {
  if (codes.length === CALLERS.length - 1) codes = [...codes, codes[1]!];
  if (codes.length !== CALLERS.length) throw new Error('8 or 9 cells expected');
  return Object.fromEntries(CALLERS.map((c, i) => [c, codes[i]])) as unknown as Cells;
}
const all = (code: Expected) => cells(code, code, code, code, code, code, code, code, code);
// The moderation console (issue 34): moderators only; it does not exist for anyone else signed in.
const moderatorsOnly = (ok: Expected) => cells(401, 404, 404, 404, 404, 404, 404, 404, ok);
const signedIn = (code: Expected) => cells(401, code, code, code, code, code, code, code);

// Group content (members, events lists): private -> active members; public -> anyone signed in; blocked 403.
const contentPrivate = (ok: Expected) => cells(401, 404, 404, ok, ok, 403, ok, ok);
const contentPublic = (ok: Expected) => cells(401, ok, ok, ok, ok, 403, ok, ok);
// The discussion: active members only (404 outside a private group, 403 in a public one).
const discussionPublic = (ok: Expected) => cells(401, 403, 403, ok, ok, 403, ok, ok);
// Creator-only management.
const creatorPrivate = (ok: Expected) => cells(401, 404, 404, 403, 403, 403, 403, ok);
const creatorPublic = (ok: Expected) => cells(401, 403, 403, 403, 403, 403, 403, ok);
// Events: private group's events exist for active members and the organizer only.
const eventOrganizerPrivate = (ok: Expected) => cells(401, 404, 404, 403, 403, 404, 403, ok);
const eventOrganizerPublic = (ok: Expected) => cells(401, 403, 403, 403, 403, 403, 403, ok);
const eventHostPrivate = (ok: Expected) => cells(401, 404, 404, 403, 403, 404, ok, ok);
const eventHostPublic = (ok: Expected) => cells(401, 403, 403, 403, 403, 403, ok, ok);

let venueCount = 0;
const g = (w: GroupWorld, rest = '') => `/api/groups/${w.groupId}${rest}`;
const e = (w: GroupWorld, rest = '') => `/api/events/${w.eventId}${rest}`;

/** Rows that exist once per group kind. */
function groupRows(kind: 'private' | 'public'): Row[] {
  const priv = kind === 'private';
  const content = priv ? contentPrivate : contentPublic;
  const discussion = priv ? contentPrivate : discussionPublic;
  const creator = priv ? creatorPrivate : creatorPublic;
  const organizerOnly = priv ? eventOrganizerPrivate : eventOrganizerPublic;
  const hostOnly = priv ? eventHostPrivate : eventHostPublic;
  const rows: Omit<Row, 'world'>[] = [
    // --- groups ---
    // The card (name, sport, description, count) is public by rulings §5, also to blocked users.
    // Visitors see a public group's page (issue 18: shared links); a private one is not found to them.
    { method: 'GET', path: '/api/groups/:id', request: (w) => ({ url: g(w) }), expect: priv ? cells(404, 200, 200, 200, 200, 200, 200, 200) : all(200) },
    { method: 'PUT', path: '/api/groups/:id', mutates: true, request: (w) => ({ url: g(w), payload: { name: 'Edited by the matrix', sportType: 'soccer', isPrivate: priv } }), expect: creator(200) },
    { method: 'DELETE', path: '/api/groups/:id', mutates: true, request: (w) => ({ url: g(w) }), expect: creator(200) },
    { method: 'GET', path: '/api/groups/:id/posts', request: (w) => ({ url: g(w, '/posts') }), expect: discussion(200) },
    { method: 'POST', path: '/api/groups/:id/posts', mutates: true, request: (w) => ({ url: g(w, '/posts'), payload: { content: 'Matrix post' } }), expect: discussion(201) },
    // The world's post is member's: the author edits; the author or the group's creator deletes.
    { method: 'PATCH', path: '/api/groups/:id/posts/:postId', mutates: true, request: (w) => ({ url: g(w, `/posts/${w.postId}`), payload: { content: 'Edited post' } }), expect: priv ? cells(401, 404, 404, 200, 403, 403, 403, 403) : cells(401, 403, 403, 200, 403, 403, 403, 403) },
    { method: 'DELETE', path: '/api/groups/:id/posts/:postId', mutates: true, request: (w) => ({ url: g(w, `/posts/${w.postId}`) }), expect: priv ? cells(401, 404, 404, 200, 403, 403, 403, 200) : cells(401, 403, 403, 200, 403, 403, 403, 200) },
    { method: 'GET', path: '/api/groups/:id/members', request: (w) => ({ url: g(w, '/members') }), expect: content(200) },
    { method: 'GET', path: '/api/groups/:id/blocked', request: (w) => ({ url: g(w, '/blocked') }), expect: creator(200) },
    { method: 'GET', path: '/api/groups/:id/events', request: (w) => ({ url: g(w, '/events') }), expect: content(200) },
    { method: 'POST', path: '/api/groups/:id/join', mutates: true, request: (w) => ({ url: g(w, '/join') }), expect: cells(401, 200, 409, 409, 409, 403, 409, 409) },
    { method: 'DELETE', path: '/api/groups/:id/leave', mutates: true, request: (w) => ({ url: g(w, '/leave') }), note: 'a stranger is not a member: 409; the creator cannot leave: 403', expect: cells(401, 409, 200, 200, 200, 403, 200, 403) },
    { method: 'POST', path: '/api/groups/:id/follow', mutates: true, request: (w) => ({ url: g(w, '/follow') }), expect: priv ? cells(401, 404, 404, 200, 200, 403, 200, 200) : cells(401, 200, 200, 200, 200, 403, 200, 200) },
    { method: 'DELETE', path: '/api/groups/:id/follow', mutates: true, note: 'unfollowing only removes the caller\'s own follow: open to all signed in', request: (w) => ({ url: g(w, '/follow') }), expect: signedIn(200) },
    { method: 'DELETE', path: '/api/groups/:id/members/:userId', mutates: true, request: (w, p) => ({ url: g(w, `/members/${p.target.id}`) }), expect: creator(200) },
    { method: 'POST', path: '/api/groups/:id/block', mutates: true, request: (w, p) => ({ url: g(w, '/block'), payload: { blockedUserId: p.target.id, reason: 'Matrix' } }), expect: creator(200) },
    { method: 'DELETE', path: '/api/groups/:id/block/:userId', mutates: true, request: (w, p) => ({ url: g(w, `/block/${p.blocked.id}`) }), expect: creator(200) },
    { method: 'POST', path: '/api/groups/:id/members/:userId/waiting', mutates: true, request: (w, p) => ({ url: g(w, `/members/${p.target.id}/waiting`) }), expect: creator(200) },
    { method: 'PATCH', path: '/api/groups/:id/members/:userId/status', mutates: true, request: (w, p) => ({ url: g(w, `/members/${p.waiting.id}/status`), payload: { status: 'active' } }), expect: creator(200) },
    { method: 'PATCH', path: '/api/groups/:id/members/:userId/role', mutates: true, request: (w, p) => ({ url: g(w, `/members/${p.target.id}/role`), payload: { role: 'admin' } }), expect: creator(200) },
    { method: 'POST', path: '/api/groups/:id/add-member', mutates: true, request: (w, p) => ({ url: g(w, '/add-member'), payload: { email: p.outsider.email } }), expect: creator(201) },
    // Invite links (issue 18); joining through one and answering invitations are in groups-invites / groups-invitations tests.
    { method: 'GET', path: '/api/groups/:id/invite-links', request: (w) => ({ url: g(w, '/invite-links') }), expect: creator(200) },
    { method: 'POST', path: '/api/groups/:id/invite-links', mutates: true, request: (w) => ({ url: g(w, '/invite-links'), payload: { maxUses: 5 } }), expect: creator(201) },
    { method: 'GET', path: '/api/groups/:id/invitations', request: (w) => ({ url: g(w, '/invitations') }), expect: creator(200) },
    { method: 'DELETE', path: '/api/groups/:id/invitations/:invitationId', mutates: true, note: 'no such invitation: the creator learns that, the others what they may not do', request: (w) => ({ url: g(w, '/invitations/none') }), expect: creator(404) },
    { method: 'DELETE', path: '/api/groups/:id/invite-links/:linkId', mutates: true, note: 'no such link: the creator learns that, the others what they may not do', request: (w) => ({ url: g(w, '/invite-links/none') }), expect: creator(404) },
    // --- events ---
    { method: 'GET', path: '/api/events/:id', request: (w) => ({ url: e(w) }), expect: priv ? cells(404, 404, 404, 200, 200, 404, 200, 200) : all(200) },
    { method: 'PATCH', path: '/api/events/:id', mutates: true, request: (w) => ({ url: e(w), form: { title: 'Edited by the matrix' } }), expect: organizerOnly(200) },
    { method: 'DELETE', path: '/api/events/:id', mutates: true, request: (w) => ({ url: e(w) }), expect: organizerOnly(200) },
    // The world's event is in the future: hosts hear attendance is not open yet, participants that check-in is not.
    { method: 'PUT', path: '/api/events/:id/participants/:participantId/attendance', mutates: true, request: (w) => ({ url: e(w, `/participants/${w.participantId}/attendance`), payload: { attendance: 'attended' } }), expect: hostOnly(409) },
    { method: 'POST', path: '/api/events/:id/attendance/all-attended', mutates: true, request: (w) => ({ url: e(w, '/attendance/all-attended') }), expect: hostOnly(409) },
    { method: 'POST', path: '/api/events/:id/check-in', mutates: true, request: (w) => ({ url: e(w, '/check-in'), payload: {} }), expect: priv ? cells(401, 404, 404, 409, 409, 403, 409, 409) : cells(401, 409, 409, 409, 409, 403, 409, 409) },
    { method: 'GET', path: '/api/events/:id/teams', request: (w) => ({ url: e(w, '/teams') }), expect: priv ? cells(401, 404, 404, 200, 200, 404, 200, 200) : cells(401, 200, 200, 200, 200, 403, 200, 200) },
    { method: 'POST', path: '/api/events/:id/teams/balance', mutates: true, request: (w) => ({ url: e(w, '/teams/balance'), payload: { teamCount: 2 } }), expect: hostOnly(200) },
    { method: 'PUT', path: '/api/events/:id/teams', mutates: true, request: (w) => ({ url: e(w, '/teams'), payload: { teams: [{ name: 'A', colour: 'red', players: [] }, { name: 'B', colour: 'blue', players: [] }] } }), expect: hostOnly(200) },
    { method: 'POST', path: '/api/events/:id/cancel', mutates: true, request: (w) => ({ url: e(w, '/cancel'), payload: { reason: 'Matrix' } }), expect: hostOnly(200) },
    { method: 'POST', path: '/api/events/:id/copy', mutates: true, request: (w) => ({ url: e(w, '/copy') }), expect: organizerOnly(201) },
    { method: 'GET', path: '/api/events/:id/dates', request: (w) => ({ url: e(w, '/dates') }), expect: priv ? cells(404, 404, 404, 200, 200, 404, 200, 200) : all(200) },
    { method: 'GET', path: '/api/events/:id/calendar.ics', request: (w) => ({ url: e(w, '/calendar.ics') }), expect: priv ? cells(404, 404, 404, 200, 200, 404, 200, 200) : all(200) },
    { method: 'POST', path: '/api/events/:id/join', mutates: true, request: (w) => ({ url: e(w, '/join'), payload: {} }), expect: priv ? cells(401, 404, 404, 200, 200, 403, 409, 409) : cells(401, 200, 200, 200, 200, 403, 409, 409) },
    { method: 'DELETE', path: '/api/events/:id/leave', mutates: true, request: (w) => ({ url: e(w, '/leave') }), note: 'target leaves; others: not a participant 409 (404 where the event is invisible); hosts cannot leave 403', expect: priv ? cells(401, 404, 404, 409, 409, 404, 403, 403) : cells(401, 409, 409, 409, 409, 409, 403, 403) },
    { method: 'GET', path: '/api/events/:id/participants', request: (w) => ({ url: e(w, '/participants') }), expect: priv ? cells(401, 404, 404, 200, 200, 404, 200, 200) : cells(401, 200, 200, 200, 200, 403, 200, 200) },
    { method: 'PUT', path: '/api/events/:id/participants/:participantId/waitlist', mutates: true, request: (w) => ({ url: e(w, `/participants/${w.participantId}/waitlist`) }), expect: hostOnly(200) },
    { method: 'PUT', path: '/api/events/:id/participants/:participantId/let-in', mutates: true, note: 'the target is registered, not waitlisted: 409 for hosts', request: (w) => ({ url: e(w, `/participants/${w.participantId}/let-in`) }), expect: hostOnly(409) },
    { method: 'PUT', path: '/api/events/:id/participants/:participantId/activate', mutates: true, request: (w) => ({ url: e(w, `/participants/${w.participantId}/activate`) }), expect: hostOnly(200) },
    { method: 'DELETE', path: '/api/events/:id/participants/:participantId', mutates: true, request: (w) => ({ url: e(w, `/participants/${w.participantId}`) }), expect: hostOnly(200) },
    // Payments (issue 29): the matrix's world has no Stripe and free events.
    { method: 'GET', path: '/api/groups/:id/payouts', request: (w) => ({ url: g(w, '/payouts') }), expect: creator(200) },
    { method: 'POST', path: '/api/groups/:id/payouts/onboarding', mutates: true, note: 'no Stripe configured: 409 for the creator', request: (w) => ({ url: g(w, '/payouts/onboarding') }), expect: creator(409) },
    { method: 'GET', path: '/api/events/:id/payment', request: (w) => ({ url: e(w, '/payment') }), expect: priv ? cells(401, 404, 404, 200, 200, 404, 200, 200) : cells(401, 200, 200, 200, 200, 403, 200, 200) },
    { method: 'POST', path: '/api/events/:id/checkout', mutates: true, note: 'no hold to pay: 409', request: (w) => ({ url: e(w, '/checkout') }), expect: priv ? cells(401, 404, 404, 409, 409, 404, 409, 409) : cells(401, 409, 409, 409, 409, 403, 409, 409) },
    { method: 'GET', path: '/api/events/:id/payments', request: (w) => ({ url: e(w, '/payments') }), expect: hostOnly(200) },
    { method: 'GET', path: '/api/events/:id/payments.csv', request: (w) => ({ url: e(w, '/payments.csv') }), expect: hostOnly(200) },
    { method: 'PUT', path: '/api/events/:id/participants/:participantId/payment', mutates: true, note: 'a free event: nothing to record, 400 for hosts', request: (w) => ({ url: e(w, `/participants/${w.participantId}/payment`), payload: { method: 'at_field' } }), expect: hostOnly(400) },
    { method: 'GET', path: '/api/events/:id/comments', request: (w) => ({ url: e(w, '/comments') }), expect: priv ? cells(401, 404, 404, 200, 200, 404, 200, 200) : cells(401, 200, 200, 200, 200, 403, 200, 200) },
    { method: 'POST', path: '/api/events/:id/comments', mutates: true, request: (w) => ({ url: e(w, '/comments'), payload: { content: 'Matrix comment' } }), expect: priv ? cells(401, 404, 404, 201, 201, 404, 201, 201) : cells(401, 201, 201, 201, 201, 403, 201, 201) },
    { method: 'DELETE', path: '/api/events/comments/:commentId', mutates: true, request: (w) => ({ url: `/api/events/comments/${w.commentId}` }), expect: hostOnly(200) },
    { method: 'DELETE', path: '/api/events/:id/comments/:commentId', mutates: true, request: (w) => ({ url: e(w, `/comments/${w.commentId}`) }), expect: hostOnly(200) },
  ];
  return rows.map((row) => ({ ...row, world: kind }));
}

/** Routes that do not belong to one group. */
const globalRows: Row[] = [
  { method: 'GET', path: '/api/healthz', request: () => ({ url: '/api/healthz' }), expect: all(200) },
  { method: 'GET', path: '/api/readyz', request: () => ({ url: '/api/readyz' }), expect: all(200) },
  { method: 'GET', path: '/api/openapi.json', request: () => ({ url: '/api/openapi.json' }), expect: all(200) },
  { method: 'GET', path: '/api/auth/config', request: () => ({ url: '/api/auth/config' }), expect: all(200) },
  { method: 'POST', path: '/api/auth/phone-number/send-otp', note: 'open by design; an invalid number answers 400 to everyone', request: () => ({ url: '/api/auth/phone-number/send-otp', payload: { phoneNumber: '12' } }), expect: all(400) },
  { method: 'POST', path: '/api/auth/phone-number/verify', note: 'open by design; a missing code answers 400 to everyone', request: () => ({ url: '/api/auth/phone-number/verify', payload: { phoneNumber: '+12015550000' } }), expect: all(400) },
  { method: 'POST', path: '/api/payments/webhook', note: "Stripe's; unsigned (and no Stripe configured): 400 to everyone", request: () => ({ url: '/api/payments/webhook', payload: { id: 'evt_matrix', type: 'checkout.session.completed' } }), expect: all(400) },
  { method: 'GET', path: '/api/groups', request: () => ({ url: '/api/groups' }), expect: all(200) },
  { method: 'POST', path: '/api/groups', mutates: true, request: () => ({ url: '/api/groups', payload: { name: 'Matrix made', sportType: 'soccer', isPrivate: false } }), expect: signedIn(201) },
  { method: 'GET', path: '/api/users/search', note: 'for group creators (adding members by email)', request: (_w, p) => ({ url: `/api/users/search?email=${encodeURIComponent(p.outsider.email)}` }), expect: cells(401, 403, 403, 403, 403, 403, 403, 200) },
  { method: 'GET', path: '/api/user/created-groups', request: () => ({ url: '/api/user/created-groups' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/user/groups', request: () => ({ url: '/api/user/groups' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/user/profile', request: () => ({ url: '/api/user/profile' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/user/sport-skills', request: () => ({ url: '/api/user/sport-skills' }), expect: signedIn(200) },
  { method: 'PUT', path: '/api/user/sport-skills', mutates: true, self: true, request: () => ({ url: '/api/user/sport-skills', payload: { skills: [{ sportType: 'soccer', level: 'advanced' }] } }), expect: signedIn(200) },
  { method: 'PUT', path: '/api/user/language', mutates: true, self: true, request: () => ({ url: '/api/user/language', payload: { language: 'es' } }), expect: signedIn(200) },
  { method: 'GET', path: '/api/user/reliability', request: () => ({ url: '/api/user/reliability' }), expect: signedIn(200) },
  { method: 'PUT', path: '/api/user/profile', mutates: true, self: true, note: 'caller-scoped; the email is made unique per call', request: () => ({ url: '/api/user/profile', payload: { firstName: 'Matrix', lastName: 'Person', email: `m.${Math.random().toString(36).slice(2)}@example.com` } }), expect: signedIn(200) },
  { method: 'POST', path: '/api/user/create', mutates: true, self: true, request: () => ({ url: '/api/user/create', payload: {} }), expect: signedIn(200) },
  // The world's people have verified emails and nothing waiting: 400 "nothing to verify" (email-verification.test.ts covers the rest).
  { method: 'POST', path: '/api/user/email/send-code', self: true, request: () => ({ url: '/api/user/email/send-code' }), expect: signedIn(400) },
  { method: 'POST', path: '/api/user/email/verify', self: true, request: () => ({ url: '/api/user/email/verify', payload: { code: '123456' } }), expect: signedIn(400) },
  { method: 'PUT', path: '/api/user/role', mutates: true, self: true, request: () => ({ url: '/api/user/role', payload: { rolePreference: 'organizer' } }), expect: signedIn(200) },
  { method: 'GET', path: '/api/user/dashboard', request: () => ({ url: '/api/user/dashboard' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/sports/popular', request: () => ({ url: '/api/sports/popular' }), expect: all(200) },
  { method: 'GET', path: '/api/places', note: 'place search: public data', request: () => ({ url: '/api/places?q=aus' }), expect: all(200) },
  { method: 'GET', path: '/api/venues', note: 'venues on the map: public data', request: () => ({ url: '/api/venues?near=30.27,-97.74&radiusKm=5' }), expect: all(200) },
  { method: 'GET', path: '/api/venues/:id', note: 'a venue: public data (its games are listed by GET /api/events with their own rules)', request: (_g, _p, w) => ({ url: `/api/venues/${w.venueId}` }), expect: all(200) },
  { method: 'POST', path: '/api/venues', mutates: true, self: true, note: 'anyone signed in adds a venue (each cell its own name, so dedupe does not answer)', request: () => ({ url: '/api/venues', payload: { name: `Matrix court ${++venueCount}`, latitude: 30.2, longitude: -97.7 } }), expect: signedIn(201) },
  { method: 'PATCH', path: '/api/venues/:id', note: 'the organizer added the world\'s venue; others have no game there (venues.test.ts covers group creators)', request: (_g, _p, w) => ({ url: `/api/venues/${w.venueId}`, payload: { surface: 'grass' } }), expect: cells(401, 403, 403, 403, 403, 403, 403, 200) },
  { method: 'PUT', path: '/api/venues/:id/photo', note: 'as PATCH; the organizer\'s upload without a file is 400 (venues.test.ts uploads one)', request: (_g, _p, w) => ({ url: `/api/venues/${w.venueId}/photo`, form: {} }), expect: cells(401, 403, 403, 403, 403, 403, 403, 400) },
  { method: 'DELETE', path: '/api/venues/:id/photo', note: 'as PATCH', request: (_g, _p, w) => ({ url: `/api/venues/${w.venueId}/photo` }), expect: cells(401, 403, 403, 403, 403, 403, 403, 200) },
  { method: 'GET', path: '/api/places/config', note: 'map tiles: public configuration', request: () => ({ url: '/api/places/config' }), expect: all(200) },
  { method: 'GET', path: '/api/events', request: () => ({ url: '/api/events' }), expect: all(200) },
  { method: 'POST', path: '/api/events', mutates: true, note: "only the group's creator may create its events", request: (w) => ({ url: '/api/events', form: { title: 'Matrix game', sportType: 'soccer', dateTime: new Date(Date.now() + 96 * 3600_000).toISOString(), duration: '60', location: 'Park', capacity: '10', groupId: w.groupId } }), expect: cells(401, 400, 400, 400, 400, 400, 400, 201) },
  { method: 'GET', path: '/api/user/events', request: () => ({ url: '/api/user/events' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/user/created-events', request: () => ({ url: '/api/user/created-events' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/invites/:token', note: 'the token is the credential; an unknown one is not found to anyone', request: () => ({ url: '/api/invites/unknown-token' }), expect: all(404) },
  { method: 'POST', path: '/api/invites/:token/accept', mutates: true, self: true, request: () => ({ url: '/api/invites/unknown-token/accept' }), expect: signedIn(404) },
  { method: 'GET', path: '/api/user/invitations', request: () => ({ url: '/api/user/invitations' }), expect: signedIn(200) },
  { method: 'POST', path: '/api/invitations/:id/accept', mutates: true, self: true, note: "an invitation is its invitee's: any other id is not found", request: () => ({ url: '/api/invitations/unknown/accept' }), expect: signedIn(404) },
  { method: 'POST', path: '/api/invitations/:id/decline', mutates: true, self: true, request: () => ({ url: '/api/invitations/unknown/decline' }), expect: signedIn(404) },
  { method: 'GET', path: '/api/user/calendar-feed', request: () => ({ url: '/api/user/calendar-feed' }), expect: signedIn(200) },
  { method: 'POST', path: '/api/user/calendar-feed', mutates: true, self: true, request: () => ({ url: '/api/user/calendar-feed' }), expect: signedIn(200) },
  { method: 'DELETE', path: '/api/user/calendar-feed', mutates: true, self: true, request: () => ({ url: '/api/user/calendar-feed' }), expect: signedIn(200) },
  // Download my data (issue 15): an export is its owner's; another member's is a 403 (data-export.test.ts).
  { method: 'POST', path: '/api/user/data-export', mutates: true, self: true, request: () => ({ url: '/api/user/data-export' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/user/data-export/:id', note: 'no such export', request: () => ({ url: '/api/user/data-export/00000000-0000-4000-8000-000000000000' }), expect: signedIn(404) },
  { method: 'GET', path: '/api/user/data-export/:id/file', note: 'no such export', request: () => ({ url: '/api/user/data-export/00000000-0000-4000-8000-000000000000/file' }), expect: signedIn(404) },
  { method: 'GET', path: '/api/calendar/:file', note: 'the feed token is the credential', request: (_g, _p, w) => ({ url: `/api/calendar/${w.feedToken}.ics` }), expect: all(200) },
  { method: 'GET', path: '/api/notifications', request: () => ({ url: '/api/notifications' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/notifications/unread-count', request: () => ({ url: '/api/notifications/unread-count' }), expect: signedIn(200) },
  { method: 'POST', path: '/api/notifications/:id/read', note: "the organizer's notification: anyone else gets 404", request: (_g, _p, w) => ({ url: `/api/notifications/${w.notificationId}/read` }), expect: cells(401, 404, 404, 404, 404, 404, 404, 200) },
  { method: 'POST', path: '/api/notifications/read-all', mutates: true, self: true, request: () => ({ url: '/api/notifications/read-all' }), expect: signedIn(200) },
  { method: 'POST', path: '/api/notifications/register', mutates: true, self: true, request: () => ({ url: '/api/notifications/register', payload: { token: `matrix-${Math.random()}`, platform: 'android' } }), expect: signedIn(200) },
  { method: 'DELETE', path: '/api/notifications/unregister', mutates: true, self: true, request: () => ({ url: '/api/notifications/unregister' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/notifications/web-push/key', request: () => ({ url: '/api/notifications/web-push/key' }), expect: all(200) },
  { method: 'POST', path: '/api/notifications/web-push/subscribe', mutates: true, self: true, request: () => ({ url: '/api/notifications/web-push/subscribe', payload: { endpoint: `https://updates.push.services.mozilla.com/wpush/v2/matrix-${Math.random()}`, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } } }), expect: signedIn(200) },
  { method: 'POST', path: '/api/notifications/web-push/unsubscribe', mutates: true, self: true, request: () => ({ url: '/api/notifications/web-push/unsubscribe', payload: { endpoint: 'https://push.example.com/none' } }), expect: signedIn(404) },
  { method: 'GET', path: '/api/notifications/status', request: () => ({ url: '/api/notifications/status' }), expect: signedIn(200) },
  { method: 'GET', path: '/api/notifications/settings', request: () => ({ url: '/api/notifications/settings' }), expect: signedIn(200) },
  { method: 'PUT', path: '/api/notifications/settings', mutates: true, self: true, request: () => ({ url: '/api/notifications/settings', payload: { reminderHours: 2 } }), expect: signedIn(200) },
  { method: 'GET', path: '/api/notifications/preferences', request: () => ({ url: '/api/notifications/preferences' }), expect: signedIn(200) },
  { method: 'PUT', path: '/api/notifications/preferences', mutates: true, self: true, request: () => ({ url: '/api/notifications/preferences', payload: { kinds: { comments: { push: false } } } }), expect: signedIn(200) },
  { method: 'GET', path: '/api/notifications/unsubscribe', note: 'the signed token is the only credential: a forged one is a 400 page for everyone', request: () => ({ url: '/api/notifications/unsubscribe?token=forged.reminders.x' }), expect: all(400) },
  { method: 'POST', path: '/api/notifications/unsubscribe', note: 'the signed token is the only credential: a forged one changes nothing, for everyone', request: () => ({ url: '/api/notifications/unsubscribe?token=forged.reminders.x' }), expect: all(400) },
  // Blocking a person (issue 34): anyone signed in blocks anyone but themselves (400, blocks.test.ts); the list is the
  // caller's own. The unblock row follows the block row (mutating rows run in table order), so the outsider is blocked
  // by no one for the rows after them.
  { method: 'GET', path: '/api/user/blocks', request: () => ({ url: '/api/user/blocks' }), expect: signedIn(200) },
  { method: 'POST', path: '/api/user/blocks', mutates: true, self: true, note: 'everyone blocks the outsider (201: a new block)', request: (_g, p) => ({ url: '/api/user/blocks', payload: { userId: p.outsider.id } }), expect: signedIn(201) },
  { method: 'DELETE', path: '/api/user/blocks/:userId', mutates: true, self: true, note: 'and unblocks them again', request: (_g, p) => ({ url: `/api/user/blocks/${p.outsider.id}` }), expect: signedIn(200) },
  // Reports and deletion requests (issue 34): anyone signed in; the console: moderators only.
  { method: 'POST', path: '/api/reports', note: "the private group's creator's profile: its creator reports themselves (400)", request: (_g, p) => ({ url: '/api/reports', payload: { targetType: 'profile', targetId: p.organizer.id, reason: 'spam' } }), mutates: true, self: true, expect: cells(401, 201, 201, 201, 201, 201, 201, 400, 201) },
  { method: 'GET', path: '/api/user/deletion-request', request: () => ({ url: '/api/user/deletion-request' }), expect: signedIn(200) },
  { method: 'POST', path: '/api/user/deletion-request', mutates: true, self: true, request: () => ({ url: '/api/user/deletion-request' }), expect: signedIn(201) },
  { method: 'GET', path: '/api/moderation/access', request: () => ({ url: '/api/moderation/access' }), expect: moderatorsOnly(200) },
  { method: 'GET', path: '/api/moderation/cases', request: () => ({ url: '/api/moderation/cases' }), expect: moderatorsOnly(200) },
  { method: 'POST', path: '/api/moderation/cases/:id/actions', note: 'no such case: 404 to a moderator too', request: () => ({ url: '/api/moderation/cases/00000000-0000-4000-8000-000000000000/actions', payload: { action: 'dismiss', reason: 'x' } }), expect: moderatorsOnly(404) },
  { method: 'GET', path: '/api/moderation/audit', request: () => ({ url: '/api/moderation/audit' }), expect: moderatorsOnly(200) },
  { method: 'GET', path: '/api/moderation/deletion-requests', request: () => ({ url: '/api/moderation/deletion-requests' }), expect: moderatorsOnly(200) },
];

export const TABLE: Row[] = [...globalRows, ...groupRows('private'), ...groupRows('public')];

/** Registered routes that are not API routes of the matrix, each with its reason. */
export const EXCLUDED: { match: (method: string, path: string) => boolean; reason: string }[] = [
  { match: (_m, p) => p === '/api/docs' || p.startsWith('/api/docs/'), reason: 'Swagger UI static assets (no data, no session)' },
  { match: (_m, p) => p === '/api/auth/*', reason: "Better Auth's bridge: its own endpoints, covered by the identity tests" },
  { match: (_m, p) => !p.startsWith('/api/'), reason: 'the built web app, its assets and /uploads files (static, public)' },
  { match: (m) => m === 'HEAD', reason: 'HEAD mirrors GET' },
  {
    match: (m, p) => m === 'GET' && p === '/api/live',
    reason: 'the live stream never ends (inject cannot read it): live.test.ts proves who may follow which topic over HTTP (visitor, stranger, waiting, blocked, active and removed member) and its 400/401',
  },
];

export type { Caller };
