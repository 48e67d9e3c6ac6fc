/**
 * Events contracts (spec §3, §5, §7; rulings §6). Inputs accept multipart text fields (numbers and booleans as
 * text, arrays as JSON text) as well as native JSON values, so the same schemas serve the forms and the server.
 */
import { z } from 'zod';
import { EVENT_CANCEL } from './event-cancel';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { SKILL_LEVEL_VALUES, WEEK_DAYS } from '../sports';
import { checkCoordinates, checkDistanceQuery, coordinateFields, distanceQueryFields } from './places';
import { visibleText } from './common';

const M = MESSAGES.event;

export const EVENT_TYPE_VALUES = ['game', 'event'] as const;
export const RECURRING_TYPE_VALUES = ['weekly', 'monthly'] as const;
export const PARTICIPANT_STATUSES = ['registered', 'waitlisted'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A valid zone typed in another case, in the platform's spelling ("america/chicago" -> "America/Chicago"), so it is
 * stored as every list, picker and comparison spells it. Only the case changes: an alias stays the name given
 * ("Asia/Kolkata" is not turned into ICU's "Asia/Calcutta").
 */
export function canonicalTimeZone(zone: string): string {
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone;
}

/** Today's calendar date (YYYY-MM-DD) in a time zone. */
export function todayInZone(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

// ---- multipart-friendly field parsers ----
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const toBoolean = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v));
const toNumber = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' ? Number(b) : b;
};
const toArray = (v: unknown) => {
  if (typeof v !== 'string') return v ?? undefined;
  if (v.trim() === '') return [];
  try {
    return JSON.parse(v);
  } catch {
    return v.split(',').map((s) => s.trim()).filter(Boolean);
  }
};

/** Optional nullable text: '' clears it (null), absent leaves it unchanged (undefined). */
const nullableText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max).nullable().optional(),
  );
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;
/** Years a date may name: the database and every formatter handle these; 0000 or 99999 are typos or probes. */
export const DATE_YEARS = { min: 1970, max: 9999 } as const;

/**
 * A date the calendar has (no February 30th) within DATE_YEARS, given as an ISO date or date-time (its YYYY-MM-DD
 * part is checked as written) or any string Date.parse reads.
 */
export function isPlausibleDate(value: string): boolean {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  if (year < DATE_YEARS.min - 1 || year > DATE_YEARS.max) return false;
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!ymd) return true;
  const [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return y >= DATE_YEARS.min && y <= DATE_YEARS.max && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}
/** ISO date-time; without an offset it is a wall-clock time in the event's `timeZone`. */
const dateTimeField = z
  .string({ error: M.dateTimeRequired })
  .trim()
  .min(1, M.dateTimeRequired)
  .refine((v) => ISO_DATE_TIME.test(v) && isPlausibleDate(v), M.dateTimeInvalid);
const durationField = z
  .number({ error: M.durationMin })
  .int(M.durationStep)
  .min(LIMITS.eventDurationMin, M.durationMin)
  .max(24 * 60, M.durationMax)
  .refine((n) => n % LIMITS.eventDurationStep === 0, M.durationStep);
const capacityField = z.number({ error: M.capacityMin }).int(M.capacityMin).min(LIMITS.eventCapacityMin, M.capacityMin).max(LIMITS.eventCapacityMax, M.capacityMax);
const priceField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: M.priceInvalid })
    .regex(/^\d{1,8}(\.\d{1,2})?$/, M.priceInvalid)
    .transform((v) => Number(v).toFixed(2)),
);
const currencyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Currency must be a three-letter code such as USD.')
  .transform((v) => v.toUpperCase());
/** Payments (issue 29): hours before the start until which leaving refunds (default 24, at most two weeks). */
const refundCutoffField = z.number().int().min(0).max(336);
const sportField = z
  .string({ error: M.sportRequired })
  .trim()
  .min(1, M.sportRequired)
  .max(40)
  .transform((v) => v.toLowerCase());
const timeZoneField = z.string().trim().max(64).refine(isValidTimeZone, M.timeZoneInvalid).transform(canonicalTimeZone);
const recurringDaysField = z.preprocess(
  (v) => (Array.isArray(v) ? v.map((d) => (typeof d === 'string' ? d.trim().toLowerCase() : d)) : v),
  z.array(z.enum(WEEK_DAYS, { error: M.recurringDaysInvalid }), { error: M.recurringDaysInvalid }).max(7),
);
const recurringEndDateField = z
  .string()
  .trim()
  .transform((v) => v.slice(0, 10))
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isPlausibleDate(v), M.dateTimeInvalid);
const coHostIdsField = z.array(z.string().min(1).max(64)).max(20).transform((ids) => [...new Set(ids)]);

const skillLevelPrep = (v: unknown) => (typeof v === 'string' ? blankToUndefined(v.toLowerCase()) : v);
const endDatePrep = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Fields that behave the same on create and update. */
const commonFields = {
  ...coordinateFields,
  /** The venue the game is at (issue 28): its pin becomes the event's; blank or null (update) clears it. */
  venueId: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().max(64).nullable().optional()),
  description: nullableText(5000),
  timeZone: z.preprocess(blankToUndefined, timeZoneField.optional()),
  equipmentRequired: nullableText(2000),
  waiver: nullableText(10_000),
  gameRules: nullableText(10_000),
  recurringEndDate: z.preprocess(endDatePrep, recurringEndDateField.nullable().optional()),
};

/** Create: required fields carry the spec's texts; a blank optional field takes its default. */
const createFields = {
  ...commonFields,
  title: requiredText(M.titleRequired, 200),
  sportType: sportField,
  dateTime: dateTimeField,
  location: requiredText(M.locationRequired, 300),
  groupId: requiredText(M.groupRequired, 64),
  eventType: z.preprocess(blankToUndefined, z.enum(EVENT_TYPE_VALUES).default('game')),
  duration: z.preprocess(toNumber, durationField.default(LIMITS.eventDurationDefault)),
  capacity: z.preprocess(toNumber, capacityField.default(LIMITS.eventCapacityDefault)),
  skillLevel: z.preprocess(skillLevelPrep, z.enum(SKILL_LEVEL_VALUES).default('any')),
  price: z.preprocess(blankToUndefined, priceField.default('0.00')),
  currency: z.preprocess(blankToUndefined, currencyField.default('USD')),
  refundCutoffHours: z.preprocess(toNumber, refundCutoffField.default(24)),
  allowWaitlist: z.preprocess(toBoolean, z.boolean().default(true)),
  sendReminders: z.preprocess(toBoolean, z.boolean().default(true)),
  postToGroups: z.preprocess(toBoolean, z.boolean().default(false)),
  coHostIds: z.preprocess(toArray, coHostIdsField.default([])),
  isRecurring: z.preprocess(toBoolean, z.boolean().default(false)),
  recurringType: z.preprocess(blankToUndefined, z.enum(RECURRING_TYPE_VALUES).default('weekly')),
  recurringDays: z.preprocess(toArray, recurringDaysField.default([])),
};

/** Update: absent (or blank optional) fields stay unchanged; a present required field must still be valid. */
const updateFields = {
  ...commonFields,
  title: requiredText(M.titleRequired, 200).optional(),
  sportType: sportField.optional(),
  dateTime: dateTimeField.optional(),
  location: requiredText(M.locationRequired, 300).optional(),
  groupId: requiredText(M.groupRequired, 64).optional(),
  eventType: z.preprocess(blankToUndefined, z.enum(EVENT_TYPE_VALUES).optional()),
  duration: z.preprocess(toNumber, durationField.optional()),
  capacity: z.preprocess(toNumber, capacityField.optional()),
  skillLevel: z.preprocess(skillLevelPrep, z.enum(SKILL_LEVEL_VALUES).optional()),
  price: z.preprocess(blankToUndefined, priceField.optional()),
  currency: z.preprocess(blankToUndefined, currencyField.optional()),
  refundCutoffHours: z.preprocess(toNumber, refundCutoffField.optional()),
  allowWaitlist: z.preprocess(toBoolean, z.boolean().optional()),
  sendReminders: z.preprocess(toBoolean, z.boolean().optional()),
  postToGroups: z.preprocess(toBoolean, z.boolean().optional()),
  coHostIds: z.preprocess(toArray, coHostIdsField.optional()),
  isRecurring: z.preprocess(toBoolean, z.boolean().optional()),
  recurringType: z.preprocess(blankToUndefined, z.enum(RECURRING_TYPE_VALUES).optional()),
  recurringDays: z.preprocess(toArray, recurringDaysField.optional()),
  removeImage: z.preprocess(toBoolean, z.boolean().optional()),
  /**
   * A recurring series (issue 19): `following` carries the edit of time, place, capacity, price and details to the
   * later occurrences too (the time as the same shift of the local day and time of day); `this` (default) edits one.
   */
  series: z.preprocess(blankToUndefined, z.enum(['this', 'following']).optional()),
};

function checkRecurringEnd(
  value: { recurringEndDate?: string | null; timeZone?: string; isRecurring?: boolean },
  ctx: z.RefinementCtx,
) {
  // A hidden schedule section (not recurring) is not checked.
  if (!value.recurringEndDate || value.isRecurring === false) return;
  const zone = value.timeZone && isValidTimeZone(value.timeZone) ? value.timeZone : 'UTC';
  // A day of slack: the organizer's "today" may be behind the event's zone.
  const yesterday = todayInZone(zone, new Date(Date.now() - 24 * 3600 * 1000));
  if (value.recurringEndDate < yesterday) {
    ctx.addIssue({ code: 'custom', path: ['recurringEndDate'], message: M.recurringEndPast });
  }
}

/** POST /api/events form fields (multipart; `eventImage` is the file). */
export const createEventInputSchema = z
  .object(createFields)
  .superRefine(checkRecurringEnd)
  .superRefine((v, ctx) => checkCoordinates(v, ctx));
export type CreateEventInput = z.input<typeof createEventInputSchema>;
export type CreateEventData = z.output<typeof createEventInputSchema>;

/** PATCH /api/events/{id} form fields: every field optional; `removeImage=true` drops the image. */
// An update without `location` keeps the stored one, which is never blank.
export const updateEventInputSchema = z
  .object(updateFields)
  .superRefine(checkRecurringEnd)
  .superRefine((v, ctx) => checkCoordinates(v, ctx, false));
export type UpdateEventInput = z.input<typeof updateEventInputSchema>;
export type UpdateEventData = z.output<typeof updateEventInputSchema>;

/** GET /api/events (Discover). Without from/to only upcoming events; `featured=true` = most joined of the coming week. */
export const eventListQuerySchema = z.object({
  sport: z.preprocess(blankToUndefined, z.string().trim().max(40).toLowerCase().optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  from: z.preprocess(blankToUndefined, z.string().max(40).refine(isPlausibleDate, M.dateTimeInvalid).optional()),
  to: z.preprocess(blankToUndefined, z.string().max(40).refine(isPlausibleDate, M.dateTimeInvalid).optional()),
  skillLevel: z.preprocess(blankToUndefined, z.enum(SKILL_LEVEL_VALUES).optional()),
  groupId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  /** Games at one venue (issue 28: the venue page, Near me's venue filter). */
  venueId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  featured: z.preprocess(toBoolean, z.boolean().optional()),
  ...distanceQueryFields,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
})
  .superRefine(checkDistanceQuery)
  .superRefine((v, ctx) => {
    // From after To would list nothing: say so instead (issue 19).
    if (v.from && v.to && Date.parse(v.from) > Date.parse(v.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: M.dateRangeReversed });
  });
export type EventListQuery = z.input<typeof eventListQuerySchema>;

/** GET /api/user/events and /api/user/created-events: upcoming (soonest first), past or all (latest first). */
export const userEventsQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past', 'all']).default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export const deleteEventQuerySchema = z.object({ series: z.enum(['this', 'following']).default('this') });

/** POST /api/events/{id}/join; no body means no guests. */
export const joinEventInputSchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    guestCount: z.preprocess(
      toNumber,
      z.number({ error: M.guestsInvalid }).int(M.guestsInvalid).min(0, M.guestsInvalid).max(LIMITS.guestsMax, M.guestsInvalid).default(0),
    ),
  }),
);
export type JoinEventInput = z.input<typeof joinEventInputSchema>;

export const createCommentInputSchema = z.object({
  content: visibleText(LIMITS.commentMaxLength, { blank: MESSAGES.comment.blank, tooLong: M.commentTooLong }),
  parentCommentId: z.preprocess(blankToUndefined, z.string().max(64).nullable().optional()),
});
export type CreateCommentInput = z.input<typeof createCommentInputSchema>;

/** POST /api/events/{id}/cancel */
export const cancelEventInputSchema = z.object({
  reason: visibleText(EVENT_CANCEL.reasonMaxLength, { blank: EVENT_CANCEL.messages.reasonRequired, tooLong: EVENT_CANCEL.messages.reasonTooLong }),
});
export type CancelEventInput = z.input<typeof cancelEventInputSchema>;

export const eventIdParamSchema = z.object({ id: z.string().min(1).max(64) });
/**
 * PUT /api/events/{id}/participants/{participantId}/waitlist (issue 26): what happens to the places it frees. `hold`
 * (the default) keeps them free for the host to give by hand; `next-in-line` promotes the waitlist as a leave would.
 */
export const waitlistParticipantInputSchema = z.object({ freedPlaces: z.enum(['hold', 'next-in-line']).default('hold') }).nullish();
export type WaitlistParticipantInput = z.input<typeof waitlistParticipantInputSchema>;

export const participantParamSchema = z.object({ id: z.string().min(1).max(64), participantId: z.string().min(1).max(64) });
export const commentParamSchema = z.object({ commentId: z.string().min(1).max(64) });
export const eventCommentParamSchema = z.object({ id: z.string().min(1).max(64), commentId: z.string().min(1).max(64) });
