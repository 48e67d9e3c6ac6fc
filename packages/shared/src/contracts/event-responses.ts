/** Event responses: the event, its participants and comments, and the small answers of the event routes. */
import { z } from 'zod';
import { ATTENDANCE_VALUES, reliabilitySchema } from './attendance';
import { SKILL_LEVEL_VALUES } from '../sports';
import { PLAYER_LEVEL_VALUES } from '../player-levels';
import { EVENT_TYPE_VALUES, PARTICIPANT_STATUSES, RECURRING_TYPE_VALUES } from './events';
import { EVENT_PAYMENT_MODES, PARTICIPANT_PAYMENT_STATUSES, checkoutSchema } from './payments';
export const eventPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export const eventOrganizerSchema = eventPersonSchema.extend({
  /** Only for the event's hosts (rulings §9). */
  email: z.string().nullable().optional(),
});
export const eventGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sportType: z.string(),
  memberCount: z.number(),
  isPrivate: z.boolean(),
});

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sportType: z.string(),
  eventType: z.enum(EVENT_TYPE_VALUES),
  /** ISO instant (UTC). */
  dateTime: z.string(),
  /** ISO instant: dateTime + duration. */
  endDateTime: z.string(),
  timeZone: z.string(),
  duration: z.number(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The venue it is at (issue 28), or null. */
  venueId: z.string().nullable(),
  /** Kilometres from the list's `near` point; null without one. */
  distanceKm: z.number().nullable(),
  capacity: z.number(),
  /** Same as capacity (the list views' name). */
  maxParticipants: z.number(),
  /** Sum of places (1 + guests) of registered participants, hosts included. */
  currentParticipants: z.number(),
  /** Number of waitlisted parties. */
  waitlistCount: z.number(),
  isFull: z.boolean(),
  hasStarted: z.boolean(),
  /** When a host cancelled it (ISO), and why; both null for an event that goes ahead. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  skillLevel: z.enum(SKILL_LEVEL_VALUES),
  price: z.string(),
  currency: z.string(),
  /**
   * How the event is paid (issue 29): free (price 0), online (Stripe Checkout: "Pay and join"), at_field ("Pay the
   * host at the field"). The same for every viewer.
   */
  paymentMode: z.enum(EVENT_PAYMENT_MODES),
  /** Leaving a paid place this many hours or more before the start refunds it (issue 29; 0-336, default 24). */
  refundCutoffHours: z.number().int(),
  equipmentRequired: z.string().nullable(),
  allowWaitlist: z.boolean(),
  sendReminders: z.boolean(),
  postToGroups: z.boolean(),
  waiver: z.string().nullable(),
  gameRules: z.string().nullable(),
  groupId: z.string(),
  group: eventGroupSchema,
  organizerId: z.string(),
  organizer: eventOrganizerSchema,
  coHostIds: z.array(z.string()),
  coHosts: z.array(eventPersonSchema),
  isRecurring: z.boolean(),
  recurringType: z.enum(RECURRING_TYPE_VALUES).nullable(),
  recurringDays: z.array(z.string()),
  recurringEndDate: z.string().nullable(),
  recurringSeriesId: z.string().nullable(),
  /** The caller takes part (registered or waitlisted). */
  isUserParticipant: z.boolean(),
  userParticipation: z
    .object({
      id: z.string(),
      status: z.enum(PARTICIPANT_STATUSES),
      guestCount: z.number(),
      places: z.number(),
      /** On one event's page, a waitlisted party's place in the queue (1 = next to move up); lists leave it out. */
      waitlistPosition: z.number().int().positive().optional(),
      /** On one event's page: the group's no-show limit that put this party on the waitlist (issue 14), if it did. */
      heldByNoShowRule: z.number().int().positive().optional(),
      /**
       * The caller's payment standing (issue 29), as their participant row says it: pending ("Payment pending", a
       * hold or an offered place waiting for payment), paid, paid_at_field, waived, unpaid; null on a free event.
       * Always sent by the server (optional for answers built elsewhere: absent means null).
       */
      paymentStatus: z.enum(PARTICIPANT_PAYMENT_STATUSES).nullable().optional(),
      /** With paymentStatus pending: when the hold (or the offer's window) ends (ISO time); else null. */
      holdExpiresAt: z.string().nullable().optional(),
    })
    .nullable(),
  isUserOrganizer: z.boolean(),
  isUserCoHost: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventResponse = z.infer<typeof eventSchema>;

export const eventPageSchema = z.object({ items: z.array(eventSchema), nextCursor: z.string().nullable() });
export type EventPage = z.infer<typeof eventPageSchema>;

/**
 * One Discover card (GET /api/events without `featured`): what the event card, the map and the card's buttons show,
 * built by PostgreSQL as JSON (issue 17). The page of an event (GET /api/events/{id}) keeps the whole `eventSchema`.
 */
export const eventCardSchema = eventSchema
  .pick({
    id: true, title: true, description: true, imageUrl: true, sportType: true, eventType: true, dateTime: true,
    endDateTime: true, timeZone: true, duration: true, location: true, latitude: true, longitude: true, distanceKm: true,
    capacity: true, maxParticipants: true, currentParticipants: true, waitlistCount: true, isFull: true, hasStarted: true,
    cancelledAt: true, cancelReason: true, skillLevel: true, price: true, currency: true, paymentMode: true, allowWaitlist: true,
    groupId: true, organizerId: true, coHosts: true, isRecurring: true, recurringType: true, recurringSeriesId: true,
    isUserParticipant: true, userParticipation: true, isUserOrganizer: true, isUserCoHost: true,
  })
  .extend({
    group: eventGroupSchema.pick({ id: true, name: true, isPrivate: true }),
    organizer: eventPersonSchema,
    /** A series is one card (issue 26): how many later dates of it this card stands for (0 when not a series). */
    seriesMoreDates: z.number().int().min(0),
  });
export type EventCardResponse = z.infer<typeof eventCardSchema>;
export const eventCardPageSchema = z.object({ items: z.array(eventCardSchema), nextCursor: z.string().nullable() });
export type EventCardPage = z.infer<typeof eventCardPageSchema>;

/** GET /api/events/{id}/dates (issue 26): the coming dates of the event's series to pick from, soonest first (at most 52). */
export const seriesDateSchema = z.object({
  id: z.string(),
  dateTime: z.string(),
  timeZone: z.string(),
  cancelledAt: z.string().nullable(),
  capacity: z.number().int(),
  currentParticipants: z.number().int(),
});
export type SeriesDate = z.infer<typeof seriesDateSchema>;
export const seriesDatesSchema = z.object({ items: z.array(seriesDateSchema) });
export type SeriesDates = z.infer<typeof seriesDatesSchema>;

/** POST /api/events: the first event, and how many occurrences a recurring series created. */
export const createEventResponseSchema = eventSchema.extend({ occurrencesCreated: z.number() });

export const participantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(PARTICIPANT_STATUSES),
  guestCount: z.number(),
  places: z.number(),
  joinedAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Only for the event's hosts (rulings §9); otherwise null. */
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isOrganizer: z.boolean(),
  isCoHost: z.boolean(),
  /** Game day (issue 14): for hosts, and for the participant's own row; otherwise null. */
  attendance: z.enum(ATTENDANCE_VALUES).nullable().optional(),
  checkedIn: z.boolean().optional(),
  /** The member's last 12 months, for hosts only (issue 14). */
  reliability: reliabilitySchema.nullable().optional(),
  /** The member's own level in the event's sport (issue 14), for hosts only; null when unset or not a host. */
  level: z.enum(PLAYER_LEVEL_VALUES).nullable().optional(),
  /** For hosts and the participant's own row: the group's no-show limit that put this party on the waitlist. */
  heldByNoShowRule: z.number().int().positive().nullable().optional(),
  /** A waitlisted party's place in the queue (1 = next; issue 26), in the whole list; null when registered. */
  waitlistPosition: z.number().int().positive().nullable().optional(),
  /**
   * Payments (issue 29), for hosts and the participant's own row on a paid event (else null): pending (a hold waiting
   * for payment, "Payment pending"), paid (online), paid_at_field, waived, unpaid (nothing recorded).
   */
  paymentStatus: z.enum(PARTICIPANT_PAYMENT_STATUSES).nullable().optional(),
  /** With paymentStatus pending: when the hold ends (ISO time). */
  holdExpiresAt: z.string().nullable().optional(),
});
export type ParticipantResponse = z.infer<typeof participantSchema>;
/** GET /api/events/{id}/participants: registered (join order) then waitlisted (queue order). */
export const participantListSchema = z.array(participantSchema);

/**
 * POST /api/events/{id}/join. On an event paid online (issue 29) a registered place is a 15-minute hold ("Payment
 * pending") and `checkout` is Stripe's hosted page to send the browser to; null otherwise (free, pay at the field,
 * or waitlisted: a waitlisted person pays when a place is offered).
 */
export const joinEventResponseSchema = z.object({ participant: participantSchema, event: eventSchema, checkout: checkoutSchema.nullable().optional() });
export type JoinEventResponse = z.infer<typeof joinEventResponseSchema>;

export const commentSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  authorId: z.string(),
  author: eventPersonSchema,
  parentCommentId: z.string().nullable(),
  /** True when the caller blocked the author (issue 34): the content is withheld (empty) and shown collapsed. */
  blockedAuthor: z.boolean().optional(),
  /**
   * Hidden by a moderator (issue 34): others get an empty `content` and `reason` null; the author keeps the text and
   * reads the reason. Null when not hidden.
   */
  hiddenByModerator: z.object({ reason: z.string().nullable() }).nullable(),
});
export const threadedCommentSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentResponse = z.infer<typeof commentSchema>;
export type ThreadedComment = z.infer<typeof threadedCommentSchema>;
/** GET /api/events/{id}/comments: top-level comments oldest first, each with its replies oldest first. */
export const commentListSchema = z.array(threadedCommentSchema);

export const deleteEventResponseSchema = z.object({ ok: z.literal(true), deleted: z.number() });

/** GET/POST /api/user/calendar-feed: the private feed URL (POST replaces it; DELETE revokes it). */
export const calendarFeedSchema = z.object({ url: z.string(), token: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
