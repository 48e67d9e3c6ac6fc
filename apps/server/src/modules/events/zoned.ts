/**
 * Wall-clock arithmetic in IANA time zones with Intl only (no date library; on the shared event-time module's cached
 * formatters): converting local times to instants, and the occurrences of a recurring series, so a 6 pm game stays at
 * 6 pm across daylight-saving changes.
 */
import { LIMITS, resolveWallClock, wallClock, WEEK_DAYS, zoneOffsetMinutes } from '@kickoff/shared';

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function toLocal(instant: Date, zone: string): LocalDateTime {
  const { year, month, day, hour, minute, second } = wallClock(instant, zone);
  return { year, month, day, hour, minute, second };
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: number, zone: string): number {
  return zoneOffsetMinutes(instant, zone) * 60_000;
}

/**
 * The instant a wall-clock time in a zone denotes: a time the clocks skip (DST gap) moves forward by the gap, a time
 * that happens twice (overlap) is the earlier one (shared `resolveWallClock`; docs/decisions.md "Event-local time").
 */
export function fromLocal(local: LocalDateTime, zone: string): Date {
  return resolveWallClock(local, zone).instant;
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/;
/** Parses the contract's ISO date-time: with an offset it is an instant, without one a wall-clock time in `zone`. */
export function parseEventDateTime(value: string, zone: string): Date {
  if (OFFSET.test(value)) return new Date(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return new Date(Number.NaN);
  return fromLocal(
    { year: +m[1], month: +m[2], day: +m[3], hour: +m[4], minute: +m[5], second: m[6] ? +m[6] : 0 },
    zone,
  );
}

const civil = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same wall-clock time `days` calendar days later in the zone. */
export function addLocalDays(instant: Date, days: number, zone: string): Date {
  const l = toLocal(instant, zone);
  const d = civil(l.year, l.month, l.day + days);
  return fromLocal({ ...l, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, zone);
}

export interface RecurrenceRule {
  type: 'weekly' | 'monthly';
  /** Weekly: lowercase day names; empty means the first event's weekday. */
  days: readonly string[];
  /** Last local date (YYYY-MM-DD, inclusive); null means up to the cap. */
  endDate: string | null;
}

/**
 * Start instants of a series: the first event, then every matching local date after it up to the end date, at the
 * first event's local time in its zone; at most 52 in all. Monthly on the 29th-31st falls on the month's last day.
 */
export function recurrenceStarts(first: Date, zone: string, rule: RecurrenceRule, max: number = LIMITS.recurringMaxOccurrences): Date[] {
  const l = toLocal(first, zone);
  const starts = [first];
  const at = (d: Date) => fromLocal({ ...l, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }, zone);
  if (rule.type === 'weekly') {
    const wanted = new Set(rule.days.length ? rule.days.map((d) => WEEK_DAYS.indexOf(d as never)) : [civil(l.year, l.month, l.day).getUTCDay()]);
    for (let offset = 1; starts.length < max && offset <= max * 7; offset++) {
      const d = civil(l.year, l.month, l.day + offset);
      if (rule.endDate && isoDate(d) > rule.endDate) break;
      if (wanted.has(d.getUTCDay())) starts.push(at(d));
    }
  } else {
    for (let k = 1; starts.length < max; k++) {
      const first = civil(l.year, l.month + k, 1);
      const d = civil(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(l.day, daysInMonth(first.getUTCFullYear(), first.getUTCMonth() + 1)));
      if (rule.endDate && isoDate(d) > rule.endDate) break;
      starts.push(at(d));
    }
  }
  return starts;
}
