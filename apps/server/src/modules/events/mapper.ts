/** Database rows to the shared response shapes; emails only for hosts (rulings §9). */
import type { CommentResponse, EventResponse, ParticipantPaymentStatus, ParticipantResponse, ThreadedComment } from '@kickoff/shared';
import { participantPaymentStatus } from '../payments';
import { realEmail } from '../../lib/placeholder-email';
import type { EventView } from './repository';
import type { ParticipantListRow } from './repository-participants';
import type { CommentRow } from './repository-comments';


export function hostIdsOf(view: Pick<EventView, 'event' | 'coHosts'>): Set<string> {
  return new Set([view.event.organizerId, ...view.coHosts.map((h) => h.id)]);
}

export function toEventResponse(view: EventView, viewerId: string | null, now = new Date()): EventResponse {
  const e = view.event;
  const isOrganizer = viewerId === e.organizerId;
  const isCoHost = Boolean(viewerId && view.coHosts.some((h) => h.id === viewerId));
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    imageUrl: e.imageUrl,
    sportType: e.sportType,
    eventType: e.eventType,
    dateTime: e.dateTime.toISOString(),
    endDateTime: new Date(e.dateTime.getTime() + e.duration * 60_000).toISOString(),
    timeZone: e.timeZone,
    duration: e.duration,
    location: e.location,
    latitude: e.latitude,
    longitude: e.longitude,
    venueId: e.venueId,
    // A whole event has no `near` point: Discover's cards carry the distance (repository-cards.ts).
    distanceKm: null,
    capacity: e.capacity,
    maxParticipants: e.capacity,
    currentParticipants: view.currentParticipants,
    waitlistCount: view.waitlistCount,
    isFull: view.currentParticipants >= e.capacity,
    hasStarted: e.dateTime.getTime() <= now.getTime(),
    cancelledAt: e.cancelledAt?.toISOString() ?? null,
    cancelReason: e.cancelReason,
    skillLevel: e.skillLevel,
    price: e.price,
    currency: e.currency,
    paymentMode: view.paymentMode,
    refundCutoffHours: e.refundCutoffHours,
    equipmentRequired: e.equipmentRequired,
    allowWaitlist: e.allowWaitlist,
    sendReminders: e.sendReminders,
    postToGroups: e.postToGroups,
    waiver: e.waiver,
    gameRules: e.gameRules,
    groupId: e.groupId,
    group: view.group,
    organizerId: e.organizerId,
    organizer: {
      id: view.organizer.id,
      firstName: view.organizer.firstName,
      lastName: view.organizer.lastName,
      profileImageUrl: view.organizer.image,
      email: isOrganizer || isCoHost ? realEmail(view.organizer.email) : null,
    },
    coHostIds: view.coHosts.map((h) => h.id),
    coHosts: view.coHosts.map((h) => ({ id: h.id, firstName: h.firstName, lastName: h.lastName, profileImageUrl: h.image })),
    isRecurring: e.isRecurring,
    recurringType: e.recurringType,
    recurringDays: e.recurringDays,
    recurringEndDate: e.recurringEndDate,
    recurringSeriesId: e.recurringSeriesId,
    isUserParticipant: Boolean(view.mine),
    userParticipation: view.mine
      ? {
          id: view.mine.id,
          status: view.mine.status,
          guestCount: view.mine.guestCount,
          places: view.mine.places ?? 1 + view.mine.guestCount,
          ...myPaymentStanding(view),
        }
      : null,
    isUserOrganizer: isOrganizer,
    isUserCoHost: isCoHost,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** The viewer's payment standing on their own participation (issue 29): payments' `participantPaymentStatus`. */
function myPaymentStanding(view: EventView): { paymentStatus: ParticipantPaymentStatus | null; holdExpiresAt: string | null } {
  const paid = view.myPayment;
  const paymentStatus = participantPaymentStatus(paid, view.paymentMode !== 'free');
  return { paymentStatus, holdExpiresAt: paymentStatus === 'pending' ? (paid?.holdExpiresAt?.toISOString() ?? null) : null };
}

export function toParticipant(
  row: ParticipantListRow,
  ctx: { organizerId: string; coHostIds: Set<string>; showEmails: boolean },
): ParticipantResponse {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    guestCount: row.guestCount,
    places: row.places ?? 1 + row.guestCount,
    joinedAt: row.joinedAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: ctx.showEmails ? realEmail(row.email) : null,
    profileImageUrl: row.image,
    isOrganizer: row.userId === ctx.organizerId,
    isCoHost: ctx.coHostIds.has(row.userId),
  };
}

/** `viewerId`: a comment hidden by a moderator keeps its text for its author only (issue 34). */
export function toComment(row: CommentRow, viewerId: string): CommentResponse {
  const hidden = row.hiddenReason !== null;
  const own = row.authorId === viewerId;
  return {
    id: row.id,
    eventId: row.eventId,
    content: hidden && !own ? '' : row.content,
    createdAt: row.createdAt.toISOString(),
    authorId: row.authorId,
    author: { id: row.authorId, firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.image },
    parentCommentId: row.parentCommentId,
    ...(row.blockedAuthor ? { blockedAuthor: true } : {}),
    hiddenByModerator: hidden ? { reason: own ? row.hiddenReason : null } : null,
  };
}

/** Top-level comments with their replies, both oldest first. */
export function threadComments(rows: CommentRow[], viewerId: string): ThreadedComment[] {
  const top: ThreadedComment[] = [];
  const byId = new Map<string, ThreadedComment>();
  for (const row of rows) {
    if (row.parentCommentId) continue;
    const c = { ...toComment(row, viewerId), replies: [] };
    top.push(c);
    byId.set(c.id, c);
  }
  for (const row of rows) if (row.parentCommentId) byId.get(row.parentCommentId)?.replies.push(toComment(row, viewerId));
  return top;
}
