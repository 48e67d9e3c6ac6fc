/** /create-event: "Organize Your Own Event" (spec §2); `?venueId=` ("Create a game here", issue 28) starts at that venue. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ERROR_FALLBACKS } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useVenue } from '@/components/places/get-venues';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useRole } from '@/lib/role';
import { ApiError } from '@/lib/api';
import { isRepeatStillRunning } from '@/lib/idempotency';
import { useCreateEvent } from '../api/create-event';
import { useCreatedGroups } from '../api/get-created-groups';
import { EventForm } from './event-form';
import { eventFormDefaults, type EventFormValues } from './event-form-schema';

export function CreateEventScreen() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { setRole } = useRole();
  const groups = useCreatedGroups();
  const create = useCreateEvent();
  const [serverFields, setServerFields] = React.useState<Record<string, string>>();
  const noGroups = groups.isSuccess && groups.data.length === 0;
  // "Create a game here" on a venue page: its name, pin, zone and (when it has one) its sport. Unknown: a blank form.
  const venueId = useSearchParams()[0].get('venueId') ?? undefined;
  const venue = useVenue(venueId);
  const defaults = React.useMemo<EventFormValues>(() => {
    const v = venue.data;
    if (!v) return eventFormDefaults;
    return {
      ...eventFormDefaults,
      location: v.name,
      latitude: v.latitude,
      longitude: v.longitude,
      venueId: v.id,
      timeZone: v.timeZone ?? '',
      sportType: v.sports.length === 1 ? v.sports[0]! : '',
    };
  }, [venue.data]);

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('Organize Your Own Event')} description={t('Set up a game or event for your group in a couple of minutes.')} />
      {noGroups ? (
        <div role="status" className="mb-6 rounded-lg border border-amber-300 bg-accent p-4 text-sm text-accent-foreground">
          {t('Events belong to a group you created.')}{' '}
          <Link to={paths.createGroup} className="font-semibold underline underline-offset-4">
            {t('Create a group')}
          </Link>{' '}
          {t('first, then come back to set up your event.')}
        </div>
      ) : null}
      <Card>
        <CardContent className="p-4 sm:p-6">
          {groups.isLoading || (venueId && venue.isPending) ? (
            <div role="status" className="grid gap-4" aria-label={t('Loading form')}>
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
              <Skeleton className="h-24" />
            </div>
          ) : (
            <EventForm
              mode="create"
              defaultValues={defaults}
              groups={groups.data ?? []}
              organizerId={user?.id}
              pending={create.isPending}
              submitLabel={t('Create Event')}
              pendingLabel={t('Creating...')}
              blockedLabel={noGroups ? t('Create a Group First') : null}
              serverFields={serverFields}
              onCancel={() => navigate(paths.dashboard)}
              onSubmit={(values, image) =>
                create.mutate(
                  { values, image: image.file },
                  {
                    onSuccess: (event) => {
                      void setRole('organizer');
                      toast({ title: t('Event Created!'), description: t('“{title}” is live.', { title: event?.title ?? values.title }) });
                      // Issue 18: the new event opens (of a series, its first occurrence), not the dashboard.
                      navigate(event?.id ? paths.event(event.id) : paths.dashboard);
                    },
                    onError: (error) => {
                      // A second submit while the first is still on its way: the first reports.
                      if (isRepeatStillRunning(error)) return;
                      if (error instanceof ApiError && error.fields) setServerFields(error.fields);
                      errorToast(error, t(ERROR_FALLBACKS.createEvent));
                    },
                  },
                )
              }
            />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
