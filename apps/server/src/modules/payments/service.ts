/**
 * Paying for a place (issue 29, docs/payments.md). A hold is the party's registered row (events) plus a `pending`
 * payment here with `hold_expires_at` and a keyed `payment-hold` job at that time; Stripe Checkout collects the money
 * (a destination charge to the group's Express account); the webhook (service-webhook.ts) or the hold job
 * (jobs.ts, which asks Stripe first: reconciliation) settles it. Refunds run as `payment-refund` jobs, enqueued in the
 * transaction that released the place and run at once after it, so a Stripe outage delays a refund, never loses it.
 */
import {
  PAYMENT_TEXTS,
  isStripeCurrency,
  priceHasFractionFor,
  toMinorUnits,
  type Checkout,
  type EventPayment,
  type EventPaymentMode,
  type MyPayment,
  type ParticipantPaymentStatus,
} from '@kickoff/shared';
import type { Database, DbOrTx, Transaction } from '@kickoff/db';
import { cancelJobs, enqueue } from '../../lib/jobs';
import { badRequest, conflict, serviceUnavailable } from '../../lib/errors';
import { StripeUnavailableError, type StripeGateway } from '../../lib/stripe/gateway';
import { notify } from '../notifications';
import * as repo from './repository';
import { holdLapsed } from './hooks';

const T = PAYMENT_TEXTS.messages;

/** A fresh hold lasts this long. */
export const HOLD_MINUTES = 15;
/** A waitlist offer's window, shorter when the game is near. */
export const OFFER_WINDOW_MS = 2 * 3600_000;
const MIN_WINDOW_MS = HOLD_MINUTES * 60_000;
/** Stripe keeps a Checkout Session open at least 30 minutes; the hold job expires it earlier. */
const STRIPE_MIN_SESSION_MS = 31 * 60_000;

export const PAYMENT_JOB = { hold: 'payment-hold', refund: 'payment-refund', mail: 'payment-mail' } as const;
export const holdJobKey = (paymentId: string) => `payment-hold:${paymentId}`;

export interface PaymentsEnv {
  db: Database;
  stripe: StripeGateway | null;
  publicUrl: string;
}

export const unavailable = () => serviceUnavailable(T.stripeUnavailable);

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505');

/** How the event is paid; `stripeOn` false: no online payments on this server. */
export function modeOf(event: repo.PaymentEvent, stripeOn: boolean): EventPaymentMode {
  if (toMinorUnits(event.price, event.currency) === 0) return 'free';
  return stripeOn && event.accountStatus === 'ready' && isStripeCurrency(event.currency) ? 'online' : 'at_field';
}

export const unitAmountOf = (event: { price: string; currency: string }) => toMinorUnits(event.price, event.currency);

export function refundCutoffAt(event: { dateTime: Date; refundCutoffHours: number }): Date {
  return new Date(event.dateTime.getTime() - event.refundCutoffHours * 3600_000);
}

/** An offer's payment window: 2 hours, or half the time left before the start (at least 15 minutes). */
export function offerWindowEnd(start: Date, now = Date.now()): Date {
  const left = start.getTime() - now;
  return new Date(now + Math.max(MIN_WINDOW_MS, Math.min(OFFER_WINDOW_MS, Math.floor(left / 2))));
}

/** The event's payment mode for a caller (events' join, views). */
export async function eventMode(env: { stripe: StripeGateway | null }, db: DbOrTx, eventId: string) {
  const event = await repo.paymentEvent(db, eventId);
  return event ? { event, mode: modeOf(event, env.stripe !== null) } : null;
}

/**
 * Event create/edit (issue 29): a currency Stripe cannot take on a paid game in a group ready for payments is a 400, as
 * is a fraction in a zero-decimal currency ("1000.50" JPY); a price or currency change while people have paid online
 * is a 409.
 */
export async function checkPricing(
  env: { stripe: StripeGateway | null },
  db: DbOrTx,
  input: { groupId: string; price: string; currency: string; eventId?: string; priceChanged?: boolean },
) {
  // A zero-decimal currency (JPY, KRW, CLP) has no minor unit: "1000.50" would be charged as 1000.
  if (priceHasFractionFor(input.price, input.currency)) throw badRequest(T.wholeAmount, { price: T.wholeAmount });
  if (env.stripe && toMinorUnits(input.price, 'USD') > 0 && !isStripeCurrency(input.currency)) {
    const account = await repo.payoutAccount(db, input.groupId);
    if (account?.status === 'ready') throw badRequest(T.currencyUnsupported, { currency: T.currencyUnsupported });
  }
  if (input.eventId && input.priceChanged && (await repo.hasOnlinePayers(db, input.eventId))) throw conflict(T.priceLocked);
}

function checkoutUrls(env: PaymentsEnv, eventId: string) {
  const base = `${env.publicUrl.replace(/\/+$/, '')}/events/${encodeURIComponent(eventId)}`;
  return { successUrl: `${base}?payment=success`, cancelUrl: `${base}?payment=cancelled` };
}

/**
 * A hold for a party that just took its places (events' join, after its one-statement insert committed): the payment
 * row and its expiry job, then Stripe's Checkout page. Stripe unreachable or refusing: the hold is undone (the party
 * released, the waitlist promoted) and the caller answers 503 / 409: no hold remains.
 */
export async function startHold(
  env: PaymentsEnv,
  event: repo.PaymentEvent,
  party: { userId: string; places: number },
): Promise<Checkout> {
  const unitAmount = unitAmountOf(event);
  const amount = unitAmount * party.places;
  const holdExpiresAt = new Date(Date.now() + HOLD_MINUTES * 60_000);
  const payment = await env.db
    .transaction(async (tx) => {
    const row = await repo.insertPayment(tx, {
      eventId: event.id,
      eventTitle: event.title,
      groupId: event.groupId,
      userId: party.userId,
      method: 'online',
      status: 'pending',
      places: party.places,
      unitAmount,
      amount,
      platformFee: env.stripe!.platformFee(amount),
      currency: event.currency,
      stripeAccountId: event.accountId,
      holdExpiresAt,
    });
    await enqueue(tx, PAYMENT_JOB.hold, { paymentId: row.id }, { key: holdJobKey(row.id), runAt: holdExpiresAt });
    return row;
  })
    .catch(async (error: unknown) => {
      // Their earlier payment for this game is still live (a refund not made yet): no second one; the place goes back.
      if (!isUniqueViolation(error)) throw error;
      await env.db.transaction((tx) => holdLapsed(tx, { eventId: event.id, userId: party.userId, paymentId: '' }));
      throw conflict(T.refundPending);
    });
  try {
    return await openCheckout(env, payment, event);
  } catch (error) {
    await env.db.transaction(async (tx) => {
      const failed = await repo.changeStatus(tx, payment.id, ['pending'], 'failed', {}, { note: error instanceof Error ? error.message.slice(0, 500) : 'checkout failed' });
      if (!failed) return;
      await cancelJobs(tx, [holdJobKey(payment.id)]);
      await holdLapsed(tx, { eventId: event.id, userId: party.userId, paymentId: payment.id });
    });
    throw error instanceof StripeUnavailableError ? unavailable() : serviceUnavailable(T.stripeUnavailable);
  }
}

/** Stripe's Checkout page for a pending payment: the open session again, or a new one. */
async function openCheckout(env: PaymentsEnv, payment: repo.PaymentRow, event: repo.PaymentEvent): Promise<Checkout> {
  const stripe = env.stripe;
  if (!stripe) throw conflict(T.paymentsOff);
  if (!payment.holdExpiresAt) throw conflict(T.noHold);
  if (payment.stripeCheckoutSessionId) {
    const state = await stripe.retrieveCheckout(payment.stripeCheckoutSessionId);
    if (state.status === 'open' && state.url) return { url: state.url, holdExpiresAt: payment.holdExpiresAt.toISOString() };
    if (state.status === 'complete') throw conflict(T.alreadyPaid);
  }
  if (!event.accountId) throw conflict(T.notReady);
  const contact = await repo.userContact(env.db, payment.userId);
  const session = await stripe.createCheckout({
    paymentId: payment.id,
    eventId: event.id,
    userId: payment.userId,
    title: event.title,
    currency: payment.currency,
    unitAmount: payment.unitAmount,
    places: payment.places,
    platformFee: payment.platformFee,
    destination: event.accountId,
    email: contact?.emailVerified ? contact.email : null,
    ...checkoutUrls(env, event.id),
    expiresAt: new Date(Math.max(payment.holdExpiresAt.getTime(), Date.now() + STRIPE_MIN_SESSION_MS)),
    idempotencyKey: `checkout:${payment.id}:${payment.stripeCheckoutSessionId ?? 'first'}`,
  });
  await repo.patchPayment(env.db, payment.id, { stripeCheckoutSessionId: session.id }, { stripeObjectId: session.id, note: 'checkout session' });
  return { url: session.url, holdExpiresAt: payment.holdExpiresAt.toISOString() };
}

/** `POST /api/events/{id}/checkout`: the caller's pending hold or waitlist offer, to pay. */
export async function checkoutForHold(env: PaymentsEnv, eventId: string, userId: string): Promise<Checkout> {
  const event = await repo.paymentEvent(env.db, eventId);
  const payment = await repo.livePayment(env.db, eventId, userId);
  if (!event || !payment || payment.method !== 'online') throw conflict(T.noHold);
  if (payment.status === 'paid') throw conflict(T.alreadyPaid);
  if (payment.holdExpiresAt && payment.holdExpiresAt.getTime() <= Date.now()) throw conflict(T.holdExpired);
  try {
    return await openCheckout(env, payment, event);
  } catch (error) {
    if (error instanceof StripeUnavailableError) throw unavailable();
    throw error;
  }
}

/**
 * Places given from the waitlist of an event paid online become offers (in the promoting transaction): a pending payment
 * each with the offer window and its expiry job, and the offer notice. Answers false (nothing done) when the event is
 * not paid online: the promoted hear they are in, as before.
 */
export async function offerPlaces(tx: Transaction, eventId: string, userIds: string[]): Promise<boolean> {
  const event = await repo.paymentEvent(tx, eventId);
  // Payments on is decided from the data (the group's account is ready only while Stripe is configured).
  if (!event || modeOf(event, true) !== 'online' || !userIds.length) return false;
  const parties = await repo.registeredParties(tx, eventId, userIds);
  const dueAt = offerWindowEnd(event.dateTime);
  const unitAmount = unitAmountOf(event);
  const offered: string[] = [];
  for (const party of parties) {
    // Someone who already paid (or holds) for this game is not asked again.
    if (await repo.livePayment(tx, eventId, party.userId)) continue;
    const places = party.places ?? 1;
    const row = await repo.insertPayment(
      tx,
      {
        eventId,
        eventTitle: event.title,
        groupId: event.groupId,
        userId: party.userId,
        method: 'online',
        status: 'pending',
        offer: true,
        places,
        unitAmount,
        amount: unitAmount * places,
        platformFee: 0,
        currency: event.currency,
        stripeAccountId: event.accountId,
        holdExpiresAt: dueAt,
      },
      { note: 'waitlist offer' },
    );
    await enqueue(tx, PAYMENT_JOB.hold, { paymentId: row.id }, { key: holdJobKey(row.id), runAt: dueAt });
    offered.push(party.userId);
  }
  await notify.placesOffered(tx, { eventId, userIds: offered, dueAt: dueAt.toISOString() });
  return true;
}

/** What leaving does to the person's payment; `after-cutoff` needs their confirmation first. */
export type LeaveOutcome = 'none' | 'refund' | 'forfeit' | 'release-hold';

/**
 * A participant leaves or a host removes them (in the events transaction, under the event lock). Before the refund
 * cutoff, or when a host removes them, an online payment is refunded; after it, leaving keeps nothing: with
 * `confirmNoRefund` the payment is forfeited, without it a 409 says so first. A pending hold ends.
 */
export async function placeReleased(
  tx: Transaction,
  input: { eventId: string; userId: string; by: 'self' | 'host' | 'cancel'; confirmNoRefund?: boolean; note?: string },
): Promise<LeaveOutcome> {
  const payment = await repo.livePayment(tx, input.eventId, input.userId, true);
  if (!payment) return 'none';
  if (payment.status === 'pending' || payment.method !== 'online' || input.by !== 'self') {
    return releasePayment(tx, payment, input.by, input.note);
  }
  const event = await repo.paymentEvent(tx, input.eventId);
  const beforeCutoff = event ? Date.now() < refundCutoffAt(event).getTime() : false;
  if (beforeCutoff) return releasePayment(tx, payment, input.by, input.note);
  if (!input.confirmNoRefund) throw conflict(T.noRefundConfirm);
  await repo.changeStatus(tx, payment.id, ['paid'], 'forfeited', {}, { note: 'left after the refund cutoff' });
  return 'forfeit';
}

/**
 * Releases a live payment (locked by the caller) without asking about the cutoff: a pending hold ends (its Checkout
 * closed by the hold job, run now), a host's record is released, an online payment is refunded in full by a
 * `payment-refund` job (keyed per payment, so a second release enqueues nothing more).
 */
async function releasePayment(tx: Transaction, payment: repo.PaymentRow, by: 'self' | 'host' | 'cancel', note?: string): Promise<LeaveOutcome> {
  if (payment.status === 'pending') {
    await repo.changeStatus(tx, payment.id, ['pending'], 'expired', { holdExpiresAt: payment.holdExpiresAt }, { note: note ?? `released (${by})` });
    await cancelJobs(tx, [holdJobKey(payment.id)]);
    await enqueue(tx, PAYMENT_JOB.hold, { paymentId: payment.id }, { key: `${holdJobKey(payment.id)}:close` });
    return 'release-hold';
  }
  if (payment.method !== 'online') {
    await repo.changeStatus(tx, payment.id, ['paid'], 'forfeited', {}, { note: `${payment.method} record released (${by})` });
    return 'forfeit';
  }
  await enqueue(tx, PAYMENT_JOB.refund, { paymentId: payment.id, reason: by }, { key: `payment-refund:${payment.id}` });
  return 'refund';
}

/** A cancelled event: every online payment is refunded and every hold ends. */
export async function eventCancelled(tx: Transaction, eventId: string): Promise<void> {
  await eventsDeleting(tx, [eventId], 'event cancelled');
}

/**
 * Events about to be deleted (one game, or a series' "this and all following"), or cancelled: every live payment of
 * each is released as a cancellation (online payments refunded in full by jobs, holds ended), in the caller's
 * transaction, before the rows go (the payments keep theirs, `event_id` null). One read for all of them.
 */
export async function eventsDeleting(tx: Transaction, eventIds: string[], note = 'event deleted'): Promise<void> {
  for (const payment of await repo.livePaymentsOfEvents(tx, eventIds)) await releasePayment(tx, payment, 'cancel', note);
}

/**
 * A group about to be deleted with its events (groups' `groupDeleting`, heard by events): every live payment of its
 * events, past and coming, is released as a cancellation (refunded in full; docs/payments.md).
 */
export async function groupEventsDeleting(tx: Transaction, groupId: string): Promise<void> {
  for (const payment of await repo.livePaymentsOfGroupEvents(tx, groupId)) await releasePayment(tx, payment, 'cancel', 'group deleted');
}

/**
 * A host records cash at the field or waives the fee for a registered participant. A pending hold of theirs ends
 * first (its Checkout closed by the hold job).
 */
export async function recordPayment(
  tx: Transaction,
  input: { eventId: string; participantId: string; method: 'at_field' | 'waived'; hostId: string },
): Promise<void> {
  const event = await repo.paymentEvent(tx, input.eventId);
  if (!event || unitAmountOf(event) === 0) throw badRequest(T.notPaidEvent);
  const party = await repo.participantOf(tx, input.eventId, input.participantId);
  if (!party || party.status !== 'registered') throw conflict(T.notRegistered);
  const live = await repo.livePayment(tx, input.eventId, party.userId, true);
  if (live?.status === 'paid') throw conflict(T.alreadyRecorded);
  if (live) {
    await repo.changeStatus(tx, live.id, ['pending'], 'expired', {}, { note: `replaced by ${input.method}` });
    await cancelJobs(tx, [holdJobKey(live.id)]);
    await enqueue(tx, PAYMENT_JOB.hold, { paymentId: live.id }, { key: `${holdJobKey(live.id)}:close` });
  }
  const places = party.places ?? 1;
  const unitAmount = input.method === 'waived' ? 0 : unitAmountOf(event);
  await repo.insertPayment(
    tx,
    {
      eventId: input.eventId,
      eventTitle: event.title,
      groupId: event.groupId,
      userId: party.userId,
      method: input.method,
      status: 'paid',
      places,
      unitAmount,
      amount: unitAmount * places,
      currency: event.currency,
      paidAt: new Date(),
      recordedBy: input.hostId,
    },
    { note: `recorded by a host` },
  );
}

export function toMyPayment(p: repo.PaymentRow): MyPayment {
  return {
    id: p.id,
    status: p.status,
    method: p.method,
    offer: p.offer,
    places: p.places,
    unitAmount: p.unitAmount,
    amount: p.amount,
    refundedAmount: p.refundedAmount,
    currency: p.currency,
    holdExpiresAt: p.holdExpiresAt?.toISOString() ?? null,
    paidAt: p.paidAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
    receiptUrl: p.receiptUrl,
  };
}

/** `GET /api/events/{id}/payment` (the caller may see the event: checked by events). */
export async function eventPayment(env: PaymentsEnv, eventId: string, userId: string): Promise<EventPayment | null> {
  const event = await repo.paymentEvent(env.db, eventId);
  if (!event) return null;
  let mine = await repo.latestPayment(env.db, eventId, userId);
  // Back from Checkout before the webhook: ask Stripe (the webhook may be late or lost).
  if (mine?.status === 'pending' && mine.stripeCheckoutSessionId && env.stripe) {
    const settled = await settleFromStripe(env, mine.id).catch(() => null);
    if (settled) mine = settled;
  }
  const cutoff = refundCutoffAt(event);
  return {
    mode: modeOf(event, env.stripe !== null),
    unitAmount: unitAmountOf(event),
    currency: event.currency,
    refundCutoffHours: event.refundCutoffHours,
    refundCutoffAt: cutoff.toISOString(),
    refundable: Date.now() < cutoff.getTime(),
    holdMinutes: HOLD_MINUTES,
    mine: mine ? toMyPayment(mine) : null,
  };
}

/**
 * Marks a pending payment paid from Stripe's word (webhook, reconciliation); a payment whose hold ended before the
 * money came is refunded at once (nobody pays for a place they were not given). Answers the payment as it is now.
 */
export async function markPaid(
  env: PaymentsEnv,
  paymentId: string,
  stripe: { sessionId: string; paymentIntentId: string | null; receiptUrl: string | null; source: string },
): Promise<repo.PaymentRow | null> {
  const result = await env.db.transaction(async (tx) => {
    const payment = await repo.findPayment(tx, paymentId, true);
    if (!payment) return null;
    if (payment.status === 'pending') {
      const paid = await repo.changeStatus(
        tx,
        payment.id,
        ['pending'],
        'paid',
        { paidAt: new Date(), stripePaymentIntentId: stripe.paymentIntentId, receiptUrl: stripe.receiptUrl, stripeCheckoutSessionId: stripe.sessionId },
        { stripeObjectId: stripe.paymentIntentId ?? stripe.sessionId, note: stripe.source },
      );
      await cancelJobs(tx, [holdJobKey(payment.id)]);
      await enqueue(tx, PAYMENT_JOB.mail, { paymentId: payment.id, kind: 'receipt' }, { key: `payment-mail:receipt:${payment.id}` });
      if (payment.eventId) await notify.paymentSettled(tx, { eventId: payment.eventId, userId: payment.userId });
      return paid;
    }
    if ((payment.status === 'expired' || payment.status === 'failed') && !payment.stripePaymentIntentId && stripe.paymentIntentId) {
      // Paid after the hold ended: keep the Stripe ids, then refund the whole amount.
      await repo.changeStatus(
        tx,
        payment.id,
        [payment.status],
        'paid',
        { paidAt: new Date(), stripePaymentIntentId: stripe.paymentIntentId, receiptUrl: stripe.receiptUrl },
        { stripeObjectId: stripe.paymentIntentId, note: `paid after the hold ended (${stripe.source})` },
      );
      await enqueue(tx, PAYMENT_JOB.refund, { paymentId: payment.id, reason: 'late' }, { key: `payment-refund:${payment.id}` });
      return repo.findPayment(tx, payment.id);
    }
    return payment;
  });
  return result ?? null;
}

/** Asks Stripe about a pending payment's session and settles it when paid. */
export async function settleFromStripe(env: PaymentsEnv, paymentId: string): Promise<repo.PaymentRow | null> {
  const payment = await repo.findPayment(env.db, paymentId);
  if (!payment || payment.status !== 'pending' || !payment.stripeCheckoutSessionId || !env.stripe) return payment ?? null;
  const state = await env.stripe.retrieveCheckout(payment.stripeCheckoutSessionId);
  if (state.status !== 'complete' || !state.paid) return payment;
  return markPaid(env, payment.id, { sessionId: state.id, paymentIntentId: state.paymentIntentId, receiptUrl: state.receiptUrl, source: 'reconciled with Stripe' });
}

/** Participants' payment standing for an event's list (hosts and self): one read. */
export function participantPaymentStatus(p: { status: string; method: string } | null, paidEvent: boolean): ParticipantPaymentStatus | null {
  if (p?.status === 'pending') return 'pending';
  if (p?.status === 'paid') return p.method === 'online' ? 'paid' : p.method === 'at_field' ? 'paid_at_field' : 'waived';
  return paidEvent ? 'unpaid' : null;
}
