/**
 * Payments (issue 29): paying for a place through Stripe Connect (Express accounts: the money goes to the group's
 * organizer), and the host's own records (paid at the field, waived). Amounts are integer minor units of the event's
 * currency. A hold is a registered party of `event_participants` with a `pending` payment here: it counts against the
 * event's capacity through the existing counters, and lapses (the party is released) when unpaid at `hold_expires_at`.
 * Every state change of a payment is one row of `payment_changes`; each Stripe event id is processed once
 * (`stripe_events`). Written only by the payments module.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PAYOUT_ACCOUNT_STATUSES } from '@kickoff/shared';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';
import { groups } from './groups';
import { events } from './events';

const newId = () => crypto.randomUUID();

/** A group's payout account (Stripe Connect Express), connected by the group's creator. */
export const groupPayoutAccounts = pgTable(
  'group_payout_accounts',
  {
    groupId: text()
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    stripeAccountId: text().notNull(),
    /** pending: onboarding not finished (or Stripe wants more); ready: charges and payouts enabled. */
    status: text({ enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('pending'),
    connectedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_payout_accounts_stripe_account_uq').on(t.stripeAccountId),
    check('group_payout_accounts_status_ck', sql`${t.status} in ('pending', 'ready')`),
  ],
);

/** One payment for one party's places in one event (online through Stripe, or recorded by a host). */
export const payments = pgTable(
  'payments',
  {
    id: text().primaryKey().$defaultFn(newId),
    /** Null once the event is deleted: the record of the money stays, with the title it had. */
    eventId: text().references(() => events.id, { onDelete: 'set null' }),
    eventTitle: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: text().references(() => groups.id, { onDelete: 'set null' }),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    /** A waitlist offer (the place was given from the waitlist, to be paid within the window). */
    offer: boolean().notNull().default(false),
    places: integer().notNull(),
    unitAmount: integer().notNull(),
    amount: integer().notNull(),
    platformFee: integer().notNull().default(0),
    refundedAmount: integer().notNull().default(0),
    currency: text().notNull(),
    stripeAccountId: text(),
    stripeCheckoutSessionId: text(),
    stripePaymentIntentId: text(),
    stripeRefundId: text(),
    receiptUrl: text(),
    holdExpiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    /** Set by the host who recorded a payment at the field or waived the fee. */
    recordedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_amounts_ck', sql`${t.places} >= 1 and ${t.unitAmount} >= 0 and ${t.amount} = ${t.unitAmount} * ${t.places} and ${t.platformFee} between 0 and ${t.amount} and ${t.refundedAmount} between 0 and ${t.amount}`),
    check('payments_status_ck', sql`${t.status} in ('pending', 'paid', 'refunded', 'expired', 'failed', 'forfeited')`),
    check('payments_method_ck', sql`${t.method} in ('online', 'at_field', 'waived')`),
    check('payments_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payments_hold_ck', sql`${t.status} <> 'pending' or ${t.holdExpiresAt} is not null`),
    // One live payment (pending or paid, not yet released) per person and event.
    uniqueIndex('payments_event_user_live_uq').on(t.eventId, t.userId).where(sql`${t.status} in ('pending', 'paid')`),
    uniqueIndex('payments_checkout_session_uq').on(t.stripeCheckoutSessionId),
    index('payments_event_idx').on(t.eventId, t.createdAt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Every state change of a payment, with the Stripe object it came from. */
export const paymentChanges = pgTable(
  'payment_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    paymentId: text()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    /** The Stripe object (checkout session, payment intent, refund, event) behind the change, when there is one. */
    stripeObjectId: text(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_changes_payment_idx').on(t.paymentId, t.id)],
);

/** Stripe webhook events already processed: each id once. */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});
