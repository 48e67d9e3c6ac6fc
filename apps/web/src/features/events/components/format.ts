/**
 * Display helpers for events: US English; an event's date and time in the event's own zone (issue 15, shared
 * `event-time`), with the zone's short name when the viewer's device is elsewhere; prices, durations.
 */
import { currentLanguage, m, t } from '@/lib/i18n';
import {
  countOf,
  dayText,
  formatEventDateTime,
  formatEventDayIn,
  formatEventTimeRangeIn,
  formatMoney,
  INTL_LOCALES,
  MESSAGES,
  runtimeTimeZone,
  toMinorUnits,
} from '@kickoff/shared';

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// The first Intl formatter a page makes costs 20-30 ms (ICU's set-up, once per page); the landing's cards pay it after
// hydration (docs/performance.md). One formatter per zone is cached by the shared module.

/**
 * "Sat, Nov 22, 2026 · 6:00 PM" in the event's zone (+ " CST" for a viewer elsewhere), or "Date TBD" (spec §8).
 * `viewerZone` null: the viewer's zone is not known (a server render), so the zone's name is always written.
 */
export function formatEventDate(value: string | Date | null | undefined, zone: string, viewerZone: string | null = runtimeTimeZone()): string {
  return formatEventDateTime(value, zone, { viewerZone }, m(MESSAGES.event.dateTbd));
}

/** "Saturday, November 22, 2026" in the event's zone, for the detail screen. */
export function formatEventDay(value: string | Date | null | undefined, zone: string): string {
  return formatEventDayIn(value, zone, true, m(MESSAGES.event.dateTbd));
}

/** "6:00 PM - 8:00 PM" in the event's zone (+ " CST" for a viewer elsewhere). */
export function formatEventTimeRange(value: string | Date | null | undefined, durationMinutes: number, zone: string): string | null {
  return formatEventTimeRangeIn(value, durationMinutes, zone, runtimeTimeZone());
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  if (!h) return `${min} min`;
  const hours = t('{count, plural, one {# hour} other {# hours}}', { count: h });
  return min ? `${hours} ${min} min` : hours;
}

/**
 * "Free" for 0, else the price through Intl.NumberFormat in the reader's language with the currency's own fraction
 * digits (spec §2 "$12.50"; issue 29): "€12.50", "¥1,000" (no decimals for a zero-decimal currency).
 */
export function formatPrice(price: string | number | null | undefined, currency = 'USD'): string {
  const text = typeof price === 'number' ? (Number.isFinite(price) ? price.toFixed(2) : '') : (price ?? '').trim();
  let amount: number;
  try {
    amount = toMinorUnits(text, currency);
  } catch {
    return t('Free');
  }
  return amount > 0 ? formatMoney(amount, currency, INTL_LOCALES[currentLanguage()]) : t('Free');
}

/** "1 place", "3 places". */
export const placesText = (n: number) => (currentLanguage() === 'en' ? countOf(n, 'place') : t('{count, plural, one {# place} other {# places}}', { count: n }));

export function personName(p: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  const name = `${p?.firstName ?? ''} ${p?.lastName ?? ''}`.trim();
  return name || t('Unknown');
}

/** "2026-11-22" for a date input: a calendar date as sent ("2026-11-22"), or an instant's date in the viewer's zone. */
export function toDateInput(value: string | Date | null | undefined): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const d = toDate(value);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function formatCommentTime(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  const diff = Date.now() - d.getTime();
  if (diff < 60_000) return t('just now');
  if (diff < 3_600_000) return t('{count} min ago', { count: Math.floor(diff / 60_000) });
  if (diff < 86_400_000) return t('{count} h ago', { count: Math.floor(diff / 3_600_000) });
  return dayText({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), weekday: d.getDay() }).slice(5);
}

