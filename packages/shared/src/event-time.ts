/**
 * Event-local time (issue 15): an event's dates and times are shown in the event's own IANA zone (`events.timeZone`),
 * with the zone's short name ("6:30 PM CST") when it differs from the viewer's. Zod-free and dependency-free, so the
 * web's first loads, the server's notification texts and the emails share it. Intl only, one cached formatter per
 * zone; the texts are US English put together by hand from the formatter's numeric parts.
 * Wall-clock input (forms, the server's typed starts) is in ./event-time-input.ts, so lists that only show times do not
 * load it.
 */

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday */
  weekday: number;
  /** The zone's short name at that instant, as Intl's en-US gives it: "CST", "CDT", "GMT+1", "GMT+5:30". */
  zoneName: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      timeZoneName: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

const validity = new Map<string, boolean>();
/** An IANA zone this runtime knows ("America/Chicago"); false for "", "Mars/Base", "EST5EDT " ... */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let ok = validity.get(zone);
  if (ok === undefined) {
    try {
      formatter(zone);
      ok = true;
    } catch {
      ok = false;
    }
    validity.set(zone, ok);
  }
  return ok;
}

/** The zone itself when valid, else UTC (an event row always has a valid zone; this guards old or hand-made rows). */
export const usableZone = (zone: string | null | undefined): string => (isKnownTimeZone(zone) ? zone : 'UTC');

/** The wall-clock time of an instant in a zone. */
export function wallClock(instant: Date | number, zone: string): WallClock {
  const date = typeof instant === 'number' ? new Date(instant) : instant;
  const parts = formatter(usableZone(zone)).formatToParts(date);
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, weekday: 0, zoneName: '' };
  for (const p of parts) {
    if (p.type === 'year') out.year = Number(p.value);
    else if (p.type === 'month') out.month = Number(p.value);
    else if (p.type === 'day') out.day = Number(p.value);
    else if (p.type === 'hour') out.hour = Number(p.value) % 24;
    else if (p.type === 'minute') out.minute = Number(p.value);
    else if (p.type === 'second') out.second = Number(p.value);
    else if (p.type === 'timeZoneName') out.zoneName = p.value;
  }
  out.weekday = new Date(Date.UTC(out.year, out.month - 1, out.day)).getUTCDay();
  return out;
}

/** Offset of the zone from UTC at an instant, in minutes (Chicago in winter: -360). */
export function zoneOffsetMinutes(instant: Date | number, zone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const l = wallClock(ms, zone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** "CST" for Chicago in winter, "GMT+1" for Paris (Intl's en-US short names). */
export function zoneShortName(instant: Date | number, zone: string): string {
  return wallClock(instant, zone).zoneName;
}

let deviceZone: string | undefined;
/** The zone of the runtime (the browser's or the server process's TZ). */
export function runtimeTimeZone(): string {
  deviceZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return deviceZone;
}

/**
 * Whether a time in `zone` needs the zone's name for a viewer in `viewerZone`: yes when the viewer's zone is unknown
 * (null: a push text or an email to someone whose zone we do not know), or when the two zones differ at that instant
 * in offset or name (Chicago and Winnipeg read the same: no name).
 */
export function zoneDiffers(instant: Date | number, zone: string, viewerZone: string | null | undefined): boolean {
  if (!viewerZone || !isKnownTimeZone(viewerZone)) return true;
  const z = usableZone(zone);
  if (viewerZone === z) return false;
  return zoneOffsetMinutes(instant, z) !== zoneOffsetMinutes(instant, viewerZone) || zoneShortName(instant, z) !== zoneShortName(instant, viewerZone);
}

import { currentDateLanguage, type DateLanguage } from './date-language';

// ---- texts (US English, design brief "Words"; Spanish through Intl's es-US, issue 30) ----
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function toInstant(value: string | Date | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const spanishDays = new Map<boolean, Intl.DateTimeFormat>();
/** "sáb, 5 de dic de 2026" / "sábado, 5 de diciembre de 2026" through Intl's es-US. */
function spanishDayText(l: Pick<WallClock, 'year' | 'month' | 'day'>, long: boolean): string {
  let f = spanishDays.get(long);
  if (!f) {
    f = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', weekday: long ? 'long' : 'short', day: 'numeric', month: long ? 'long' : 'short', year: 'numeric' });
    spanishDays.set(long, f);
  }
  return f.format(new Date(Date.UTC(l.year, l.month - 1, l.day, 12)));
}

/** "Sat, Nov 22, 2026", or with `long` "Saturday, November 22, 2026" (in Spanish "sáb, 22 de nov de 2026"). */
export function dayText(l: Pick<WallClock, 'year' | 'month' | 'day' | 'weekday'>, long = false, language: DateLanguage = currentDateLanguage()): string {
  if (language === 'es') return spanishDayText(l, long);
  const weekday = WEEKDAYS[l.weekday]!;
  const month = MONTHS[l.month - 1]!;
  return `${long ? weekday : weekday.slice(0, 3)}, ${long ? month : month.slice(0, 3)} ${l.day}, ${l.year}`;
}

/** "6:30 PM" (in Spanish "6:30 p. m.", the 12-hour clock of Spanish in the US). */
export function timeText(l: Pick<WallClock, 'hour' | 'minute'>, language: DateLanguage = currentDateLanguage()): string {
  const marker = l.hour < 12 ? (language === 'es' ? 'a.\u00a0m.' : 'AM') : language === 'es' ? 'p.\u00a0m.' : 'PM';
  return `${l.hour % 12 || 12}:${String(l.minute).padStart(2, '0')} ${marker}`;
}

/** "Date TBD" in the date language (the default fallback of the functions below). */
const dateTbd = (language: DateLanguage) => (language === 'es' ? 'Fecha por definir' : 'Date TBD');

export interface EventTimeOptions {
  /** The viewer's zone: the zone's name is added when it differs (null or omitted: always added). */
  viewerZone?: string | null;
  /** "Saturday, November 22, 2026" rather than "Sat, Nov 22, 2026". */
  long?: boolean;
  /** The language to write in (default: the one set by `setDateLanguage`, English on the server). */
  language?: DateLanguage;
}

/** "Sat, Nov 22, 2026 · 6:30 PM CST" in the event's zone; `fallback` ("Date TBD") when the instant is missing. */
export function formatEventDateTime(value: string | Date | number | null | undefined, zone: string, options: EventTimeOptions = {}, fallback?: string): string {
  const language = options.language ?? currentDateLanguage();
  const d = toInstant(value);
  if (!d) return fallback ?? dateTbd(language);
  const l = wallClock(d, zone);
  const name = zoneDiffers(d, zone, options.viewerZone) ? ` ${l.zoneName}` : '';
  return `${dayText(l, options.long, language)} · ${timeText(l, language)}${name}`;
}

/** "Sat, Nov 22, 2026" (or long) in the event's zone. */
export function formatEventDayIn(value: string | Date | number | null | undefined, zone: string, long = false, fallback?: string): string {
  const d = toInstant(value);
  return d ? dayText(wallClock(d, zone), long) : (fallback ?? dateTbd(currentDateLanguage()));
}

/**
 * "6:30 PM - 8:30 PM CST" in the event's zone (the end's name, and the start's too when a clock change falls inside:
 * "1:30 AM CDT - 1:30 AM CST"); null when the instant is missing.
 */
export function formatEventTimeRangeIn(value: string | Date | number | null | undefined, durationMinutes: number, zone: string, viewerZone?: string | null): string | null {
  const d = toInstant(value);
  if (!d) return null;
  const end = new Date(d.getTime() + durationMinutes * 60_000);
  const a = wallClock(d, zone);
  const b = wallClock(end, zone);
  const named = zoneDiffers(d, zone, viewerZone) || zoneDiffers(end, zone, viewerZone);
  const changes = a.zoneName !== b.zoneName;
  const startName = changes ? ` ${a.zoneName}` : '';
  const endName = named || changes ? ` ${b.zoneName}` : '';
  return `${timeText(a)}${startName} - ${timeText(b)}${endName}`;
}
