/**
 * Route-test data built through the shared response schemas, so a fixture that drifts from the API contract fails at
 * once instead of testing a shape the server never sends.
 */
import {
  notificationSchema,
  participantSchema,
  threadedCommentSchema,
  userProfileSchema,
  eventSchema,
  groupDetailSchema,
  groupEventSchema,
  groupPostSchema,
  type AppNotification,
  type EventResponse,
  type GroupDetail,
  type GroupEvent,
  type GroupPost,
  type ParticipantResponse,
  type ThreadedComment,
  type UserProfile,
} from '@kickoff/shared';
import type { SessionUserPayload } from '@/lib/auth';

export const viewer: SessionUserPayload = {
  id: 'user-marco',
  email: 'marco@example.com',
  firstName: 'Marco',
  lastName: 'Member',
  rolePreference: 'member',
};

/** What every signed-in screen asks for: the session (auth provider) and the bell's badge (header). */
export const signedInAnswers = {
  'GET /api/auth/get-session': { user: viewer },
  'GET /api/notifications/unread-count': { unreadCount: 0 },
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function aGroup(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return groupDetailSchema.parse({
    id: 'group-1',
    name: 'Sunday Morning Soccer',
    description: 'Friendly 7-a-side every Sunday at Riverside Park.',
    sportType: 'soccer',
    location: 'Austin, TX',
    latitude: null,
    longitude: null,
    distanceKm: null,
    isPrivate: false,
    imageUrl: null,
    memberCount: 12,
    eventsThisWeek: 1,
    createdAt: '2026-01-10T10:00:00.000Z',
    creatorId: 'user-olivia',
    organizerId: 'user-olivia',
    creator: { firstName: 'Olivia', lastName: 'Organizer' },
    isUserMember: true,
    membershipStatus: 'active',
    membershipRole: 'member',
    isCreator: false,
    isFollowing: false,
    isBlocked: false,
    canSeeContent: true,
    noShowLimit: null,
    ...overrides,
  });
}

export function aGroupEvent(overrides: Partial<GroupEvent> = {}): GroupEvent {
  return groupEventSchema.parse({
    id: 'event-1',
    title: 'Sunday pickup',
    sportType: 'soccer',
    dateTime: inDays(3),
    timeZone: 'America/Chicago',
    location: 'Riverside Park, Field 3',
    imageUrl: null,
    capacity: 14,
    currentParticipants: 9,
    seriesMoreDates: 0,
    recurringType: null,
    ...overrides,
  });
}

export function aPost(overrides: Partial<GroupPost> = {}): GroupPost {
  return groupPostSchema.parse({
    id: 'post-1',
    content: "Who's in for Sunday?",
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    editedAt: null,
    hiddenByModerator: null,
    authorId: 'user-olivia',
    author: { firstName: 'Olivia', lastName: 'Organizer', profileImageUrl: null },
    ...overrides,
  });
}

export function anEvent(overrides: Partial<EventResponse> = {}): EventResponse {
  const dateTime = inDays(3);
  return eventSchema.parse({
    id: 'event-1',
    title: 'Sunday pickup',
    description: 'Bring a light and a dark shirt.',
    imageUrl: null,
    sportType: 'soccer',
    eventType: 'game',
    dateTime,
    endDateTime: new Date(Date.parse(dateTime) + 90 * 60_000).toISOString(),
    timeZone: 'America/Chicago',
    duration: 90,
    location: 'Riverside Park, Field 3',
    latitude: null,
    longitude: null,
    distanceKm: null,
    venueId: null,
    capacity: 14,
    maxParticipants: 14,
    currentParticipants: 9,
    waitlistCount: 0,
    isFull: false,
    hasStarted: false,
    cancelledAt: null,
    cancelReason: null,
    skillLevel: 'any',
    price: '0.00',
    currency: 'USD',
    paymentMode: 'free',
    refundCutoffHours: 24,
    equipmentRequired: null,
    allowWaitlist: true,
    sendReminders: true,
    postToGroups: false,
    waiver: null,
    gameRules: null,
    groupId: 'group-1',
    group: { id: 'group-1', name: 'Sunday Morning Soccer', description: null, sportType: 'soccer', memberCount: 12, isPrivate: false },
    organizerId: 'user-olivia',
    organizer: { id: 'user-olivia', firstName: 'Olivia', lastName: 'Organizer', profileImageUrl: null, email: null },
    coHostIds: [],
    coHosts: [],
    isRecurring: false,
    recurringType: null,
    recurringDays: [],
    recurringEndDate: null,
    recurringSeriesId: null,
    isUserParticipant: false,
    userParticipation: null,
    isUserOrganizer: false,
    isUserCoHost: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  });
}

export function aComment(overrides: Partial<ThreadedComment> = {}): ThreadedComment {
  return threadedCommentSchema.parse({
    id: 'comment-1',
    eventId: 'event-1',
    content: 'Is there parking nearby?',
    createdAt: new Date(Date.now() - 7_200_000).toISOString(),
    authorId: 'user-olivia',
    author: { id: 'user-olivia', firstName: 'Olivia', lastName: 'Organizer', profileImageUrl: null },
    parentCommentId: null,
    hiddenByModerator: null,
    replies: [],
    ...overrides,
  });
}

export function aParticipant(overrides: Partial<ParticipantResponse> = {}): ParticipantResponse {
  return participantSchema.parse({
    id: 'participant-1',
    userId: 'user-olivia',
    status: 'registered',
    guestCount: 0,
    places: 1,
    joinedAt: '2026-01-10T10:00:00.000Z',
    firstName: 'Olivia',
    lastName: 'Organizer',
    email: null,
    profileImageUrl: null,
    isOrganizer: true,
    isCoHost: false,
    ...overrides,
  });
}

export function aNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return notificationSchema.parse({
    id: 'notification-1',
    type: 'group_message',
    title: 'New message in Sunday Morning Soccer',
    body: "Olivia Organizer: Who's in for Sunday?",
    data: { groupId: 'group-1', eventId: null },
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  });
}

export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return userProfileSchema.parse({
    id: viewer.id,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    email: null,
    pendingEmail: null,
    canVerifyEmail: true,
    phoneNumber: '+12015550123',
    location: null,
    latitude: null,
    longitude: null,
    distanceUnit: null,
    timezone: null,
    profileImageUrl: null,
    rolePreference: 'member',
    isModerator: false,
    ...overrides,
  });
}
