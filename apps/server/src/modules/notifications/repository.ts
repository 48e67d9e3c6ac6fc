/** Notifications data: the in-app list, push targets, and the recipient and content queries of the triggers. */
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  cursorKey,
  eventCoHosts,
  eventComments,
  eventParticipants,
  events,
  groupBlocks,
  groupFollows,
  groupMembers,
  groupPosts,
  groups,
  jobs,
  notifications,
  users,
  type DbOrTx,
} from '@kickoff/db';
import type { NotificationType } from '@kickoff/shared';
import { enqueueReplacingFrom } from '../../lib/jobs';

// --- in-app list ----------------------------------------------------------------------------------------------------

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  data: { groupId?: string | null; eventId?: string | null };
  sourceKey: string;
}

/**
 * Inserts notifications, 1,000 per statement (a big group's fan-out stays under PostgreSQL's 65,535 parameters); rows
 * already made by an earlier try of the same job are skipped. Returns the new ones.
 */
export async function insertNotifications(db: DbOrTx, rows: NewNotification[]) {
  const inserted: { id: string; userId: string }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    inserted.push(
      ...(await db
        .insert(notifications)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing({ target: [notifications.userId, notifications.sourceKey] })
        .returning({ id: notifications.id, userId: notifications.userId })),
    );
  }
  return inserted;
}

export async function findNotification(db: DbOrTx, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

export async function listNotifications(
  db: DbOrTx,
  userId: string,
  opts: { after?: { at: string; id: string }; unreadOnly: boolean; limit: number },
) {
  return db
    .select({ notification: notifications, cursorAt: cursorKey(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        opts.unreadOnly ? isNull(notifications.readAt) : undefined,
        // Keyset paging on (created_at, id), exact to the microsecond.
        opts.after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${opts.after.at}::timestamptz, ${opts.after.id})` : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
}

/** Takes back one in-app notification of a user by what caused it (a withdrawn invitation); the number removed. */
export async function deleteBySource(db: DbOrTx, userId: string, sourceKey: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.sourceKey, sourceKey)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Pending reminder jobs of a user (rescheduled when the setting changes). */
export async function pendingRemindersOf(db: DbOrTx, userId: string) {
  return db
    .select({ key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'reminder'), eq(jobs.status, 'pending'), sql`${jobs.payload}->>'userId' = ${userId}`));
}

// --- recipients -----------------------------------------------------------------------------------------------------

/** Users blocked in a group: a block record or a membership with status blocked. */
const notBlockedIn = (groupId: string, userIdColumn: unknown) => sql`not exists (
  select 1 from ${groupBlocks} b where b.group_id = ${groupId} and b.blocked_user_id = ${userIdColumn}
) and not exists (
  select 1 from ${groupMembers} bm where bm.group_id = ${groupId} and bm.user_id = ${userIdColumn} and bm.status = 'blocked'
)`;

/**
 * The user may see the group's events (rulings §6, §12 "losing sight"): not blocked, and an active member when the
 * group is private. Event notifications go only to them, so nothing private reaches someone who lost sight of it.
 */
const seesEventsOf = (groupId: string, userIdColumn: unknown) => sql`${notBlockedIn(groupId, userIdColumn)} and (
  not exists (select 1 from ${groups} pg where pg.id = ${groupId} and pg.is_private)
  or exists (select 1 from ${groupMembers} am where am.group_id = ${groupId} and am.user_id = ${userIdColumn} and am.status = 'active')
)`;

export async function activeMemberIds(db: DbOrTx, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active'), notBlockedIn(groupId, groupMembers.userId)));
  return rows.map((r) => r.userId);
}

export async function followerIds(db: DbOrTx, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupFollows.userId })
    .from(groupFollows)
    .where(and(eq(groupFollows.groupId, groupId), notBlockedIn(groupId, groupFollows.userId)));
  return rows.map((r) => r.userId);
}

/** Hosts (organizer, co-hosts) and participants (registered or waitlisted) of an event who may still see it. */
export async function eventAudienceIds(db: DbOrTx, eventId: string, groupId: string): Promise<string[]> {
  const rows = await db.execute(sql`
    select u.user_id from (
      select ${events.organizerId} as user_id from ${events} where ${events.id} = ${eventId}
      union select ${eventCoHosts.userId} from ${eventCoHosts} where ${eventCoHosts.eventId} = ${eventId}
      union select ${eventParticipants.userId} from ${eventParticipants} where ${eventParticipants.eventId} = ${eventId}
    ) u where ${seesEventsOf(groupId, sql`u.user_id`)}`);
  return (rows as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
}

/** Those of `userIds` who meet `condition` (a where clause on `users.id`), in one query on the primary key. */
async function usersAmong(db: DbOrTx, userIds: string[], condition: SQL): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), condition));
  return rows.map((r) => r.id);
}

/** Those of `userIds` who may see the group's events (a reply's parent author, who may be no participant). */
export const seeingEventsAmong = (db: DbOrTx, groupId: string, userIds: string[]) => usersAmong(db, userIds, seesEventsOf(groupId, users.id));

export const notBlockedAmong = (db: DbOrTx, groupId: string, userIds: string[]) => usersAmong(db, userIds, notBlockedIn(groupId, users.id));

// --- content --------------------------------------------------------------------------------------------------------

export async function groupInfo(db: DbOrTx, groupId: string) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name, isPrivate: groups.isPrivate, creatorId: groups.creatorId })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row ?? null;
}

export async function userName(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ f: users.firstName, l: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.f} ${row.l}`.trim() : 'Someone';
}

export async function postInfo(db: DbOrTx, postId: string) {
  const [row] = await db
    .select({ id: groupPosts.id, groupId: groupPosts.groupId, authorId: groupPosts.authorId, content: groupPosts.content })
    .from(groupPosts)
    .where(eq(groupPosts.id, postId));
  return row ?? null;
}

const parentComments = alias(eventComments, 'parent_comment');

export async function commentInfo(db: DbOrTx, commentId: string) {
  // A join on an alias, not a correlated subquery: drizzle leaves a single table's columns unqualified, so a
  // subquery's "parent_comment_id" meant its own row's and the parent's author was never found (issue 33).
  const [row] = await db
    .select({
      id: eventComments.id,
      eventId: eventComments.eventId,
      authorId: eventComments.authorId,
      content: eventComments.content,
      parentCommentId: eventComments.parentCommentId,
      parentAuthorId: parentComments.authorId,
    })
    .from(eventComments)
    .leftJoin(parentComments, eq(parentComments.id, eventComments.parentCommentId))
    .where(eq(eventComments.id, commentId));
  return row ?? null;
}

export async function eventInfo(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      location: events.location,
      groupId: events.groupId,
      organizerId: events.organizerId,
      sendReminders: events.sendReminders,
      postToGroups: events.postToGroups,
      cancelledAt: events.cancelledAt,
      groupName: groups.name,
      groupIsPrivate: groups.isPrivate,
    })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(eq(events.id, eventId));
  return row ?? null;
}

/** Events about to be deleted: `following` takes the rest of the series, as the events service deletes them. */
export async function eventsToDelete(
  db: DbOrTx,
  event: { id: string; recurringSeriesId: string | null; dateTime: Date; organizerId: string },
  following: boolean,
) {
  const where =
    following && event.recurringSeriesId
      ? and(
          eq(events.recurringSeriesId, event.recurringSeriesId),
          eq(events.organizerId, event.organizerId),
          sql`${events.dateTime} >= ${event.dateTime}`,
        )
      : eq(events.id, event.id);
  return db.select({ id: events.id }).from(events).where(where);
}

export async function upcomingEventIdsOfGroup(db: DbOrTx, groupId: string) {
  const rows = await db.select({ id: events.id, dateTime: events.dateTime }).from(events).where(eq(events.groupId, groupId));
  return rows;
}

/** Registered participants with their reminder setting (hosts hold a place, so they are among them). */
export async function registeredWithReminderHours(db: DbOrTx, eventId: string, userIds?: string[]) {
  return db
    .select({ userId: eventParticipants.userId, reminderHours: users.reminderHours })
    .from(eventParticipants)
    .innerJoin(users, eq(users.id, eventParticipants.userId))
    .where(
      and(
        eq(eventParticipants.eventId, eventId),
        eq(eventParticipants.status, 'registered'),
        userIds ? inArray(eventParticipants.userId, userIds) : undefined,
      ),
    );
}

export async function isRegistered(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventParticipants.id })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId), eq(eventParticipants.status, 'registered')));
  return Boolean(row);
}

export async function pendingReminderUserIds(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ key: jobs.key })
    .from(jobs)
    .where(and(eq(jobs.kind, 'reminder'), sql`${jobs.key} like ${`reminder:${eventId}:%`}`, inArray(jobs.status, ['pending', 'failed'])));
  return rows.map((r) => (r.key ?? '').slice(`reminder:${eventId}:`.length));
}

/**
 * The reminder jobs of registered parties as one part of another module's statement (a join schedules the joiner's
 * reminder in the statement that takes the place): `parties` selects (event_id, user_id, date_time) of registered
 * parties of events that send reminders; each gets the job `reminder:<event>:<user>` (triggers.ts `reminderKey`) due
 * the user's `reminder_hours` before the start, unless that time has passed.
 */
export function reminderJobsFor(parties: SQL): SQL {
  return enqueueReplacingFrom(sql`
    select 'reminder', 'reminder:' || p.event_id || ':' || p.user_id,
      jsonb_build_object('eventId', p.event_id, 'userId', p.user_id, 'dateTime', to_char(p.date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      p.date_time - u.reminder_hours * interval '1 hour'
    from (${parties}) as p(event_id, user_id, date_time) join users u on u.id = p.user_id
    where p.date_time - u.reminder_hours * interval '1 hour' > now()`);
}
