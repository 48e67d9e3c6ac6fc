/**
 * Wall-clock input in an event's zone (issue 15): `resolveWallClock` turns "2026-03-08T02:30" in a zone into an instant
 * and says whether the time fell into a daylight-saving gap (the clocks skip it: refused when typed) or an overlap (it
 * happens twice: the earlier is taken); what forms send (`wallClockToOffsetDateTime`) and the gap's field message.
 * Zod-free, beside ./event-time.ts (display), which lists load without this.
 */
import { dayText, timeText, toInstant, usableZone, wallClock, zoneOffsetMinutes } from './event-time';

export interface LocalTimeFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second?: number;
}

export interface ResolvedWallClock {
  instant: Date;
  /**
   * exact: the time happens once; gap: the clocks skip it on that day (the instant is the time moved forward by the
   * gap: 2:30 AM on spring-forward day is 3:30 AM); overlap: it happens twice (the instant is the earlier one).
   */
  kind: 'exact' | 'gap' | 'overlap';
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;
const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** "2026-03-08T02:30" -> fields; null when it is not a plain local date-time. */
export function parseLocalDateTime(value: string): LocalTimeFields | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]!, second: m[6] ? +m[6] : 0 };
}

/** True when the text names an instant itself (ends with Z or an offset like -06:00). */
export function hasUtcOffset(value: string): boolean {
  return WITH_OFFSET.test(value.trim());
}

/** The instant a wall-clock time in a zone denotes, and whether it fell in a gap or an overlap. */
export function resolveWallClock(local: LocalTimeFields, zone: string): ResolvedWallClock {
  const z = usableZone(zone);
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second ?? 0);
  const day = 24 * 3600_000;
  // The zone's offsets a day either side cover any one change (zones change at most once in two days).
  const before = zoneOffsetMinutes(guess - day, z) * 60_000;
  const after = zoneOffsetMinutes(guess + day, z) * 60_000;
  const candidates = [...new Set([guess - before, guess - after])]
    .filter((t) => zoneOffsetMinutes(t, z) * 60_000 === guess - t)
    .sort((a, b) => a - b);
  if (candidates.length === 0) return { instant: new Date(guess - before), kind: 'gap' };
  return { instant: new Date(candidates[0]!), kind: candidates.length > 1 ? 'overlap' : 'exact' };
}

/** "-06:00" for -360 minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The unambiguous form a client sends: the wall-clock time with the zone's offset at that instant
 * ("2026-11-24T18:30:00-06:00"); null for an unreadable value or a time the zone skips (a DST gap).
 */
export function wallClockToOffsetDateTime(value: string, zone: string): string | null {
  const local = parseLocalDateTime(value);
  if (!local) return null;
  const resolved = resolveWallClock(local, zone);
  if (resolved.kind === 'gap') return null;
  return instantToOffsetDateTime(resolved.instant, zone);
}

/** "2026-11-24T18:30:00-06:00": an instant written as the wall-clock time in a zone plus that zone's offset. */
export function instantToOffsetDateTime(instant: Date, zone: string): string {
  const l = wallClock(instant, zone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${l.year}-${p(l.month)}-${p(l.day)}T${p(l.hour)}:${p(l.minute)}:${p(l.second)}${offsetText(zoneOffsetMinutes(instant, zone))}`;
}

/** "2026-11-22T18:00" for a datetime-local input: the instant's wall-clock time in the zone ('' when unreadable). */
export function toWallClockInput(value: string | Date | number | null | undefined, zone: string): string {
  const d = toInstant(value);
  if (!d) return '';
  const l = wallClock(d, zone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${l.year}-${p(l.month)}-${p(l.day)}T${p(l.hour)}:${p(l.minute)}`;
}

/** The field message for a wall-clock time the zone skips: "2:30 AM does not exist on Sun, Mar 8, 2026 in ...". */
export function dstGapMessage(local: LocalTimeFields, zone: string): string {
  const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
  const when = dayText({ year: local.year, month: local.month, day: local.day, weekday });
  return `${timeText(local)} does not exist on ${when} in ${zone.replace(/_/g, ' ')}: the clocks go forward that night. Choose a later time.`;
}
