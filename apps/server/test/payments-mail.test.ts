/**
 * Receipt and refund notices (issue 29) through the app's mailer, read from a real SMTP stand-in: paying sends a
 * receipt with the amount and Stripe's receipt link, a refund says how much comes back. Amounts are written through
 * Intl.NumberFormat with the currency's own fraction digits ("$12.00", "¥3,000"), and a zero-decimal currency reaches
 * Stripe in whole units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type JoinEventResponse } from '@kickoff/shared';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';
import { readMail } from './helpers/mail-parts';
import { addMember, createEvent, eventFields, join, multipart, person, type Person } from './helpers/events';
import { paidGroup, paymentsWorld, sessionOf, type PaymentsWorld } from './helpers/payments';

let smtp: SmtpStandIn;
let w: PaymentsWorld;
let organizer: Person;
let groupId: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn({ user: 'kickoff', pass: 's3cret' });
  w = await paymentsWorld({ SMTP_URL: smtp.url, MAIL_FROM: 'Kickoff <no-reply@kickoff.example>' });
  ({ organizer, groupId } = await paidGroup(w));
}, 180_000);
afterAll(async () => {
  await w?.close();
  await smtp?.close();
});

describe('payment emails', () => {
  it('a receipt when paid, a refund notice when refunded', async () => {
    const app = w.t.app;
    const event = await createEvent(app, organizer, groupId, { price: '6', title: 'Tuesday futsal' });
    const pia = await person(app, 'Pia');
    await addMember(app, groupId, pia.id);
    const joined = (await join(app, pia, event.id, 1)).json() as JoinEventResponse;
    await w.stripe.pay(sessionOf(joined.checkout!.url));
    await app.jobs.runDue();
    const receipt = await smtp.next(pia.email, 0);
    expect(receipt.subject).toBe('Receipt: Tuesday futsal');
    const text = readMail(receipt.raw).text;
    expect(text).toContain('You paid $12.00 for 2 places in Tuesday futsal.');
    expect(text).toMatch(/Receipt: http:\/\/127\.0\.0\.1:\d+\/receipts\/ch_/);
    expect(text).toContain(`/events/${event.id}`);

    expect((await app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: pia.headers })).statusCode).toBe(200);
    await app.jobs.runDue();
    const refund = await smtp.next(pia.email, 1);
    expect(refund.subject).toBe('Refund: Tuesday futsal');
    expect(readMail(refund.raw).text).toContain('$12.00 for 2 places in Tuesday futsal is refunded to your card.');
  });
});

describe('a zero-decimal currency (JPY)', () => {
  it('charges Stripe whole yen, and the receipt, the CSV and the lists show no decimals', async () => {
    const app = w.t.app;
    const event = await createEvent(app, organizer, groupId, { price: '1500', currency: 'JPY', title: 'Yen futsal' });
    expect(event.price).toBe('1500.00');
    expect(event.paymentMode).toBe('online');
    const kai = await person(app, 'Kai');
    await addMember(app, groupId, kai.id);
    const joined = (await join(app, kai, event.id, 1)).json() as JoinEventResponse;
    const session = w.stripe.sessions.get(sessionOf(joined.checkout!.url))!;
    // Stripe takes JPY in yen: 1,500 a place, not 150,000.
    expect(session.currency).toBe('jpy');
    expect(session.amount_total).toBe(3000);
    const create = w.stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && (r.form.metadata as Record<string, string>).eventId === event.id)!;
    expect((create.form.line_items as { price_data: { unit_amount: string } }[])[0]!.price_data.unit_amount).toBe('1500');
    await w.stripe.pay(sessionOf(joined.checkout!.url));
    await app.jobs.runDue();
    expect(readMail((await smtp.next(kai.email, 0)).raw).text).toContain('You paid ¥3,000 for 2 places in Yen futsal.');

    const csv = await app.inject({ url: `/api/events/${event.id}/payments.csv`, headers: organizer.headers });
    expect(csv.body).toContain('Kai Tester,online,paid,2,3000,0,JPY,');
  });

  it('refuses a price with a fraction in a zero-decimal currency, at creation and on an edit', async () => {
    const app = w.t.app;
    const form = multipart({ ...eventFields(groupId, { price: '1500.50', currency: 'JPY' }) });
    const res = await app.inject({ method: 'POST', url: '/api/events', headers: { ...organizer.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ price: MESSAGES.payment.wholeAmount });
    const event = await createEvent(app, organizer, groupId, { price: '0', currency: 'JPY' });
    const edit = multipart({ price: '99.90' });
    const patched = await app.inject({ method: 'PATCH', url: `/api/events/${event.id}`, headers: { ...organizer.headers, ...edit.headers }, payload: edit.payload });
    expect(patched.statusCode).toBe(400);
  });

  it("in the payer's language (issue 30): a Spanish receipt and refund, the amount through Intl in es-US", async () => {
    const app = w.t.app;
    const event = await createEvent(app, organizer, groupId, { price: '6', title: 'Cascarita del martes' });
    const lucia = await person(app, 'Lucía');
    expect((await app.inject({ method: 'PUT', url: '/api/user/language', headers: lucia.headers, payload: { language: 'es' } })).statusCode).toBe(200);
    await addMember(app, groupId, lucia.id);
    const joined = (await join(app, lucia, event.id, 1)).json() as JoinEventResponse;
    await w.stripe.pay(sessionOf(joined.checkout!.url));
    await app.jobs.runDue();
    const receipt = await smtp.next(lucia.email, 0);
    expect(receipt.subject).toBe('Recibo: Cascarita del martes');
    const { text, html } = readMail(receipt.raw);
    expect(text).toMatch(/^Hola, Lucía:\n/);
    expect(text).toContain('Pagaste $12.00 por 2 cupos en Cascarita del martes. ¡Estás dentro!');
    expect(text).toMatch(/Recibo: http:\/\/127\.0\.0\.1:\d+\/receipts\/ch_/);
    expect(text).toContain(`El partido: http://localhost:3000/events/${event.id}`);
    expect(html).toContain('Pagaste $12.00 por 2 cupos');

    expect((await app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: lucia.headers })).statusCode).toBe(200);
    await app.jobs.runDue();
    const refund = await smtp.next(lucia.email, 1);
    expect(refund.subject).toBe('Reembolso: Cascarita del martes');
    expect(readMail(refund.raw).text).toContain('Te devolvimos $12.00 a tu tarjeta por 2 cupos en Cascarita del martes.');
  });
});
