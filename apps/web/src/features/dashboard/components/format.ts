/** Display helpers of the dashboards. */
import { MESSAGES } from '@kickoff/shared';

const shortDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });

/** Spec §2 member event card: short weekday, year, short month, day ("Sat, Nov 22, 2026"), or 'Date TBD'. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return MESSAGES.event.dateTbd;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MESSAGES.event.dateTbd : shortDate.format(date);
}

/** The user's first name, or the fallback when missing or still the sign-up placeholder "User" (rulings §2). */
export function nameOr(user: { firstName?: string | null; lastName?: string | null } | null | undefined, fallback: string): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (!first || (first === 'User' && !last)) return fallback;
  return first;
}

export const countLabel = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
