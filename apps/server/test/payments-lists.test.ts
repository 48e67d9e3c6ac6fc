/**
 * Pay for your spot on the lists (issue 29): every list of events (Discover's cards, featured, the user's events, the
 * dashboard) and the event's own answer say how the event is paid (`paymentMode`) and, for a signed-in participant,
 * their payment standing (`userParticipation.paymentStatus`, `holdExpiresAt`), from the one list statement; signed out
 * the statement joins no viewer data. The event's answer carries its `refundCutoffHours`. Against the Stripe stand-in,
 * on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, EventCardPage, EventPage, EventResponse, JoinEventResponse } from '@kickoff/shared';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';
import { paidGroup, paymentsWorld, sessionOf, type PaymentsWorld } from './helpers/payments';
import { eventCardsQuery } from '../src/modules/events/repository-cards';
import { discoverOptions } from '../src/modules/events/repository-lists';
import { eventListQuerySchema } from '@kickoff/shared';

let w: PaymentsWorld;
let organizer: Person;
let groupId: string;
let player: Person;

beforeAll(async () => {
  w = await paymentsWorld();
  ({ organizer, groupId } = await paidGroup(w));
  player = await person(app(), 'Pia');
  await addMember(app(), groupId, player.id);
}, 180_000);
afterAll(async () => {
  await w?.close();
});

const app = () => w.t.app;

async function get<T>(url: string, who?: Person): Promise<T> {
  const res = await app().inject({ url, headers: who?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

const card = async (eventId: string, who?: Person) =>
  (await get<EventCardPage>(`/api/events?groupId=${groupId}&limit=50`, who)).items.find((e) => e.id === eventId)!;

describe('how an event is paid, on every list', () => {
  it('says online for a paid game of a group ready for payments, at the field without payouts, free at 0', async () => {
    const paid = await createEvent(app(), organizer, groupId, { price: '6', title: 'Paid online' });
    const free = await createEvent(app(), organizer, groupId, { price: '0', title: 'Free game' });
    const plainGroup = await makeGroup(app(), organizer);
    const atField = await createEvent(app(), organizer, plainGroup, { price: '6', title: 'Cash game' });

    expect(paid.paymentMode).toBe('online');
    expect(free.paymentMode).toBe('free');
    expect(atField.paymentMode).toBe('at_field');
    // Signed out too: the mode is not viewer data.
    expect((await card(paid.id)).paymentMode).toBe('online');
    expect((await card(free.id)).paymentMode).toBe('free');
    const outsideCards = await get<EventCardPage>(`/api/events?groupId=${plainGroup}`);
    expect(outsideCards.items.find((e) => e.id === atField.id)!.paymentMode).toBe('at_field');
    expect((await get<EventResponse>(`/api/events/${paid.id}`)).paymentMode).toBe('online');
    expect((await get<EventResponse>(`/api/events/${atField.id}`, player)).paymentMode).toBe('at_field');
  });

  it('follows the viewer from Payment pending to paid on Discover, My events, the dashboard and the event', async () => {
    const event = await createEvent(app(), organizer, groupId, { price: '6', title: 'Pending then paid' });
    const before = await card(event.id, player);
    expect(before.isUserParticipant).toBe(false);
    expect(before.userParticipation).toBeNull();

    const res = await join(app(), player, event.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as JoinEventResponse;
    const hold = body.checkout!.holdExpiresAt;
    expect(body.event.userParticipation).toMatchObject({ paymentStatus: 'pending', holdExpiresAt: hold });

    const pending = { status: 'registered', paymentStatus: 'pending', holdExpiresAt: hold };
    expect((await card(event.id, player)).userParticipation).toMatchObject(pending);
    const mine = await get<EventPage>('/api/user/events?scope=upcoming&limit=50', player);
    expect(mine.items.find((e) => e.id === event.id)!.userParticipation).toMatchObject(pending);
    const dashboard = await get<Dashboard>('/api/user/dashboard', player);
    expect(dashboard.upcomingEvents.find((e) => e.id === event.id)!.userParticipation).toMatchObject(pending);
    expect((await get<EventResponse>(`/api/events/${event.id}`, player)).userParticipation).toMatchObject(pending);
    // Others see their own standing only; signed out, nobody's.
    expect((await card(event.id, organizer)).userParticipation).toMatchObject({ paymentStatus: 'unpaid', holdExpiresAt: null });
    expect((await card(event.id)).userParticipation).toBeNull();

    await w.stripe.pay(sessionOf(body.checkout!.url));
    const paid = { status: 'registered', paymentStatus: 'paid', holdExpiresAt: null };
    expect((await card(event.id, player)).userParticipation).toMatchObject(paid);
    expect((await get<EventPage>('/api/user/events?scope=upcoming&limit=50', player)).items.find((e) => e.id === event.id)!.userParticipation).toMatchObject(paid);
    expect((await get<EventResponse>(`/api/events/${event.id}`, player)).userParticipation).toMatchObject(paid);
  });

  it('gives a free game no payment standing', async () => {
    const event = await createEvent(app(), organizer, groupId, { price: '0', title: 'Free for all' });
    expect((await join(app(), player, event.id)).statusCode).toBe(200);
    expect((await card(event.id, player)).userParticipation).toMatchObject({ status: 'registered', paymentStatus: null, holdExpiresAt: null });
  });

  it('reads the viewer payment in the list statement itself, and joins none signed out', () => {
    const q = eventListQuerySchema.parse({ groupId });
    const now = new Date();
    const signedIn = eventCardsQuery(app().db, discoverOptions(q, player.id, now), now.toISOString()).toSQL().sql;
    const signedOut = eventCardsQuery(app().db, discoverOptions(q, null, now), now.toISOString()).toSQL().sql;
    expect(signedIn).toContain('"my_payment"');
    expect(signedOut).not.toContain('my_payment');
  });
});

describe("the event's refund cutoff", () => {
  it('is in the event answer, as set at creation and after an edit', async () => {
    const event = await createEvent(app(), organizer, groupId, { price: '6', refundCutoffHours: '6' });
    expect(event.refundCutoffHours).toBe(6);
    expect((await get<EventResponse>(`/api/events/${event.id}`, player)).refundCutoffHours).toBe(6);
    const plain = await createEvent(app(), organizer, groupId, { price: '0' });
    expect(plain.refundCutoffHours).toBe(24);
  });
});
