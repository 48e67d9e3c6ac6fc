/**
 * Groups data access: cards with their creator, the caller's membership and event counts in one query per list;
 * memberships under a row lock on the group, which also keeps `member_count` exact.
 */
import { and, asc, count, desc, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  events,
  groupBlocks,
  groupFollows,
  groupMembers,
  groupPosts,
  groups,
  users,
  type DbOrTx,
} from '@kickoff/db';
import type { GroupMemberRole, GroupMemberStatus } from '@kickoff/shared';
import { TEMP_EMAIL_DOMAIN } from '../auth/auth';

export type GroupRow = typeof groups.$inferSelect;

/** Phone-only accounts carry a placeholder address that is reported as no email (decisions.md 3). */
export const realEmail = (email: string | null) => (email && !email.endsWith(`@${TEMP_EMAIL_DOMAIN}`) ? email : null);

/** A timestamp as JavaScript prints it (UTC, milliseconds). */
const isoUtc = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The full-precision (microseconds) timestamp of a keyset cursor, so paging never skips rows of the same millisecond. */
const cursorKey = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function eventsThisWeek() {
  return sql<number>`(select count(*)::int from ${events} where ${events.groupId} = ${groups.id}
    and ${events.dateTime} >= now() and ${events.dateTime} < now() + interval '7 days')`;
}

/** Columns of a group card; the caller's membership comes from a left join on (group, caller). */
function cardColumns() {
  return {
    id: groups.id,
    name: groups.name,
    description: groups.description,
    sportType: groups.sportType,
    location: groups.location,
    isPrivate: groups.isPrivate,
    imageUrl: groups.imageUrl,
    memberCount: groups.memberCount,
    creatorId: groups.creatorId,
    createdAt: isoUtc(groups.createdAt),
    cursorAt: cursorKey(groups.createdAt),
    creatorFirstName: users.firstName,
    creatorLastName: users.lastName,
    membershipStatus: groupMembers.status,
    membershipRole: groupMembers.role,
    eventsThisWeek: eventsThisWeek(),
  };
}
export type CardRow = {
  id: string;
  name: string;
  description: string | null;
  sportType: string;
  location: string | null;
  isPrivate: boolean;
  imageUrl: string | null;
  memberCount: number;
  creatorId: string;
  createdAt: string;
  cursorAt: string;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  membershipStatus: GroupMemberStatus | null;
  membershipRole: GroupMemberRole | null;
  eventsThisWeek: number;
};

function cardQuery(db: DbOrTx, viewerId: string | null) {
  return db
    .select(cardColumns())
    .from(groups)
    .leftJoin(users, eq(users.id, groups.creatorId))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groups.id), viewerId ? eq(groupMembers.userId, viewerId) : sql`false`),
    );
}

export interface DiscoverFilter {
  tsQuery?: string;
  sport?: string;
  featured: boolean;
  after?: { createdAt: string; id: string } | { memberCount: number; id: string };
  limit: number;
}

/** Discover: newest first, or most members first when featured; keyset paging on an index. */
export function listDiscoverQuery(db: DbOrTx, viewerId: string | null, filter: DiscoverFilter) {
  const where: SQL[] = [];
  if (filter.sport) where.push(eq(groups.sportType, filter.sport));
  if (filter.tsQuery) where.push(sql`${groups.searchVector} @@ to_tsquery('simple', ${filter.tsQuery})`);
  const after = filter.after;
  if (after && 'memberCount' in after) {
    where.push(sql`(${groups.memberCount}, ${groups.id}) < (${after.memberCount}, ${after.id})`);
  } else if (after) {
    where.push(sql`(${groups.createdAt}, ${groups.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
  }
  const order = filter.featured
    ? [desc(groups.memberCount), desc(groups.id)]
    : [desc(groups.createdAt), desc(groups.id)];
  return cardQuery(db, viewerId)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(filter.limit);
}

export async function listDiscover(db: DbOrTx, viewerId: string | null, filter: DiscoverFilter): Promise<CardRow[]> {
  return (await listDiscoverQuery(db, viewerId, filter)) as CardRow[];
}

/** The query of listCreatedCards (exported so a test can EXPLAIN it). */
export function listCreatedCardsQuery(db: DbOrTx, userId: string) {
  return cardQuery(db, userId)
    .where(eq(groups.creatorId, userId))
    .orderBy(desc(groups.createdAt), desc(groups.id));
}

export async function listCreatedCards(db: DbOrTx, userId: string): Promise<CardRow[]> {
  return (await listCreatedCardsQuery(db, userId)) as CardRow[];
}

/** Groups the user is an active member of (created ones included), latest joined first. */
export function listJoinedCardsQuery(db: DbOrTx, userId: string) {
  return cardQuery(db, userId)
    .where(eq(groupMembers.status, 'active'))
    .orderBy(desc(groupMembers.joinedAt), desc(groups.id));
}

export async function listJoinedCards(db: DbOrTx, userId: string): Promise<CardRow[]> {
  return (await listJoinedCardsQuery(db, userId)) as CardRow[];
}

export type DetailRow = CardRow & { isFollowing: boolean; hasBlockRecord: boolean };

/** A group card plus whether the viewer follows it and has a block record, in one query. */
export async function findDetail(db: DbOrTx, viewerId: string, groupId: string): Promise<DetailRow | null> {
  const rows = await db
    .select({
      ...cardColumns(),
      isFollowing: sql<boolean>`exists(select 1 from ${groupFollows} where ${groupFollows.groupId} = ${groups.id} and ${groupFollows.userId} = ${viewerId})`,
      hasBlockRecord: sql<boolean>`exists(select 1 from ${groupBlocks} where ${groupBlocks.groupId} = ${groups.id} and ${groupBlocks.blockedUserId} = ${viewerId})`,
    })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.creatorId))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewerId)))
    .where(eq(groups.id, groupId))
    .limit(1);
  return (rows[0] as DetailRow | undefined) ?? null;
}

// --- groups -----------------------------------------------------------------------------------------------------

/**
 * The group with the user's membership and whether a block record exists, in one query. With `lock`, the group
 * row is locked (`for update`): every membership change of a group runs under this lock.
 */
export async function findAccessRow(db: DbOrTx, groupId: string, userId: string, lock = false) {
  const query = db
    .select({
      group: groups,
      membership: groupMembers,
      blockRecord: sql<boolean>`exists(select 1 from ${groupBlocks} where ${groupBlocks.groupId} = ${groups.id} and ${groupBlocks.blockedUserId} = ${userId})`,
    })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(eq(groups.id, groupId))
    .limit(1);
  const rows = lock ? await query.for('update', { of: groups }) : await query;
  const row = rows[0];
  return row ? { group: row.group, membership: row.membership, blockRecord: Boolean(row.blockRecord) } : null;
}

export interface GroupValues {
  name: string;
  sportType: string;
  description: string | null;
  location: string | null;
  isPrivate: boolean;
}

export async function insertGroup(tx: DbOrTx, values: GroupValues & { creatorId: string; imageUrl: string | null }) {
  const rows = await tx
    .insert(groups)
    .values({ ...values, memberCount: 1 })
    .returning({ id: groups.id });
  return rows[0]!.id;
}

export async function updateGroup(tx: DbOrTx, groupId: string, values: GroupValues & { imageUrl: string | null }) {
  await tx.update(groups).set(values).where(eq(groups.id, groupId));
}

/** Image files of the group's events, removed from storage after the group is deleted. */
export async function listEventImageUrls(tx: DbOrTx, groupId: string): Promise<string[]> {
  const rows = await tx.select({ imageUrl: events.imageUrl }).from(events).where(eq(events.groupId, groupId));
  return rows.map((r) => r.imageUrl).filter((u): u is string => Boolean(u));
}

/** Counts the group's upcoming events (those the delete dialog mentions). */
export async function countUpcomingEvents(tx: DbOrTx, groupId: string): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.groupId, groupId), gte(events.dateTime, sql`now()`)));
  return rows[0]?.n ?? 0;
}

/** Deletes the group with its events, posts, memberships, blocks and follows (call inside a transaction). */
export async function deleteGroupCascade(tx: DbOrTx, groupId: string) {
  await tx.delete(events).where(eq(events.groupId, groupId));
  await tx.delete(groupPosts).where(eq(groupPosts.groupId, groupId));
  await tx.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
  await tx.delete(groupBlocks).where(eq(groupBlocks.groupId, groupId));
  await tx.delete(groupFollows).where(eq(groupFollows.groupId, groupId));
  await tx.delete(groups).where(eq(groups.id, groupId));
}

export async function countCreatedGroups(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(groups).where(eq(groups.creatorId, userId));
  return rows[0]?.n ?? 0;
}

// --- memberships --------------------------------------------------------------------------------------------------

export type MembershipRow = typeof groupMembers.$inferSelect;

export async function findMembership(db: DbOrTx, groupId: string, userId: string): Promise<MembershipRow | null> {
  const rows = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function hasBlockRecord(db: DbOrTx, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: groupBlocks.id })
    .from(groupBlocks)
    .where(and(eq(groupBlocks.groupId, groupId), eq(groupBlocks.blockedUserId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts a membership; returns false when one already exists (unique (group, user)). */
export async function insertMembership(
  tx: DbOrTx,
  values: { groupId: string; userId: string; role: GroupMemberRole; status: GroupMemberStatus },
): Promise<boolean> {
  const rows = await tx.insert(groupMembers).values(values).onConflictDoNothing().returning({ id: groupMembers.id });
  return rows.length > 0;
}

export async function setMembershipStatus(tx: DbOrTx, groupId: string, userId: string, status: GroupMemberStatus) {
  await tx
    .update(groupMembers)
    .set({ status })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** Makes the user a blocked member whether or not they were one (role stays member). */
export async function upsertBlockedMembership(tx: DbOrTx, groupId: string, userId: string) {
  await tx
    .insert(groupMembers)
    .values({ groupId, userId, role: 'member', status: 'blocked' })
    .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { status: 'blocked' } });
}

export async function setMembershipRole(tx: DbOrTx, groupId: string, userId: string, role: GroupMemberRole) {
  await tx
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

export async function deleteMembership(tx: DbOrTx, groupId: string, userId: string) {
  await tx.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** Recounts active members; called under the group's row lock after any membership change. */
export async function refreshMemberCount(tx: DbOrTx, groupId: string) {
  await tx
    .update(groups)
    .set({
      memberCount: sql`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groupId} and ${groupMembers.status} = 'active')`,
      updatedAt: sql`${groups.updatedAt}`,
    })
    .where(eq(groups.id, groupId));
}

export async function memberCounts(db: DbOrTx, groupId: string) {
  const rows = await db
    .select({
      active: sql<number>`count(*) filter (where ${groupMembers.status} = 'active')::int`,
      waiting: sql<number>`count(*) filter (where ${groupMembers.status} = 'waiting')::int`,
      blocked: sql<number>`count(*) filter (where ${groupMembers.status} = 'blocked')::int`,
    })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return rows[0] ?? { active: 0, waiting: 0, blocked: 0 };
}

export interface MemberListRow {
  id: string;
  userId: string;
  role: GroupMemberRole;
  status: GroupMemberStatus;
  joinedAt: string;
  cursorAt: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
}

/** The columns of a member row (membership + profile), shared by the member list and the single-member lookup. */
function memberRowColumns() {
  return {
    id: groupMembers.id,
    userId: groupMembers.userId,
    role: groupMembers.role,
    status: groupMembers.status,
    joinedAt: isoUtc(groupMembers.joinedAt),
    cursorAt: cursorKey(groupMembers.joinedAt),
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    profileImageUrl: users.image,
  };
}

/** Members of a group, optionally of one status; earliest joined first (the creator leads). */
export function listMembersQuery(
  db: DbOrTx,
  groupId: string,
  options: { status?: GroupMemberStatus; after?: { joinedAt: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(groupMembers.groupId, groupId)];
  if (options.status) where.push(eq(groupMembers.status, options.status));
  if (options.after) {
    where.push(sql`(${groupMembers.joinedAt}, ${groupMembers.id}) > (${options.after.joinedAt}::timestamptz, ${options.after.id})`);
  }
  return db
    .select(memberRowColumns())
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(...where))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id))
    .limit(options.limit);
}

export async function listMembers(
  db: DbOrTx,
  groupId: string,
  options: { status?: GroupMemberStatus; after?: { joinedAt: string; id: string }; limit: number },
): Promise<MemberListRow[]> {
  return (await listMembersQuery(db, groupId, options)) as MemberListRow[];
}

export async function findMemberRow(db: DbOrTx, groupId: string, userId: string): Promise<MemberListRow | null> {
  const rows = await db
    .select(memberRowColumns())
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  return (rows[0] as MemberListRow | undefined) ?? null;
}

// --- blocks -------------------------------------------------------------------------------------------------------

export async function upsertBlockRecord(
  tx: DbOrTx,
  values: { groupId: string; blockedUserId: string; blockedById: string; reason: string | null },
) {
  await tx
    .insert(groupBlocks)
    .values(values)
    .onConflictDoUpdate({
      target: [groupBlocks.groupId, groupBlocks.blockedUserId],
      set: { reason: values.reason, blockedById: values.blockedById },
    });
}

/** Adds a block record unless one exists (status change to blocked keeps an existing reason). */
export async function ensureBlockRecord(tx: DbOrTx, values: { groupId: string; blockedUserId: string; blockedById: string }) {
  await tx
    .insert(groupBlocks)
    .values({ ...values, reason: null })
    .onConflictDoNothing();
}

export async function deleteBlockRecord(tx: DbOrTx, groupId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(groupBlocks)
    .where(and(eq(groupBlocks.groupId, groupId), eq(groupBlocks.blockedUserId, userId)))
    .returning({ id: groupBlocks.id });
  return rows.length > 0;
}

export interface BlockListRow {
  id: string;
  blockedUserId: string;
  reason: string | null;
  createdAt: string;
  cursorAt: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
}

/** Block records of a group, newest first. */
/** The columns of a block record with the blocked person, shared by the list and the single-row lookup. */
const blockRowColumns = {
  id: groupBlocks.id,
  blockedUserId: groupBlocks.blockedUserId,
  reason: groupBlocks.reason,
  createdAt: isoUtc(groupBlocks.createdAt),
  cursorAt: cursorKey(groupBlocks.createdAt),
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.image,
};

export function listBlocksQuery(
  db: DbOrTx,
  groupId: string,
  options: { after?: { createdAt: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(groupBlocks.groupId, groupId)];
  if (options.after) {
    where.push(sql`(${groupBlocks.createdAt}, ${groupBlocks.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id})`);
  }
  return db
    .select(blockRowColumns)
    .from(groupBlocks)
    .innerJoin(users, eq(users.id, groupBlocks.blockedUserId))
    .where(and(...where))
    .orderBy(desc(groupBlocks.createdAt), desc(groupBlocks.id))
    .limit(options.limit);
}

export async function listBlocks(
  db: DbOrTx,
  groupId: string,
  options: { after?: { createdAt: string; id: string }; limit: number },
): Promise<BlockListRow[]> {
  return (await listBlocksQuery(db, groupId, options)) as BlockListRow[];
}

export async function findBlockRow(db: DbOrTx, groupId: string, userId: string): Promise<BlockListRow | null> {
  const rows = await db
    .select(blockRowColumns)
    .from(groupBlocks)
    .innerJoin(users, eq(users.id, groupBlocks.blockedUserId))
    .where(and(eq(groupBlocks.groupId, groupId), eq(groupBlocks.blockedUserId, userId)))
    .limit(1);
  return (rows[0] as BlockListRow | undefined) ?? null;
}

// --- posts --------------------------------------------------------------------------------------------------------

export interface PostRow {
  id: string;
  content: string;
  createdAt: string;
  cursorAt: string;
  authorId: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

const postColumns = () => ({
  id: groupPosts.id,
  content: groupPosts.content,
  createdAt: isoUtc(groupPosts.createdAt),
  cursorAt: cursorKey(groupPosts.createdAt),
  authorId: groupPosts.authorId,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
});

/** The query of listPosts (exported so a test can EXPLAIN it). */
export function listPostsQuery(
  db: DbOrTx,
  groupId: string,
  options: { after?: { createdAt: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(groupPosts.groupId, groupId)];
  if (options.after) {
    where.push(sql`(${groupPosts.createdAt}, ${groupPosts.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id})`);
  }
  return db
    .select(postColumns())
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.authorId))
    .where(and(...where))
    .orderBy(desc(groupPosts.createdAt), desc(groupPosts.id))
    .limit(options.limit);
}

export async function listPosts(
  db: DbOrTx,
  groupId: string,
  options: { after?: { createdAt: string; id: string }; limit: number },
): Promise<PostRow[]> {
  return (await listPostsQuery(db, groupId, options)) as PostRow[];
}

export async function insertPost(db: DbOrTx, values: { groupId: string; authorId: string; content: string }): Promise<PostRow> {
  const inserted = await db.insert(groupPosts).values(values).returning({ id: groupPosts.id });
  const rows = await db
    .select(postColumns())
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.authorId))
    .where(eq(groupPosts.id, inserted[0]!.id));
  return rows[0] as PostRow;
}

// --- follows ------------------------------------------------------------------------------------------------------

export async function follow(db: DbOrTx, groupId: string, userId: string) {
  await db.insert(groupFollows).values({ groupId, userId }).onConflictDoNothing();
}

export async function unfollow(db: DbOrTx, groupId: string, userId: string) {
  await db.delete(groupFollows).where(and(eq(groupFollows.groupId, groupId), eq(groupFollows.userId, userId)));
}

// --- events of a group --------------------------------------------------------------------------------------------

export interface GroupEventRow {
  id: string;
  title: string;
  sportType: string;
  dateTime: string;
  cursorAt: string;
  location: string | null;
  imageUrl: string | null;
  capacity: number;
  currentParticipants: number;
}

/** Upcoming events of a group, soonest first, with places taken. */
export function listUpcomingEventsQuery(
  db: DbOrTx,
  groupId: string,
  options: { after?: { dateTime: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(events.groupId, groupId), gte(events.dateTime, sql`now()`)];
  if (options.after) {
    where.push(sql`(${events.dateTime}, ${events.id}) > (${options.after.dateTime}::timestamptz, ${options.after.id})`);
  }
  return db
    .select({
      id: events.id,
      title: events.title,
      sportType: events.sportType,
      dateTime: isoUtc(events.dateTime),
      cursorAt: cursorKey(events.dateTime),
      location: events.location,
      imageUrl: events.imageUrl,
      capacity: events.capacity,
      // The event's counter (kept by triggers on event_participants).
      currentParticipants: events.placesTaken,
    })
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.dateTime), asc(events.id))
    .limit(options.limit);
}

export async function listUpcomingEvents(
  db: DbOrTx,
  groupId: string,
  options: { after?: { dateTime: string; id: string }; limit: number },
): Promise<GroupEventRow[]> {
  return (await listUpcomingEventsQuery(db, groupId, options)) as GroupEventRow[];
}

// --- users --------------------------------------------------------------------------------------------------------

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.image })
    .from(users)
    // Emails are stored in lower case (decisions.md 13), so the unique index answers a whole-address match.
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

export async function setRolePreferenceOrganizer(tx: DbOrTx, userId: string) {
  await tx.update(users).set({ rolePreference: 'organizer' }).where(eq(users.id, userId));
}
