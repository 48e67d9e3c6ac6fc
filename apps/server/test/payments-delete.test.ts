/**
 * Deleting paid games refunds their payers (issue 29, docs/payments.md): a series' "this and all following" refunds
 * every occurrence it deletes, not only the one it was asked from, and deleting a group refunds the payers of all its
 * games; holds end, other games' payments stay. Refunds are jobs, made against the Stripe stand-in. PGlite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '@kickoff/db';
import type { JoinEventResponse } from '@kickoff/shared';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';
import { connectPayouts, paidGroup, paymentsWorld, sessionOf, type PaymentsWorld } from './helpers/payments';

let w: PaymentsWorld;
let organizer: Person;
let groupId: string;

beforeAll(async () => {
  w = await paymentsWorld();
  ({ organizer, groupId } = await paidGroup(w));
}, 180_000);
afterAll(async () => {
  await w?.close();
});

const app = () => w.t.app;

async function member(name: string, group = groupId): Promise<Person> {
  const p = await person(app(), name);
  await addMember(app(), group, p.id);
  return p;
}

/** Joins (with guests) and pays through the stand-in's Checkout; answers the payment's id. */
async function joinAndPay(p: Person, eventId: string, guests = 0): Promise<string> {
  const body = (await join(app(), p, eventId, guests)).json() as JoinEventResponse;
  await w.stripe.pay(sessionOf(body.checkout!.url));
  return paymentOf(p, eventId);
}

async function paymentOf(p: Person, eventId: string): Promise<string> {
  const [row] = await app().db.select({ id: payments.id }).from(payments).where(and(eq(payments.eventId, eventId), eq(payments.userId, p.id)));
  return row!.id;
}

async function statuses(ids: string[]) {
  const rows = await app().db.select().from(payments).where(inArray(payments.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, { status: r.status, refundedAmount: r.refundedAmount, eventId: r.eventId }]));
}

const refundOf = (paymentId: string) => [...w.stripe.refunds.values()].find((r) => (r.metadata as Record<string, string>).paymentId === paymentId);

describe("deleting a series' this and all following", () => {
  it('refunds the payers of every occurrence it deletes and ends their holds; earlier dates keep theirs', async () => {
    const first = await createEvent(app(), organizer, groupId, {
      price: '6',
      dateTime: '2031-03-04T18:00',
      timeZone: 'UTC',
      isRecurring: 'true',
      recurringType: 'weekly',
      recurringDays: JSON.stringify(['tuesday']),
      recurringEndDate: '2031-03-25',
    });
    expect(first.occurrencesCreated).toBe(4);
    const series = await app().inject({ url: `/api/events/${first.id}/dates` });
    const dates = (series.json() as { items: { id: string }[] }).items.map((d) => d.id);
    expect(dates).toHaveLength(4);
    const [o1, o2, o3, o4] = dates as [string, string, string, string];

    const [ana, ben, cat, dan] = [await member('Ana'), await member('Ben'), await member('Cat'), await member('Dan')];
    const kept = await joinAndPay(ana, o1);
    const fromDate = await joinAndPay(ben, o2);
    const later = await joinAndPay(cat, o3, 2);
    const hold = (await join(app(), dan, o4)).json() as JoinEventResponse;
    const held = await paymentOf(dan, o4);

    const res = await app().inject({ method: 'DELETE', url: `/api/events/${o2}?series=following`, headers: organizer.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, deleted: 3 });
    await app().jobs.runDue();

    const after = await statuses([kept, fromDate, later, held]);
    expect(after[kept]).toEqual({ status: 'paid', refundedAmount: 0, eventId: o1 });
    expect(after[fromDate]).toEqual({ status: 'refunded', refundedAmount: 600, eventId: null });
    expect(after[later]).toEqual({ status: 'refunded', refundedAmount: 1800, eventId: null });
    expect(after[held]!.status).toBe('expired');
    expect(refundOf(fromDate)!.amount).toBe(600);
    expect(refundOf(later)!.amount).toBe(1800);
    expect(refundOf(kept)).toBeUndefined();
    expect(w.stripe.sessions.get(sessionOf(hold.checkout!.url))!.status).toBe('expired');
  });
});

describe('deleting a group', () => {
  it("refunds the payers of all its games and ends holds; other groups' games keep theirs", async () => {
    const doomed = await makeGroup(app(), organizer);
    await connectPayouts(app(), w.stripe, organizer, doomed);
    const gameA = await createEvent(app(), organizer, doomed, { price: '6', title: 'Game A' });
    const gameB = await createEvent(app(), organizer, doomed, { price: '8', title: 'Game B' });
    const elsewhere = await createEvent(app(), organizer, groupId, { price: '6', title: 'Elsewhere' });
    const [eve, fay, gus] = [await member('Eve', doomed), await member('Fay', doomed), await member('Gus', doomed)];
    await addMember(app(), groupId, eve.id);
    const a = await joinAndPay(eve, gameA.id, 1);
    const b = await joinAndPay(fay, gameB.id);
    const other = await joinAndPay(eve, elsewhere.id);
    await join(app(), gus, gameB.id);
    const held = await paymentOf(gus, gameB.id);

    const res = await app().inject({ method: 'DELETE', url: `/api/groups/${doomed}`, headers: organizer.headers });
    expect(res.statusCode, res.body).toBe(200);
    await app().jobs.runDue();

    const after = await statuses([a, b, other, held]);
    expect(after[a]).toEqual({ status: 'refunded', refundedAmount: 1200, eventId: null });
    expect(after[b]).toEqual({ status: 'refunded', refundedAmount: 800, eventId: null });
    expect(after[held]!.status).toBe('expired');
    expect(after[other]).toEqual({ status: 'paid', refundedAmount: 0, eventId: elsewhere.id });
    expect(refundOf(a)!.amount).toBe(1200);
    expect(refundOf(b)!.amount).toBe(800);
    expect(refundOf(other)).toBeUndefined();
  });
});
