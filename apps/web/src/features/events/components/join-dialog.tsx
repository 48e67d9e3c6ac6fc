/** The join dialog (spec §2, §5): guests 0-10, "Join Waitlist" when full and the waitlist is open. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ERROR_FALLBACKS, LIMITS, NO_SHOW_RULE, PAYMENT_TEXTS } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { isQueued } from '@/lib/offline/queue';
import { participationScope, useJoinEvent } from '../api/join-event';
import { useQueuedWrites } from '@/components/ui/queued-writes';
import { rememberJustJoined } from '../api/just-joined';
import type { EventDetail } from '../api/types';
import { isEventFull } from './capacity-bar';
import { formatMoney } from './payments/money';

/** A negative or invalid value becomes 0; more than 10 is capped (spec §5). */
export function parseGuests(raw: string): number {
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, LIMITS.guestsMax);
}

/** The query parameter the public page's "Sign in to join" comes back with. */
const JOIN_AFTER_SIGN_IN = 'join';

/** A game paid online (issue 29): one price a place, the places held while the person pays on Stripe's page. */
export interface PaidJoin {
  unitAmount: number;
  currency: string;
  holdMinutes: number;
}

/** onJoined: the screen redirects to /dashboard about 1.5 s later (spec §4). */
export function JoinEventDialog({ event, onJoined, pay }: { event: EventDetail; onJoined?(): void; pay?: PaidJoin }) {
  const [open, setOpen] = React.useState(false);
  const [raw, setRaw] = React.useState('0');
  const join = useJoinEvent(event.id);
  const queued = useQueuedWrites(participationScope(event.id));
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
  const label = waitlist ? t('Join Waitlist') : pay && !willWait ? t(PAYMENT_TEXTS.payAndJoin) : t('Join Event');
  const [leaving, setLeaving] = React.useState(false);

  // A second click before the first answer is not a second join (the button disables on the next render only).
  const sending = React.useRef(false);
  const onJoin = (e: React.FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    sending.current = true;
    join.mutate(guests, {
      onSuccess: (outcome) => {
        // Offline: it waits on the page ("Waiting for a connection") and reports when sent.
        if (isQueued(outcome)) {
          setOpen(false);
          return;
        }
        // Paid online (issue 29): the places are held; the browser goes to Stripe's page (useJoinEvent), which takes
        // the payment and comes back to the event.
        if (outcome.checkout) {
          setLeaving(true);
          return;
        }
        const withGuests = guests > 0 ? t('{count, plural, one { with # guest} other { with # guests}}', { count: guests }) : '';
        const waitlisted = outcome.status === 'waitlisted';
        toast({
          title: waitlisted ? t("You're on the waitlist") : t('Event Joined!'),
          description: outcome.heldByNoShowRule
            ? NO_SHOW_RULE.heldText(outcome.heldByNoShowRule)
            : waitlisted
            ? t("You joined the waitlist{withGuests}. We'll move you up when places free.", { withGuests })
            : t("You've successfully joined the event{withGuests}.", { withGuests }),
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

  // A join kept offline waits above (the participation panel's queue); cancelled, Join is offered again.
  const joined = join.isSuccess && !isQueued(join.data) && !leaving;
  const waiting = queued.length > 0;

  if (full && !event.allowWaitlist) {
    return (
      <Button className="w-full" size="lg" disabled>
        {t('Event Full')}
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
        <Button ref={trigger} className="w-full" size="lg" disabled={joined || waiting}>
          {leaving ? t('Going to payment...') : joined ? t("You're in!") : label}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <form onSubmit={onJoin} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>
              {waitlist
                ? pay
                  ? "This event is full. Join the waitlist: when a place frees you're offered it, to pay within a time limit. Nothing is charged until then."
                  : t('This event is full. Join the waitlist and you move up, with your guests, when places free.')
                : t('Bringing friends? Add up to {max} guests. {left, plural, one {# place} other {# places}} left.', { max: LIMITS.guestsMax, left })}
            </DialogDescription>
          </DialogHeader>
          <FormField id="join-guests" label={t('Guests')} hint={t('0 to {max}. Each guest takes a place.', { max: LIMITS.guestsMax })}>
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
            {t('{count, plural, one {# place} other {# places}} for your party', { count: party })}
            {willWait ? t(' - more than are left, so your party joins the waitlist.') : '.'}
          </p>
          {pay && !waitlist && !willWait ? (
            <p className="rounded-md bg-secondary px-3 py-2 text-sm">
              <span className="font-semibold">
                {formatMoney(pay.unitAmount * party, pay.currency)}
                {party > 1 ? ` (${formatMoney(pay.unitAmount, pay.currency)} a place)` : ''}
              </span>
              <span className="block text-muted-foreground">
                Your {party === 1 ? 'place is' : 'places are'} held for {pay.holdMinutes} minutes while you pay on Stripe's secure page.
              </span>
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={join.isPending || leaving}>
              {leaving ? t('Going to payment...') : join.isPending ? t('Joining...') : label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
