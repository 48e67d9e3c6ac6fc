/**
 * Payments' tables (issue 29): payments and their change log, processed Stripe event ids, groups' payout accounts.
 * A state change is one conditional update (`where status = <from>`) plus its `payment_changes` row, so a change
 * happens once however many webhooks, jobs and requests race for it.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { eventParticipants, events, groupPayoutAccounts, paymentChanges, payments, stripeEvents, users, type DbOrTx } from '@kickoff/db';
import type { PaymentMethod, PaymentStatus } from '@kickoff/shared';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** What a payment needs of its event: price in minor units is computed by the caller from the exact `price` text. */
export interface PaymentEvent {
  id: string;
  title: string;
  price: string;
  currency: string;
  dateTime: Date;
  refundCutoffHours: number;
  groupId: string;
  organizerId: string;
  cancelledAt: Date | null;
  accountId: string | null;
  accountStatus: 'pending' | 'ready' | null;
}

export async function paymentEvent(db: DbOrTx, eventId: string): Promise<PaymentEvent | undefined> {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      price: sql<string>`${events.price}::text`,
      currency: events.currency,
      dateTime: events.dateTime,
      refundCutoffHours: events.refundCutoffHours,
      groupId: events.groupId,
      organizerId: events.organizerId,
      cancelledAt: events.cancelledAt,
      accountId: groupPayoutAccounts.stripeAccountId,
      accountStatus: groupPayoutAccounts.status,
    })
    .from(events)
    .leftJoin(groupPayoutAccounts, eq(groupPayoutAccounts.groupId, events.groupId))
    .where(eq(events.id, eventId));
  return row;
}

export async function insertPayment(tx: DbOrTx, values: NewPayment, change: { stripeObjectId?: string | null; note?: string } = {}): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  await tx.insert(paymentChanges).values({ paymentId: row!.id, status: row!.status, stripeObjectId: change.stripeObjectId ?? null, note: change.note ?? null });
  return row!;
}

/**
 * Moves a payment from one of `from` to `to` with `patch`, recording the change; null when it was not in `from` (someone
 * else changed it first).
 */
export async function changeStatus(
  tx: DbOrTx,
  id: string,
  from: PaymentStatus[],
  to: PaymentStatus,
  patch: Partial<NewPayment> = {},
  change: { stripeObjectId?: string | null; note?: string } = {},
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ ...patch, status: to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  if (!row) return null;
  await tx.insert(paymentChanges).values({ paymentId: id, status: to, stripeObjectId: change.stripeObjectId ?? null, note: change.note ?? null });
  return row;
}

/** Fields that are not a state change (the session's id once Stripe answered). */
export async function patchPayment(tx: DbOrTx, id: string, patch: Partial<NewPayment>, change?: { stripeObjectId?: string | null; note?: string }) {
  await tx.update(payments).set({ ...patch, updatedAt: new Date() }).where(eq(payments.id, id));
  if (change) {
    const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
    if (row) await tx.insert(paymentChanges).values({ paymentId: id, status: row.status, stripeObjectId: change.stripeObjectId ?? null, note: change.note ?? null });
  }
}

export async function findPayment(db: DbOrTx, id: string, lock = false): Promise<PaymentRow | undefined> {
  const q = db.select().from(payments).where(eq(payments.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findBySession(db: DbOrTx, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.stripeCheckoutSessionId, sessionId));
  return row;
}

/** The person's pending or paid payment for the event (at most one), locked when asked. */
export async function livePayment(db: DbOrTx, eventId: string, userId: string, lock = false): Promise<PaymentRow | undefined> {
  const q = db
    .select()
    .from(payments)
    .where(and(eq(payments.eventId, eventId), eq(payments.userId, userId), inArray(payments.status, ['pending', 'paid'])));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The person's latest payment for the event, whatever its state. */
export async function latestPayment(db: DbOrTx, eventId: string, userId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.eventId, eventId), eq(payments.userId, userId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** Every pending or paid payment of these events (cancellation, deletion), locked, oldest first. */
export async function livePaymentsOfEvents(tx: DbOrTx, eventIds: string[]): Promise<PaymentRow[]> {
  if (!eventIds.length) return [];
  return tx
    .select()
    .from(payments)
    .where(and(inArray(payments.eventId, eventIds), inArray(payments.status, ['pending', 'paid'])))
    .orderBy(payments.createdAt, payments.id)
    .for('update');
}

/**
 * Every pending or paid payment of a group's events (the group's deletion), locked: by the events the group has now
 * (an event moved to another group after a payment is that group's), one statement whatever their number.
 */
export async function livePaymentsOfGroupEvents(tx: DbOrTx, groupId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.eventId, tx.select({ id: events.id }).from(events).where(eq(events.groupId, groupId))),
        inArray(payments.status, ['pending', 'paid']),
      ),
    )
    .orderBy(payments.createdAt, payments.id)
    .for('update');
}

/** Whether anyone has paid online for the event (and not been refunded): its price is then locked. */
export async function hasOnlinePayers(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.eventId, eventId), eq(payments.method, 'online'), eq(payments.status, 'paid')));
  return (row?.n ?? 0) > 0;
}

export interface HostPaymentDbRow extends PaymentRow {
  firstName: string;
  lastName: string;
  participantId: string | null;
}

/** The host's view: every payment of the event with the payer's name, newest first. */
export async function paymentsOfEvent(db: DbOrTx, eventId: string): Promise<HostPaymentDbRow[]> {
  const rows = await db
    .select({
      payment: payments,
      firstName: users.firstName,
      lastName: users.lastName,
      participantId: eventParticipants.id,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(
      eventParticipants,
      and(eq(eventParticipants.eventId, payments.eventId), eq(eventParticipants.userId, payments.userId), inArray(payments.status, ['pending', 'paid'])),
    )
    .where(eq(payments.eventId, eventId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((r) => ({ ...r.payment, firstName: r.firstName ?? '', lastName: r.lastName ?? '', participantId: r.participantId }));
}

/** A person's payments (data export, `admin export-user`), oldest first. */
export async function paymentsOfUser(db: DbOrTx, userId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.createdAt, payments.id);
}

/** The registered parties (user, participant id, places) among these users of an event. */
export async function registeredParties(db: DbOrTx, eventId: string, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({ id: eventParticipants.id, userId: eventParticipants.userId, places: eventParticipants.places })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), inArray(eventParticipants.userId, userIds), eq(eventParticipants.status, 'registered')));
}

export async function participantOf(db: DbOrTx, eventId: string, participantId: string) {
  const [row] = await db
    .select({ id: eventParticipants.id, userId: eventParticipants.userId, status: eventParticipants.status, places: eventParticipants.places })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.id, participantId)));
  return row;
}

export async function userContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function stripeEventSeen(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return Boolean(row);
}

/** Records a Stripe event id; false when it was processed before (a duplicate delivery). */
export async function recordStripeEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await tx.insert(stripeEvents).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function payoutAccount(db: DbOrTx, groupId: string) {
  const [row] = await db.select().from(groupPayoutAccounts).where(eq(groupPayoutAccounts.groupId, groupId));
  return row;
}

export async function insertPayoutAccount(db: DbOrTx, groupId: string, stripeAccountId: string, connectedBy: string) {
  await db.insert(groupPayoutAccounts).values({ groupId, stripeAccountId, connectedBy }).onConflictDoNothing();
  return payoutAccount(db, groupId);
}

export async function setPayoutStatus(db: DbOrTx, stripeAccountId: string, status: 'pending' | 'ready'): Promise<boolean> {
  const rows = await db
    .update(groupPayoutAccounts)
    .set({ status, updatedAt: new Date() })
    .where(eq(groupPayoutAccounts.stripeAccountId, stripeAccountId))
    .returning({ groupId: groupPayoutAccounts.groupId });
  return rows.length > 0;
}

export type { PaymentMethod };
