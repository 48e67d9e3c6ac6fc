/** Small display helpers of the group screens. */
import { currentLanguage, t } from '@/lib/i18n';

export function personName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string | null {
  if (!person) return null;
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  return name || null;
}

/** Spec §2 group card: 'Unknown' when the creator is missing. */
export function creatorName(creator: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return personName(creator) ?? t('Unknown');
}

export function memberCountLabel(count: number): string {
  return t('{count, plural, one {# member} other {# members}}', { count });
}

/** The active language's formats, made once per language ("Nov 22, 2026" / "22 nov 2026"). */
function perLanguage<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = currentLanguage() === 'es' ? 'es-US' : 'en-US';
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}

const dateFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }));
const dateTimeFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
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
  return date ? dateFormat().format(date) : t('Date TBD');
}

/** "Sat, Nov 22, 2026 · 6:00 PM" (design brief "Words"). */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return t('Date TBD');
  const parts = dateTimeFormat().formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  if (currentLanguage() === 'es') {
    return `${get('weekday')}, ${get('day')} de ${get('month')} de ${get('year')} · ${get('hour')}:${get('minute')} ${get('dayPeriod')}`;
  }
  return `${get('weekday')}, ${get('month')} ${get('day')}, ${get('year')} · ${get('hour')}:${get('minute')} ${get('dayPeriod')}`;
}

export function isUpcoming(value: string | null | undefined): boolean {
  const date = parse(value);
  return date ? date.getTime() > Date.now() : false;
}

const relative = perLanguage((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/** "5 minutes ago", "yesterday"; the date after a week. */
export function formatRelative(value: string | null | undefined, now = Date.now()): string {
  const date = parse(value);
  if (!date) return '';
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return t('just now');
  if (abs < 3600) return relative().format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relative().format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86400) return relative().format(Math.round(seconds / 86400), 'day');
  return formatDate(value);
}
