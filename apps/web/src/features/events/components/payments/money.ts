/** Money and a hold's time left (issue 29), for the payment UI: integer minor units, no float arithmetic. */
import { formatMoney as formatSharedMoney, INTL_LOCALES } from '@kickoff/shared';
import { currentLanguage, t } from '@/lib/i18n';

/**
 * Minor units as money (issue 29), through Intl.NumberFormat in the reader's language with the currency's own fraction
 * digits: "$6.00", "€6.50", "¥600"; integer arithmetic only.
 */
export function formatMoney(amount: number, currency: string): string {
  return formatSharedMoney(amount, currency, INTL_LOCALES[currentLanguage()]);
}

/** Time left until `until` (ISO): "14 min", "1 h 45 min", "less than a minute". */
export function timeLeftText(until: string, now: number = Date.now()): string {
  const minutes = Math.floor((new Date(until).getTime() - now) / 60_000);
  if (!(minutes >= 1)) return t('less than a minute');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? (m ? t('{h} h {m} min', { h, m }) : t('{h} h', { h })) : t('{m} min', { m });
}
