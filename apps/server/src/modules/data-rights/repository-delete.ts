/**
 * The database side of support's account deletion (rulings §9): what a user's deletion touches, read under locks in
 * the deleting transaction, and the writes that hand things over before the user's row (and with it, through the
 * foreign keys' ON DELETE CASCADE, everything that is only theirs) goes.
 */
import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  eventCoHosts,
  eventComments,
  eventParticipants,
  events,
  groupMembers,
  groupPosts,
  groups,
  jobs,
  notifications,
  rateLimits,
  sessions,
  users,
  verifications,
  type DbOrTx,
} from '@kickoff/db';

/** A user by phone number (E.164) or proven email (lower case). */
export async function findUserBy(db: DbOrTx, where: { phoneNumber: string } | { email: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where('phoneNumber' in where ? eq(users.phoneNumber, where.phoneNumber) : eq(sql`lower(${users.email})`, where.email))
    .limit(1);
  return row?.id ?? null;
}

export async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phoneNumber: users.phoneNumber, image: users.image })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** The groups the user created, locked in id order (the order every membership change locks in). */
export async function lockCreatedGroups(tx: DbOrTx, userId: string) {
  return tx
    .select({ id: groups.id, name: groups.name, imageUrl: groups.imageUrl })
    .from(groups)
    .where(eq(groups.creatorId, userId))
    .orderBy(asc(groups.id))
    .for('update');
}

/** Per group, the longest-standing active admin, else the longest-standing active member (one query for all). */
export async function successorsOf(tx: DbOrTx, groupIds: string[], userId: string) {
  if (groupIds.length === 0) return new Map<string, Successor>();
  const result = await tx.execute(sql`
    select distinct on (m.group_id) m.group_id, m.user_id, u.first_name, u.last_name, m.role, m.joined_at
    from ${groupMembers} m join ${users} u on u.id = m.user_id
    where m.group_id in (${sql.join(groupIds.map((id) => sql`${id}`), sql`, `)}) and m.user_id <> ${userId} and m.status = 'active'
    order by m.group_id, (m.role = 'admin') desc, m.joined_at, m.id`);
  type Row = { group_id: string; user_id: string; first_name: string; last_name: string; role: string; joined_at: Date | string };
  return new Map(
    (result as unknown as { rows: Row[] }).rows.map((r) => [
      r.group_id,
      { userId: r.user_id, name: `${r.first_name} ${r.last_name}`.trim(), role: r.role, since: new Date(r.joined_at) },
    ]),
  );
}

export interface Successor {
  userId: string;
  name: string;
  role: string;
  since: Date;
}

export async function countGroupEvents(tx: DbOrTx, groupId: string, userId: string) {
  const [row] = await tx
    .select({
      all: count(),
      upcoming: sql<number>`count(*) filter (where ${events.dateTime} > now())::int`,
      otherPeople: sql<number>`(select count(distinct p.user_id)::int from ${eventParticipants} p join ${events} e on e.id = p.event_id
        where e.group_id = ${groupId} and p.user_id <> ${userId})`,
    })
    .from(events)
    .where(eq(events.groupId, groupId));
  return { all: row?.all ?? 0, upcoming: row?.upcoming ?? 0, otherPeople: row?.otherPeople ?? 0 };
}

/** The user's upcoming events that are not cancelled yet, locked (id order), with their other people's count. */
export async function lockUpcomingOrganized(tx: DbOrTx, userId: string) {
  return tx
    .select({
      id: events.id,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      people: sql<number>`(select count(*)::int from ${eventParticipants} p where p.event_id = "events"."id" and p.user_id <> ${userId})`,
    })
    .from(events)
    .where(and(eq(events.organizerId, userId), gt(events.dateTime, sql`now()`), isNull(events.cancelledAt)))
    .orderBy(asc(events.id))
    .for('update', { of: events });
}

export async function countOrganizedEvents(tx: DbOrTx, userId: string) {
  const [row] = await tx.select({ n: count() }).from(events).where(eq(events.organizerId, userId));
  return row?.n ?? 0;
}

export async function handGroupTo(tx: DbOrTx, groupId: string, successorId: string) {
  await tx.update(groups).set({ creatorId: successorId }).where(eq(groups.id, groupId));
  await tx
    .update(groupMembers)
    .set({ role: 'organizer' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, successorId)));
}

/** The user's remaining events (past or cancelled) go to their group's creator, who stops being a co-host of them. */
export async function handEventsToGroupCreators(tx: DbOrTx, userId: string): Promise<number> {
  const result = await tx.execute(sql`
    update ${events} e set organizer_id = g.creator_id from ${groups} g
    where g.id = e.group_id and e.organizer_id = ${userId} returning e.id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return 0;
  await tx.execute(sql`
    delete from ${eventCoHosts} c using ${events} e
    where c.event_id = e.id and c.user_id = e.organizer_id and e.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return ids.length;
}

/** Groups the user is a member of (any status), locked in id order. */
export async function lockMembershipGroups(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, tx.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId))))
    .orderBy(asc(groups.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function deleteMemberships(tx: DbOrTx, userId: string) {
  await tx.delete(groupMembers).where(eq(groupMembers.userId, userId));
}

/** Replies others wrote to the user's comments become top-level comments, so deleting the user's keeps them. */
export async function keepOthersReplies(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await tx
    .update(eventComments)
    .set({ parentCommentId: null })
    .where(
      and(
        ne(eventComments.authorId, userId),
        inArray(eventComments.parentCommentId, tx.select({ id: eventComments.id }).from(eventComments).where(eq(eventComments.authorId, userId))),
      ),
    )
    .returning({ id: eventComments.id });
  return rows.length;
}

export async function deleteCommentsAndPosts(tx: DbOrTx, userId: string) {
  const comments = await tx.delete(eventComments).where(eq(eventComments.authorId, userId)).returning({ id: eventComments.id, eventId: eventComments.eventId });
  const posts = await tx.delete(groupPosts).where(eq(groupPosts.authorId, userId)).returning({ id: groupPosts.id, groupId: groupPosts.groupId });
  return { comments, posts };
}

export async function countOwnRows(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({
      memberships: sql<number>`(select count(*)::int from ${groupMembers} where user_id = ${userId})`,
      comments: sql<number>`(select count(*)::int from ${eventComments} where author_id = ${userId})`,
      posts: sql<number>`(select count(*)::int from ${groupPosts} where author_id = ${userId})`,
      notifications: sql<number>`(select count(*)::int from ${notifications} where user_id = ${userId})`,
      sessions: sql<number>`(select count(*)::int from ${sessions} where user_id = ${userId})`,
      participations: sql<number>`(select count(*)::int from ${eventParticipants} where user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/**
 * What the database keeps beside the user's row: not-yet-run jobs for them (reminders, pushes, emails, exports), the
 * sign-in codes and send counters of their phone number and address, so the number can sign up again at once.
 */
export async function deleteTraces(tx: DbOrTx, user: { id: string; phoneNumber: string | null; email: string }) {
  // Jobs for them that have not run, and the record of those that ran (payloads naming them). The notifications this
  // deletion just queued name them only as their actor (to leave them out) and must still go; running jobs finish.
  await tx
    .delete(jobs)
    .where(
      or(
        and(inArray(jobs.status, ['pending', 'failed']), sql`${jobs.payload}->>'userId' = ${user.id}`),
        and(eq(jobs.status, 'done'), sql`${jobs.payload}::text like ${`%${escapeLike(user.id)}%`}`),
      ),
    );
  const identifiers = [user.id, user.email, ...(user.phoneNumber ? [user.phoneNumber] : [])];
  await tx.delete(verifications).where(or(...identifiers.map((v) => sql`${verifications.identifier} like ${`%${escapeLike(v)}%`}`)));
  await tx.delete(rateLimits).where(or(...identifiers.map((v) => sql`${rateLimits.key} like ${`%${escapeLike(v)}%`}`)));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function deleteUserRow(tx: DbOrTx, userId: string) {
  await tx.delete(users).where(eq(users.id, userId));
}
