/** /events/{eventId}/participants: "Manage Participants" for the organizer and co-hosts (spec §2, §4). */
import * as React from 'react';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { ERROR_FALLBACKS, MESSAGES, NO_SHOW_RULE, PLAYER_LEVELS, reliabilityText } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { AccessDenied } from '@/components/layout/access-denied';
import { BackLink } from '@/components/layout/back-link';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorToast, toast } from '@/components/ui/use-toast';
import { errorStatus } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useEvent } from '../api/get-event';
import { useParticipants } from '../api/get-participants';
import { useDetachedParticipantUpdate, useUpdateParticipant, type ParticipantAction } from '../api/update-participant';
import type { EventDetail, EventParticipant } from '../api/types';
import { CapacityBar } from './capacity-bar';
import { EventNotFound } from './event-detail';
import { formatEventDate, personName } from './format';
import { AttendanceList } from './attendance';
import { attendanceOpen } from './attendance-windows';
import { TeamsEditor } from './teams-editor';

const joinedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function ParticipantRow({ p, event }: { p: EventParticipant; event: EventDetail }) {
  const change = useUpdateParticipant(event.id);
  const moveBack = useDetachedParticipantUpdate(event.id);
  const [confirmRemove, setConfirmRemove] = React.useState(false);
  const name = personName(p);
  const host = p.isOrganizer || p.isCoHost;
  const level = PLAYER_LEVELS.find((l) => l.value === p.level)?.label;
  const fits = event.currentParticipants + p.places <= event.capacity;
  const party = `${name}${p.guestCount ? ` and ${p.guestCount} ${p.guestCount === 1 ? 'guest' : 'guests'}` : ''}`;
  const fallback = (action: ParticipantAction) =>
    action === 'waitlist'
      ? ERROR_FALLBACKS.waitlistParticipant
      : action === 'activate'
        ? ERROR_FALLBACKS.activateParticipant
        : ERROR_FALLBACKS.removeParticipant;
  const run = (action: ParticipantAction) =>
    change.mutate(
      { participantId: p.id, action },
      {
        onSuccess: () => {
          setConfirmRemove(false);
          toast({
            title: action === 'waitlist' ? 'Moved to waitlist' : action === 'activate' ? 'Participant activated' : 'Participant removed',
            description: party,
            // Undo where it is natural (issue 19): a move to the waitlist goes back while the place is still free.
            action:
              action === 'waitlist'
                ? {
                    label: 'Undo',
                    onClick: () =>
                      void moveBack(p.id, 'activate').then(
                        () => toast({ title: 'Participant activated', description: party }),
                        (error: unknown) => errorToast(error, fallback('activate')),
                      ),
                  }
                : undefined,
          });
        },
        onError: (error) => {
          setConfirmRemove(false);
          errorToast(error, fallback(action));
        },
      },
    );
  const pendingAction = change.isPending ? change.variables?.action : null;

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar>
          {p.profileImageUrl ? <AvatarImage src={p.profileImageUrl} alt="" /> : null}
          <AvatarFallback>{initialsOf(name) || '?'}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {name}
            {p.isOrganizer ? <Badge>Organizer</Badge> : p.isCoHost ? <Badge variant="secondary">Co-host</Badge> : null}
            {p.guestCount ? <Badge variant="outline">+{p.guestCount} {p.guestCount === 1 ? 'guest' : 'guests'}</Badge> : null}
            {level ? (
              <Badge variant="secondary" title={`Own level in ${event.sportType}`}>
                <span className="sr-only">Level: </span>
                {level}
              </Badge>
            ) : null}
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {p.email ? `${p.email} · ` : ''}Joined {joinedFormat.format(new Date(p.joinedAt))}
          </span>
          {!host && reliabilityText(p.reliability) ? <span className="text-xs text-muted-foreground">{reliabilityText(p.reliability)}</span> : null}
          {p.status === 'waitlisted' && p.heldByNoShowRule ? (
            <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
              <Badge variant="outline" className="border-destructive/40 text-destructive">
                {NO_SHOW_RULE.hostBadge}
              </Badge>
              {NO_SHOW_RULE.hostText(p.heldByNoShowRule)}
            </span>
          ) : null}
        </div>
      </div>
      {host ? (
        <span className="text-xs text-muted-foreground">Hosts keep their place</span>
      ) : (
        <div className="flex gap-2">
          {p.status === 'registered' ? (
            <Button variant="outline" size="sm" className="h-11 sm:h-9" disabled={change.isPending} onClick={() => run('waitlist')}>
              {pendingAction === 'waitlist' ? 'Moving...' : 'Waitlist'}
              <span className="sr-only"> {name}</span>
            </Button>
          ) : fits ? (
            <Button size="sm" className="h-11 sm:h-9" disabled={change.isPending} onClick={() => run('activate')}>
              <UserPlus aria-hidden="true" /> {pendingAction === 'activate' ? 'Activating...' : 'Activate'}
              <span className="sr-only"> {name}</span>
            </Button>
          ) : (
            <span className="self-center text-xs text-muted-foreground">Needs {p.places} places</span>
          )}
          <Button
            variant="outline"
            size="sm"
            className="h-11 text-destructive hover:bg-destructive/10 sm:h-9"
            disabled={change.isPending}
            onClick={() => setConfirmRemove(true)}
          >
            <UserMinus aria-hidden="true" /> {pendingAction === 'remove' ? 'Removing...' : 'Remove'}
            <span className="sr-only"> {name}</span>
          </Button>
          <LazyConfirmDialog
            open={confirmRemove}
            onOpenChange={setConfirmRemove}
            title={`Remove ${name}?`}
            description={`${
              p.status === 'registered'
                ? p.guestCount
                  ? `${party} lose their ${p.places} places, which go to the waitlist first.`
                  : `${party} loses their place, which goes to the waitlist first.`
                : `${party} ${p.guestCount ? 'leave' : 'leaves'} the waitlist.`
            } ${name} is notified and can join again while there is room.`}
            confirmLabel="Remove"
            pendingLabel="Removing..."
            pending={pendingAction === 'remove'}
            onConfirm={() => run('remove')}
          />
        </div>
      )}
    </li>
  );
}

function ParticipantList({ items, event, empty }: { items: EventParticipant[]; event: EventDetail; empty: string }) {
  if (items.length === 0) return <EmptyState icon={<Users />} title={empty} headingLevel={3} />;
  return (
    <ul className="divide-y rounded-lg border bg-card shadow-sm">
      {items.map((p) => (
        <ParticipantRow key={p.id} p={p} event={event} />
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
    if (status === 403) return <AccessDenied description={MESSAGES.event.accessDenied} backTo={paths.event(eventId)} backLabel="Back to Event" />;
    return (
      <PageContainer>
        <ErrorState title="Could not load this event" error={event.error} onRetry={() => void event.refetch()} />
      </PageContainer>
    );
  }
  if (!event.data) return <EventNotFound />;
  if (!isHost || errorStatus(participants.error) === 403) return <AccessDenied description={MESSAGES.event.accessDenied} backTo={paths.event(eventId)} backLabel="Back to Event" />;

  const e = event.data;
  const all = participants.data ?? [];
  const registered = all.filter((p) => p.status === 'registered');
  const waitlisted = all.filter((p) => p.status === 'waitlisted');
  const left = Math.max(0, e.capacity - e.currentParticipants);
  // Game day (issue 14): from the start until 7 days after, attendance is the first tab.
  const taking = attendanceOpen(e);

  return (
    <PageContainer>
      <BackLink to={paths.event(e.id)} className="-ml-2 mb-4">
        Back to Event
      </BackLink>
      <PageHeader title="Manage Participants" description={`${e.title} · ${formatEventDate(e.dateTime, e.timeZone)}`} />
      <section aria-label="Capacity overview" className="mb-6 grid gap-4">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat label="Places taken" value={`${e.currentParticipants}/${e.capacity}`} />
          <Stat label="Places left" value={left} />
          <Stat label="Registered" value={registered.length} />
          <Stat label="Waitlisted" value={waitlisted.length} />
        </div>
        <div className="rounded-lg border bg-card p-4 shadow-sm">
          <CapacityBar current={e.currentParticipants} capacity={e.capacity} allowWaitlist={e.allowWaitlist} cancelled={!!e.cancelledAt} size="md" />
        </div>
      </section>
      {participants.isError ? (
        <ErrorState title="Could not load participants" error={participants.error} onRetry={() => void participants.refetch()} />
      ) : (
        <Tabs defaultValue={taking ? 'attendance' : 'registered'}>
          {/* Four tabs do not fit a phone's width in one row: a 2x2 grid there (wrapping left "Teams" alone on a
              second row); three fit in one row. One row from sm up. */}
          <TabsList
            aria-label="Participant lists"
            className={cn('w-full sm:w-auto', taking && 'grid h-auto grid-cols-2 gap-1 sm:inline-flex sm:h-11 sm:gap-0')}
          >
            {taking ? (
              <TabsTrigger value="attendance" className="flex-1 sm:flex-none">
                Attendance
              </TabsTrigger>
            ) : null}
            <TabsTrigger value="registered" className="flex-1 sm:flex-none">
              Registered ({registered.length})
            </TabsTrigger>
            <TabsTrigger value="waitlisted" className="flex-1 sm:flex-none">
              Waitlisted ({waitlisted.length})
            </TabsTrigger>
            <TabsTrigger value="teams" className="flex-1 sm:flex-none">
              Teams
            </TabsTrigger>
          </TabsList>
          {taking ? (
            <TabsContent value="attendance">
              <AttendanceList eventId={e.id} registered={registered} />
            </TabsContent>
          ) : null}
          <TabsContent value="registered">
            <ParticipantList items={registered} event={e} empty="No registered participants" />
          </TabsContent>
          <TabsContent value="waitlisted">
            <ParticipantList items={waitlisted} event={e} empty="No one on the waitlist" />
          </TabsContent>
          <TabsContent value="teams">
            <TeamsEditor eventId={e.id} playerCount={registered.reduce((n, p) => n + p.places, 0)} />
          </TabsContent>
        </Tabs>
      )}
    </PageContainer>
  );
}
