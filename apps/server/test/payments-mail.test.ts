/**
 * Receipt and refund notices (issue 29) through the app's mailer, read from a real SMTP stand-in: paying sends a
 * receipt with the amount and Stripe's receipt link, a refund says how much comes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinEventResponse } from '@kickoff/shared';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';
import { readMail } from './helpers/mail-parts';
import { addMember, createEvent, join, person, type Person } from './helpers/events';
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
    expect(text).toContain('You paid 12.00 USD for 2 places in Tuesday futsal.');
    expect(text).toMatch(/Receipt: http:\/\/127\.0\.0\.1:\d+\/receipts\/ch_/);
    expect(text).toContain(`/events/${event.id}`);

    expect((await app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers: pia.headers })).statusCode).toBe(200);
    await app.jobs.runDue();
    const refund = await smtp.next(pia.email, 1);
    expect(refund.subject).toBe('Refund: Tuesday futsal');
    expect(readMail(refund.raw).text).toContain('12.00 USD for 2 places in Tuesday futsal is refunded to your card.');
  });
});
