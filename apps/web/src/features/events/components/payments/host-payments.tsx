/**
 * The hosts' Payments tab of Manage Participants (issue 29; loaded with the tab): the total collected and refunded,
 * who has not paid yet (mark "Paid at the field" or "Waive"), every payment with how it was paid and its state, and
 * the payments CSV.
 */
import * as React from 'react';
import { Download, Wallet } from 'lucide-react';
import { PAYMENT_TEXTS, type HostPaymentRow, type PaymentMethod, type PaymentStatus } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { errorToast, toast } from '@/components/ui/use-toast';
import { downloadPaymentsCsv, useHostPayments, useRecordPayment } from '../../api/payments';
import type { EventDetail, EventParticipant } from '../../api/types';
import { personName } from '../format';
import { formatMoney } from './money';
import { currentLanguage, t } from '@/lib/i18n';

/** English ids of the catalog (t() at display). */
const METHOD: Record<PaymentMethod, string> = { online: 'Online', at_field: 'At the field', waived: 'Waived' };

const STATUS: Record<PaymentStatus, { label: string; variant: 'default' | 'secondary' | 'accent' | 'outline' }> = {
  pending: { label: PAYMENT_TEXTS.paymentPending, variant: 'accent' },
  paid: { label: 'Paid', variant: 'default' },
  refunded: { label: PAYMENT_TEXTS.refunded, variant: 'secondary' },
  expired: { label: 'Hold expired', variant: 'outline' },
  failed: { label: 'Failed', variant: 'outline' },
  forfeited: { label: 'Left, no refund', variant: 'outline' },
};

const shortDates = new Map<string, Intl.DateTimeFormat>();
function when(iso: string | null) {
  if (!iso) return null;
  const locale = currentLanguage() === 'es' ? 'es-US' : 'en-US';
  let format = shortDates.get(locale);
  if (!format) shortDates.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })));
  return format.format(new Date(iso));
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-card p-4 shadow-sm">
      <div className="text-2xl font-bold tabular-nums">{value}</div>
      <div className="text-sm text-muted-foreground">{label}</div>
    </div>
  );
}

/** A registered participant with nothing paid: the host records cash at the field or waives the fee. */
function UnpaidRow({ p, eventId }: { p: EventParticipant; eventId: string }) {
  const record = useRecordPayment(eventId);
  const name = personName(p);
  const mark = (method: 'at_field' | 'waived') =>
    record.mutate(
      { participantId: p.id, method },
      {
        onSuccess: () => toast({ title: t(method === 'at_field' ? PAYMENT_TEXTS.paidAtField : PAYMENT_TEXTS.waived), description: name, variant: 'success' }),
        onError: (error) => errorToast(error, t("Couldn't record the payment. Try again.")),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{name}</span>
        <span className="text-xs text-muted-foreground">
          {p.paymentStatus === 'pending' ? t(PAYMENT_TEXTS.paymentPending) : t('Not paid')}
          {p.guestCount ? ` · ${t('{count} places', { count: 1 + p.guestCount })}` : ''}
        </span>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={record.isPending} onClick={() => mark('at_field')}>
          {t('Mark paid at the field')}
          <span className="sr-only">: {name}</span>
        </Button>
        <Button size="sm" variant="ghost" disabled={record.isPending} onClick={() => mark('waived')}>
          {t('Waive')}
          <span className="sr-only"> {t('the fee of {name}', { name })}</span>
        </Button>
      </div>
    </li>
  );
}

function PaymentRow({ row }: { row: HostPaymentRow }) {
  const status = STATUS[row.status];
  const date = row.status === 'refunded' ? when(row.refundedAt) : row.paidAt ? when(row.paidAt) : when(row.createdAt);
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 p-4">
      <span className="truncate font-medium">{personName(row)}</span>
      <span className="text-right font-semibold tabular-nums">{formatMoney(row.amount, row.currency)}</span>
      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <Badge variant={status.variant}>{t(status.label)}</Badge>
        <span>{t(METHOD[row.method])}</span>
        {row.places > 1 ? <span>· {t('{count} places', { count: row.places })}</span> : null}
        {row.offer ? <span>· {t('waitlist offer')}</span> : null}
        {date ? <span>· {date}</span> : null}
      </span>
      <span className="text-right text-xs text-muted-foreground tabular-nums">
        {row.refundedAmount ? t('{price} refunded', { price: formatMoney(row.refundedAmount, row.currency) }) : null}
      </span>
    </li>
  );
}

export function HostPaymentsPanel({ event, registered }: { event: EventDetail; registered: EventParticipant[] }) {
  const payments = useHostPayments(event.id);
  const [downloading, setDownloading] = React.useState(false);
  if (payments.isPending)
    return (
      <div role="status" aria-label={t('Loading payments')} className="grid gap-3">
        <div className="grid grid-cols-2 gap-4">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  if (payments.isError) return <ErrorState title={t('Could not load payments')} error={payments.error} onRetry={() => void payments.refetch()} />;
  const data = payments.data;
  const unpaid = registered.filter((p) => p.paymentStatus === 'unpaid');
  const download = () => {
    setDownloading(true);
    downloadPaymentsCsv(event.id, event.title)
      .catch((error: unknown) => errorToast(error, t("Couldn't download the payments. Try again.")))
      .finally(() => setDownloading(false));
  };
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4">
        <Total label={t('Collected')} value={formatMoney(data.totalCollected, data.currency)} />
        <Total label={t('Refunded')} value={formatMoney(data.totalRefunded, data.currency)} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {t('{price} a place', { price: formatMoney(data.unitAmount, data.currency) })} ·{' '}
          {data.mode === 'online' ? t('paid online with the place') : t(PAYMENT_TEXTS.payAtField)}
        </p>
        <Button variant="outline" size="sm" onClick={download} disabled={downloading}>
          <Download aria-hidden="true" /> {downloading ? t('Downloading...') : t('Download CSV')}
        </Button>
      </div>
      {unpaid.length ? (
        <section aria-labelledby="unpaid-heading" className="grid gap-2">
          <h3 id="unpaid-heading" className="text-sm font-semibold">
            {t('Not paid yet ({count})', { count: unpaid.length })}
          </h3>
          <ul className="divide-y rounded-lg border bg-card shadow-sm">
            {unpaid.map((p) => (
              <UnpaidRow key={p.id} p={p} eventId={event.id} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="payments-heading" className="grid gap-2">
        <h3 id="payments-heading" className="text-sm font-semibold">
          {t('Payments ({count})', { count: data.rows.length })}
        </h3>
        {data.rows.length === 0 ? (
          <EmptyState icon={<Wallet />} title={t('No payments yet')} description={t('Payments show here as players pay for their places.')} headingLevel={3} />
        ) : (
          <ul className="divide-y rounded-lg border bg-card shadow-sm">
            {data.rows.map((row) => (
              <PaymentRow key={row.id} row={row} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
