/**
 * Reads everything of one user for their data export (one query per section, no per-row queries) and keeps the
 * export requests (`data_exports`). Secrets are never selected: no session tokens, push tokens or keys, OAuth tokens,
 * code hashes or calendar feed secrets.
 */
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import {
  deletionRequests,
  moderationActions,
  accounts,
  dataExports,
  emailClaims,
  eventComments,
  eventCoHosts,
  eventParticipants,
  events,
  groupBlocks,
  userBlocks,
  groupFollows,
  groupInvitations,
  groupMembers,
  groupPosts,
  groups,
  notificationPreferences,
  notifications,
  pushDevices,
  sessions,
  userSportSkills,
  users,
  webPushSubscriptions,
  type DbOrTx,
} from '@kickoff/db';

export async function findUserRow(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Rows the export would hold (its larger sections), to decide between building it now or in a job. One query. */
export async function countExportRows(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(
        (select count(*) from ${notifications} where user_id = ${userId}) +
        (select count(*) from ${eventParticipants} where user_id = ${userId}) +
        (select count(*) from ${groupMembers} where user_id = ${userId}) +
        (select count(*) from ${eventComments} where author_id = ${userId}) +
        (select count(*) from ${groupPosts} where author_id = ${userId}) +
        (select count(*) from ${events} where organizer_id = ${userId}))::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.n ?? 0;
}

export async function readExportSections(db: DbOrTx, userId: string) {
  const [claim] = await db.select({ email: emailClaims.email }).from(emailClaims).where(eq(emailClaims.userId, userId));
  const signIns = await db
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
  const sportLevels = await db
    .select({ sportType: userSportSkills.sportType, level: userSportSkills.level, updatedAt: userSportSkills.updatedAt })
    .from(userSportSkills)
    .where(eq(userSportSkills.userId, userId))
    .orderBy(asc(userSportSkills.sportType));
  const memberships = await db
    .select({ groupId: groupMembers.groupId, groupName: groups.name, role: groupMembers.role, status: groupMembers.status, joinedAt: groupMembers.joinedAt })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groupMembers.joinedAt));
  const groupsCreated = await db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      sportType: groups.sportType,
      location: groups.location,
      isPrivate: groups.isPrivate,
      imageUrl: groups.imageUrl,
      memberCount: groups.memberCount,
      createdAt: groups.createdAt,
    })
    .from(groups)
    .where(eq(groups.creatorId, userId))
    .orderBy(asc(groups.createdAt));
  const groupsFollowed = await db
    .select({ groupId: groupFollows.groupId, groupName: groups.name, createdAt: groupFollows.createdAt })
    .from(groupFollows)
    .innerJoin(groups, eq(groups.id, groupFollows.groupId))
    .where(eq(groupFollows.userId, userId));
  const blocksReceived = await db
    .select({ groupId: groupBlocks.groupId, groupName: groups.name, reason: groupBlocks.reason, createdAt: groupBlocks.createdAt })
    .from(groupBlocks)
    .innerJoin(groups, eq(groups.id, groupBlocks.groupId))
    .where(eq(groupBlocks.blockedUserId, userId));
  const eventsCreated = await db
    .select({
      id: events.id,
      groupId: events.groupId,
      title: events.title,
      description: events.description,
      sportType: events.sportType,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      duration: events.duration,
      location: events.location,
      capacity: events.capacity,
      price: events.price,
      imageUrl: events.imageUrl,
      cancelledAt: events.cancelledAt,
      cancelReason: events.cancelReason,
      createdAt: events.createdAt,
    })
    .from(events)
    .where(eq(events.organizerId, userId))
    .orderBy(asc(events.dateTime), asc(events.id));
  // Events taken part in that someone else organizes (one's own are in eventsCreated), and co-hosting.
  const eventsJoined = await db
    .select({
      eventId: events.id,
      title: events.title,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      status: eventParticipants.status,
      guestCount: eventParticipants.guestCount,
      joinedAt: eventParticipants.joinedAt,
      attendance: eventParticipants.attendance,
      checkedInAt: eventParticipants.checkedInAt,
      coHost: sql<boolean>`exists (select 1 from ${eventCoHosts} where ${eventCoHosts.eventId} = "events"."id" and ${eventCoHosts.userId} = ${userId})`,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(and(eq(eventParticipants.userId, userId), ne(events.organizerId, userId)))
    .orderBy(asc(events.dateTime), asc(events.id));
  const comments = await db
    .select({
      id: eventComments.id,
      eventId: eventComments.eventId,
      eventTitle: events.title,
      replyTo: eventComments.parentCommentId,
      content: eventComments.content,
      createdAt: eventComments.createdAt,
    })
    .from(eventComments)
    .innerJoin(events, eq(events.id, eventComments.eventId))
    .where(eq(eventComments.authorId, userId))
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id));
  const posts = await db
    .select({
      id: groupPosts.id,
      groupId: groupPosts.groupId,
      groupName: groups.name,
      content: groupPosts.content,
      createdAt: groupPosts.createdAt,
      editedAt: groupPosts.editedAt,
    })
    .from(groupPosts)
    .innerJoin(groups, eq(groups.id, groupPosts.groupId))
    .where(eq(groupPosts.authorId, userId))
    .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id));
  const notificationRows = await db
    .select({ id: notifications.id, type: notifications.type, title: notifications.title, body: notifications.body, readAt: notifications.readAt, createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const preferences = await db
    .select({ kind: notificationPreferences.kind, push: notificationPreferences.push, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const invitations = await db
    .select({ groupId: groupInvitations.groupId, groupName: groups.name, status: groupInvitations.status, createdAt: groupInvitations.createdAt })
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .where(eq(groupInvitations.inviteeId, userId))
    .orderBy(asc(groupInvitations.createdAt));
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, lastActiveAt: sessions.updatedAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const nativeDevices = await db
    .select({ platform: pushDevices.platform, createdAt: pushDevices.createdAt })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId));
  const browsers = await db.select({ createdAt: webPushSubscriptions.createdAt }).from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId));
  const moderation = await db
    .select({ action: moderationActions.action, moderatorName: moderationActions.moderatorName, reason: moderationActions.reason, details: moderationActions.details, createdAt: moderationActions.createdAt })
    .from(moderationActions)
    .where(eq(moderationActions.subjectUserId, userId))
    .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id));
  const peopleBlocked = await db
    .select({ userId: userBlocks.blockedId, firstName: users.firstName, lastName: users.lastName, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(userBlocks.createdAt), asc(userBlocks.blockedId));
  const [deletion] = await db
    .select({ createdAt: deletionRequests.createdAt })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'open')));
  return {
    moderation,
    peopleBlocked,
    deletionRequestedAt: deletion?.createdAt ?? null,
    pendingEmail: claim?.email ?? null,
    signIns,
    sportLevels,
    memberships,
    groupsCreated,
    groupsFollowed,
    blocksReceived,
    eventsCreated,
    eventsJoined,
    comments,
    posts,
    notifications: notificationRows,
    preferences,
    invitations,
    sessions: sessionRows,
    nativeDevices,
    browsers,
  };
}

export type ExportSections = Awaited<ReturnType<typeof readExportSections>>;

export type DataExportRow = typeof dataExports.$inferSelect;

const exportColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  bytes: dataExports.bytes,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
  createdAt: dataExports.createdAt,
};
export type DataExportInfo = Omit<DataExportRow, 'file'>;

/** A new request; the user's older exports go (one file kept per user). */
export async function insertExport(db: DbOrTx, userId: string, expiresAt: Date): Promise<DataExportInfo> {
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
  const [row] = await db.insert(dataExports).values({ userId, expiresAt }).returning(exportColumns);
  return row!;
}

export async function findPendingExport(db: DbOrTx, userId: string): Promise<DataExportInfo | null> {
  const [row] = await db
    .select(exportColumns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findExport(db: DbOrTx, id: string): Promise<DataExportInfo | null> {
  const [row] = await db.select(exportColumns).from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export async function readExportFile(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ file: dataExports.file }).from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row?.file ?? null;
}

export async function finishExport(db: DbOrTx, id: string, file: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'ready', file, bytes: Buffer.byteLength(file), readyAt: new Date() })
    .where(eq(dataExports.id, id));
}

export async function failExport(db: DbOrTx, id: string): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
}

/** Files past their time go (called now and then by new requests). */
export async function deleteExpiredExports(db: DbOrTx): Promise<void> {
  await db.delete(dataExports).where(lt(dataExports.expiresAt, sql`now()`));
}
