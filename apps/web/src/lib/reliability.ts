/** A person's reliability line (issue 21, shared `reliabilityText`'s words) in the active language (issue 30). */
import { t } from '@/lib/i18n';

export function reliabilityLabel(r: { attended: number; noShows: number; rate: number | null } | null | undefined): string | null {
  if (!r) return null;
  if (r.rate === null) return t('Reliability: no games marked yet');
  return t('Reliability {percent}% ({attended} of {total})', { percent: Math.round(r.rate * 100), attended: r.attended, total: r.attended + r.noShows });
}
