/**
 * Series edits (issue 19): "this and all following" carries an occurrence's edit of time, place, capacity, price
 * and details to the later occurrences of its series that have not started. A new time moves each of them by the
 * same shift of local day and time of day (a 6 pm game moved to 7 pm stays at 7 pm across daylight-saving
 * changes). Group, co-hosts and the schedule itself stay per occurrence.
 */
import { MESSAGES } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { badRequest } from '../../lib/errors';
import { lockLaterOccurrences, updateEventRow, type NewEvent } from './repository-write';
import { fromLocal, toLocal } from './zoned';
import { notify } from '../notifications';
import { promoteWaitlisted } from './service-paid-places';

const M = MESSAGES.event;

/** The fields an edit carries to the following occurrences. */
const SERIES_FIELDS = [
  'title', 'description', 'sportType', 'eventType', 'duration', 'location', 'latitude', 'longitude', 'capacity',
  'skillLevel', 'price', 'equipmentRequired', 'allowWaitlist', 'sendReminders', 'waiver', 'gameRules', 'imageUrl',
] as const;

export type EventChange = 'time' | 'place' | 'price' | 'capacity' | 'details';

/** What an edit changes that the people taking part should hear of (nothing for a no-op edit). */
export function changesOf(
  before: Pick<NewEvent, 'dateTime' | 'duration' | 'location' | 'price' | 'capacity'>,
  values: Partial<NewEvent>,
): EventChange[] {
  const changes: EventChange[] = [];
  const differs = (key: keyof typeof before) =>
    values[key] !== undefined && (key === 'location' ? values[key] !== before[key] : Number(values[key]) !== Number(before[key]));
  if ((values.dateTime && values.dateTime.getTime() !== (before.dateTime as Date).getTime()) || differs('duration')) changes.push('time');
  if (differs('location')) changes.push('place');
  if (differs('price')) changes.push('price');
  if (differs('capacity')) changes.push('capacity');
  return changes;
}

const dayNumber = (l: { year: number; month: number; day: number }) => Date.UTC(l.year, l.month - 1, l.day) / 86_400_000;

/** Moves an instant by the local-day and time-of-day shift that took `from` to `to` (zones: before and after). */
export function shiftLike(from: Date, to: Date, zoneBefore: string, zoneAfter: string): (instant: Date) => Date {
  const a = toLocal(from, zoneBefore);
  const b = toLocal(to, zoneAfter);
  const days = dayNumber(b) - dayNumber(a);
  return (instant) => {
    const l = toLocal(instant, zoneBefore);
    const d = new Date(Date.UTC(l.year, l.month - 1, l.day + days));
    return fromLocal(
      { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: b.hour, minute: b.minute, second: 0 },
      zoneAfter,
    );
  };
}

/**
 * Applies the edit `values` of `event` to its later occurrences (inside the edit's transaction, the event locked).
 * Each keeps its own capacity rules (hosts and places taken); freed places promote its waitlist. Returns the
 * occurrences changed with what changed on each.
 */
export async function editFollowing(
  tx: DbOrTx,
  event: { id: string; recurringSeriesId: string | null; dateTime: Date; organizerId: string; timeZone: string },
  values: Partial<NewEvent>,
  actorId: string,
): Promise<{ id: string; changes: EventChange[] }[]> {
  const later = await lockLaterOccurrences(tx, event);
  if (later.length === 0) return [];
  const shared: Partial<NewEvent> = {};
  for (const key of SERIES_FIELDS) if (values[key] !== undefined) (shared as Record<string, unknown>)[key] = values[key];
  if (values.timeZone !== undefined) shared.timeZone = values.timeZone;
  const shift = values.dateTime ? shiftLike(event.dateTime, values.dateTime, event.timeZone, values.timeZone ?? event.timeZone) : null;
  const changed: { id: string; changes: EventChange[] }[] = [];
  for (const o of later) {
    const own: Partial<NewEvent> = { ...shared };
    if (shift) {
      own.dateTime = shift(o.dateTime);
      if (own.dateTime.getTime() < Date.now()) throw badRequest(M.dateTimePast, { dateTime: M.dateTimePast });
    }
    if (own.capacity !== undefined && (own.capacity < 1 + o.coHosts || own.capacity < o.placesTaken)) {
      const day = o.dateTime.toISOString().slice(0, 10);
      const text = own.capacity < 1 + o.coHosts ? M.capacityBelowHosts : M.capacityBelowTaken;
      throw badRequest(`${text} (the occurrence of ${day})`, { capacity: text });
    }
    await updateEventRow(tx, o.id, own);
    const promoted = own.capacity !== undefined ? await promoteWaitlisted(tx, o.id, own.capacity) : [];
    await notify.participationChanged(tx, { eventId: o.id, actorId, promotedUserIds: promoted });
    changed.push({ id: o.id, changes: changesOf(o, own) });
  }
  return changed;
}
