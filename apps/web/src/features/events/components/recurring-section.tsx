import { t } from '@/lib/i18n';
import type { UseFormReturn } from 'react-hook-form';
import { LIMITS, RECURRING_TYPES, toWallClockInput, WEEK_DAYS } from '@kickoff/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { EventFormValues } from './event-form-schema';
import { deviceTimeZone } from '@/lib/time-zones';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The schedule of a recurring event (rulings §6: occurrences up to the end date, at most 52). */
export function RecurringSection({ idPrefix, form }: { idPrefix: string; form: UseFormReturn<EventFormValues> }) {
  const { register, watch, setValue, formState } = form;
  const type = watch('recurringType');
  const days = watch('recurringDays');
  const endError = formState.errors.recurringEndDate?.message;
  // Today at the event's place: the end date is a calendar date there (the server checks it in the event's zone).
  const today = toWallClockInput(new Date(), watch('timeZone') || deviceTimeZone()).slice(0, 10);
  const toggleDay = (day: string, on: boolean) =>
    setValue('recurringDays', on ? WEEK_DAYS.filter((d) => d === day || days.includes(d)) : days.filter((d) => d !== day), { shouldDirty: true });

  return (
    <div className="grid gap-4 rounded-md border bg-muted p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}recurringType`} label={t('Repeats')}>
          <NativeSelect id={`${idPrefix}recurringType`} {...register('recurringType')}>
            {RECURRING_TYPES.map((each) => (
              <option key={each} value={each}>
                {t(cap(each))}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${idPrefix}recurringEndDate`} label={t('Ends on')} error={endError}>
          <Input
            id={`${idPrefix}recurringEndDate`}
            type="date"
            min={today}
            aria-invalid={endError ? true : undefined}
            aria-describedby={endError ? `${idPrefix}recurringEndDate-error` : undefined}
            {...register('recurringEndDate')}
          />
        </FormField>
      </div>
      {type === 'weekly' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('On these days')}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEK_DAYS.map((day) => (
              <label
                key={day}
                className="flex min-h-11 min-w-14 cursor-pointer items-center justify-center rounded-md border bg-background px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-brand-soft has-[:checked]:text-brand-strong has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input type="checkbox" className="sr-only" checked={days.includes(day)} onChange={(e) => toggleDay(day, e.target.checked)} />
                <span aria-hidden="true">{t(cap(day)).slice(0, 3)}</span>
                <span className="sr-only">{t(cap(day))}</span>
              </label>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t('With no day chosen, the event repeats on its own weekday.')}</p>
        </fieldset>
      ) : (
        <p className="text-xs text-muted-foreground">{t('Repeats on the same day of each month.')}</p>
      )}
      <p className="text-xs text-muted-foreground">Each occurrence is its own event; up to {LIMITS.recurringMaxOccurrences} are created.</p>
    </div>
  );
}
