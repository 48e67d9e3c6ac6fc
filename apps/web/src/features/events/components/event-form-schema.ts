/**
 * The event form of spec §5: its values, defaults and checks. The shared createEventInputSchema / updateEventInputSchema
 * validate them (they accept raw numbers, booleans and arrays as well as multipart text).
 */
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createEventInputSchema,
  dstGapMessage,
  LIMITS,
  MESSAGES,
  parseLocalDateTime,
  resolveWallClock,
  updateEventInputSchema,
  type SkillLevel,
} from '@kickoff/shared';
import { deviceTimeZone, wallClockIn } from '@/lib/time-zones';

export interface EventFormValues {
  title: string;
  sportType: string;
  /** datetime-local value: the wall-clock time at the event's place, in `timeZone` */
  dateTime: string;
  /**
   * IANA zone of the event's place; '' = the organizer's profile zone, else the device's. Choosing a place sets it.
   */
  timeZone: string;
  duration: number;
  location: string;
  /** Set by choosing a place or moving the pin; null = not on the map. */
  latitude: number | null;
  /** The venue chosen in the type-ahead (issue 28), or null. */
  venueId: string | null;
  longitude: number | null;
  capacity: number;
  groupId: string;
  eventType: 'game' | 'event';
  skillLevel: SkillLevel;
  price: string;
  /** Three letters (issue 29); the price is in it. */
  currency: string;
  /** Hours before the start until which leaving refunds an online payment (issue 29); '' = unchanged (edit). */
  refundCutoffHours: string;
  description: string;
  equipmentRequired: string;
  waiver: string;
  gameRules: string;
  allowWaitlist: boolean;
  sendReminders: boolean;
  postToGroups: boolean;
  isRecurring: boolean;
  recurringType: 'weekly' | 'monthly';
  recurringDays: string[];
  /** YYYY-MM-DD or '' */
  recurringEndDate: string;
  coHostIds: string[];
}

export const eventFormDefaults: EventFormValues = {
  title: '',
  sportType: '',
  dateTime: '',
  timeZone: '',
  duration: LIMITS.eventDurationDefault,
  location: '',
  latitude: null,
  venueId: null,
  longitude: null,
  capacity: LIMITS.eventCapacityDefault,
  groupId: '',
  eventType: 'game',
  skillLevel: 'any',
  price: '0.00',
  currency: 'USD',
  refundCutoffHours: '24',
  description: '',
  equipmentRequired: '',
  waiver: '',
  gameRules: '',
  allowWaitlist: true,
  sendReminders: true,
  postToGroups: false,
  isRecurring: false,
  recurringType: 'weekly',
  recurringDays: [],
  recurringEndDate: '',
  coHostIds: [],
};

/**
 * A new event's start lies in the past (the server refuses it with MESSAGES.event.dateTimePast): the wall-clock value
 * is compared with the time at the event's place now, to the minute. Unreadable values are left to the schema.
 */
export function startsInPast(dateTime: string, timeZone: string, now: Date = new Date()): boolean {
  const value = dateTime.trim().slice(0, 16);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return false;
  const nowThere = wallClockIn(now, timeZone || deviceTimeZone());
  return nowThere !== '' && value < nowThere;
}

/**
 * A wall-clock time the zone skips on that day (2:30 AM on spring-forward day): the form refuses it with the server's
 * message (docs/decisions.md "Event-local time"); null when the time exists (once, or twice: the earlier is sent).
 */
export function skippedTimeMessage(dateTime: string, timeZone: string): string | null {
  const local = parseLocalDateTime(dateTime);
  if (!local || !timeZone) return null;
  return resolveWallClock(local, timeZone).kind === 'gap' ? dstGapMessage(local, timeZone) : null;
}

/**
 * The form's checks: the shared contract (raw: the submit handler gets the form's own values back), a start that
 * exists in the event's zone, and for a new event a start in the future, as the server checks too; an edit may keep a
 * date that has passed.
 */
export function eventFormResolver(mode: 'create' | 'edit'): Resolver<EventFormValues> {
  const contract = (
    mode === 'edit' ? zodResolver(updateEventInputSchema, undefined, { raw: true }) : zodResolver(createEventInputSchema, undefined, { raw: true })
  ) as unknown as Resolver<EventFormValues>;
  return async (values, context, options) => {
    const result = await contract(values, context, options);
    if (result.errors.dateTime) return result;
    const skipped = skippedTimeMessage(values.dateTime, values.timeZone || deviceTimeZone());
    const message = skipped ?? (mode === 'create' && startsInPast(values.dateTime, values.timeZone) ? MESSAGES.event.dateTimePast : null);
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, dateTime: { type: skipped ? 'skipped' : 'past', message } } };
  };
}
