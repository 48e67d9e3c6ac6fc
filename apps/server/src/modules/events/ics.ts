/**
 * iCalendar (RFC 5545) files for "Add to calendar" and the personal feed. Start and end are written as local times
 * with a TZID, and a VTIMEZONE built from the zone's actual offset changes around the events (via Intl). The words
 * Kickoff adds (not the organizer's title and description) are in the reader's language (issue 30).
 */
import type { Language } from '@kickoff/shared';
import { t } from '../../lib/i18n';
import { toLocal, zoneOffsetMs } from './zoned';

export interface IcsEvent {
  id: string;
  title: string;
  description: string | null;
  location: string;
  start: Date;
  durationMinutes: number;
  timeZone: string;
  url: string;
  organizerName: string;
  /** The event row's last change: DTSTAMP, LAST-MODIFIED and SEQUENCE come from it. */
  updatedAt: Date;
  /** Cancelled by a host: kept in calendars with STATUS:CANCELLED (RFC 5545 3.8.1.11) so they strike it out. */
  cancelled?: boolean;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
function localStamp(d: Date, zone: string): string {
  const l = toLocal(d, zone);
  return `${l.year}${pad(l.month)}${pad(l.day)}T${pad(l.hour)}${pad(l.minute)}${pad(l.second)}`;
}
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}
/** Folds lines longer than 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + ch, 'utf8') > limit) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}
function formatOffset(ms: number): string {
  const sign = ms < 0 ? '-' : '+';
  const minutes = Math.abs(ms) / 60000;
  return `${sign}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
}

/** Offset changes of a zone between two instants, to the minute. */
function transitions(zone: string, from: number, to: number): { at: number; before: number; after: number }[] {
  const found: { at: number; before: number; after: number }[] = [];
  const step = 24 * 3600 * 1000;
  let prev = zoneOffsetMs(from, zone);
  for (let t = from + step; t <= to; t += step) {
    const offset = zoneOffsetMs(t, zone);
    if (offset !== prev) {
      let lo = t - step;
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = lo + Math.max(1, Math.floor((hi - lo) / 2 / 60_000)) * 60_000;
        if (zoneOffsetMs(mid, zone) === prev) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, before: prev, after: offset });
      prev = offset;
    }
  }
  return found;
}

function vtimezone(zone: string, starts: Date[]): string[] {
  const times = starts.map((d) => d.getTime());
  const hour = 3600 * 1000;
  const from = Math.floor((Math.min(...times) - 366 * 24 * hour) / hour) * hour;
  const to = Math.max(...times) + 366 * 24 * 3600 * 1000;
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const changes = transitions(zone, from, to);
  if (changes.length === 0) {
    const offset = formatOffset(zoneOffsetMs(from, zone));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  }
  for (const c of changes) {
    const kind = c.after > c.before ? 'DAYLIGHT' : 'STANDARD';
    // DTSTART of an observance is the change's instant in the local time before it.
    const wall = new Date(c.at + c.before);
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(wall, 'UTC')}`,
      `TZOFFSETFROM:${formatOffset(c.before)}`,
      `TZOFFSETTO:${formatOffset(c.after)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1);

/**
 * RFC 5545's SEQUENCE: the whole seconds from 2025-01-01 to the row's last change (issue 33). Every edit of an event's
 * time or place writes `updated_at`, so it grows with each such edit (other edits raise it too, which only makes a
 * client take the new copy); no counter to keep, and it stays within the 32-bit integer calendar apps read until 2093.
 */
export const icsSequence = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000));

export interface IcsOptions {
  /** A feed's refresh hint (REFRESH-INTERVAL, RFC 7986, and Outlook's X-PUBLISHED-TTL), in hours. */
  refreshHours?: number;
  /** The language of Kickoff's own words: "Organizer: ...", a cancelled event's "Cancelled: ..." (default English). */
  language?: Language;
}

export function buildIcs(events: IcsEvent[], calendarName: string, options: IcsOptions = {}): string {
  const l = options.language ?? 'en';
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kickoff//Events//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(`X-WR-CALNAME:${escapeText(calendarName)}`);
  if (options.refreshHours) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${options.refreshHours}H`, `X-PUBLISHED-TTL:PT${options.refreshHours}H`);
  const zones = new Map<string, Date[]>();
  for (const e of events) zones.set(e.timeZone, [...(zones.get(e.timeZone) ?? []), e.start]);
  for (const [zone, starts] of zones) if (zone !== 'UTC') lines.push(...vtimezone(zone, starts));
  for (const e of events) {
    const end = new Date(e.start.getTime() + e.durationMinutes * 60_000);
    const utc = e.timeZone === 'UTC';
    const when = (d: Date) => (utc ? `:${utcStamp(d)}` : `;TZID=${e.timeZone}:${localStamp(d, e.timeZone)}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.id}@kickoff`,
      `DTSTAMP:${utcStamp(e.updatedAt)}`,
      `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
      `SEQUENCE:${icsSequence(e.updatedAt)}`,
      `DTSTART${when(e.start)}`,
      `DTEND${when(end)}`,
      ...(e.cancelled ? ['STATUS:CANCELLED'] : []),
      // Not every calendar app strikes out a STATUS:CANCELLED event: the title says it too.
      `SUMMARY:${escapeText(e.cancelled ? t(l, 'ics.cancelled', { title: e.title }) : e.title)}`,
      `LOCATION:${escapeText(e.location)}`,
      `URL:${e.url}`,
      `DESCRIPTION:${escapeText([e.description ?? '', t(l, 'ics.organizer', { name: e.organizerName }), e.url].filter(Boolean).join('\n\n'))}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
