/** One row of Manage Participants: the party, its standing and the hosts' moves (waitlist, activate, let in, remove). */
import * as React from 'react';
import { UserMinus, UserPlus } from 'lucide-react';
import { ERROR_FALLBACKS, NO_SHOW_RULE, PLAYER_LEVELS, sportLabel } from '@kickoff/shared';
import { attendanceLabel, reliabilityLabel } from '@/lib/reliability';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { BlockPersonButton } from '@/components/block/block-person-button';
import { ReportButton } from '@/components/report/report-button';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useDetachedParticipantUpdate, useUpdateParticipant, type FreedPlaces, type ParticipantAction } from '../api/update-participant';
import type { EventDetail, EventParticipant } from '../api/types';
import { personName } from './format';
import { LetInButton, WaitlistButton } from './participant-moves';
import { currentLanguage, t } from '@/lib/i18n';

const joinedFormats = new Map<string, Intl.DateTimeFormat>();
function joinedAt(iso: string) {
  const locale = currentLanguage() === 'es' ? 'es-US' : 'en-US';
  let format = joinedFormats.get(locale);
  if (!format) joinedFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })));
  return format.format(new Date(iso));
}

export function ParticipantRow({ p, event, othersWaiting }: { p: EventParticipant; event: EventDetail; othersWaiting: boolean }) {
  const change = useUpdateParticipant(event.id);
  const moveBack = useDetachedParticipantUpdate(event.id);
  const [confirmRemove, setConfirmRemove] = React.useState(false);
  const name = personName(p);
  const host = p.isOrganizer || p.isCoHost;
  const level = PLAYER_LEVELS.find((l) => l.value === p.level)?.label;
  const fits = event.currentParticipants + p.places <= event.capacity;
  const party = t('{name}{guests, plural, =0 {} one { and # guest} other { and # guests}}', { name, guests: p.guestCount });
  const fallback = (action: ParticipantAction) =>
    action === 'waitlist'
      ? t(ERROR_FALLBACKS.waitlistParticipant)
      : action === 'activate' || action === 'let-in'
        ? t(ERROR_FALLBACKS.activateParticipant)
        : t(ERROR_FALLBACKS.removeParticipant);
  const titles: Record<ParticipantAction, string> = {
    waitlist: 'Moved to waitlist',
    activate: 'Participant activated',
    'let-in': 'Let in',
    remove: 'Participant removed',
  };
  const run = (action: ParticipantAction, freedPlaces?: FreedPlaces, done?: () => void) =>
    change.mutate(
      { participantId: p.id, action, freedPlaces },
      {
        onSuccess: () => {
          setConfirmRemove(false);
          done?.();
          toast({
            title: titles[action],
            description: party,
            // Undo where it is natural (issue 19): a move to the waitlist goes back while the place is still free.
            action:
              action === 'waitlist' && freedPlaces !== 'next-in-line'
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
          done?.();
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
            {p.isOrganizer ? <Badge>{t('Organizer')}</Badge> : p.isCoHost ? <Badge variant="secondary">{t('Co-host')}</Badge> : null}
            {p.guestCount ? <Badge variant="outline">{t('+{guests, plural, one {# guest} other {# guests}}', { guests: p.guestCount })}</Badge> : null}
            {level ? (
              <Badge variant="secondary" title={t('Own level in {sport}', { sport: t(sportLabel(event.sportType)) })}>
                <span className="sr-only">{t('Level:')} </span>
                {t(level)}
              </Badge>
            ) : null}
          </span>
          <span className="truncate text-xs text-muted-foreground">
            {p.email ? `${p.email} · ` : ''}
            {t('Joined {date}', { date: joinedAt(p.joinedAt) })}
          </span>
          {p.status === 'waitlisted' && p.waitlistPosition ? (
            <span className="text-xs font-medium text-amber-800 dark:text-amber-300">{t('#{position} on the waitlist', { position: p.waitlistPosition })}</span>
          ) : null}
          {!host ? (
            <span className="text-xs text-muted-foreground">
              {p.status === 'registered' ? attendanceLabel(p) : null}
              {p.status === 'registered' && reliabilityLabel(p.reliability) ? ' · ' : null}
              {reliabilityLabel(p.reliability)}
            </span>
          ) : null}
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
        <span className="text-xs text-muted-foreground">{t('Hosts keep their place')}</span>
      ) : (
        <div className="flex flex-wrap gap-2">
          {p.status === 'registered' ? (
            <WaitlistButton
              p={p}
              party={party}
              name={name}
              othersWaiting={othersWaiting}
              pending={pendingAction === 'waitlist'}
              disabled={change.isPending}
              onConfirm={(freedPlaces, done) => run('waitlist', freedPlaces, done)}
            />
          ) : fits ? (
            <Button size="sm" className="h-11 sm:h-9" disabled={change.isPending} onClick={() => run('activate')}>
              <UserPlus aria-hidden="true" /> {pendingAction === 'activate' ? t('Activating...') : t('Activate')}
              <span className="sr-only"> {name}</span>
            </Button>
          ) : (
            <LetInButton
              p={p}
              party={party}
              name={name}
              event={event}
              pending={pendingAction === 'let-in'}
              disabled={change.isPending}
              onConfirm={(done) => run('let-in', undefined, done)}
            />
          )}
          <Button
            variant="outline"
            size="sm"
            className="h-11 text-destructive hover:bg-destructive/10 sm:h-9"
            disabled={change.isPending}
            onClick={() => setConfirmRemove(true)}
          >
            <UserMinus aria-hidden="true" /> {pendingAction === 'remove' ? t('Removing...') : t('Remove')}
            <span className="sr-only"> {name}</span>
          </Button>
          <LazyConfirmDialog
            open={confirmRemove}
            onOpenChange={setConfirmRemove}
            title={t('Remove {name}?', { name })}
            description={
              p.status === 'registered'
                ? p.guestCount
                  ? t('{party} lose their {places} places, which go to the waitlist first. {name} is notified and can join again while there is room.', { party, places: p.places, name })
                  : t('{party} loses their place, which goes to the waitlist first. {name} is notified and can join again while there is room.', { party, name })
                : t('{party} {guests, plural, =0 {leaves} other {leave}} the waitlist. {name} is notified and can join again while there is room.', { party, guests: p.guestCount, name })
            }
            confirmLabel={t('Remove')}
            pendingLabel={t('Removing...')}
            pending={pendingAction === 'remove'}
            onConfirm={() => run('remove')}
          />
          {/* Anyone's own block and report (issue 34), apart from the host's moves. */}
          <BlockPersonButton userId={p.userId} name={name} />
          <ReportButton target={{ type: 'profile', id: p.userId }} about={name} />
        </div>
      )}
    </li>
  );
}

