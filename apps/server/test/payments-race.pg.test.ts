/**
 * Two server processes racing for the last paid place (issue 29): people join a $6 game with one free place through
 * two real server processes on one PostgreSQL database, each with its own `stripe` client on the Stripe stand-in. Exactly
 * one hold is made and one Checkout Session opened per event (nobody can pay twice, nobody pays for a place they were
 * not given), the game is never overbooked, and the payment's webhook, delivered to both processes and again, marks it
 * paid once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { eventParticipants, events, groupPayoutAccounts, paymentChanges, payments } from '@kickoff/db';
import type { JoinEventResponse } from '@kickoff/shared';
import { startStripeStandIn, type StripeStandIn } from '../../../scripts/stripe-stand-in';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { startServerProcess } from './helpers/server-process';
import { unusedPorts } from './helpers/ports';
import { addMember, createEvent, makeGroup, person } from './helpers/events';
import { bulkUsers } from './helpers/people';
import { STRIPE_TEST_ENV, sessionOf } from './helpers/payments';

const onPostgres = testDbKind() === 'postgres';

let t: TestApp;
let stripe: StripeStandIn;
let ports: number[] = [];
const children: ChildProcess[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  stripe = await startStripeStandIn();
  t = await createTestApp({ env: STRIPE_TEST_ENV(stripe) });
  const base = await unusedPorts(2);
  ports = [base, base + 1];
  for (const port of ports) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-pay-'));
    dirs.push(dataDir);
    children.push(await startServerProcess({ databaseUrl: t.database.url!, port, dataDir, env: STRIPE_TEST_ENV(stripe) }));
  }
  stripe.setWebhookUrl(`http://127.0.0.1:${ports[0]}/api/payments/webhook`);
}, 180_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await t?.close();
  await stripe?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('two processes racing for the last paid place', () => {
  it('one hold and one Checkout per place, never overbooked; the webhook on both processes pays it once', async () => {
    const organizer = await person(t.app, 'Olga');
    const groupId = await makeGroup(t.app, organizer);
    await t.app.db.insert(groupPayoutAccounts).values({ groupId, stripeAccountId: 'acct_test_race', status: 'ready' });
    const racers = await bulkUsers(t.app, 16, 'racer');
    for (const r of racers) await addMember(t.app, groupId, r.id);

    for (let round = 0; round < 4; round++) {
      // Olga + one place.
      const event = await createEvent(t.app, organizer, groupId, { price: '6', capacity: '2' });
      const sessionsBefore = stripe.sessions.size;
      const answers = await Promise.all(
        racers.map((r, i) =>
          fetch(`http://127.0.0.1:${ports[i % 2]}/api/events/${event.id}/join`, {
            method: 'POST',
            headers: { authorization: `Bearer ${r.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ guestCount: 0 }),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as JoinEventResponse })),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(racers.map(() => 200));
      const held = answers.filter((a) => a.body.participant.status === 'registered');
      expect(held).toHaveLength(1);
      expect(held[0]!.body.checkout).toBeTruthy();
      expect(answers.filter((a) => a.body.checkout)).toHaveLength(1);
      expect(stripe.sessions.size - sessionsBefore).toBe(1);
      const [row] = await t.app.db.select({ taken: events.placesTaken, capacity: events.capacity }).from(events).where(eq(events.id, event.id));
      expect(row!.taken).toBe(2);
      const registered = await t.app.db.select().from(eventParticipants).where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.status, 'registered')));
      expect(registered).toHaveLength(2);
      const pending = await t.app.db.select().from(payments).where(eq(payments.eventId, event.id));
      expect(pending.map((p) => p.status)).toEqual(['pending']);

      // The winner pays; Stripe delivers the event to one process, then again to the other, twice.
      const webhook = (await stripe.pay(sessionOf(held[0]!.body.checkout!.url)))!;
      expect(webhook.status).toBe(200);
      stripe.setWebhookUrl(`http://127.0.0.1:${ports[1]}/api/payments/webhook`);
      expect(await Promise.all([stripe.resend(webhook), stripe.resend(webhook)])).toEqual([200, 200]);
      stripe.setWebhookUrl(`http://127.0.0.1:${ports[0]}/api/payments/webhook`);
      const [paid] = await t.app.db.select().from(payments).where(eq(payments.eventId, event.id));
      expect(paid!.status).toBe('paid');
      const paidChanges = await t.app.db.select().from(paymentChanges).where(and(eq(paymentChanges.paymentId, paid!.id), eq(paymentChanges.status, 'paid')));
      expect(paidChanges).toHaveLength(1);
    }
  }, 120_000);
});
