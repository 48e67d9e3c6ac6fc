/** /events/{eventId}/participants: "Manage Participants" for the organizer and co-hosts (spec §2, §4). */
import * as React from 'react';
import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { AccessDenied } from '@/components/layout/access-denied';
import { BackLink } from '@/components/layout/back-link';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorStatus } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useEvent } from '../api/get-event';
import { useParticipants } from '../api/get-participants';
import type { EventDetail, EventParticipant } from '../api/types';
import { CapacityBar } from './capacity-bar';
import { EventNotFound } from './event-detail';
import { formatEventDate } from './format';
import { ParticipantRow } from './participant-row';
import { AttendanceList } from './attendance';
import { attendanceOpen } from './attendance-windows';
import { TeamsEditor } from './teams-editor';
import { isPaidEvent } from './event-detail-sidebar';
import { m, t } from '@/lib/i18n';

// The hosts' payments (issue 29): loaded with the Payments tab of a paid event.
const HostPaymentsPanel = React.lazy(() => import('./payments/host-payments').then((m) => ({ default: m.HostPaymentsPanel })));

function ParticipantList({ items, event, empty, othersWaiting }: { items: EventParticipant[]; event: EventDetail; empty: string; othersWaiting: boolean }) {
  if (items.length === 0) return <EmptyState icon={<Users />} title={empty} headingLevel={3} />;
  return (
    <ul className="divide-y rounded-lg border bg-card shadow-sm">
      {items.map((p) => (
        <ParticipantRow key={p.id} p={p} event={event} othersWaiting={othersWaiting} />
      ))}
    </ul>
  );
}

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-lg border bg-card p-4 shadow-sm">
      <div className="text-2xl font-bold">{value}</div>
      <div className="text-sm text-muted-foreground">{label}</div>
    </div>
  );
}

export function ManageParticipantsScreen({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const isHost = Boolean(event.data && (event.data.isUserOrganizer || event.data.isUserCoHost));
  const participants = useParticipants(eventId, isHost);
  // `?tab=payments`: the Payments tab of a paid event (issue 29).
  const [params] = useSearchParams();

  if (event.isLoading || (isHost && participants.isLoading)) {
    return (
      <PageContainer aria-busy="true">
        <Skeleton className="mb-6 h-9 w-64" />
        <div className="mb-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-48" />
      </PageContainer>
    );
  }
  if (event.isError) {
    const status = errorStatus(event.error);
    if (status === 404 || status === 400) return <EventNotFound />;
    if (status === 403) return <AccessDenied description={m(MESSAGES.event.accessDenied)} backTo={paths.event(eventId)} backLabel={t('Back to Event')} />;
    return (
      <PageContainer>
        <ErrorState title={t('Could not load this event')} error={event.error} onRetry={() => void event.refetch()} />
      </PageContainer>
    );
  }
  if (!event.data) return <EventNotFound />;
  if (!isHost || errorStatus(participants.error) === 403) return <AccessDenied description={m(MESSAGES.event.accessDenied)} backTo={paths.event(eventId)} backLabel={t('Back to Event')} />;

  const e = event.data;
  const all = participants.data ?? [];
  const registered = all.filter((p) => p.status === 'registered');
  const waitlisted = all.filter((p) => p.status === 'waitlisted');
  const left = Math.max(0, e.capacity - e.currentParticipants);
  // Game day (issue 14): from the start until 7 days after, attendance is the first tab.
  const taking = attendanceOpen(e);
  const paid = isPaidEvent(e);
  const tabs = 3 + (taking ? 1 : 0) + (paid ? 1 : 0);
  const trigger = 'h-auto min-h-9 flex-1 whitespace-normal px-2 leading-tight sm:flex-none sm:px-3';

  return (
    <PageContainer>
      <BackLink to={paths.event(e.id)} className="-ml-2 mb-4">
        {t('Back to Event')}
      </BackLink>
      <PageHeader title={t('Manage Participants')} description={`${e.title} · ${formatEventDate(e.dateTime, e.timeZone)}`} />
      <section aria-label={t('Capacity overview')} className="mb-6 grid gap-4">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat label={t('Places taken')} value={`${e.currentParticipants}/${e.capacity}`} />
          <Stat label={t('Places left')} value={left} />
          <Stat label={t('Registered')} value={registered.length} />
          <Stat label={t('Waitlisted')} value={waitlisted.length} />
        </div>
        <div className="rounded-lg border bg-card p-4 shadow-sm">
          <CapacityBar current={e.currentParticipants} capacity={e.capacity} allowWaitlist={e.allowWaitlist} cancelled={!!e.cancelledAt} size="md" />
        </div>
      </section>
      {participants.isError ? (
        <ErrorState title={t('Could not load participants')} error={participants.error} onRetry={() => void participants.refetch()} />
      ) : (
        <Tabs defaultValue={paid && params.get('tab') === 'payments' ? 'payments' : taking ? 'attendance' : 'registered'}>
          {/* Four tabs do not fit a phone's width in one row: a 2x2 grid there (wrapping left "Teams" alone on a
              second row); three share one row, a longer label (another language) wrapping inside its tab. One row
              from sm up. */}
          <TabsList
            aria-label={t('Participant lists')}
            className={cn('h-auto w-full sm:h-11 sm:w-auto', tabs > 3 && 'grid grid-cols-2 gap-1 sm:inline-flex sm:gap-0')}
          >
            {taking ? (
              <TabsTrigger value="attendance" className={trigger}>
                {t('Attendance')}
              </TabsTrigger>
            ) : null}
            <TabsTrigger value="registered" className={trigger}>
              {t('Registered ({count})', { count: registered.length })}
            </TabsTrigger>
            <TabsTrigger value="waitlisted" className={trigger}>
              {t('Waitlisted ({count})', { count: waitlisted.length })}
            </TabsTrigger>
            <TabsTrigger value="teams" className={trigger}>
              {t('Teams')}
            </TabsTrigger>
            {paid ? (
              <TabsTrigger value="payments" className={trigger}>
                {t('Payments')}
              </TabsTrigger>
            ) : null}
          </TabsList>
          {taking ? (
            <TabsContent value="attendance">
              <AttendanceList eventId={e.id} registered={registered} />
            </TabsContent>
          ) : null}
          <TabsContent value="registered">
            <ParticipantList items={registered} event={e} empty="No registered participants" othersWaiting={waitlisted.length > 0} />
          </TabsContent>
          <TabsContent value="waitlisted">
            <ParticipantList items={waitlisted} event={e} empty="No one on the waitlist" othersWaiting={waitlisted.length > 1} />
          </TabsContent>
          {paid ? (
            <TabsContent value="payments">
              <React.Suspense fallback={<Skeleton className="h-48" />}>
                <HostPaymentsPanel event={e} registered={registered} />
              </React.Suspense>
            </TabsContent>
          ) : null}
          <TabsContent value="teams">
            <TeamsEditor eventId={e.id} playerCount={registered.reduce((n, p) => n + p.places, 0)} />
          </TabsContent>
        </Tabs>
      )}
    </PageContainer>
  );
}
