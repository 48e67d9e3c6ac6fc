/**
 * Payments (issue 29): paying for a place through Stripe Checkout, refunds, the host's records and the group's payout
 * account. Amounts are integer minor units of `currency` (600 = 6.00 USD). docs/payments.md "API" lists every route.
 */
import { z } from 'zod';

/** A payment record's state; every change is recorded. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'expired', 'failed', 'forfeited'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** online: Stripe Checkout; at_field: a host recorded cash at the field; waived: a host waived the fee. */
export const PAYMENT_METHODS = ['online', 'at_field', 'waived'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYOUT_ACCOUNT_STATUSES = ['pending', 'ready'] as const;

/**
 * A participant's payment standing as shown on their row (hosts and the person themselves; null to others and on
 * free events): pending = a hold waiting for payment (`offer` says it came from the waitlist), paid = online,
 * paid_at_field / waived = recorded by a host, unpaid = a paid event's participant with nothing recorded.
 */
export const PARTICIPANT_PAYMENT_STATUSES = ['pending', 'paid', 'paid_at_field', 'waived', 'unpaid'] as const;
export type ParticipantPaymentStatus = (typeof PARTICIPANT_PAYMENT_STATUSES)[number];

/** How an event is paid: free (price 0), online (Stripe, the group ready), at_field ("Pay the host at the field"). */
export const EVENT_PAYMENT_MODES = ['free', 'online', 'at_field'] as const;
export type EventPaymentMode = (typeof EVENT_PAYMENT_MODES)[number];

export const checkoutSchema = z.object({
  /** Stripe's hosted Checkout page: send the browser there. */
  url: z.string(),
  /** The hold ends then (ISO time); unpaid, the places are released. */
  holdExpiresAt: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** What the payer's own view and the hosts' rows both say of one payment. */
const paymentFields = {
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  /** A place offered from the waitlist, to be paid by `holdExpiresAt`. */
  offer: z.boolean(),
  places: z.number().int(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
};

export const myPaymentSchema = z.object({
  ...paymentFields,
  unitAmount: z.number().int(),
  /** Stripe's receipt page, once paid online. */
  receiptUrl: z.string().nullable(),
});
export type MyPayment = z.infer<typeof myPaymentSchema>;

/** `GET /api/events/{id}/payment`: how the event is paid and the caller's latest payment for it. */
export const eventPaymentSchema = z.object({
  mode: z.enum(EVENT_PAYMENT_MODES),
  /** The price of one place in minor units (guests pay one each). */
  unitAmount: z.number().int(),
  currency: z.string(),
  refundCutoffHours: z.number().int(),
  /** Leaving before this time refunds an online payment (ISO time). */
  refundCutoffAt: z.string(),
  /** True until the cutoff: leaving now would refund. */
  refundable: z.boolean(),
  /** Minutes a fresh hold lasts (15). */
  holdMinutes: z.number().int(),
  mine: myPaymentSchema.nullable(),
});
export type EventPayment = z.infer<typeof eventPaymentSchema>;

export const leaveEventQuerySchema = z.object({
  /** After the refund cutoff, leaving a paid place needs this: the place goes without a refund. */
  confirmNoRefund: z.preprocess((v) => v === 'true' || v === true || v === '1', z.boolean()).optional(),
});

export const hostPaymentRowSchema = z.object({
  ...paymentFields,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The participant's row when they still hold a place (null after a refund, expiry or leave). */
  participantId: z.string().nullable(),
  createdAt: z.string(),
});
export type HostPaymentRow = z.infer<typeof hostPaymentRowSchema>;

/** `GET /api/events/{id}/payments` (hosts): every payment of the event, newest first, and the totals. */
export const hostPaymentsSchema = z.object({
  mode: z.enum(EVENT_PAYMENT_MODES),
  currency: z.string(),
  unitAmount: z.number().int(),
  /** Paid online and at the field, less refunds (minor units). */
  totalCollected: z.number().int(),
  totalRefunded: z.number().int(),
  rows: z.array(hostPaymentRowSchema),
});
export type HostPayments = z.infer<typeof hostPaymentsSchema>;

/** `PUT /api/events/{id}/participants/{participantId}/payment` (hosts): cash at the field, or the fee waived. */
export const recordPaymentInputSchema = z.object({ method: z.enum(['at_field', 'waived']) });
export type RecordPaymentInput = z.input<typeof recordPaymentInputSchema>;

/** `GET /api/groups/{id}/payouts`: the group's payout account (the creator only). */
export const payoutAccountSchema = z.object({
  /** Online payments are configured on this server (STRIPE_SECRET_KEY set). */
  enabled: z.boolean(),
  status: z.enum(['not_connected', 'pending', 'ready']),
  /** The platform's fee in percent (0 by default); Stripe's own processing fee is the organizer's. */
  platformFeePercent: z.number(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** `POST /api/groups/{id}/payouts/onboarding`: Stripe's hosted onboarding page for the group's payout account. */
export const payoutOnboardingSchema = z.object({ url: z.string() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;

/** A person's payments in their data export and `admin export-user` (never card details: Kickoff has none). */
export const exportedPaymentSchema = z.object({
  id: z.string(),
  eventId: z.string().nullable(),
  eventTitle: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  places: z.number().int(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type ExportedPayment = z.infer<typeof exportedPaymentSchema>;
