/**
 * Payments' jobs (issue 29), on the app's durable queue:
 * - `payment-hold` at a hold's end: reconciliation first (Stripe is asked about the session: paid, though the webhook
 *   never came, settles it), else the session is expired at Stripe and the hold lapses (events release the places and
 *   promote the waitlist). Also run at once (`:close` key) to close the Checkout of a hold released early. Stripe
 *   unreachable: the job retries; a hold never lapses without Stripe's word that it was not paid.
 * - `payment-refund`: refunds a paid online payment in full (one idempotency key per payment), then the refund notice.
 * - `payment-mail`: the receipt or refund email, when mail is on and the person has a verified address.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobWorker } from '../../lib/jobs';
import type { Mailer } from '../../lib/mail';
import { realEmail } from '../../lib/placeholder-email';
import { isLanguage } from '../../lib/i18n';
import * as repo from './repository';
import { holdLapsed } from './hooks';
import { paymentMail } from './mail';
import { markPaid, PAYMENT_JOB, type PaymentsEnv } from './service';
import { notify } from '../notifications';
import { enqueue } from '../../lib/jobs';

export async function runHoldJob(env: PaymentsEnv, paymentId: string): Promise<void> {
  const payment = await repo.findPayment(env.db, paymentId);
  if (!payment || payment.method !== 'online') return;
  const stripe = env.stripe;
  if (payment.stripeCheckoutSessionId && stripe) {
    if (payment.status === 'pending' && payment.holdExpiresAt && payment.holdExpiresAt.getTime() > Date.now() + 1000) return;
    if (payment.status !== 'pending' && payment.status !== 'expired' && payment.status !== 'failed') return;
    // Expiring answers the session's state: complete when the person paid (the webhook lost or still on its way).
    const state = await stripe.expireCheckout(payment.stripeCheckoutSessionId);
    if (state.status === 'complete' && state.paid) {
      await markPaid(env, payment.id, { sessionId: state.id, paymentIntentId: state.paymentIntentId, receiptUrl: state.receiptUrl, source: 'reconciled with Stripe' });
      return;
    }
  }
  if (payment.status !== 'pending') return;
  if (payment.holdExpiresAt && payment.holdExpiresAt.getTime() > Date.now() + 1000) return;
  await env.db.transaction(async (tx) => {
    const expired = await repo.changeStatus(tx, payment.id, ['pending'], 'expired', {}, { stripeObjectId: payment.stripeCheckoutSessionId, note: payment.offer ? 'offer window ended' : 'hold ended unpaid' });
    if (expired && payment.eventId) await holdLapsed(tx, { eventId: payment.eventId, userId: payment.userId, paymentId: payment.id });
  });
}

export async function runRefundJob(env: PaymentsEnv, paymentId: string, reason: string): Promise<void> {
  const payment = await repo.findPayment(env.db, paymentId);
  if (!payment || payment.status !== 'paid' || payment.method !== 'online') return;
  const toRefund = payment.amount - payment.refundedAmount;
  if (toRefund <= 0 || !payment.stripePaymentIntentId || !env.stripe) return;
  const refundId = await env.stripe.refund(payment.stripePaymentIntentId, toRefund, `refund:${payment.id}`, { paymentId: payment.id, reason });
  await env.db.transaction(async (tx) => {
    const done = await repo.changeStatus(tx, payment.id, ['paid'], 'refunded', { refundedAmount: payment.amount, refundedAt: new Date(), stripeRefundId: refundId }, { stripeObjectId: refundId, note: `refund (${reason})` });
    if (!done) return;
    await enqueue(tx, PAYMENT_JOB.mail, { paymentId: payment.id, kind: 'refund' }, { key: `payment-mail:refund:${payment.id}` });
    if (payment.eventId) await notify.paymentSettled(tx, { eventId: payment.eventId, userId: payment.userId });
  });
}

async function runMailJob(env: PaymentsEnv, mailer: Mailer, paymentId: string, kind: 'receipt' | 'refund'): Promise<void> {
  if (!mailer.enabled) return;
  const payment = await repo.findPayment(env.db, paymentId);
  if (!payment) return;
  const contact = await repo.userContact(env.db, payment.userId);
  const to = contact?.emailVerified ? realEmail(contact.email) : null;
  if (!to) return;
  // A deleted game (its payment's event_id null) has no page to link to.
  const eventUrl = payment.eventId ? `${env.publicUrl.replace(/\/+$/, '')}/events/${encodeURIComponent(payment.eventId)}` : null;
  await mailer.send(
    paymentMail({
      to,
      // "Hi there," when the name is missing.
      firstName: contact?.firstName ?? '',
      kind,
      eventTitle: payment.eventTitle,
      eventUrl,
      amount: kind === 'refund' ? payment.refundedAmount : payment.amount,
      currency: payment.currency,
      places: payment.places,
      receiptUrl: payment.receiptUrl,
      language: isLanguage(contact?.language) ? contact.language : 'en',
    }),
  );
}

export function registerPaymentJobs(worker: JobWorker, env: PaymentsEnv, mailer: Mailer, log: FastifyBaseLogger) {
  worker.register(PAYMENT_JOB.hold, async (job: ClaimedJob) => runHoldJob(env, String(job.payload.paymentId)));
  worker.register(PAYMENT_JOB.refund, async (job: ClaimedJob) => {
    try {
      await runRefundJob(env, String(job.payload.paymentId), String(job.payload.reason ?? 'refund'));
    } catch (error) {
      log.warn({ err: error, paymentId: job.payload.paymentId }, 'payment refund failed; will retry');
      throw error;
    }
  });
  worker.register(PAYMENT_JOB.mail, async (job: ClaimedJob) => runMailJob(env, mailer, String(job.payload.paymentId), job.payload.kind === 'refund' ? 'refund' : 'receipt'));
}
