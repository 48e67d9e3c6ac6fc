/** A person's attendance and reliability lines (issue 21, shared `reliabilityText`'s words) in the active language (issue 30). */
import { t } from '@/lib/i18n';

/** "Attendance: attended" (shared `attendanceText`'s words) in the active language. */
export function attendanceLabel(p: { attendance?: 'attended' | 'no_show' | null; checkedIn?: boolean }): string {
  const mark = p.attendance === 'attended' ? 'attended' : p.attendance === 'no_show' ? 'no_show' : p.checkedIn ? 'checked_in' : 'none';
  return t('Attendance: {mark, select, attended {attended} no_show {no-show} checked_in {checked in} other {not marked yet}}', { mark });
}

export function reliabilityLabel(r: { attended: number; noShows: number; rate: number | null } | null | undefined): string | null {
  if (!r) return null;
  if (r.rate === null) return t('Reliability: no games marked yet');
  return t('Reliability {percent}% ({attended} of {total})', { percent: Math.round(r.rate * 100), attended: r.attended, total: r.attended + r.noShows });
}
