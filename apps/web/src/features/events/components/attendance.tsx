/**
 * Game day (issue 14): the hosts' attendance list (one tap per party, "All attended" for the rest), reliability beside
 * names, and a participant's own check-in.
 */
import * as React from 'react';
import { CheckCheck, MapPinCheck, UserCheck, UserX } from 'lucide-react';
import { ATTENDANCE, type Attendance } from '@kickoff/shared';
import { attendanceLabel, reliabilityLabel } from '@/lib/reliability';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { errorToast, toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useCheckIn, useMarkAllAttended, useMarkAttendance } from '../api/attendance';
import { participationScope } from '../api/join-event';
import { useQueuedWrites } from '@/components/ui/queued-writes';
import { isQueued } from '@/lib/offline/queue';
import type { EventDetail, EventParticipant } from '../api/types';
import { personName } from './format';
import { checkInOpen } from './attendance-windows';
import { t } from '@/lib/i18n';


function MarkButton({ pressed, onClick, disabled, children, tone }: { pressed: boolean; onClick(): void; disabled: boolean; children: React.ReactNode; tone: 'good' | 'bad' }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'h-11 flex-1 sm:h-9 sm:flex-none',
        pressed && tone === 'good' && 'border-brand-strong bg-brand-soft text-brand-strong hover:bg-brand-soft',
        pressed && tone === 'bad' && 'border-destructive bg-card text-destructive hover:bg-card',
      )}
    >
      {children}
    </Button>
  );
}

function AttendanceRow({ p, eventId }: { p: EventParticipant; eventId: string }) {
  const mark = useMarkAttendance(eventId);
  const name = personName(p);
  const set = (attendance: Attendance) =>
    mark.mutate({ participantId: p.id, attendance }, { onError: (error) => errorToast(error, t('Could not save attendance')) });
  const reliability = reliabilityLabel(p.reliability);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar>
          {p.profileImageUrl ? <AvatarImage src={p.profileImageUrl} alt="" /> : null}
          <AvatarFallback>{initialsOf(name) || '?'}</AvatarFallback>
        </Avatar>
        <div className="grid min-w-0">
          <span className="font-medium break-words">
            {name}
            {p.guestCount ? <span className="font-normal text-muted-foreground"> +{p.guestCount} {p.guestCount === 1 ? 'guest' : 'guests'}</span> : null}
          </span>
          <span className="text-xs text-muted-foreground">
            {attendanceLabel(p)}
            {reliability ? ` · ${reliability}` : ''}
          </span>
        </div>
      </div>
      <div className="flex gap-2" role="group" aria-label={t('Attendance of {name}', { name })}>
        <MarkButton tone="good" pressed={p.attendance === 'attended'} disabled={mark.isPending} onClick={() => set('attended')}>
          <UserCheck aria-hidden="true" /> {t('Attended')}
        </MarkButton>
        <MarkButton tone="bad" pressed={p.attendance === 'no_show'} disabled={mark.isPending} onClick={() => set('no_show')}>
          <UserX aria-hidden="true" /> {t('No-show')}
        </MarkButton>
      </div>
    </li>
  );
}

/** The hosts' attendance list: registered parties, guests counted with the member who brought them. */
export function AttendanceList({ eventId, registered }: { eventId: string; registered: EventParticipant[] }) {
  const all = useMarkAllAttended(eventId);
  const unmarked = registered.filter((p) => !p.attendance).length;
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {t('Mark who came. You can change a mark until {days} days after the start. Guests count with the member who brought them.', { days: ATTENDANCE.markWindowDays })}
        </p>
        <Button
          className="h-11 sm:h-9"
          disabled={all.isPending || unmarked === 0}
          onClick={() =>
            all.mutate(undefined, {
              onSuccess: () => toast({ title: 'Attendance saved', description: t('{count, plural, one {# party} other {# parties}} marked attended.', { count: unmarked }) }),
              onError: (error) => errorToast(error, t('Could not save attendance')),
            })
          }
        >
          <CheckCheck aria-hidden="true" /> {all.isPending ? t('Saving...') : unmarked ? t('All attended ({count} left)', { count: unmarked }) : t('All marked')}
        </Button>
      </div>
      <ul className="divide-y rounded-lg border bg-card shadow-sm" aria-label={t('Attendance')}>
        {registered.map((p) => (
          <AttendanceRow key={p.id} p={p} eventId={eventId} />
        ))}
      </ul>
    </div>
  );
}

/** A registered participant's own check-in, from 30 minutes before to 60 after the start. */
export function CheckInButton({ event, me }: { event: EventDetail; me: EventParticipant | undefined }) {
  const checkIn = useCheckIn(event.id);
  // A check-in kept offline waits in the participation panel: not a second one meanwhile.
  const waiting = useQueuedWrites(participationScope(event.id)).some((w) => w.kind === 'check-in');
  if (!me || me.status !== 'registered' || !checkInOpen(event)) return null;
  if (me.checkedIn || me.attendance === 'attended') {
    return (
      <p className="flex items-center gap-2 rounded-md bg-brand-soft px-3 py-2 text-sm font-medium text-brand-strong">
        <MapPinCheck aria-hidden="true" className="size-4" /> {t(ATTENDANCE.messages.checkedIn)}
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      <Button
        size="lg"
        disabled={checkIn.isPending || waiting}
        onClick={() =>
          checkIn.mutate(undefined, {
            onSuccess: (answer) => {
              if (!isQueued(answer)) toast({ title: ATTENDANCE.messages.checkedIn });
            },
            onError: (error) => errorToast(error, t('Could not check in')),
          })
        }
      >
        <MapPinCheck aria-hidden="true" /> {checkIn.isPending ? t('Checking in...') : t('Check in')}
      </Button>
      <span className="text-xs text-muted-foreground">
        {event.latitude !== null
          ? t("At the place: within {metres} m. Allow your device's location when asked.", { metres: ATTENDANCE.checkInRadiusMetres })
          : t('Tell the hosts you are here.')}
      </span>
    </div>
  );
}
