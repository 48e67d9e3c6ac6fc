/**
 * The event form shared by /create-event and the Edit Event dialog (spec §5). Over 300 lines: one form whose sections
 * read top to bottom as the screen shows them; its values and checks live in event-form-schema.ts.
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Controller, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { EVENT_TYPES, isKnownTimeZone, LIMITS, minorUnitDigits, SKILL_LEVELS, STRIPE_CURRENCIES, type Point } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SportOptions } from '@/components/ui/sport-options';
import { Textarea } from '@/components/ui/textarea';
import { LazyPlaceMap } from '@/components/map/lazy-place-map';
import { LocationField } from '@/components/places/location-field';
import { deviceTimeZone, timeZoneLabel, timeZoneList, wallClockIn } from '@/lib/time-zones';
import { cn } from '@/lib/utils';
import type { EventImageChange } from '../api/event-form-data';
import { useProfileTimeZone } from '../api/get-profile-zone';
import type { CoHost, GroupOption } from '../api/types';
import { CoHostPicker } from './cohost-picker';
import { eventFormDefaults, eventFormResolver, type EventFormValues } from './event-form-schema';
import { ZoneHint } from './zone-hint';
import { ImageField } from './image-field';
import { RecurringSection } from './recurring-section';
import { SwitchRow } from './switch-row';

export interface EventFormProps {
  mode: 'create' | 'edit';
  defaultValues: EventFormValues;
  groups: GroupOption[];
  groupsLoading?: boolean;
  currentImageUrl?: string | null;
  organizerId?: string;
  /** The event's co-hosts (editing), so the picker names them whatever its search shows. */
  coHosts?: CoHost[];
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Replaces the submit label and disables it (no groups yet). */
  blockedLabel?: string | null;
  onSubmit(values: EventFormValues, image: EventImageChange): void;
  onCancel(): void;
  /** Server-side field errors to show inline. */
  serverFields?: Record<string, string>;
}

function describe<T extends string>(id: string, errors: FieldErrors<EventFormValues>, name: T) {
  const has = Boolean(errors[name as keyof EventFormValues]);
  return { id, 'aria-invalid': has || undefined, 'aria-describedby': has ? `${id}-error` : undefined };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-4 border-t pt-6 first:border-t-0 first:pt-0">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function EventForm(props: EventFormProps) {
  const { mode, defaultValues, groups, pending, onCancel } = props;
  const resolver = React.useMemo(() => eventFormResolver(mode), [mode]);
  // A new event starts in the organizer's zone; a chosen place brings its own.
  const form = useForm<EventFormValues>({
    resolver,
    defaultValues: { ...defaultValues, timeZone: defaultValues.timeZone || deviceTimeZone() },
    shouldFocusError: true,
  });
  const { register, control, handleSubmit, watch, setValue, setError, formState } = form;
  const errors = formState.errors;
  const [file, setFile] = React.useState<File | null>(null);
  const [removed, setRemoved] = React.useState(false);
  const p = mode === 'create' ? 'create' : 'edit';
  const id = (name: string) => `${p}-event-${name}`;
  const groupId = watch('groupId');
  const isRecurring = watch('isRecurring');
  const timeZone = watch('timeZone');
  const currency = watch('currency');
  const latitude = watch('latitude');
  const longitude = watch('longitude');
  const movePin = React.useCallback(
    (p: Point) => {
      setValue('latitude', Math.round(p.latitude * 1e6) / 1e6, { shouldDirty: true });
      setValue('longitude', Math.round(p.longitude * 1e6) / 1e6, { shouldDirty: true });
      // A moved pin is the organizer's own spot, no longer the venue's.
      setValue('venueId', null, { shouldDirty: true });
    },
    [setValue],
  );
  const zones = React.useMemo(() => timeZoneList(timeZone), [timeZone]);
  // A new event's zone: the organizer's profile zone when set (until a place or the organizer picks another).
  const profileZone = useProfileTimeZone(mode === 'create' && !defaultValues.timeZone);
  React.useEffect(() => {
    if (profileZone && isKnownTimeZone(profileZone) && !form.getFieldState('timeZone').isDirty) setValue('timeZone', profileZone);
  }, [profileZone, form, setValue]);
  const dateTime = watch('dateTime');

  React.useEffect(() => {
    for (const [name, message] of Object.entries(props.serverFields ?? {})) {
      if (name in eventFormDefaults) setError(name as keyof EventFormValues, { message }, { shouldFocus: true });
    }
  }, [props.serverFields, setError]);

  const submit = handleSubmit((values) => props.onSubmit(values, { file, removed: removed && !file }));
  const reg = register as UseFormRegister<EventFormValues>;

  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label={mode === 'create' ? t('Create event') : t('Edit event')}>
      <Section title={t('The basics')}>
        <FormField id={id('title')} label={t('Event title')} error={errors.title?.message}>
          <Input {...describe(id('title'), errors, 'title')} placeholder={t('Sunday pickup soccer')} autoComplete="off" {...reg('title')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('sportType')} label={t('Sport')} error={errors.sportType?.message}>
            <NativeSelect {...describe(id('sportType'), errors, 'sportType')} {...reg('sportType')}>
              <SportOptions emptyLabel={t('Choose a sport')} />
            </NativeSelect>
          </FormField>
          <FormField id={id('eventType')} label={t('Event type')}>
            <NativeSelect id={id('eventType')} {...reg('eventType')}>
              {EVENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {t(type.label)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField id={id('description')} label={t('Description (optional)')}>
          <Textarea id={id('description')} rows={3} placeholder={t('What should players expect?')} {...reg('description')} />
        </FormField>
      </Section>

      <Section title={t('When and where')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('dateTime')} label={t('Date and time')} error={errors.dateTime?.message} hint={<ZoneHint dateTime={dateTime} timeZone={timeZone} />}>
            <Input
              type="datetime-local"
              // The picker offers no past days for a new event (the time at the event's place).
              min={mode === 'create' ? wallClockIn(new Date(), timeZone || deviceTimeZone()) || undefined : undefined}
              {...describe(id('dateTime'), errors, 'dateTime')}
              {...reg('dateTime')}
            />
          </FormField>
          <FormField id={id('timeZone')} label={t('Time zone')} error={errors.timeZone?.message} hint={t("The time at the event's place; choosing a place sets it.")}>
            <NativeSelect {...describe(id('timeZone'), errors, 'timeZone')} {...reg('timeZone')}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {timeZoneLabel(z)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={id('duration')} label={t('Duration (minutes)')} error={errors.duration?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={LIMITS.eventDurationMin}
              step={LIMITS.eventDurationStep}
              {...describe(id('duration'), errors, 'duration')}
              {...reg('duration', { valueAsNumber: true })}
            />
          </FormField>
        </div>
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <LocationField
              id={id('location')}
              label={t('Location')}
              error={errors.location?.message ?? errors.latitude?.message ?? errors.longitude?.message}
              placeholder={t('Zilker Park, Austin')}
              required
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={{ location: field.value, latitude, longitude, venueId: watch('venueId') }}
              onChange={(next, place) => {
                field.onChange(next.location);
                setValue('latitude', next.latitude, { shouldDirty: true });
                setValue('longitude', next.longitude, { shouldDirty: true });
                setValue('venueId', next.venueId ?? null, { shouldDirty: true });
                // The zone follows the chosen place; the organizer can still pick another below.
                if (place?.timeZone) setValue('timeZone', place.timeZone, { shouldDirty: true });
              }}
            >
              {latitude !== null && longitude !== null ? (
                <div className="grid gap-1.5">
                  <LazyPlaceMap point={{ latitude, longitude }} label={field.value || t('the event')} onMove={movePin} className="h-52 overflow-hidden rounded-lg border" />
                  <p className="text-xs text-muted-foreground">{t('Drag the pin or tap the map to set the exact spot.')}</p>
                </div>
              ) : null}
            </LocationField>
          )}
        />
      </Section>

      <Section title={t('Players')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('capacity')} label={t('Capacity')} error={errors.capacity?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={LIMITS.eventCapacityMin}
              step={1}
              {...describe(id('capacity'), errors, 'capacity')}
              {...reg('capacity', { valueAsNumber: true })}
            />
          </FormField>
          <FormField id={id('skillLevel')} label={t('Skill level')}>
            <NativeSelect id={id('skillLevel')} {...reg('skillLevel')}>
              {SKILL_LEVELS.map((s) => (
                <option key={s.value} value={s.value}>
                  {t(s.label)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={id('price')} label={`${t('Price')} (${currency || 'USD'})`} error={errors.price?.message} hint={t('0.00 means free')}>
            <Input
              type="number"
              inputMode={minorUnitDigits(currency || 'USD') === 0 ? 'numeric' : 'decimal'}
              min={0}
              step={minorUnitDigits(currency || 'USD') === 0 ? 1 : 0.01}
              {...describe(id('price'), errors, 'price')}
              {...reg('price')}
            />
          </FormField>
          <FormField id={id('currency')} label={t('Currency')} error={errors.currency?.message}>
            <NativeSelect {...describe(id('currency'), errors, 'currency')} {...reg('currency')}>
              {STRIPE_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id={id('refundCutoffHours')}
            label={t('Refund cutoff (hours)')}
            error={errors.refundCutoffHours?.message}
            hint={t('Leaving a paid game up to this many hours before the start refunds the player.')}
          >
            <Input type="number" inputMode="numeric" min={0} max={336} step={1} {...describe(id('refundCutoffHours'), errors, 'refundCutoffHours')} {...reg('refundCutoffHours')} />
          </FormField>
        </div>
        <Controller
          control={control}
          name="allowWaitlist"
          render={({ field }) => (
            <SwitchRow
              id={id('allowWaitlist')}
              label={t('Allow waitlist')}
              description={t('When the event is full, new players join a waitlist and move up as places free.')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </Section>

      <Section title={t('Group and co-hosts')}>
        <FormField id={id('groupId')} label={t('Group')} error={errors.groupId?.message}>
          <NativeSelect
            {...describe(id('groupId'), errors, 'groupId')}
            disabled={props.groupsLoading}
            {...reg('groupId', { onChange: () => setValue('coHostIds', []) })}
          >
            <option value="">{props.groupsLoading ? t('Loading your groups...') : groups.length ? t('Choose a group') : t('No groups yet')}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {groupId ? (
          <Controller
            control={control}
            name="coHostIds"
            render={({ field }) => (
              <CoHostPicker
                key={groupId}
                groupId={groupId}
                organizerId={props.organizerId}
                initialCoHosts={props.coHosts}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ) : null}
      </Section>

      <Section title={t('Details')}>
        <FormField id={id('equipmentRequired')} label={t('Equipment required (optional)')}>
          <Input id={id('equipmentRequired')} placeholder={t('Cleats, shin guards, water')} {...reg('equipmentRequired')} />
        </FormField>
        <FormField id={id('gameRules')} label={t('Game rules (optional)')}>
          <Textarea id={id('gameRules')} rows={3} {...reg('gameRules')} />
        </FormField>
        <FormField id={id('waiver')} label={t('Waiver (optional)')}>
          <Textarea id={id('waiver')} rows={3} {...reg('waiver')} />
        </FormField>
        <ImageField
          id={id('image')}
          currentUrl={props.currentImageUrl}
          file={file}
          removed={removed}
          enforceLimit={mode === 'create'}
          onFileChange={(f) => {
            setFile(f);
            if (f) setRemoved(false);
          }}
          onRemove={() => {
            setFile(null);
            setRemoved(true);
          }}
        />
      </Section>

      <Section title={t('Options')}>
        <Controller
          control={control}
          name="sendReminders"
          render={({ field }) => (
            <SwitchRow id={id('sendReminders')} label={t('Send reminders')} description={t('Remind participants before the event starts.')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="postToGroups"
          render={({ field }) => (
            <SwitchRow id={id('postToGroups')} label={t('Post to group')} description={t("Tell the group's members about this event.")} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="isRecurring"
          render={({ field }) => (
            <SwitchRow id={id('isRecurring')} label={t('Recurring event')} description={t('Repeat this event weekly or monthly.')} checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        {isRecurring ? <RecurringSection idPrefix={id('')} form={form} /> : null}
      </Section>

      <div
        className={cn(
          'grid grid-cols-2 gap-2 border-t pt-4 sm:flex sm:justify-end',
          // In the dialog the buttons stay in reach while the form scrolls.
          mode === 'edit' && 'sticky -bottom-6 z-10 -mx-6 -mb-6 bg-background px-6 pb-6',
        )}
      >
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={pending || Boolean(props.blockedLabel)}>
          {props.blockedLabel ?? (pending ? props.pendingLabel : props.submitLabel)}
        </Button>
      </div>
    </form>
  );
}
