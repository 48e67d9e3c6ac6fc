/** Display helpers for events: US English dates in the viewer's zone, prices, durations. */
import { MESSAGES } from '@kickoff/shared';

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

// US English by hand rather than with Intl: the first Intl formatter a page makes loads locale data, 30-50 ms of main
// thread in one piece, which made the first event card's render the landing's longest task. Date getters are the
// viewer's zone, like Intl's default.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Sat, Nov 22, 2026", or with `long` "Saturday, November 22, 2026". */
function dayText(d: Date, long = false): string {
  const weekday = WEEKDAYS[d.getDay()]!;
  const month = MONTHS[d.getMonth()]!;
  return `${long ? weekday : weekday.slice(0, 3)}, ${long ? month : month.slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}`;
}

/** "6:00 PM". */
function timeText(d: Date): string {
  const h = d.getHours();
  return `${h % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "Sat, Nov 22, 2026 · 6:00 PM", or "Date TBD" when missing or unparseable (spec §8). */
export function formatEventDate(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return MESSAGES.event.dateTbd;
  return `${dayText(d)} · ${timeText(d)}`;
}

/** "Saturday, November 22, 2026" and "6:00 PM - 8:00 PM" for the detail screen. */
export function formatEventDay(value: string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dayText(d, true) : MESSAGES.event.dateTbd;
}

export function formatEventTimeRange(value: string | Date | null | undefined, durationMinutes: number): string | null {
  const d = toDate(value);
  if (!d) return null;
  const end = new Date(d.getTime() + durationMinutes * 60_000);
  return `${timeText(d)} - ${timeText(end)}`;
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  const hours = `${h} ${h === 1 ? 'hour' : 'hours'}`;
  return m ? `${hours} ${m} min` : hours;
}

/** "Free" for 0, else "$12.50" (spec §2, USD only per rulings §6). */
export function formatPrice(price: string | number | null | undefined): string {
  const n = typeof price === 'number' ? price : Number.parseFloat(price ?? '0');
  if (!Number.isFinite(n) || n <= 0) return 'Free';
  const [dollars, cents] = n.toFixed(2).split('.');
  return `$${dollars!.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

export function personName(p: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  const name = `${p?.firstName ?? ''} ${p?.lastName ?? ''}`.trim();
  return name || 'Unknown';
}

/** "2026-11-22T18:00" for a datetime-local input, in the viewer's zone. */
export function toDateTimeLocal(value: string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "2026-11-22" for a date input, in the viewer's zone. */
export function toDateInput(value: string | Date | null | undefined): string {
  return toDateTimeLocal(value).slice(0, 10);
}

export function formatCommentTime(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  const diff = Date.now() - d.getTime();
  if (diff < 60_000) return 'just now';
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)} min ago`;
  if (diff < 86_400_000) return `${Math.floor(diff / 3_600_000)} h ago`;
  return dayText(d).slice(5);
}
