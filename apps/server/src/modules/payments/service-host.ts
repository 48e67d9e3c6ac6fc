/** The hosts' view of an event's money (issue 29): every payment, the totals, and the same as a CSV file. */
import { formatMinorUnits, type ExportedPayment, type HostPayments } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import * as repo from './repository';
import { modeOf, unitAmountOf } from './service';

export async function hostPayments(db: DbOrTx, eventId: string, stripeOn: boolean): Promise<HostPayments | null> {
  const event = await repo.paymentEvent(db, eventId);
  if (!event) return null;
  const rows = await repo.paymentsOfEvent(db, eventId);
  let collected = 0;
  let refunded = 0;
  for (const r of rows) {
    if (r.method === 'waived') continue;
    if (r.status === 'paid' || r.status === 'refunded' || r.status === 'forfeited') collected += r.amount;
    refunded += r.refundedAmount;
  }
  return {
    mode: modeOf(event, stripeOn),
    currency: event.currency,
    unitAmount: unitAmountOf(event),
    totalCollected: collected - refunded,
    totalRefunded: refunded,
    rows: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      participantId: r.participantId,
      method: r.method,
      status: r.status,
      offer: r.offer,
      places: r.places,
      amount: r.amount,
      refundedAmount: r.refundedAmount,
      currency: r.currency,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
      refundedAt: r.refundedAt?.toISOString() ?? null,
      holdExpiresAt: r.holdExpiresAt?.toISOString() ?? null,
    })),
  };
}

/** A CSV cell: quoted when it must be, and a leading = + - @ neutralised (spreadsheet formulas). */
function cell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function paymentsCsv(p: HostPayments): string {
  const header = ['name', 'method', 'status', 'places', 'amount', 'refunded', 'currency', 'created_at', 'paid_at', 'refunded_at'];
  const lines = p.rows.map((r) =>
    [
      `${r.firstName} ${r.lastName}`.trim(),
      r.method,
      r.status,
      r.places,
      formatMinorUnits(r.amount, r.currency),
      formatMinorUnits(r.refundedAmount, r.currency),
      r.currency,
      r.createdAt,
      r.paidAt,
      r.refundedAt,
    ].map(cell).join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** A person's payments for their data export and `admin export-user`. */
export async function exportPayments(db: DbOrTx, userId: string): Promise<ExportedPayment[]> {
  return (await repo.paymentsOfUser(db, userId)).map((p) => ({
    id: p.id,
    eventId: p.eventId,
    eventTitle: p.eventTitle,
    method: p.method,
    status: p.status,
    places: p.places,
    amount: p.amount,
    refundedAmount: p.refundedAmount,
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
  }));
}
