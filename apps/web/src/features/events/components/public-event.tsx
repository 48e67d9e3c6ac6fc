/**
 * /events/{id} for a signed-out visitor (issue 18, rulings §11): the read-only page of a public group's event. Joining
 * asks to sign in first and comes back with the join dialog open (`?join=1`). An event they may not see (a private
 * group's, or none) sends them to sign in, then back here.
 */
import { t } from '@/lib/i18n';
import { Link } from 'react-router';
import { CalendarCheck, Users } from 'lucide-react';
import { EVENT_CANCEL, sportEmoji, sportLabel } from '@kickoff/shared';
import { PageContainer } from '@/components/layout/page';
import { SharedPageFailure, SharedPageSkeleton } from '@/components/layout/shared-page-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SportImage } from '@/components/ui/sport-image';
import { useDocumentTitle } from '@/lib/document-title';
import { signInPath } from '@/lib/return-to';
import { useEvent } from '../api/get-event';
import type { EventDetail } from '../api/types';
import { CapacityBar } from './capacity-bar';
import { BasicFacts, Fact } from './event-facts';
import { personName } from './format';
import { SeriesDates } from './series-dates';

export function PublicEventScreen({ id }: { id: string }) {
  const event = useEvent(id);
  useDocumentTitle(event.data?.title ?? t('Event'));
  if (event.isPending) return <SharedPageSkeleton />;
  if (event.isError) return <SharedPageFailure error={event.error} path={`/events/${id}`} title={t('Could not load this event')} onRetry={() => void event.refetch()} />;
  return <PublicEventView event={event.data} />;
}

function PublicEventView({ event }: { event: EventDetail }) {
  const closed = event.cancelledAt !== null || event.hasStarted;
  const joinLabel = event.isFull && event.allowWaitlist ? t('Sign in to join the waitlist') : t('Sign in to join');
  return (
    <PageContainer className="max-w-3xl">
      <article className="grid gap-6">
        <div className="overflow-hidden rounded-lg border shadow-sm">
          <SportImage imageUrl={event.imageUrl} sportType={event.sportType} eager />
        </div>
        <header className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">
              <span aria-hidden="true">{sportEmoji(event.sportType)}</span> {t(sportLabel(event.sportType))}
            </Badge>
            <Badge variant="outline" className="max-w-full">
              <span className="truncate">{event.group.name}</span>
            </Badge>
            {event.cancelledAt ? <Badge variant="destructive">{t('Cancelled')}</Badge> : event.isFull ? <Badge variant="accent">{t('Full')}</Badge> : null}
          </div>
          <h1 className="wrap-anywhere text-2xl font-bold tracking-tight sm:text-3xl">{event.title}</h1>
          <p className="wrap-anywhere text-sm text-muted-foreground">{t('Hosted by {organizer}', { organizer: personName(event.organizer) })}</p>
          {event.cancelledAt ? (
            <p role="status" className="rounded-md border border-l-4 border-destructive bg-card px-4 py-3 text-sm font-semibold text-destructive">
              {t(EVENT_CANCEL.messages.cancelled)}
            </p>
          ) : null}
          {event.description ? <p className="whitespace-pre-wrap text-muted-foreground">{event.description}</p> : null}
        </header>

        <section aria-label={t('Join')} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
          <CapacityBar current={event.currentParticipants} capacity={event.capacity} allowWaitlist={event.allowWaitlist} cancelled={!!event.cancelledAt} size="md" />
          {closed ? (
            <Button size="lg" disabled>
              {event.cancelledAt ? t('Event cancelled') : t('Event has started')}
            </Button>
          ) : (
            <Button asChild size="lg">
              <Link to={signInPath(`/events/${event.id}?join=1`)}>
                <CalendarCheck aria-hidden="true" /> {joinLabel}
              </Link>
            </Button>
          )}
          <p className="text-xs text-muted-foreground">{t('New to Kickoff? Signing in with your phone number creates your account.')}</p>
        </section>

        <SeriesDates event={event} />

        <section aria-labelledby="public-facts-heading" className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
          <h2 id="public-facts-heading" className="sr-only">
            {t('Details')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <BasicFacts event={event} />
            <Fact icon={<Users />} label={t('Group')}>
              {event.group.name}
            </Fact>
          </dl>
        </section>
      </article>
    </PageContainer>
  );
}
