/**
 * Pay for your spot (issue 29), against the Stripe stand-in (the real `stripe` client over HTTP, signed webhooks to the
 * listening app): pay and join, holds that expire and promote, waitlist offers and their expiry, two joins racing for
 * the last paid place, refunds before and after the cutoff, cancellation and host removal refunds, the webhook's
 * signature, replay and duplicates, reconciliation of a lost webhook, Stripe unreachable at join, price and currency
 * rules, the host's records, list and CSV, the data export. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { events, paymentChanges, payments } from '@kickoff/db';
import { PAYMENT_TEXTS, dataExportFileSchema, type EventPayment, type HostPayments, type JoinEventResponse, type ParticipantResponse, type PayoutAccount } from '@kickoff/shared';
import { addMember, createEvent, hoursFromNow, join, makeGroup, multipart, person, type Person } from './helpers/events';
import { endHold, paidGroup, paymentsWorld, sessionOf, type PaymentsWorld } from './helpers/payments';
import { buildExportData } from '../src/modules/data-rights/service-export';

let w: PaymentsWorld;
let organizer: Person;
let groupId: string;
const T = PAYMENT_TEXTS.messages;

beforeAll(async () => {
  w = await paymentsWorld();
  ({ organizer, groupId } = await paidGroup(w));
}, 180_000);
afterAll(async () => {
  await w?.close();
});

const app = () => w.t.app;
const run = () => app().jobs.runDue();

async function member(name: string): Promise<Person> {
  const p = await person(app(), name);
  await addMember(app(), groupId, p.id);
  return p;
}

/** A $6 game (capacity includes the organizer's own place). */
const paidGame = (overrides: Record<string, string> = {}) => createEvent(app(), organizer, groupId, { price: '6', capacity: '10', ...overrides });

async function paymentRows(eventId: string, userId: string) {
  return app().db.select().from(payments).where(and(eq(payments.eventId, eventId), eq(payments.userId, userId))).orderBy(asc(payments.createdAt));
}

async function placesTaken(eventId: string) {
  const [row] = await app().db.select({ n: events.placesTaken }).from(events).where(eq(events.id, eventId));
  return row!.n;
}

const myPayment = async (p: Person, eventId: string) =>
  (await app().inject({ url: `/api/events/${eventId}/payment`, headers: p.headers })).json() as EventPayment;

async function participants(viewer: Person, eventId: string) {
  return (await app().inject({ url: `/api/events/${eventId}/participants`, headers: viewer.headers })).json() as ParticipantResponse[];
}

/** Joins and pays through the stand-in's Checkout (its webhook delivered). */
async function joinAndPay(p: Person, eventId: string, guests = 0) {
  const res = await join(app(), p, eventId, guests);
  expect(res.statusCode).toBe(200);
  const body = res.json() as JoinEventResponse;
  await w.stripe.pay(sessionOf(body.checkout!.url));
  return body;
}

describe('payout account', () => {
  it('is connected by the creator through Stripe onboarding: not connected, pending, ready', async () => {
    const groupId = await makeGroup(app(), organizer);
    const other = await person(app(), 'Nia');
    await addMember(app(), groupId, other.id);
    const accounts = w.stripe.accounts.size;
    const status = async (who: Person) => app().inject({ url: `/api/groups/${groupId}/payouts`, headers: who.headers });
    expect((await status(organizer)).json()).toEqual({ enabled: true, status: 'not_connected', platformFeePercent: 0 } satisfies PayoutAccount);
    expect((await status(other)).statusCode).toBe(403);
    expect((await app().inject({ method: 'POST', url: `/api/groups/${groupId}/payouts/onboarding`, headers: other.headers })).statusCode).toBe(403);
    const res = await app().inject({ method: 'POST', url: `/api/groups/${groupId}/payouts/onboarding`, headers: organizer.headers });
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { url: string }).url;
    expect(url).toContain(`return_url=${encodeURIComponent(`http://localhost:3000/groups/${groupId}/manage?payouts=return`)}`);
    expect((await status(organizer)).json().status).toBe('pending');
    const accountId = /\/onboarding\/([^?]+)/.exec(url)![1]!;
    await w.stripe.completeOnboarding(accountId);
    expect(w.stripe.webhooks.at(-1)!.status).toBe(200);
    expect((await status(organizer)).json().status).toBe('ready');
    // Onboarding again reuses the account.
    await app().inject({ method: 'POST', url: `/api/groups/${groupId}/payouts/onboarding`, headers: organizer.headers });
    expect(w.stripe.accounts.size).toBe(accounts + 1);
  });
});

describe('pay and join', () => {
  it('holds the places as Payment pending, one price per place, and Stripe settles them', async () => {
    const event = await paidGame();
    const pia = await member('Pia');
    const before = await placesTaken(event.id);
    const res = await join(app(), pia, event.id, 1);
    expect(res.statusCode).toBe(200);
    const body = res.json() as JoinEventResponse;
    expect(body.participant.status).toBe('registered');
    expect(body.participant.paymentStatus).toBe('pending');
    expect(body.checkout!.url).toContain(w.stripe.url);
    expect(new Date(body.checkout!.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // The hold counts against capacity.
    expect(await placesTaken(event.id)).toBe(before + 2);
    const session = w.stripe.sessions.get(sessionOf(body.checkout!.url))!;
    expect(session.amount_total).toBe(1200);
    expect(session.currency).toBe('usd');
    expect(session.success_url).toBe(`http://localhost:3000/events/${event.id}?payment=success`);
    expect(session.cancel_url).toBe(`http://localhost:3000/events/${event.id}?payment=cancelled`);
    const create = w.stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST' && (r.form.metadata as Record<string, string>).eventId === event.id)!;
    expect(create.idempotencyKey).toMatch(/^checkout:/);
    expect((create.form.payment_intent_data as { transfer_data: { destination: string } }).transfer_data.destination).toMatch(/^acct_/);
    expect((await myPayment(pia, event.id)).mine).toMatchObject({ status: 'pending', amount: 1200, places: 2, unitAmount: 600, currency: 'USD' });

    // Cancel on Stripe's page, then back: the same open Checkout again.
    const again = await app().inject({ method: 'POST', url: `/api/events/${event.id}/checkout`, headers: pia.headers });
    expect(again.json().url).toBe(body.checkout!.url);

    await w.stripe.pay(sessionOf(body.checkout!.url));
    expect(w.stripe.webhooks.at(-1)!.status).toBe(200);
    const paid = await myPayment(pia, event.id);
    expect(paid.mine).toMatchObject({ status: 'paid', amount: 1200 });
    expect(paid.mine!.receiptUrl).toContain('/receipts/');
    const mine = (await participants(pia, event.id)).find((p) => p.userId === pia.id)!;
    expect(mine.paymentStatus).toBe('paid');
    const hostView = (await participants(organizer, event.id)).find((p) => p.userId === pia.id)!;
    expect(hostView.paymentStatus).toBe('paid');
    // Others do not see it.
    const other = await member('Otto');
    expect((await participants(other, event.id)).find((p) => p.userId === pia.id)!.paymentStatus).toBeNull();
    // Every state change recorded with Stripe's ids.
    const [row] = await paymentRows(event.id, pia.id);
    const changes = await app().db.select().from(paymentChanges).where(eq(paymentChanges.paymentId, row!.id)).orderBy(asc(paymentChanges.id));
    expect(changes.map((c) => c.status)).toEqual(['pending', 'pending', 'paid']);
    expect(changes.at(-1)!.stripeObjectId).toMatch(/^pi_/);
    // Its hold job is gone: nothing expires it later.
    await endHold(app(), row!.id);
    await run();
    expect((await paymentRows(event.id, pia.id))[0]!.status).toBe('paid');
  });

  it('free and field-paid games join as before', async () => {
    const free = await createEvent(app(), organizer, groupId, { price: '0' });
    const atField = await makeGroup(app(), organizer);
    const fieldGame = await createEvent(app(), organizer, atField, { price: '6' });
    const lee = await person(app(), 'Lee');
    await addMember(app(), atField, lee.id);
    await addMember(app(), groupId, lee.id);
    const a = (await join(app(), lee, free.id)).json() as JoinEventResponse;
    expect(a.checkout ?? null).toBeNull();
    expect(a.participant.paymentStatus ?? null).toBeNull();
    const b = (await join(app(), lee, fieldGame.id)).json() as JoinEventResponse;
    expect(b.checkout ?? null).toBeNull();
    expect(b.participant.paymentStatus).toBe('unpaid');
    expect((await myPayment(lee, fieldGame.id)).mode).toBe('at_field');
  });

  it('Stripe unreachable at join: no hold, a clear 503', async () => {
    const event = await paidGame();
    const kai = await member('Kai');
    const before = await placesTaken(event.id);
    w.stripe.setDown(true);
    try {
      const res = await join(app(), kai, event.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(T.stripeUnavailable);
    } finally {
      w.stripe.setDown(false);
    }
    expect(await placesTaken(event.id)).toBe(before);
    expect((await participants(organizer, event.id)).some((p) => p.userId === kai.id)).toBe(false);
    expect((await paymentRows(event.id, kai.id)).map((p) => p.status)).toEqual(['failed']);
    // Trying again works.
    expect((await join(app(), kai, event.id)).json().checkout.url).toContain(w.stripe.url);
  });
});

describe('holds and the waitlist', () => {
  it('an unpaid hold expires, frees its places and offers them to the waitlist; an unpaid offer moves on', async () => {
    // Olga + 1 place.
    const event = await paidGame({ capacity: '2' });
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const held = (await join(app(), ana, event.id)).json() as JoinEventResponse;
    expect(held.participant.paymentStatus).toBe('pending');
    const waiting = (await join(app(), ben, event.id)).json() as JoinEventResponse;
    expect(waiting.participant.status).toBe('waitlisted');
    expect(waiting.checkout ?? null).toBeNull();
    expect((await join(app(), cleo, event.id)).json().participant.status).toBe('waitlisted');

    const [anaPayment] = await paymentRows(event.id, ana.id);
    await endHold(app(), anaPayment!.id);
    await run();
    expect((await paymentRows(event.id, ana.id))[0]!.status).toBe('expired');
    expect(w.stripe.sessions.get(sessionOf(held.checkout!.url))!.status).toBe('expired');
    let list = await participants(organizer, event.id);
    expect(list.some((p) => p.userId === ana.id)).toBe(false);
    // Ben is offered the place: registered, Payment pending, a window of up to 2 hours.
    const benRow = list.find((p) => p.userId === ben.id)!;
    expect(benRow.status).toBe('registered');
    expect(benRow.paymentStatus).toBe('pending');
    const [offer] = await paymentRows(event.id, ben.id);
    expect(offer!.offer).toBe(true);
    const window = offer!.holdExpiresAt!.getTime() - Date.now();
    expect(window).toBeGreaterThan(119 * 60_000);
    expect(window).toBeLessThanOrEqual(120 * 60_000);
    expect(await placesTaken(event.id)).toBe(2);
    const inbox = (await app().inject({ url: '/api/notifications', headers: ben.headers })).json() as { items: { title: string; body: string }[] };
    expect(inbox.items[0]!.title).toContain('A place opened up');
    expect(inbox.items[0]!.body).toContain('Pay by');
    // Nobody was charged for a place they were not given: Cleo has no payment.
    expect(await paymentRows(event.id, cleo.id)).toEqual([]);

    // Ben does not pay in time: the offer moves to Cleo.
    await app().inject({ method: 'POST', url: `/api/events/${event.id}/checkout`, headers: ben.headers });
    await endHold(app(), offer!.id);
    await run();
    list = await participants(organizer, event.id);
    expect(list.some((p) => p.userId === ben.id)).toBe(false);
    expect(list.find((p) => p.userId === cleo.id)).toMatchObject({ status: 'registered', paymentStatus: 'pending' });
    // Cleo pays her offer.
    const checkout = await app().inject({ method: 'POST', url: `/api/events/${event.id}/checkout`, headers: cleo.headers });
    expect(checkout.statusCode).toBe(200);
    await w.stripe.pay(sessionOf(checkout.json().url));
    expect((await myPayment(cleo, event.id)).mine!.status).toBe('paid');
    expect(await placesTaken(event.id)).toBe(2);
  });

  it('an offer window is shorter when the game is near', async () => {
    const event = await paidGame({ capacity: '2', dateTime: hoursFromNow(1) });
    const [dan, eve] = [await member('Dan'), await member('Eve')];
    const held = (await join(app(), dan, event.id)).json() as JoinEventResponse;
    await join(app(), eve, event.id);
    await endHold(app(), (await paymentRows(event.id, dan.id))[0]!.id);
    await run();
    const [offer] = await paymentRows(event.id, eve.id);
    const window = offer!.holdExpiresAt!.getTime() - Date.now();
    expect(window).toBeLessThan(31 * 60_000);
    expect(window).toBeGreaterThan(14 * 60_000);
    expect(held.checkout).toBeTruthy();
  });

  it('two joins racing for the last paid place: one hold, one Checkout, never overbooked', async () => {
    const event = await paidGame({ capacity: '2' });
    const [fay, gus] = [await member('Fay'), await member('Gus')];
    const sessionsBefore = w.stripe.sessions.size;
    const [a, b] = await Promise.all([join(app(), fay, event.id), join(app(), gus, event.id)]);
    const answers = [a.json(), b.json()] as JoinEventResponse[];
    expect(answers.map((x) => x.participant.status).sort()).toEqual(['registered', 'waitlisted']);
    expect(answers.filter((x) => x.checkout).length).toBe(1);
    expect(w.stripe.sessions.size - sessionsBefore).toBe(1);
    expect(await placesTaken(event.id)).toBe(2);
    const loser = answers.find((x) => x.participant.status === 'waitlisted')!;
    const loserUser = loser.participant.userId === fay.id ? fay : gus;
    const checkout = await app().inject({ method: 'POST', url: `/api/events/${event.id}/checkout`, headers: loserUser.headers });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().message).toBe(T.noHold);
  });
});

describe('refunds', () => {
  it('leaving before the cutoff refunds in full', async () => {
    const event = await paidGame();
    const hal = await member('Hal');
    await joinAndPay(hal, event.id, 1);
    expect((await myPayment(hal, event.id)).refundable).toBe(true);
    const res = await app().inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: hal.headers });
    expect(res.statusCode).toBe(200);
    await run();
    const mine = (await myPayment(hal, event.id)).mine!;
    expect(mine).toMatchObject({ status: 'refunded', refundedAmount: 1200 });
    const refund = [...w.stripe.refunds.values()].find((r) => (r.metadata as Record<string, string>).paymentId === mine.id)!;
    // Joining again before a refund is made: 409, and the place is not kept.
    const again = await paidGame();
    await joinAndPay(hal, again.id);
    expect((await app().inject({ method: 'DELETE', url: `/api/events/${again.id}/leave`, headers: hal.headers })).statusCode).toBe(200);
    const early = await join(app(), hal, again.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(T.refundPending);
    expect((await participants(organizer, again.id)).some((p) => p.userId === hal.id)).toBe(false);
    await run();
    expect((await join(app(), hal, again.id)).statusCode).toBe(200);
    expect(refund.amount).toBe(1200);
    expect(w.stripe.requests.find((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund:${mine.id}`)).toBeTruthy();
  });

  it('after the cutoff: the screen must confirm, then the place goes without a refund', async () => {
    const event = await paidGame({ dateTime: hoursFromNow(10) });
    const ivy = await member('Ivy');
    await joinAndPay(ivy, event.id);
    const view = await myPayment(ivy, event.id);
    expect(view.refundable).toBe(false);
    expect(view.refundCutoffHours).toBe(24);
    const refused = await app().inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: ivy.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(T.noRefundConfirm);
    const spanish = await app().inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: { ...ivy.headers, 'accept-language': 'es' } });
    expect(spanish.json().message).toMatch(/^Ya pasó el plazo de reembolso/);
    expect((await participants(organizer, event.id)).some((p) => p.userId === ivy.id)).toBe(true);
    const refunds = w.stripe.refunds.size;
    const left = await app().inject({ method: 'DELETE', url: `/api/events/${event.id}/leave?confirmNoRefund=true`, headers: ivy.headers });
    expect(left.statusCode).toBe(200);
    await run();
    expect((await myPayment(ivy, event.id)).mine!.status).toBe('forfeited');
    expect(w.stripe.refunds.size).toBe(refunds);
  });

  it('a custom cutoff: 2 hours before a game 10 hours away still refunds', async () => {
    const event = await paidGame({ dateTime: hoursFromNow(10), refundCutoffHours: '2' });
    const jo = await member('Jo');
    await joinAndPay(jo, event.id);
    expect((await myPayment(jo, event.id)).refundable).toBe(true);
    expect((await app().inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: jo.headers })).statusCode).toBe(200);
    await run();
    expect((await myPayment(jo, event.id)).mine!.status).toBe('refunded');
  });

  it('cancelling the event refunds everyone and ends holds', async () => {
    const event = await paidGame({ dateTime: hoursFromNow(5) });
    const [kim, lou, max] = [await member('Kim'), await member('Lou'), await member('Max')];
    await joinAndPay(kim, event.id);
    await joinAndPay(lou, event.id, 2);
    const pending = (await join(app(), max, event.id)).json() as JoinEventResponse;
    const res = await app().inject({ method: 'POST', url: `/api/events/${event.id}/cancel`, headers: organizer.headers, payload: { reason: 'Field flooded' } });
    expect(res.statusCode).toBe(200);
    await run();
    expect((await myPayment(kim, event.id)).mine).toMatchObject({ status: 'refunded', refundedAmount: 600 });
    expect((await myPayment(lou, event.id)).mine).toMatchObject({ status: 'refunded', refundedAmount: 1800 });
    expect((await myPayment(max, event.id)).mine!.status).toBe('expired');
    expect(w.stripe.sessions.get(sessionOf(pending.checkout!.url))!.status).toBe('expired');
  });

  it('a host removing a paid participant refunds them', async () => {
    const event = await paidGame({ dateTime: hoursFromNow(3) });
    const ned = await member('Ned');
    const joined = await joinAndPay(ned, event.id);
    const res = await app().inject({ method: 'DELETE', url: `/api/events/${event.id}/participants/${joined.participant.id}`, headers: organizer.headers });
    expect(res.statusCode).toBe(200);
    await run();
    expect((await myPayment(ned, event.id)).mine!.status).toBe('refunded');
  });

  it('a host moving a paid participant to the waitlist refunds them; given the place again, they are offered it', async () => {
    const event = await paidGame({ capacity: '2' });
    const ola = await member('Ola');
    const joined = await joinAndPay(ola, event.id);
    const moved = await app().inject({ method: 'PUT', url: `/api/events/${event.id}/participants/${joined.participant.id}/waitlist`, headers: organizer.headers, payload: { freedPlaces: 'hold' } });
    expect(moved.statusCode).toBe(200);
    await run();
    expect((await paymentRows(event.id, ola.id)).map((p) => p.status)).toEqual(['refunded']);
    // Another leaves nothing to fill; a host raises the capacity: the waitlist moves and Ola gets an offer.
    const form = multipart({ capacity: '3' });
    expect((await app().inject({ method: 'PATCH', url: `/api/events/${event.id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload })).statusCode).toBe(200);
    expect((await paymentRows(event.id, ola.id)).map((p) => [p.status, p.offer])).toEqual([['refunded', false], ['pending', true]]);
  });

  it('a payment that arrives after its hold ended is refunded at once', async () => {
    const event = await paidGame();
    const oli = await member('Oli');
    const body = (await join(app(), oli, event.id)).json() as JoinEventResponse;
    const [row] = await paymentRows(event.id, oli.id);
    // The hold ends while the person is still on Stripe's page; the stand-in then takes the money anyway.
    await app().db.update(payments).set({ status: 'expired' }).where(eq(payments.id, row!.id));
    await w.stripe.pay(sessionOf(body.checkout!.url));
    await run();
    expect((await paymentRows(event.id, oli.id))[0]).toMatchObject({ status: 'refunded', refundedAmount: 600 });
  });
});

describe('the webhook', () => {
  it('refuses a forged signature and a replayed old delivery (400, nothing changes); a duplicate is processed once', async () => {
    const event = await paidGame();
    const pat = await member('Pat');
    const body = (await join(app(), pat, event.id)).json() as JoinEventResponse;
    const sessionId = sessionOf(body.checkout!.url);
    // A forged completion (signed with another secret).
    const session = { ...w.stripe.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' };
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: session } });
    const post = (p: string, signature: string) =>
      app().inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: p });
    const forged = await post(payload, w.stripe.sign(payload, undefined, 'whsec_wrong'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(T.webhookSignature);
    expect((await post(payload, '')).statusCode).toBe(400);
    // Signed right but 10 minutes old: a replay.
    const replayed = await post(payload, w.stripe.sign(payload, Math.floor(Date.now() / 1000) - 600));
    expect(replayed.statusCode).toBe(400);
    expect((await paymentRows(event.id, pat.id))[0]!.status).toBe('pending');

    const webhook = (await w.stripe.pay(sessionId))!;
    expect(webhook.status).toBe(200);
    // Stripe delivers the same event again: 200, processed once.
    expect(await w.stripe.resend(webhook)).toBe(200);
    expect(await w.stripe.resend(webhook)).toBe(200);
    const [row] = await paymentRows(event.id, pat.id);
    const changes = await app().db.select().from(paymentChanges).where(and(eq(paymentChanges.paymentId, row!.id), eq(paymentChanges.status, 'paid')));
    expect(changes).toHaveLength(1);
    await run();
  });

  it('a webhook for an unknown session is logged and answered 200', async () => {
    const webhook = await w.stripe.send('checkout.session.completed', { id: 'cs_test_unknown', object: 'checkout.session', payment_status: 'paid', status: 'complete', payment_intent: 'pi_x' });
    expect(webhook.status).toBe(200);
  });
});

describe('reconciliation', () => {
  it('a hold whose webhook never came is settled by asking Stripe', async () => {
    const event = await paidGame();
    const quinn = await member('Quinn');
    const body = (await join(app(), quinn, event.id)).json() as JoinEventResponse;
    const lost = await w.stripe.pay(sessionOf(body.checkout!.url), { deliver: false });
    expect(lost!.status).toBeNull();
    const [row] = await paymentRows(event.id, quinn.id);
    expect(row!.status).toBe('pending');
    await endHold(app(), row!.id);
    await run();
    const [after] = await paymentRows(event.id, quinn.id);
    expect(after!.status).toBe('paid');
    expect(after!.stripePaymentIntentId).toMatch(/^pi_/);
    // The place stays.
    expect((await participants(organizer, event.id)).find((p) => p.userId === quinn.id)!.paymentStatus).toBe('paid');
  });

  it('coming back from Checkout before the webhook shows the payment (Stripe is asked)', async () => {
    const event = await paidGame();
    const rae = await member('Rae');
    const body = (await join(app(), rae, event.id)).json() as JoinEventResponse;
    await w.stripe.pay(sessionOf(body.checkout!.url), { deliver: false });
    expect((await myPayment(rae, event.id)).mine!.status).toBe('paid');
  });
});

describe('prices and currencies', () => {
  it('refuses a price change while people have paid (409), and a currency Stripe cannot take (400)', async () => {
    const event = await paidGame();
    const sid = await member('Sid');
    const put = (fields: Record<string, string>) => {
      const form = multipart(fields);
      return app().inject({ method: 'PATCH', url: `/api/events/${event.id}`, headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
    };
    // Nobody paid yet: the price may change.
    expect((await put({ price: '7' })).statusCode).toBe(200);
    await joinAndPay(sid, event.id);
    const refused = await put({ price: '8' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(T.priceLocked);
    expect((await put({ price: '7.00', title: 'Renamed' })).statusCode).toBe(200);

    const form = multipart({ title: 'X', sportType: 'soccer', dateTime: hoursFromNow(48), location: 'Park', groupId, price: '6', currency: 'XYZ' });
    const bad = await app().inject({ method: 'POST', url: '/api/events', headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(T.currencyUnsupported);
    const eur = await createEvent(app(), organizer, groupId, { price: '5.50', currency: 'eur' });
    expect(eur.currency).toBe('EUR');
    const tim = await member('Tim');
    const joined = (await join(app(), tim, eur.id)).json() as JoinEventResponse;
    expect(w.stripe.sessions.get(sessionOf(joined.checkout!.url))).toMatchObject({ amount_total: 550, currency: 'eur' });
  });
});

describe("the host's records, list and CSV", () => {
  it('marks paid at the field or waived, totals what was collected, exports a CSV', async () => {
    const event = await paidGame();
    const [uma, vic, wes] = [await member('Uma'), await member('Vic'), await member('Wes')];
    await joinAndPay(uma, event.id, 1);
    const vicJoin = (await join(app(), vic, event.id)).json() as JoinEventResponse;
    const wesJoin = (await join(app(), wes, event.id)).json() as JoinEventResponse;
    const record = (who: Person, participantId: string, method: string) =>
      app().inject({ method: 'PUT', url: `/api/events/${event.id}/participants/${participantId}/payment`, headers: who.headers, payload: { method } });
    expect((await record(uma, vicJoin.participant.id, 'at_field')).statusCode).toBe(403);
    // Vic's pending hold is replaced by cash at the field.
    const cash = await record(organizer, vicJoin.participant.id, 'at_field');
    expect(cash.statusCode).toBe(200);
    expect((await record(organizer, wesJoin.participant.id, 'waived')).statusCode).toBe(200);
    expect((await record(organizer, wesJoin.participant.id, 'at_field')).statusCode).toBe(409);
    await run();
    expect(w.stripe.sessions.get(sessionOf(vicJoin.checkout!.url))!.status).toBe('expired');

    const list = (await app().inject({ url: `/api/events/${event.id}/payments`, headers: organizer.headers })).json() as HostPayments;
    expect(list.mode).toBe('online');
    expect(list.totalCollected).toBe(1200 + 600);
    expect(list.rows.find((r) => r.userId === uma.id && r.status === 'paid')).toMatchObject({ method: 'online', amount: 1200 });
    expect(list.rows.find((r) => r.userId === vic.id && r.status === 'paid')).toMatchObject({ method: 'at_field', amount: 600 });
    expect(list.rows.find((r) => r.userId === wes.id)).toMatchObject({ method: 'waived', amount: 0 });
    const statuses = await participants(organizer, event.id);
    expect(statuses.find((p) => p.userId === vic.id)!.paymentStatus).toBe('paid_at_field');
    expect(statuses.find((p) => p.userId === wes.id)!.paymentStatus).toBe('waived');
    expect((await app().inject({ url: `/api/events/${event.id}/payments`, headers: uma.headers })).statusCode).toBe(403);

    const csv = await app().inject({ url: `/api/events/${event.id}/payments.csv`, headers: organizer.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="payments-sunday-pickup-/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('name,method,status,places,amount,refunded,currency,created_at,paid_at,refunded_at');
    expect(lines.some((l) => l.startsWith('Uma Tester,online,paid,2,12.00,0.00,USD,'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Vic Tester,at_field,paid,1,6.00,0.00,USD,'))).toBe(true);
    expect((await app().inject({ url: `/api/events/${event.id}/payments.csv`, headers: uma.headers })).statusCode).toBe(403);
  });

  it("a person's payments are in their data export (never card details)", async () => {
    const event = await paidGame();
    const xan = await member('Xan');
    await joinAndPay(xan, event.id);
    const file = dataExportFileSchema.parse(await buildExportData(app().db, xan.id));
    expect(file.payments).toHaveLength(1);
    expect(file.payments[0]).toMatchObject({ eventId: event.id, method: 'online', status: 'paid', amount: 600, currency: 'USD' });
    expect(JSON.stringify(file.payments)).not.toMatch(/pi_|cs_|card/);
  });
});
