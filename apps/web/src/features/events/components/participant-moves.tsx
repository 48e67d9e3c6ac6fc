/**
 * The hosts' moves that need a word first (issue 26): "Let in" a chosen waitlisted party even on a full game (the
 * capacity grows by what it lacks, said before), and "Waitlist" a registered one while others wait, choosing whether
 * its places go to the next in line or stay held.
 */
import * as React from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import type { FreedPlaces } from '../api/update-participant';
import type { EventDetail, EventParticipant } from '../api/types';
import { t } from '@/lib/i18n';

const tapSize = 'h-11 sm:h-9';

/** "Let in": the confirmation states the capacity change when the party does not fit. */
export function LetInButton({
  p,
  party,
  name,
  event,
  pending,
  disabled,
  onConfirm,
}: {
  p: EventParticipant;
  party: string;
  name: string;
  event: EventDetail;
  pending: boolean;
  disabled: boolean;
  onConfirm(done: () => void): void;
}) {
  const [open, setOpen] = React.useState(false);
  const lacking = Math.max(0, event.currentParticipants + p.places - event.capacity);
  return (
    <>
      <Button size="sm" className={tapSize} disabled={disabled} onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" /> {pending ? t('Letting in...') : t('Let in')}
        <span className="sr-only"> {name}</span>
      </Button>
      <LazyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('Let in {name}?', { name })}
        description={t(
          '{party} {guests, plural, =0 {needs} other {need}} {places, plural, one {# place} other {# places}} and the game has {left, plural, one {# place} other {# places}} left. Letting them in raises the capacity from {from} to {to}. Everyone else on the waitlist keeps their place in line.',
          { party, guests: p.guestCount, places: p.places, left: Math.max(0, event.capacity - event.currentParticipants), from: event.capacity, to: event.capacity + lacking },
        )}
        confirmLabel={t('Let in')}
        pendingLabel={t('Letting in...')}
        destructive={false}
        pending={pending}
        onConfirm={() => onConfirm(() => setOpen(false))}
      />
    </>
  );
}

/** "Waitlist" while others wait: the freed places go to the next in line, or are held for the host. */
export function WaitlistButton({
  p,
  party,
  name,
  othersWaiting,
  pending,
  disabled,
  onConfirm,
}: {
  p: EventParticipant;
  party: string;
  name: string;
  othersWaiting: boolean;
  pending: boolean;
  disabled: boolean;
  onConfirm(freedPlaces: FreedPlaces, done: () => void): void;
}) {
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState<FreedPlaces>('next-in-line');
  const label = pending ? t('Moving...') : t('Waitlist');
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={tapSize}
        disabled={disabled}
        // Nobody waiting: nothing to choose, the places simply stay free.
        onClick={() => (othersWaiting ? setOpen(true) : onConfirm('hold', () => undefined))}
      >
        {label}
        <span className="sr-only"> {name}</span>
      </Button>
      <LazyConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('Move {name} to the waitlist?', { name })}
        description={t('{party} {guests, plural, =0 {goes} other {go}} to the end of the waitlist and {places, plural, one {# place frees} other {# places free}} up.', {
          party,
          guests: p.guestCount,
          places: p.places,
        })}
        confirmLabel={t('Move to waitlist')}
        pendingLabel={t('Moving...')}
        destructive={false}
        pending={pending}
        onConfirm={() => onConfirm(choice, () => setOpen(false))}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('The freed {places, plural, one {place} other {places}}', { places: p.places })}</legend>
          {(
            [
              ['next-in-line', 'Give to the next in line', 'Whoever is next on the waitlist and fits is let in now.'],
              ['hold', 'Hold the place', 'Nobody moves up now; you choose who comes in.'],
            ] as const
          ).map(([value, title, hint]) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
              <input type="radio" name="freed-places" value={value} checked={choice === value} onChange={() => setChoice(value)} className="mt-1 size-4 accent-[var(--primary)]" />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{t(title)}</span>
                <span className="text-xs text-muted-foreground">{t(hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </LazyConfirmDialog>
    </>
  );
}
