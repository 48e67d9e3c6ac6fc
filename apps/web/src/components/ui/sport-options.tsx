import { t } from '@/lib/i18n';
import { SPORTS } from '@kickoff/shared';

/** The spec's sports as the options of a select ("⚽ Soccer"), after an empty first choice. */
export function SportOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {SPORTS.map((s) => (
        <option key={s.value} value={s.value}>
          {s.emoji} {t(s.label)}
        </option>
      ))}
    </>
  );
}
