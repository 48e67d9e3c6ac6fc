/** /events/{id} (spec §2): the event, how to join, who is going, and the conversation. */
import { m, t } from '@/lib/i18n';
import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { CalendarX2, Dumbbell, Pencil, Users } from 'lucide-react';
import { EVENT_CANCEL, LIMITS, MESSAGES, sportEmoji, sportLabel } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { BackLink } from '@/components/layout/back-link';
import { PageContainer } from '@/components/layout/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/report/report-button';
import { Skeleton } from '@/components/ui/skeleton';
import { SportImage } from '@/components/ui/sport-image';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorStatus } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useDeferredQuery } from '@/lib/deferred-query';
import { useBackTo } from '@/lib/location-trail';
import { useEvent } from '../api/get-event';
import type { EventDetail } from '../api/types';
import { CapacityBar, isWaitlistOpen } from './capacity-bar';
import { EventComments } from './comments';
import { ActionCard, EventSidebar } from './event-detail-sidebar';
import { BasicFacts, Fact, skillLabel } from './event-facts';
import { EventPlace } from './event-place';
import { SeriesDates } from './series-dates';

const EditEventDialog = React.lazy(() => import('./edit-event-dialog').then((m) => ({ default: m.EditEventDialog })));

const isEventsList = (pathname: string) => pathname === paths.events || pathname === paths.memberEvents || pathname === paths.organizerEvents;


export function EventNotFound() {
  return (
    <PageContainer>
      <EmptyState
        headingLevel={2}
        icon={<CalendarX2 />}
        title={m(MESSAGES.event.notFound)}
        description={t("This event does not exist, was deleted, or is only visible to its group's members.")}
        action={
          <Button asChild>
            <Link to={paths.events}>{t('Back to Events')}</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}

function InfoBlock({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <p className="whitespace-pre-wrap text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <PageContainer aria-busy="true">
      <Skeleton className="mb-4 h-6 w-32" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <Skeleton className="aspect-video w-full rounded-lg" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-64" />
      </div>
    </PageContainer>
  );
}

export function EventDetailScreen({ id }: { id: string }) {
  const query = useEvent(id);
  // The page's content renders in slices after the event's answer (lib/deferred-query.ts).
  const event = useDeferredQuery(query);
  if (event.isLoading) return <DetailSkeleton />;
  if (event.isError) {
    const status = errorStatus(event.error);
    if (status === 404 || status === 400) return <EventNotFound />;
    return (
      <PageContainer>
        <ErrorState title={t('Could not load this event')} error={event.error} onRetry={() => void query.refetch()} />
      </PageContainer>
    );
  }
  if (!event.data) return <EventNotFound />;
  return <EventDetailView event={event.data} />;
}

function EventDetailView({ event }: { event: EventDetail }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  // Back to the events list this page was opened from, with its tab and Discover filters (issue 18).
  const back = useBackTo(paths.events, isEventsList);
  const [editing, setEditing] = React.useState(false);
  const [joined, setJoined] = React.useState(false);
  React.useEffect(() => {
    if (!joined) return;
    const t = setTimeout(() => navigate(paths.dashboard), LIMITS.postJoinRedirectMs);
    return () => clearTimeout(t);
  }, [joined, navigate]);
  const isHost = event.isUserOrganizer || event.isUserCoHost;
  // The description heads the page and equipment is one of the facts: this section holds the rest, each text shown
  // once (issue 19).
  const hasInfo = event.gameRules || event.waiver;
  const waitlistOpen = isWaitlistOpen(event);

  return (
    <PageContainer>
      <BackLink to={back.to} onClick={back.onClick} className="-ml-2 mb-4">
        {t('Back to Events')}
      </BackLink>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <div className="overflow-hidden rounded-lg border shadow-sm">
            <SportImage imageUrl={event.imageUrl} sportType={event.sportType} eager />
          </div>
          <header className="grid gap-3">
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">
                <span aria-hidden="true">{sportEmoji(event.sportType)}</span> {t(sportLabel(event.sportType))}
              </Badge>
              <Badge variant="outline">{skillLabel(event.skillLevel)}</Badge>
              {event.coHosts.length ? (
                <Badge variant="outline">
                  {t('{count, plural, one {# co-host} other {# co-hosts}}', { count: event.coHosts.length })}
                </Badge>
              ) : null}
              {event.cancelledAt ? <Badge variant="destructive">{t('Cancelled')}</Badge> : event.isFull ? <Badge variant="accent">{t('Full')}</Badge> : null}
              {event.isRecurring || event.recurringSeriesId ? <Badge variant="outline">{t('Recurring')}</Badge> : null}
            </div>
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{event.title}</h1>
              {/* Cancelling is final (issue 14): a cancelled event is copied or deleted, not edited. */}
              {event.isUserOrganizer && !event.cancelledAt ? (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" /> {t('Edit')}
                </Button>
              ) : null}
              {!isHost && user ? <ReportButton target={{ type: 'event', id: event.id }} about={t('event {title}', { title: event.title })} className="shrink-0 text-muted-foreground" /> : null}
            </div>
            {event.cancelledAt ? (
              <div role="status" className="rounded-md border border-l-4 border-destructive bg-card px-4 py-3 text-sm">
                <p className="font-semibold text-destructive">{t(EVENT_CANCEL.messages.cancelled)}</p>
                {event.cancelReason ? <p className="mt-1 whitespace-pre-wrap break-words [overflow-wrap:anywhere]">{event.cancelReason}</p> : null}
              </div>
            ) : null}
            {event.description ? <p className="whitespace-pre-wrap text-muted-foreground">{event.description}</p> : null}
          </header>
          <ActionCard event={event} onJoined={() => setJoined(true)} className="lg:hidden" />

          <section aria-labelledby="facts-heading" className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
            <h2 id="facts-heading" className="sr-only">
              {t('Details')}
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              <BasicFacts event={event} />
              <Fact icon={<Dumbbell />} label={t('Equipment')}>
                {event.equipmentRequired || t('None needed')}
              </Fact>
              <div className="grid gap-2 sm:col-span-2">
                <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                  <Users className="size-4" aria-hidden="true" /> {t('Participants')}
                </dt>
                <dd>
                  {/* A cancelled event refuses joins: no hint about joining its waitlist. */}
                  <CapacityBar current={event.currentParticipants} capacity={event.capacity} allowWaitlist={event.allowWaitlist} cancelled={!!event.cancelledAt} size="md" />
                  {waitlistOpen ? (
                    <p className="mt-2 text-xs text-muted-foreground">
                      {event.isFull ? t('Waitlist open') : t('Waitlist available when full')}
                      {event.waitlistCount ? ` · ${t('{count} waiting', { count: event.waitlistCount })}` : ''}. {t('Freed places go to the waitlist first come, first served.')}
                    </p>
                  ) : null}
                </dd>
              </div>
            </dl>
          </section>

          <SeriesDates event={event} />

          <EventPlace event={event} />

          {hasInfo ? (
            <section aria-labelledby="info-heading" className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
              <h2 id="info-heading" className="text-lg font-semibold">
                {t('Event information')}
              </h2>
              <InfoBlock title={t('Game rules')} text={event.gameRules} />
              <InfoBlock title={t('Waiver')} text={event.waiver} />
            </section>
          ) : null}
        </div>

        <EventSidebar event={event} onJoined={() => setJoined(true)} className="lg:col-start-3 lg:row-span-2 lg:row-start-1" />

        <div className="min-w-0 lg:col-span-2">
          <EventComments eventId={event.id} viewer={{ userId: user?.id, isHost }} />
        </div>
      </div>
      {editing ? (
        <React.Suspense fallback={null}>
          <EditEventDialog eventId={event.id} open={editing} onOpenChange={setEditing} />
        </React.Suspense>
      ) : null}
    </PageContainer>
  );
}
