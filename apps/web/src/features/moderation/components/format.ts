/** The console's dates: "Sat, Nov 22, 2026 · 6:00 PM" in the moderator's zone (in the active language). */
import { currentLanguage } from '@/lib/i18n';

const formats = new Map<string, [Intl.DateTimeFormat, Intl.DateTimeFormat]>();

export function formatWhen(iso: string): string {
  const locale = currentLanguage() === 'es' ? 'es-US' : 'en-US';
  let pair = formats.get(locale);
  if (!pair) {
    pair = [
      new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }),
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
    ];
    formats.set(locale, pair);
  }
  const d = new Date(iso);
  return `${pair[0].format(d)} · ${pair[1].format(d)}`;
}
