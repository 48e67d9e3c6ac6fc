/**
 * The Edit Event dialog (spec §2): every field, PATCH multipart, removeImage when the image was removed. An
 * occurrence of a series asks whether the change is for this event or this and all following (issue 19); a fresh
 * copy opens here to be made its own (issue 19: Copy).
 */
import * as React from 'react';
import { ERROR_FALLBACKS, minorUnitDigits, toWallClockInput, type SkillLevel } from '@kickoff/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorToast, toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useEvent } from '../api/get-event';
import { useCreatedGroups } from '../api/get-created-groups';
import type { EventDetail } from '../api/types';
import { useUpdateEvent } from '../api/update-event';
import type { SeriesScope } from '../api/delete-event';
import { SeriesScopeChoice } from './series-scope';
import { EventForm } from './event-form';
import { eventFormDefaults, type EventFormValues } from './event-form-schema';
import { toDateInput } from './format';
import { t } from '@/lib/i18n';

export function toFormValues(e: EventDetail): EventFormValues {
  return {
    ...eventFormDefaults,
    title: e.title,
    sportType: e.sportType,
    // The wall-clock time at the event's place, in its zone (as it was entered), whatever the device's zone.
    dateTime: toWallClockInput(e.dateTime, e.timeZone),
    timeZone: e.timeZone,
    duration: e.duration,
    location: e.location,
    latitude: e.latitude,
    venueId: e.venueId ?? null,
    longitude: e.longitude,
    capacity: e.capacity,
    groupId: e.groupId ?? '',
    eventType: e.eventType ?? 'game',
    skillLevel: (e.skillLevel as SkillLevel) ?? 'any',
    // A zero-decimal currency's price as a whole amount ("1000", not "1000.00"; issue 29).
    price: minorUnitDigits(e.currency || 'USD') === 0 ? String(Math.trunc(Number.parseFloat(e.price ?? '0'))) : Number.parseFloat(e.price ?? '0').toFixed(2),
    currency: e.currency || 'USD',
    refundCutoffHours: String(e.refundCutoffHours),
    description: e.description ?? '',
    equipmentRequired: e.equipmentRequired ?? '',
    waiver: e.waiver ?? '',
    gameRules: e.gameRules ?? '',
    allowWaitlist: e.allowWaitlist,
    sendReminders: e.sendReminders,
    postToGroups: e.postToGroups,
    isRecurring: e.isRecurring,
    recurringType: e.recurringType ?? 'weekly',
    recurringDays: e.recurringDays ?? [],
    recurringEndDate: toDateInput(e.recurringEndDate),
    coHostIds: e.coHostIds ?? [],
  };
}

export function EditEventDialog({
  eventId,
  open,
  onOpenChange,
  copy = false,
  onDiscard,
  onUpdated,
}: {
  eventId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The event was just copied: the dialog says so (the title keeps "(copy)" until changed). */
  copy?: boolean;
  /** A fresh copy: "Discard Copy" deletes it again (the Undo of Copy). */
  onDiscard?(): void;
  onUpdated?(): void;
}) {
  const event = useEvent(eventId);
  const groups = useCreatedGroups();
  const update = useUpdateEvent(eventId);
  // The refund cutoff (issue 29) comes with the event's payment answer; the form waits for it (or its failure).
  const [serverFields, setServerFields] = React.useState<Record<string, string>>();
  const [scope, setScope] = React.useState<SeriesScope>('this');
  const inSeries = Boolean(event.data?.recurringSeriesId);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{copy ? t('Edit the Copy') : t('Edit Event')}</DialogTitle>
          <DialogDescription>
            {copy
              ? t('Your copy is saved, one week after the original, with only you registered. Give it its own title and date.')
              : inSeries
                ? t('This event repeats: choose which events the changes apply to.')
                : t('Changes apply to this event only.')}
          </DialogDescription>
        </DialogHeader>
        {copy && onDiscard ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed px-3 py-2 text-sm">
            <span className="text-muted-foreground">{t('Copied by mistake?')}</span>
            <Button type="button" variant="ghostDestructive" size="sm" onClick={onDiscard}>
              <Trash2 aria-hidden="true" /> {t('Discard Copy')}
            </Button>
          </div>
        ) : null}
        {inSeries && !copy ? (
          <SeriesScopeChoice
            name="edit-scope"
            legend={t('Apply the changes to:')}
            followingLabel={t('This and all following events')}
            value={scope}
            onChange={setScope}
          />
        ) : null}
        {event.data && !groups.isLoading ? (
          <EventForm
            mode="edit"
            defaultValues={toFormValues(event.data)}
            groups={groups.data ?? (event.data.group ? [{ id: event.data.group.id, name: event.data.group.name }] : [])}
            currentImageUrl={event.data.imageUrl}
            organizerId={event.data.organizerId}
            coHosts={event.data.coHosts}
            pending={update.isPending}
            submitLabel={t('Update Event')}
            pendingLabel={t('Updating...')}
            serverFields={serverFields}
            onCancel={() => onOpenChange(false)}
            onSubmit={(values, image) =>
              update.mutate(
                { values, image, series: inSeries ? scope : undefined },
                {
                  onSuccess: () => {
                    toast({
                      title: 'Event Updated!',
                      description:
                        inSeries && scope === 'following'
                          ? 'This event and the following ones of the series were updated.'
                          : 'Your event has been successfully updated.',
                    });
                    onUpdated?.();
                    onOpenChange(false);
                  },
                  onError: (error) => {
                    if (error instanceof ApiError && error.fields) setServerFields(error.fields);
                    errorToast(error, ERROR_FALLBACKS.updateEvent);
                  },
                },
              )
            }
          />
        ) : event.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('Could not load this event. Close the dialog and try again.')}
          </p>
        ) : (
          <div role="status" className="grid gap-4" aria-label={t('Loading event')}>
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-24" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
