/**
 * Places and the waitlist. Every change of who holds a place runs in a transaction that first locks the event row
 * (`select ... for update`), so concurrent joins on any number of server processes are serialised per event and
 * capacity is never exceeded. The places taken are the event's `places_taken` counter, which triggers on
 * event_participants update in the same transaction (so after a write in this transaction, read it again).
 */
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { eventCoHosts, eventParticipants, events, groupBlocks, groupMembers, groups, payments, userSportSkills, users, type DbOrTx } from '@kickoff/db';
import type { PlayerLevel } from '@kickoff/shared';
import { eventColumns, type EventRow } from './repository';

export type LockedEvent = EventRow & { groupIsPrivate: boolean; groupCreatorId: string };

function selectEvent(db: DbOrTx, eventId: string) {
  return db
    .select({ event: eventColumns, groupIsPrivate: groups.isPrivate, groupCreatorId: groups.creatorId })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(eq(events.id, eventId));
}

type SelectedEvent = { event: EventRow; groupIsPrivate: boolean; groupCreatorId: string } | undefined;
const flatten = (row: SelectedEvent): LockedEvent | undefined =>
  row && { ...row.event, groupIsPrivate: row.groupIsPrivate, groupCreatorId: row.groupCreatorId };

/** Reads and locks the event row until the transaction ends (serialises every change of places). */
export async function lockEvent(tx: DbOrTx, eventId: string): Promise<LockedEvent | undefined> {
  const [row] = await selectEvent(tx, eventId).for('update', { of: events });
  return flatten(row);
}

/** Reads the event without a lock (permission checks of read-only calls). */
export async function loadEvent(db: DbOrTx, eventId: string): Promise<LockedEvent | undefined> {
  const [row] = await selectEvent(db, eventId);
  return flatten(row);
}

/** Places of registered parties now (the counter, current after this transaction's own writes); none to give on a cancelled event. */
async function freePlaces(tx: DbOrTx, eventId: string, capacity: number): Promise<number> {
  const [row] = await tx.select({ n: events.placesTaken, cancelled: sql<boolean>`${events.cancelledAt} is not null` }).from(events).where(eq(events.id, eventId));
  return row && !row.cancelled ? capacity - row.n : 0;
}

export type ParticipantRow = typeof eventParticipants.$inferSelect;

export async function findParticipant(tx: DbOrTx, eventId: string, where: { userId?: string; id?: string }) {
  const [row] = await tx
    .select()
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventId, eventId),
        where.userId ? eq(eventParticipants.userId, where.userId) : undefined,
        where.id ? eq(eventParticipants.id, where.id) : undefined,
      ),
    );
  return row as ParticipantRow | undefined;
}

export async function setParticipantStatus(tx: DbOrTx, id: string, status: 'registered' | 'waitlisted') {
  await tx
    .update(eventParticipants)
    // A host's Activate (or Waitlist) is a decision by hand: the no-show rule's mark goes.
    .set(status === 'waitlisted' ? { status, queuedAt: sql`clock_timestamp()`, heldNoShowLimit: null } : { status, heldNoShowLimit: null })
    .where(eq(eventParticipants.id, id));
}

/** A host's "Let in" on a full game (issue 26): the capacity grows; run under the event lock. */
export async function setCapacity(tx: DbOrTx, eventId: string, capacity: number) {
  await tx.update(events).set({ capacity }).where(eq(events.id, eventId));
}

export async function deleteParticipant(tx: DbOrTx, id: string) {
  await tx.delete(eventParticipants).where(eq(eventParticipants.id, id));
}

/**
 * Fills free places from the waitlist, first come first served, skipping parties that do not fit and parties the
 * group's no-show rule put there (a host activates those); nobody on a cancelled event (issue 14: a place there is not
 * news). Must run under the event lock. Returns the promoted user ids (for notifications). Callers go through
 * `service-paid-places.ts` `promoteWaitlisted`, which turns them into payment offers on events paid online.
 */
export async function promoteWaitlistedParties(tx: DbOrTx, eventId: string, capacity: number, exceptParticipantId?: string): Promise<string[]> {
  let free = await freePlaces(tx, eventId, capacity);
  if (free <= 0) return [];
  const queue = await tx
    .select({ id: eventParticipants.id, userId: eventParticipants.userId, places: eventParticipants.places })
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventId, eventId),
        eq(eventParticipants.status, 'waitlisted'),
        isNull(eventParticipants.heldNoShowLimit),
        exceptParticipantId ? ne(eventParticipants.id, exceptParticipantId) : undefined,
      ),
    )
    .orderBy(asc(eventParticipants.queuedAt), asc(eventParticipants.id));
  const promoted: { id: string; userId: string }[] = [];
  for (const party of queue) {
    const places = party.places ?? 1;
    if (places > free) continue;
    free -= places;
    promoted.push(party);
    if (free === 0) break;
  }
  if (promoted.length) {
    await tx
      .update(eventParticipants)
      .set({ status: 'registered' })
      .where(inArray(eventParticipants.id, promoted.map((p) => p.id)));
  }
  return promoted.map((p) => p.userId);
}

/**
 * The user's places in a group's upcoming events that they do not organize, with those events locked in id order
 * (the same order for every caller, so two releases cannot deadlock).
 */
export async function lockUpcomingPlacesInGroup(tx: DbOrTx, groupId: string, userId: string) {
  return tx
    .select({ eventId: events.id, capacity: events.capacity, participantId: eventParticipants.id, status: eventParticipants.status })
    .from(events)
    .innerJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId)))
    .where(and(eq(events.groupId, groupId), sql`${events.dateTime} > now()`, sql`${events.organizerId} <> ${userId}`))
    .orderBy(asc(events.id))
    .for('update', { of: events });
}

/**
 * Who cannot see the events of `groupId` (rulings §6, §12): blocked in it, or not an active member of it when it is
 * private. A where-clause condition on a participant's user id column.
 */
const cannotSeeEventsOf = (groupId: string, userIdColumn: unknown) => sql`(
  exists (select 1 from ${groupBlocks} ob where ob.group_id = ${groupId} and ob.blocked_user_id = ${userIdColumn})
  or exists (select 1 from ${groupMembers} om where om.group_id = ${groupId} and om.user_id = ${userIdColumn} and om.status = 'blocked')
  or (
    exists (select 1 from ${groups} og where og.id = ${groupId} and og.is_private)
    and not exists (select 1 from ${groupMembers} am where am.group_id = ${groupId} and am.user_id = ${userIdColumn} and am.status = 'active')
  )
)`;

/** The group's upcoming events, or the given ones. */
const eventsInScope = (groupId: string, eventIds?: string[]) =>
  eventIds ? inArray(events.id, eventIds) : and(eq(events.groupId, groupId), sql`${events.dateTime} > now()`);

/**
 * The places of people who cannot see these events as events of `groupId` (a group made private, or an event moved
 * into it), their organizers excepted, with the events locked in id order (the order of every release, so two
 * cannot deadlock). `eventIds` absent: the group's upcoming events.
 */
export async function lockPlacesOfOutsiders(tx: DbOrTx, groupId: string, eventIds?: string[]) {
  return tx
    .select({
      eventId: events.id,
      capacity: events.capacity,
      title: events.title,
      participantId: eventParticipants.id,
      userId: eventParticipants.userId,
      status: eventParticipants.status,
    })
    .from(events)
    .innerJoin(eventParticipants, eq(eventParticipants.eventId, events.id))
    .where(and(eventsInScope(groupId, eventIds), sql`${eventParticipants.userId} <> ${events.organizerId}`, cannotSeeEventsOf(groupId, eventParticipants.userId)))
    .orderBy(asc(events.id), asc(eventParticipants.id))
    .for('update', { of: events });
}

/** Drops the co-hosts of these events who cannot see them as events of `groupId` (see `lockPlacesOfOutsiders`). */
export async function removeOutsiderCoHostings(tx: DbOrTx, groupId: string, eventIds?: string[]) {
  await tx
    .delete(eventCoHosts)
    .where(
      and(
        inArray(eventCoHosts.eventId, tx.select({ id: events.id }).from(events).where(eventsInScope(groupId, eventIds))),
        cannotSeeEventsOf(groupId, eventCoHosts.userId),
      ),
    );
}

/** Drops the user as co-host of a group's upcoming events (they lost the right to see them). */
export async function removeUpcomingCoHostings(tx: DbOrTx, groupId: string, userId: string) {
  await tx
    .delete(eventCoHosts)
    .where(
      and(
        eq(eventCoHosts.userId, userId),
        inArray(eventCoHosts.eventId, tx.select({ id: events.id }).from(events).where(and(eq(events.groupId, groupId), sql`${events.dateTime} > now()`))),
      ),
    );
}

export async function coHostIdsOf(tx: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await tx.select({ userId: eventCoHosts.userId }).from(eventCoHosts).where(eq(eventCoHosts.eventId, eventId));
  return rows.map((r) => r.userId);
}

/** Which of the given users are active, unblocked members of the group. */
export async function activeMembersAmong(tx: DbOrTx, groupId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, 'active'),
        inArray(groupMembers.userId, userIds),
        // Correlated columns are written out: drizzle leaves them unqualified in single-table queries.
        sql`not exists (select 1 from ${groupBlocks} b where b.group_id = ${groupId} and b.blocked_user_id = "group_members"."user_id")`,
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

export interface ParticipantListRow {
  id: string;
  userId: string;
  status: 'registered' | 'waitlisted';
  guestCount: number;
  places: number | null;
  joinedAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  attendance: 'attended' | 'no_show' | null;
  checkedInAt: Date | null;
  heldNoShowLimit: number | null;
  /** The member's own level in the event's sport (issue 14). */
  level: PlayerLevel | null;
  /** The party's pending or paid payment (issue 29), if any. */
  paymentStatus?: string | null;
  paymentMethod?: string | null;
  holdExpiresAt?: Date | null;
}

/**
 * Registered parties in join order, then the waitlist in queue order. With `sportType` (the hosts' view), each
 * member's level in it: a left join on `user_sport_skills`' primary key, in the same query.
 */
export async function listParticipants(db: DbOrTx, eventId: string, sportType?: string): Promise<ParticipantListRow[]> {
  return db
    .select({
      id: eventParticipants.id,
      userId: eventParticipants.userId,
      status: eventParticipants.status,
      guestCount: eventParticipants.guestCount,
      places: eventParticipants.places,
      joinedAt: eventParticipants.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      image: users.image,
      attendance: eventParticipants.attendance,
      checkedInAt: eventParticipants.checkedInAt,
      heldNoShowLimit: eventParticipants.heldNoShowLimit,
      level: sportType ? userSportSkills.level : sql<null>`null`,
      paymentStatus: payments.status,
      paymentMethod: payments.method,
      holdExpiresAt: payments.holdExpiresAt,
    })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    // At most one live payment per person and event (payments_event_user_live_uq).
    .leftJoin(payments, and(eq(payments.eventId, eventParticipants.eventId), eq(payments.userId, eventParticipants.userId), inArray(payments.status, ['pending', 'paid'])))
    .leftJoin(userSportSkills, and(eq(userSportSkills.userId, eventParticipants.userId), eq(userSportSkills.sportType, sportType ?? sql`null`)))
    .where(eq(eventParticipants.eventId, eventId))
    .orderBy(
      sql`case when ${eventParticipants.status} = 'registered' then 0 else 1 end`,
      sql`case when ${eventParticipants.status} = 'registered' then ${eventParticipants.joinedAt} else ${eventParticipants.queuedAt} end`,
      asc(eventParticipants.id),
    );
}

/**
 * A waitlisted party's place in the queue (1 = next), in the promotion order (queued_at, id): one index range; and
 * the group's no-show limit that put it there, if the rule did (issue 14).
 */
export async function waitlistPosition(db: DbOrTx, eventId: string, participantId: string): Promise<{ position: number; heldNoShowLimit: number | null }> {
  const rows = await db.execute(sql`
    select me.held_no_show_limit as held, (select count(*)::int from ${eventParticipants} p
      where p.event_id = ${eventId} and p.status = 'waitlisted' and (p.queued_at, p.id) < (me.queued_at, me.id)) as ahead
    from ${eventParticipants} me where me.id = ${participantId}`);
  const row = (rows as unknown as { rows: { ahead: number; held: number | null }[] }).rows[0];
  return { position: (row?.ahead ?? 0) + 1, heldNoShowLimit: row?.held ?? null };
}

/** Groups of others' upcoming events the person holds a place in or co-hosts (support's account deletion and a moderator's suspension release them). */
export async function groupsWithUpcomingPlaces(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ groupId: events.groupId })
    .from(events)
    .where(
      and(
        gt(events.dateTime, sql`now()`),
        ne(events.organizerId, userId),
        or(
          sql`exists (select 1 from ${eventParticipants} p where p.event_id = "events"."id" and p.user_id = ${userId})`,
          sql`exists (select 1 from ${eventCoHosts} c where c.event_id = "events"."id" and c.user_id = ${userId})`,
        ),
      ),
    )
    .orderBy(asc(events.groupId));
  return rows.map((r) => r.groupId);
}
