/** Event writes: creating (with series), updating, deleting, co-hosts; reads of the organizer's groups and time zone. */
import { and, asc, eq, gt, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { eventCoHosts, eventParticipants, events, groups, users, type DbOrTx } from '@kickoff/db';

/** The counters are the database's (triggers on event_participants), never written here. */
export type NewEvent = Omit<typeof events.$inferInsert, 'placesTaken' | 'waitlistCount'>;

export async function findOwnedGroup(db: DbOrTx, groupId: string, userId: string) {
  const [row] = await db
    .select({ id: groups.id, isPrivate: groups.isPrivate })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.creatorId, userId)));
  return row;
}

export async function userTimeZone(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? null;
}

/** Inserts events with their hosts: the organizer and each co-host registered with one place. */
export async function insertEventsWithHosts(tx: DbOrTx, rows: NewEvent[], coHostIds: string[]): Promise<string[]> {
  const inserted = await tx.insert(events).values(rows).returning({ id: events.id, organizerId: events.organizerId });
  const ids = inserted.map((r) => r.id);
  await tx
    .insert(eventParticipants)
    .values(inserted.flatMap((e) => [e.organizerId, ...coHostIds].map((userId) => ({ eventId: e.id, userId, status: 'registered' as const }))));
  if (coHostIds.length) {
    await tx.insert(eventCoHosts).values(ids.flatMap((eventId) => coHostIds.map((userId) => ({ eventId, userId }))));
  }
  return ids;
}

export async function updateEventRow(tx: DbOrTx, id: string, values: Partial<NewEvent>): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await tx.update(events).set(values).where(eq(events.id, id));
}

/**
 * Replaces the co-hosts. New co-hosts are registered (keeping their guests); former co-hosts stay as ordinary
 * participants. Must run under the event lock; the caller checks capacity first.
 */
export async function replaceCoHosts(tx: DbOrTx, eventId: string, coHostIds: string[]): Promise<void> {
  await tx
    .delete(eventCoHosts)
    .where(and(eq(eventCoHosts.eventId, eventId), coHostIds.length ? notInArray(eventCoHosts.userId, coHostIds) : undefined));
  if (coHostIds.length === 0) return;
  await tx.insert(eventCoHosts).values(coHostIds.map((userId) => ({ eventId, userId }))).onConflictDoNothing();
  await tx
    .insert(eventParticipants)
    .values(coHostIds.map((userId) => ({ eventId, userId, status: 'registered' as const })))
    .onConflictDoUpdate({ target: [eventParticipants.eventId, eventParticipants.userId], set: { status: 'registered' } });
}

/** Places the given users' parties would take if they were all registered (0 for those already registered). */
export async function placesToRegister(tx: DbOrTx, eventId: string, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await tx
    .select({ userId: eventParticipants.userId, status: eventParticipants.status, places: eventParticipants.places })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), inArray(eventParticipants.userId, userIds)));
  const known = new Map(rows.map((r) => [r.userId, r]));
  return userIds.reduce((sum, id) => {
    const r = known.get(id);
    if (!r) return sum + 1;
    return r.status === 'registered' ? sum : sum + (r.places ?? 1);
  }, 0);
}

/** This event, or it and the later events of its series (same organizer). Returns the deleted rows' images. */
/** The events a delete takes: the one, or with `following` the series' occurrences from it on (same organizer). */
function deletedBy(event: { id: string; recurringSeriesId: string | null; dateTime: Date; organizerId: string }, following: boolean) {
  return following && event.recurringSeriesId
    ? and(eq(events.recurringSeriesId, event.recurringSeriesId), eq(events.organizerId, event.organizerId), gte(events.dateTime, event.dateTime))!
    : eq(events.id, event.id);
}

/** The ids `deleteEvents` would delete, locked (their payments are released first). */
export async function lockEventsToDelete(
  tx: DbOrTx,
  event: { id: string; recurringSeriesId: string | null; dateTime: Date; organizerId: string },
  following: boolean,
): Promise<string[]> {
  const rows = await tx.select({ id: events.id }).from(events).where(deletedBy(event, following)).orderBy(events.dateTime, events.id).for('update');
  return rows.map((r) => r.id);
}

export async function deleteEvents(
  tx: DbOrTx,
  event: { id: string; recurringSeriesId: string | null; dateTime: Date; organizerId: string },
  following: boolean,
): Promise<{ id: string; imageUrl: string | null }[]> {
  return tx.delete(events).where(deletedBy(event, following)).returning({ id: events.id, imageUrl: events.imageUrl });
}

/** Image URLs no event uses any more (occurrences and copies share the file). */
export async function unusedImages(db: DbOrTx, urls: (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(urls.filter((u): u is string => Boolean(u)))];
  if (candidates.length === 0) return [];
  const used = await db
    .selectDistinct({ url: events.imageUrl })
    .from(events)
    .where(inArray(events.imageUrl, candidates));
  const usedSet = new Set(used.map((u) => u.url));
  return candidates.filter((u) => !usedSet.has(u));
}

/**
 * The later occurrences of a series that have not started and are not cancelled (same organizer; cancelling is final,
 * issue 14), locked in date order for a series edit; with the places taken and the co-host count each needs for its
 * capacity check.
 */
export async function lockLaterOccurrences(
  tx: DbOrTx,
  event: { id: string; recurringSeriesId: string | null; dateTime: Date; organizerId: string },
): Promise<{ id: string; dateTime: Date; duration: number; location: string; price: string; capacity: number; placesTaken: number; coHosts: number }[]> {
  if (!event.recurringSeriesId) return [];
  return tx
    .select({
      id: events.id,
      dateTime: events.dateTime,
      duration: events.duration,
      location: events.location,
      price: events.price,
      capacity: events.capacity,
      placesTaken: events.placesTaken,
      // Every column named with its table: drizzle writes a one-table select's columns bare, so `${events.id}` would
      // be a bare "id" here, which PostgreSQL resolves to the subquery's own table first (issue 35).
      coHosts: sql<number>`(select count(*)::int from ${eventCoHosts} co_host where co_host.event_id = ${events}.id)`,
    })
    .from(events)
    .where(
      and(
        eq(events.recurringSeriesId, event.recurringSeriesId),
        eq(events.organizerId, event.organizerId),
        gt(events.dateTime, event.dateTime),
        gt(events.dateTime, sql`now()`),
        isNull(events.cancelledAt),
      ),
    )
    .orderBy(asc(events.dateTime), asc(events.id))
    .for('update', { of: events });
}

/** A group is being deleted (groups' `onGroupDeleting`): its events go first (participants, comments cascade). */
export async function deleteEventsOfGroup(tx: DbOrTx, groupId: string): Promise<void> {
  await tx.delete(events).where(eq(events.groupId, groupId));
}
