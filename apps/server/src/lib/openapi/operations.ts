/**
 * What the route schemas cannot say, per operation of the document ("METHOD /path/{param}"): its `operationId` (the
 * name a generated client gives the call), a summary where the route has none, the request body of routes that read
 * their input themselves (forms with a file, sign-in), request and response headers, and answers that are not JSON.
 * The OpenAPI test fails when a route has no entry here or an entry names no route.
 */
import {
  createEventInputSchema,
  createGroupInputSchema,
  sendOtpInputSchema,
  updateEventInputSchema,
  updateGroupInputSchema,
  updateProfileInputSchema,
  verifyOtpInputSchema,
  CAPTCHA_RESPONSE_HEADER,
} from '@kickoff/shared';
import { z, type ZodType } from 'zod';

export interface HeaderDoc {
  description: string;
  required?: boolean;
}

export interface OperationDoc {
  operationId: string;
  /** Used when the route gives none. */
  summary?: string;
  /**
   * The body of a route that reads it itself: `json` (a JSON body checked by the zod schema), or `form`: the schema's
   * fields as multipart/form-data with the optional file part `file`, or the same fields as JSON.
   */
  body?: { json: ZodType } | { form: ZodType; file: string };
  requestHeaders?: Record<string, HeaderDoc>;
  /** Response headers by status. */
  responseHeaders?: Record<number, Record<string, HeaderDoc>>;
  /**
   * Answers that are not JSON, by status: the media type and what the body is. It replaces the route's JSON content,
   * or with `json: true` comes after it (the answer depends on `Accept`, or only some errors are pages). `schema`: a
   * named schema the body is (a file the route sends as text).
   */
  media?: Record<number, { type: string; description: string; json?: true; schema?: string }>;
}

const op = (operationId: string, summary?: string, more: Omit<OperationDoc, 'operationId' | 'summary'> = {}): OperationDoc => ({
  operationId,
  ...(summary ? { summary } : {}),
  ...more,
});

export const OPERATIONS: Record<string, OperationDoc> = {
  // health
  'GET /api/healthz': op('getHealth', 'Liveness: the process answers'),
  'GET /api/readyz': op('getReadiness', 'Readiness: the database (and Redis when configured) answer'),

  // auth
  'GET /api/auth/config': op('getAuthConfig'),
  'POST /api/auth/phone-number/send-otp': op('sendSignInCode', undefined, {
    body: { json: sendOtpInputSchema },
    requestHeaders: { [CAPTCHA_RESPONSE_HEADER]: { description: 'The reCAPTCHA v2 response token; required when the server has reCAPTCHA keys (GET /api/auth/config)' } },
  }),
  'POST /api/auth/phone-number/verify': op('verifySignInCode', undefined, {
    body: { json: verifyOtpInputSchema },
    responseHeaders: {
      200: {
        'set-auth-token': { description: 'The session token: send it as `Authorization: Bearer <token>` on later calls', required: true },
        'set-cookie': { description: 'The same session as a cookie (browsers)' },
      },
    },
  }),

  // users
  'GET /api/user/profile': op('getProfile'),
  'PUT /api/user/profile': op('updateProfile', undefined, { body: { form: updateProfileInputSchema, file: 'profileImage' } }),
  'POST /api/user/email/send-code': op('sendEmailCode'),
  'POST /api/user/email/verify': op('verifyEmail'),
  'POST /api/user/create': op('createUser'),
  'PUT /api/user/role': op('setRole'),
  'PUT /api/user/language': op('setLanguage', "Set the signed-in user's language (en or es) for every device, emails and pushes"),
  'GET /api/users/search': op('searchUsers', 'Find people by name or verified email to add to a group (group creators)'),
  'GET /api/user/dashboard': op('getDashboard'),
  'GET /api/user/reliability': op('getReliability', "The signed-in user's attendance record"),
  'GET /api/user/sport-skills': op('getSportSkills', "The signed-in user's skill per sport (team balancing)"),
  'PUT /api/user/sport-skills': op('setSportSkills', "Set the signed-in user's skill per sport"),

  // moderation (issue 34)
  'POST /api/reports': op('createReport'),
  'GET /api/user/deletion-request': op('getDeletionRequest'),
  'POST /api/user/deletion-request': op('requestDeletion'),
  'GET /api/moderation/access': op('getModerationAccess'),
  'GET /api/moderation/cases': op('listModerationCases'),
  'POST /api/moderation/cases/{id}/actions': op('actOnModerationCase'),
  'GET /api/moderation/audit': op('listModerationActions'),
  'GET /api/moderation/deletion-requests': op('listDeletionRequests'),

  // data rights
  'POST /api/user/data-export': op('requestDataExport'),
  'GET /api/user/data-export/{id}': op('getDataExport'),
  'GET /api/user/data-export/{id}/file': op('downloadDataExport', undefined, {
    media: { 200: { type: 'application/json', description: 'The export file (docs/data-export.md)', schema: 'DataExportFile' } },
  }),

  // blocks (issue 34)
  'GET /api/user/blocks': op('listBlockedPeople'),
  'POST /api/user/blocks': op('blockPerson'),
  'DELETE /api/user/blocks/{userId}': op('unblockPerson'),

  // groups
  'GET /api/groups': op('listGroups', 'Discover public groups (filters, cursor pages)'),
  'POST /api/groups': op('createGroup', 'Create a group (multipart with the optional groupImage file, or JSON)', {
    body: { form: createGroupInputSchema, file: 'groupImage' },
  }),
  'GET /api/groups/{id}': op('getGroup', 'One group (a private group: its card only, unless a member)'),
  'PUT /api/groups/{id}': op('updateGroup', 'Edit a group (its creator; multipart with groupImage, or JSON)', {
    body: { form: updateGroupInputSchema, file: 'groupImage' },
  }),
  'DELETE /api/groups/{id}': op('deleteGroup', 'Delete a group with its events, posts and memberships (its creator)'),
  'GET /api/groups/{id}/posts': op('listGroupPosts', "The group's discussion, newest first"),
  'POST /api/groups/{id}/posts': op('createGroupPost', 'Post to the group (active members)'),
  'PATCH /api/groups/{id}/posts/{postId}': op('updateGroupPost', 'Edit a post (its author)'),
  'DELETE /api/groups/{id}/posts/{postId}': op('deleteGroupPost', 'Delete a post (its author or the group creator)'),
  'GET /api/groups/{id}/members': op('listGroupMembers', "The group's members"),
  'GET /api/groups/{id}/blocked': op('listBlockedUsers', "The group's blocked people (its creator and admins)"),
  'GET /api/groups/{id}/events': op('listGroupEvents', "The group's events"),
  'POST /api/groups/{id}/join': op('joinGroup', 'Join (public group) or ask to join (private group)'),
  'DELETE /api/groups/{id}/leave': op('leaveGroup', 'Leave the group'),
  'POST /api/groups/{id}/follow': op('followGroup', "Follow the group's new events"),
  'DELETE /api/groups/{id}/follow': op('unfollowGroup', "Stop following the group's new events"),
  'DELETE /api/groups/{id}/members/{userId}': op('removeGroupMember', 'Remove a member'),
  'POST /api/groups/{id}/block': op('blockUser', 'Block someone from the group'),
  'DELETE /api/groups/{id}/block/{userId}': op('unblockUser', 'Unblock someone'),
  'POST /api/groups/{id}/members/{userId}/waiting': op('moveMemberToWaiting', 'Move a member back to waiting for approval'),
  'PATCH /api/groups/{id}/members/{userId}/status': op('setMemberStatus', "Approve or decline a join request, or change a member's status"),
  'PATCH /api/groups/{id}/members/{userId}/role': op('setMemberRole', 'Make a member an admin, or back (the group creator)'),
  'POST /api/groups/{id}/add-member': op('inviteByEmail', 'Invite someone to the group by email'),
  'GET /api/user/created-groups': op('listCreatedGroups', 'The groups the signed-in user created'),
  'GET /api/user/groups': op('listMyGroups', 'The groups the signed-in user belongs to'),

  // invitations
  'GET /api/groups/{id}/invite-links': op('listInviteLinks', "The group's invite links"),
  'POST /api/groups/{id}/invite-links': op('createInviteLink', 'Make an invite link'),
  'DELETE /api/groups/{id}/invite-links/{linkId}': op('revokeInviteLink', 'Revoke an invite link'),
  'GET /api/groups/{id}/invitations': op('listGroupInvitations', "The group's pending email invitations"),
  'DELETE /api/groups/{id}/invitations/{invitationId}': op('cancelInvitation', 'Cancel an email invitation'),
  'GET /api/invites/{token}': op('getInvite', 'What an invite link leads to (open to visitors)'),
  'POST /api/invites/{token}/accept': op('acceptInvite', 'Join the group of an invite link'),
  'GET /api/user/invitations': op('listMyInvitations', "The signed-in user's pending invitations"),
  'POST /api/invitations/{id}/accept': op('acceptInvitation', 'Accept an invitation'),
  'POST /api/invitations/{id}/decline': op('declineInvitation', 'Decline an invitation'),

  // events
  'GET /api/events': op('listEvents', 'Discover upcoming events (filters, cursor pages), or the featured ones'),
  'POST /api/events': op('createEvent', 'Create an event, or a recurring series (multipart with the optional eventImage file, or JSON)', {
    body: { form: createEventInputSchema, file: 'eventImage' },
  }),
  'GET /api/events/{id}': op('getEvent', 'One event'),
  'GET /api/events/{id}/dates': op('listEventSeriesDates', "The coming dates of the event's series, to pick another"),
  'PATCH /api/events/{id}': op('updateEvent', 'Edit an event (its hosts; multipart with eventImage, or JSON)', {
    body: { form: updateEventInputSchema, file: 'eventImage' },
  }),
  'DELETE /api/events/{id}': op('deleteEvent', 'Delete an event, or it and the later events of its series'),
  'POST /api/events/{id}/cancel': op('cancelEvent', 'Cancel an event and keep it visible as Cancelled (hosts, before it starts)'),
  'POST /api/events/{id}/copy': op('copyEvent', 'Copy an event one week later'),
  'GET /api/user/events': op('listMyEvents', 'The events the signed-in user takes part in'),
  'GET /api/user/created-events': op('listCreatedEvents', 'The events the signed-in user organizes'),
  'POST /api/events/{id}/join': op('joinEvent', 'Join, or join the waitlist, with guests'),
  'DELETE /api/events/{id}/leave': op('leaveEvent', 'Leave an event'),
  'GET /api/events/{id}/participants': op('listParticipants', "The event's participants"),
  'PUT /api/events/{id}/participants/{participantId}/waitlist': op('moveToWaitlist', 'Move a participant to the waitlist (hosts)'),
  'PUT /api/events/{id}/participants/{participantId}/activate': op('activateParticipant', 'Move a waitlisted participant in (hosts)'),
  'PUT /api/events/{id}/participants/{participantId}/let-in': op('letParticipantIn', 'Let a chosen waitlisted party in, raising the capacity if it must (hosts)'),
  'DELETE /api/events/{id}/participants/{participantId}': op('removeParticipant', 'Remove a participant (hosts)'),
  'PUT /api/events/{id}/participants/{participantId}/attendance': op('markAttendance', "Mark a participant's attendance (hosts)"),
  'POST /api/events/{id}/attendance/all-attended': op('markAllAttended', 'Mark every unmarked participant attended (hosts)'),
  'POST /api/events/{id}/check-in': op('checkIn', 'Check in at the game'),
  'GET /api/events/{id}/teams': op('getTeams', "The event's teams"),
  'PUT /api/events/{id}/teams': op('saveTeams', 'Save the teams (hosts)'),
  'POST /api/events/{id}/teams/balance': op('balanceTeams', 'Propose balanced teams (hosts)'),
  'GET /api/events/{id}/comments': op('listComments', "The event's comments with their replies"),
  'POST /api/events/{id}/comments': op('createComment', 'Comment, or reply to a comment'),
  'DELETE /api/events/{id}/comments/{commentId}': op('deleteComment', 'Delete a comment and its replies (its author or a host)'),
  'GET /api/events/{id}/calendar.ics': op('getEventCalendarFile', 'The event as an iCalendar file', {
    media: { 200: { type: 'text/calendar', description: 'An iCalendar (RFC 5545) file with the event' } },
  }),
  // payments (issue 29, docs/payments.md)
  'POST /api/events/{id}/checkout': op('openCheckout'),
  'GET /api/events/{id}/payment': op('getMyEventPayment'),
  'GET /api/events/{id}/payments': op('listEventPayments'),
  'GET /api/events/{id}/payments.csv': op('getEventPaymentsCsv', undefined, {
    media: { 200: { type: 'text/csv', description: "The event's payments, one row each (docs/payments.md)" } },
  }),
  'PUT /api/events/{id}/participants/{participantId}/payment': op('recordParticipantPayment'),
  'GET /api/groups/{id}/payouts': op('getPayoutAccount'),
  'POST /api/groups/{id}/payouts/onboarding': op('startPayoutOnboarding'),
  'POST /api/payments/webhook': op('receiveStripeWebhook', undefined, {
    requestHeaders: { 'stripe-signature': { description: "Stripe's signature of the raw body (t=...,v1=...)", required: true } },
  }),
  'GET /api/user/calendar-feed': op('getCalendarFeed', "The signed-in user's private calendar feed URL"),
  'POST /api/user/calendar-feed': op('resetCalendarFeed', 'Make a new calendar feed URL (the old one stops working)'),
  'DELETE /api/user/calendar-feed': op('deleteCalendarFeed', 'Turn the calendar feed off'),
  'GET /api/calendar/{file}': op('getCalendarFeedFile', 'A private calendar feed (the secret file name is the key)', {
    media: { 200: { type: 'text/calendar', description: 'An iCalendar (RFC 5545) feed of the events its owner takes part in' } },
  }),

  // dashboard and places
  'GET /api/sports/popular': op('listPopularSports'),
  'GET /api/places': op('searchPlaces'),
  'GET /api/places/config': op('getPlacesConfig'),

  // venues (issue 28)
  'POST /api/venues': op('createVenue'),
  'GET /api/venues': op('listVenues'),
  'GET /api/venues/{id}': op('getVenue'),
  'PATCH /api/venues/{id}': op('updateVenue'),
  'PUT /api/venues/{id}/photo': op('setVenuePhoto', undefined, { body: { form: z.object({}), file: 'venuePhoto' } }),
  'DELETE /api/venues/{id}/photo': op('removeVenuePhoto'),

  // notifications
  'GET /api/notifications': op('listNotifications'),
  'GET /api/notifications/unread-count': op('getUnreadCount'),
  'POST /api/notifications/{id}/read': op('markNotificationRead'),
  'POST /api/notifications/read-all': op('markAllNotificationsRead'),
  'POST /api/notifications/register': op('registerDevice'),
  'DELETE /api/notifications/unregister': op('unregisterDevice'),
  'GET /api/notifications/web-push/key': op('getWebPushKey'),
  'POST /api/notifications/web-push/subscribe': op('subscribeWebPush'),
  'POST /api/notifications/web-push/unsubscribe': op('unsubscribeWebPush'),
  'GET /api/notifications/status': op('getNotificationStatus'),
  'GET /api/notifications/settings': op('getNotificationSettings'),
  'PUT /api/notifications/settings': op('updateNotificationSettings'),
  'GET /api/notifications/preferences': op('getNotificationPreferences'),
  'PUT /api/notifications/preferences': op('updateNotificationPreferences'),
  'GET /api/notifications/unsubscribe': op('getUnsubscribePage', undefined, {
    media: {
      200: { type: 'text/html', description: 'A page asking to confirm' },
      400: { type: 'text/html', description: 'The "link not valid" page (a malformed query answers the JSON error)', json: true },
    },
  }),
  'POST /api/notifications/unsubscribe': op('unsubscribe', undefined, {
    media: { 200: { type: 'text/html', description: 'With `Accept: text/html` (the page\'s button): a page saying it is done', json: true } },
  }),

  // live
  'GET /api/live': op('openLiveStream', undefined, {
    requestHeaders: { 'last-event-id': { description: 'The id of the last message received: the stream resumes after it, or sends `reset` (refetch)' } },
    media: { 200: { type: 'text/event-stream', description: 'Server-sent events: one `LiveMessage` (JSON) per `data:` line, `: ping` every 25 s' } },
  }),
};

/** `Idempotency-Key` on the creates that honour it (plugins/idempotency.ts). */
export const IDEMPOTENCY_KEY_HEADER: HeaderDoc = {
  description: 'One key per user action (1-200 characters): a repeat with the same key answers the first answer again (`Idempotent-Replayed: true`) and creates nothing; 409 while the first runs, 422 for a key used on another request',
};
