/** "This event" or "this and all following" for an occurrence of a recurring series (delete: rulings §6; edit: issue 19). */
import { t } from '@/lib/i18n';
import type { SeriesScope } from '../api/delete-event';

export function SeriesScopeChoice({
  name,
  legend,
  followingLabel,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  followingLabel: string;
  value: SeriesScope;
  onChange(value: SeriesScope): void;
}) {
  const scopes = [
    ['this', t('This event')],
    ['following', followingLabel],
  ] as const;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {scopes.map(([scope, label]) => (
        <label
          key={scope}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-brand-soft"
        >
          <input
            type="radio"
            name={name}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
            className="size-4 accent-[var(--primary)]"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
