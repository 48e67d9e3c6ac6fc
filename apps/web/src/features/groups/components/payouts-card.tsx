/**
 * "Payouts" on Manage Members (issue 29, the group's creator): the payout account's state (not connected, pending,
 * ready), "Connect payouts" to Stripe's hosted onboarding (it comes back here with `?payouts=return`), and who pays
 * Stripe's fee. Hidden when the server has no online payments (STRIPE_SECRET_KEY unset).
 */
import { useSearchParams } from 'react-router';
import { CheckCircle2, CircleDashed, Clock, Wallet } from 'lucide-react';
import { PAYMENT_TEXTS } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorToast } from '@/components/ui/use-toast';
import { useConnectPayouts, usePayoutAccount } from '../api/payouts';
import { m, t } from '@/lib/i18n';

/** English ids of the catalog (t() at display). */
const STATUS = {
  not_connected: { label: 'Not connected', icon: CircleDashed, variant: 'outline' },
  pending: { label: 'Pending', icon: Clock, variant: 'accent' },
  ready: { label: 'Ready', icon: CheckCircle2, variant: 'default' },
} as const;

const DESCRIPTION = {
  not_connected:
    'Connect a payout account and players pay for their places when they join your paid games; the money goes straight to you. Until then, paid games say "{payAtField}".',
  pending: 'Stripe still needs some details before it can pay you out. Continue where you left off.',
  ready: 'Players pay for their places when they join your paid games, and the money goes to your account.',
} as const;

export function PayoutsCard({ groupId }: { groupId: string }) {
  const account = usePayoutAccount(groupId);
  const connect = useConnectPayouts(groupId);
  const [params] = useSearchParams();
  if (account.isPending)
    return (
      <Card className="mt-6 p-4 sm:p-6" aria-busy="true">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="mt-3 h-10" />
      </Card>
    );
  // Off on this server (or not readable): nothing to connect; paid games are paid at the field.
  if (account.isError || !account.data.enabled) return null;
  const { status, platformFeePercent } = account.data;
  const shown = STATUS[status];
  const Icon = shown.icon;
  const returned = params.get('payouts');
  return (
    <section aria-labelledby="payouts-title" className="mt-6">
      <Card className="grid gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="payouts-title" className="flex items-center gap-2 text-lg font-semibold">
            <Wallet className="size-5 text-primary" aria-hidden="true" /> {t('Payouts')}
          </h2>
          <Badge variant={shown.variant}>
            <Icon className="size-3.5" aria-hidden="true" /> {t(shown.label)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t(DESCRIPTION[status], { payAtField: t(PAYMENT_TEXTS.payAtField) })}</p>
        {returned === 'refresh' && status !== 'ready' ? (
          <p role="status" className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
            {t('The link to Stripe expired. Continue to get a new one.')}
          </p>
        ) : null}
        <ul className="grid gap-1 text-sm text-muted-foreground">
          <li>{t("Stripe's processing fee is yours as the organizer: it is taken from each payment before it reaches you.")}</li>
          <li>{platformFeePercent > 0 ? t('Kickoff keeps {percent}% of each payment.', { percent: platformFeePercent }) : t('Kickoff takes no fee.')}</li>
        </ul>
        {status !== 'ready' ? (
          <Button
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={connect.isPending || connect.isSuccess}
            onClick={() => connect.mutate(undefined, { onError: (error) => errorToast(error, m(PAYMENT_TEXTS.messages.stripeUnavailable)) })}
          >
            {connect.isPending || connect.isSuccess ? t('Opening Stripe...') : status === 'pending' ? t('Continue setup') : t('Connect payouts')}
          </Button>
        ) : null}
      </Card>
    </section>
  );
}
