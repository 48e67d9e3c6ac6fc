/** Small display helpers of the group screens. */
import { lazy } from '@/lib/lazy';

export function personName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string | null {
  if (!person) return null;
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  return name || null;
}

/** Spec §2 group card: 'Unknown' when the creator is missing. */
export function creatorName(creator: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return personName(creator) ?? 'Unknown';
}

export function memberCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

const dateFormat = lazy(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
const dateTimeFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateFormat().format(date) : 'Date TBD';
}

/** "Sat, Nov 22, 2026 · 6:00 PM" (design brief "Words"). */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return 'Date TBD';
  const parts = dateTimeFormat().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('month')} ${get('day')}, ${get('year')} · ${get('hour')}:${get('minute')} ${get('dayPeriod')}`;
}

export function isUpcoming(value: string | null | undefined): boolean {
  const date = parse(value);
  return date ? date.getTime() > Date.now() : false;
}

const relative = lazy(() => new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

/** "5 minutes ago", "yesterday"; the date after a week. */
export function formatRelative(value: string | null | undefined, now = Date.now()): string {
  const date = parse(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return relative().format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relative().format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return relative().format(Math.round(seconds / 86400), 'day');
  return formatDate(value);
}
