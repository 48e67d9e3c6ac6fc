/** The join dialog (spec §2, §5): guests 0-10, "Join Waitlist" when full and the waitlist is open. */
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ERROR_FALLBACKS, LIMITS, NO_SHOW_RULE } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useJoinEvent } from '../api/join-event';
import { rememberJustJoined } from '../api/just-joined';
import type { EventDetail } from '../api/types';
import { isEventFull } from './capacity-bar';

/** A negative or invalid value becomes 0; more than 10 is capped (spec §5). */
export function parseGuests(raw: string): number {
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, LIMITS.guestsMax);
}

/** The query parameter the public page's "Sign in to join" comes back with. */
const JOIN_AFTER_SIGN_IN = 'join';

/** onJoined: the screen redirects to /dashboard about 1.5 s later (spec §4). */
export function JoinEventDialog({ event, onJoined }: { event: EventDetail; onJoined?(): void }) {
  const [open, setOpen] = React.useState(false);
  const [raw, setRaw] = React.useState('0');
  const join = useJoinEvent(event.id);
  const { user } = useAuth();
  const trigger = React.useRef<HTMLButtonElement>(null);
  const [params, setParams] = useSearchParams();
  // Back from signing in to join (issue 18, `?join=1`): the visible Join opens its dialog once; the join itself
  // still takes the person's click. (The page holds a phone and a desktop copy of this button; one is hidden.)
  React.useEffect(() => {
    if (params.get(JOIN_AFTER_SIGN_IN) !== '1' || !trigger.current?.offsetParent) return;
    setOpen(true);
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(JOIN_AFTER_SIGN_IN);
      return next;
    }, { replace: true });
  }, [params, setParams]);
  const full = isEventFull(event);
  const waitlist = full && event.allowWaitlist;
  const left = Math.max(0, event.capacity - event.currentParticipants);
  const guests = parseGuests(raw);
  const party = 1 + guests;
  const willWait = !full && party > left && event.allowWaitlist;
  const label = waitlist ? 'Join Waitlist' : 'Join Event';

  // A second click before the first answer is not a second join (the button disables on the next render only).
  const sending = React.useRef(false);
  const onJoin = (e: React.FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    join.mutate(guests, {
      onSuccess: (outcome) => {
        const withGuests = guests > 0 ? ` with ${guests} ${guests === 1 ? 'guest' : 'guests'}` : '';
        const waitlisted = outcome.status === 'waitlisted';
        toast({
          title: waitlisted ? "You're on the waitlist" : 'Event Joined!',
          description: outcome.heldByNoShowRule
            ? NO_SHOW_RULE.heldText(outcome.heldByNoShowRule)
            : waitlisted
            ? `You joined the waitlist${withGuests}. We'll move you up when places free.`
            : `You've successfully joined the event${withGuests}.`,
          variant: 'success',
        });
        setOpen(false);
        // The dashboard the page now redirects to opens with this game (issue 26).
        if (user) rememberJustJoined(event.id, user.id);
        onJoined?.();
      },
      onError: (error) => errorToast(error, ERROR_FALLBACKS.joinEvent),
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  if (full && !event.allowWaitlist) {
    return (
      <Button className="w-full" size="lg" disabled>
        Event Full
      </Button>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setRaw('0');
      }}
    >
      <DialogTrigger asChild>
        <Button ref={trigger} className="w-full" size="lg" disabled={join.isSuccess}>
          {join.isSuccess ? "You're in!" : label}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <form onSubmit={onJoin} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>
              {waitlist
                ? 'This event is full. Join the waitlist and you move up, with your guests, when places free.'
                : `Bringing friends? Add up to ${LIMITS.guestsMax} guests. ${left} ${left === 1 ? 'place' : 'places'} left.`}
            </DialogDescription>
          </DialogHeader>
          <FormField id="join-guests" label="Guests" hint={`0 to ${LIMITS.guestsMax}. Each guest takes a place.`}>
            <Input
              id="join-guests"
              type="number"
              inputMode="numeric"
              min={0}
              max={LIMITS.guestsMax}
              step={1}
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              onBlur={() => setRaw(String(guests))}
            />
          </FormField>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {party} {party === 1 ? 'place' : 'places'} for your party
            {willWait ? ' - more than are left, so your party joins the waitlist.' : '.'}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={join.isPending}>
              {join.isPending ? 'Joining...' : label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
