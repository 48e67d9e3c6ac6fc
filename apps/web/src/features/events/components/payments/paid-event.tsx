/**
 * The participation card of a paid event (issue 29; loaded only for events with a price): "Pay and join" on a game
 * paid online, "Pay the host at the field" otherwise, a held place's "Payment pending" with its time left and "Finish
 * paying", a waitlist offer's "A place opened: pay within ...", "You're in" with the receipt, the refund after leaving,
 * and the Leave dialog that says before confirming whether leaving refunds.
 */
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, Clock, Receipt } from 'lucide-react';
import { ERROR_FALLBACKS, PAYMENT_TEXTS, type EventPayment, type MyPayment } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorToast, toast } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { useEventPayment, useFinishPaying, useLeavePaidEvent } from '../../api/payments';
import type { EventDetail } from '../../api/types';
import { formatMoney, timeLeftText } from './money';
import { JoinEventDialog } from '../join-dialog';
import { m, t } from '@/lib/i18n';

/** The time now, again every `ms` (a hold's countdown). */
function useNow(ms = 15_000): number {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** "?payment=success" / "?payment=cancelled": Stripe's Checkout sent the browser back here. */
function useReturnFromCheckout(): 'success' | 'cancelled' | null {
  const [params] = useSearchParams();
  const value = params.get('payment');
  return value === 'success' || value === 'cancelled' ? value : null;
}

/** When the caller's payment changes (paid by the webhook, a hold ended), the event and its lists are read again. */
function useRefreshOnChange(eventId: string, mine: MyPayment | null | undefined) {
  const queryClient = useQueryClient();
  const key = mine ? `${mine.id}:${mine.status}` : 'none';
  const last = React.useRef(key);
  React.useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.participants(eventId) });
  }, [eventId, key, queryClient]);
}

const money = (p: { amount: number; currency: string }) => formatMoney(p.amount, p.currency);

function Note({ icon: Icon, children, className }: { icon: typeof Banknote; children: React.ReactNode; className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** "Pay the host at the field": the game's fee is collected in person. */
export function AtFieldNote({ payment }: { payment: EventPayment }) {
  return (
    <Note icon={Banknote}>
      {t('{label}: {price} a place.', { label: t(PAYMENT_TEXTS.payAtField), price: formatMoney(payment.unitAmount, payment.currency) })}
    </Note>
  );
}

/** The caller's refund after leaving (before the cutoff), or a hold that ended unpaid. */
function PastPayment({ mine }: { mine: MyPayment }) {
  if (mine.status === 'refunded')
    return (
      <p role="status" className="rounded-md bg-secondary px-3 py-2 text-sm">
        <span className="font-medium">
          {t(PAYMENT_TEXTS.refunded)}: {formatMoney(mine.refundedAmount || mine.amount, mine.currency)}
        </span>
        <span className="block text-xs text-muted-foreground">
          {t('On its way back to your card; banks take 5-10 days to show it.')}
        </span>
      </p>
    );
  if (mine.status === 'expired' && !mine.offer) return <Note icon={Clock}>{m(PAYMENT_TEXTS.messages.holdExpired)}</Note>;
  return null;
}

/** Join on a paid event: "Pay and join" (online) or the normal join with "Pay the host at the field". */
export function PaidJoinAction({ event, onJoined }: { event: EventDetail; onJoined?(): void }) {
  const payment = useEventPayment(event.id);
  if (payment.isPending) return <Skeleton className="h-11" aria-label={t('Loading payment')} />;
  const data = payment.data;
  return (
    <>
      {data?.mine ? <PastPayment mine={data.mine} /> : null}
      {data?.mode === 'online' ? (
        <>
          <JoinEventDialog
            event={event}
            onJoined={onJoined}
            pay={{ unitAmount: data.unitAmount, currency: data.currency, holdMinutes: data.holdMinutes }}
          />
          <Note icon={Receipt}>
            {data.refundCutoffHours
              ? t('Pay by card. Leave up to {hours, plural, one {# hour} other {# hours}} before the start for a full refund.', { hours: data.refundCutoffHours })
              : t('Pay by card. Leave before the start for a full refund.')}
          </Note>
        </>
      ) : (
        <>
          {data?.mode === 'at_field' ? <AtFieldNote payment={data} /> : null}
          <JoinEventDialog event={event} onJoined={onJoined} />
        </>
      )}
    </>
  );
}

/** A held place (or a waitlist offer) waiting for payment: the time left and the way back to Stripe's page. */
export function PendingPayment({ eventId, mine, returned }: { eventId: string; mine: MyPayment; returned: 'success' | 'cancelled' | null }) {
  const now = useNow();
  const finish = useFinishPaying(eventId);
  const left = mine.holdExpiresAt ? timeLeftText(mine.holdExpiresAt, now) : null;
  const title = mine.offer
    ? t('A place opened: pay within {time}', { time: left ?? t('the time limit') })
    : `${t(PAYMENT_TEXTS.paymentPending)}${left ? ` · ${t('{time} left', { time: left })}` : ''}`;
  return (
    <div role="status" className="grid gap-2 rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
      <p className="font-semibold">{title}</p>
      {returned === 'success' ? (
        <p className="flex items-center gap-2">
          <Spinner className="size-4" /> {t('Payment received. Confirming with Stripe...')}
        </p>
      ) : (
        <>
          <p>
            {mine.offer
              ? t('Pay {price} to take {places, plural, one {it} other {your # places}}; unpaid in time, the place goes to the next person.', { price: money(mine), places: mine.places })
              : returned === 'cancelled'
                ? t('Payment not finished. Your {places, plural, one {place is} other {places are}} held for {time} more.', { places: mine.places, time: left ?? t('a few minutes') })
                : t('Your {places, plural, one {place is} other {places are}} held while you pay {price}.', { places: mine.places, price: money(mine) })}
          </p>
          <Button
            className="w-full"
            disabled={finish.isPending || finish.isSuccess}
            onClick={() => finish.mutate(undefined, { onError: (error) => errorToast(error, ERROR_FALLBACKS.joinEvent) })}
          >
            {finish.isPending || finish.isSuccess ? t('Going to payment...') : mine.offer ? t('Pay {price}', { price: money(mine) }) : t('Finish paying')}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * The participant's line on a paid event: pending, "You're in" with the receipt, a host's record, or (pay at the
 * field) the free event's line with the note. `children`: the free event's line.
 */
export function PaidParticipantStatus({ event, children }: { event: EventDetail; children: React.ReactNode }) {
  const returned = useReturnFromCheckout();
  const payment = useEventPayment(event.id, { poll: returned === 'success' });
  const mine = payment.data?.mine;
  useRefreshOnChange(event.id, mine);
  const registered = event.userParticipation?.status === 'registered';
  if (!registered || !payment.data) return <>{children}</>;
  if (mine?.status === 'pending') return <PendingPayment eventId={event.id} mine={mine} returned={returned} />;
  if (mine?.status === 'paid') {
    const guests = event.userParticipation?.guestCount ?? 0;
    const how = mine.method === 'online' ? t('Paid {price}', { price: money(mine) }) : mine.method === 'at_field' ? t(PAYMENT_TEXTS.paidAtField) : t(PAYMENT_TEXTS.waived);
    return (
      <div role="status" className="grid gap-1 rounded-md bg-brand-soft px-3 py-2 text-sm text-brand-strong">
        <p className="font-semibold">
          {t(PAYMENT_TEXTS.youreIn)}
          {guests ? ` ${t('(+{guests, plural, one {# guest} other {# guests}})', { guests })}` : ''}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{how}</span>
          {mine.receiptUrl ? (
            <a href={mine.receiptUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium underline underline-offset-2">
              <Receipt className="size-4" aria-hidden="true" /> {t('Receipt')}
            </a>
          ) : null}
        </p>
      </div>
    );
  }
  return (
    <>
      {children}
      {payment.data.mode === 'at_field' ? <AtFieldNote payment={payment.data} /> : null}
    </>
  );
}

/** What leaving does to the money, said before confirming (issue 29 "Fair refunds"). */
export function leaveTerms(payment: EventPayment | undefined) {
  const mine = payment?.mine;
  if (mine?.status === 'pending')
    return { kind: 'hold' as const, description: t('Your held place is released and nothing is charged.'), confirm: t('Leave Event'), cancel: t('Cancel') };
  if (!payment || mine?.status !== 'paid' || mine.method !== 'online') return null;
  const paid = formatMoney(mine.amount - mine.refundedAmount, mine.currency);
  if (payment.refundable)
    return {
      kind: 'refund' as const,
      description: t('You get a full refund of {paid} to your card. Your place goes to the next person on the waitlist, or to anyone who joins.', { paid }),
      confirm: t('Leave and get refund'),
      cancel: t('Cancel'),
    };
  return {
    kind: 'no-refund' as const,
    description: t(
      'The refund cutoff ({hours, plural, one {# hour} other {# hours}} before the start) has passed: leaving now gives your place up without a refund of the {paid} you paid. Keep your place, or release it without a refund.',
      { hours: payment.refundCutoffHours, paid },
    ),
    confirm: t('Release without refund'),
    cancel: t('Keep my place'),
  };
}

/** Leave a paid event: refund before the cutoff, keep-or-release after it. */
export function PaidLeaveButton({ eventId, guestCount = 0 }: { eventId: string; guestCount?: number }) {
  const [confirming, setConfirming] = React.useState(false);
  const payment = useEventPayment(eventId);
  const leave = useLeavePaidEvent(eventId);
  const terms = leaveTerms(payment.data);
  const onConfirm = () =>
    leave.mutate(terms?.kind === 'no-refund', {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('Left Event'),
          description:
            terms?.kind === 'refund'
              ? t('Your {price} is on its way back to your card.', {
                  price: formatMoney((payment.data?.mine?.amount ?? 0) - (payment.data?.mine?.refundedAmount ?? 0), payment.data?.mine?.currency ?? 'USD'),
                })
              : terms?.kind === 'no-refund'
                ? t('You released your place without a refund.')
                : t("You've left the event."),
        });
      },
      onError: (error) => {
        setConfirming(false);
        void payment.refetch();
        errorToast(error, ERROR_FALLBACKS.leaveEvent);
      },
    });
  return (
    <>
      <Button variant="outline" className="w-full" disabled={leave.isPending || payment.isPending} onClick={() => setConfirming(true)}>
        {leave.isPending ? t('Leaving...') : t('Leave Event')}
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={terms?.kind === 'no-refund' ? t('Keep your place or release it?') : t('Leave this event?')}
        description={
          terms?.description ??
          (guestCount
            ? t("Your party's {count} places go to the waitlist first, or to anyone who joins.", { count: 1 + guestCount })
            : t('Your place goes to the next person on the waitlist, or to anyone who joins.'))
        }
        confirmLabel={terms?.confirm ?? t('Leave Event')}
        cancelLabel={terms?.cancel ?? t('Cancel')}
        pendingLabel={t('Leaving...')}
        pending={leave.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
