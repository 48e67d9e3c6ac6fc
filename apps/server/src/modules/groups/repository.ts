/**
 * Groups data access: cards with their creator, the caller's membership and event counts in one query per list;
 * memberships under a row lock on the group, which also keeps `member_count` exact.
 */
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import {
  cursorKey,
  events,
  groupBlocks,
  groupFollows,
  groupMembers,
  groupPosts,
  groups,
  isoUtc,
  users,
  type DbOrTx,
} from '@kickoff/db';
import type { GroupMemberRole, GroupMemberStatus } from '@kickoff/shared';
import { afterDistanceCursor, distanceKm, nearness, withinRadius, type Near } from '../places';

export type GroupRow = typeof groups.$inferSelect;


/**
 * Every column named with its table: drizzle writes a one-table select's columns bare, and a bare name in a subquery
 * resolves to the subquery's own table first, silently (issue 35).
 */
function eventsThisWeek() {
  return sql<number>`(select count(*)::int from ${events} week_event where week_event.group_id = ${groups}.id
    and week_event.date_time >= now() and week_event.date_time < now() + interval '7 days')`;
}

/** Columns of a group card; the caller's membership comes from a left join on (group, caller). */
function cardColumns() {
  return {
    id: groups.id,
    name: groups.name,
    description: groups.description,
    sportType: groups.sportType,
    location: groups.location,
    latitude: groups.latitude,
    longitude: groups.longitude,
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
  latitude: number | null;
  longitude: number | null;
  /** Set by Discover with `near` only. */
  distanceKm?: number | null;
  /** The key of "closest first" (places/repository-distance.ts), with `near` only. */
  nearness?: number | null;
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

function cardQuery(db: DbOrTx, viewerId: string | null, near?: Near) {
  return db
    .select(near ? { ...cardColumns(), distanceKm: distanceKm(groups, near.point), nearness: nearness(groups, near.point) } : cardColumns())
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
  after?: { createdAt: string; id: string } | { memberCount: number; id: string } | { nearness: number; id: string };
  limit: number;
  /** Within a radius; `byDistance` sorts nearest first (then the cursor is a distance one). */
  near?: Near;
  byDistance?: boolean;
}

/** Discover: newest first, or most members first when featured; keyset paging on an index. */
export function listDiscoverQuery(db: DbOrTx, viewerId: string | null, filter: DiscoverFilter) {
  const where: SQL[] = [];
  if (filter.sport) where.push(eq(groups.sportType, filter.sport));
  if (filter.tsQuery) where.push(sql`${groups.searchVector} @@ to_tsquery('simple', ${filter.tsQuery})`);
  const after = filter.after;
  const near = filter.near;
  if (near) where.push(withinRadius(groups, near));
  if (after && 'nearness' in after) {
    if (near) where.push(afterDistanceCursor(groups, near.point, after));
  } else if (after && 'memberCount' in after) {
    where.push(sql`(${groups.memberCount}, ${groups.id}) < (${after.memberCount}, ${after.id})`);
  } else if (after) {
    where.push(sql`(${groups.createdAt}, ${groups.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
  }
  const order = near && filter.byDistance
    ? [nearness(groups, near.point), asc(groups.id)]
    : filter.featured
      ? [desc(groups.memberCount), desc(groups.id)]
      : [desc(groups.createdAt), desc(groups.id)];
  return cardQuery(db, viewerId, near)
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

export type DetailRow = CardRow & { isFollowing: boolean; hasBlockRecord: boolean; noShowLimit: number | null };

/** A group card plus whether the viewer follows it and has a block record, in one query. */
export async function findDetail(db: DbOrTx, viewerId: string, groupId: string): Promise<DetailRow | null> {
  const rows = await db
    .select({
      ...cardColumns(),
      noShowLimit: groups.noShowLimit,
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
  latitude?: number | null;
  longitude?: number | null;
  isPrivate: boolean;
  /** The no-show rule (issue 14); null: none. */
  noShowLimit: number | null;
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

/** Deletes the group with its posts, memberships, blocks and follows (inside a transaction, after its events). */
export async function deleteGroupCascade(tx: DbOrTx, groupId: string) {
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

// --- follows ------------------------------------------------------------------------------------------------------

export async function follow(db: DbOrTx, groupId: string, userId: string) {
  await db.insert(groupFollows).values({ groupId, userId }).onConflictDoNothing();
}

export async function unfollow(db: DbOrTx, groupId: string, userId: string) {
  await db.delete(groupFollows).where(and(eq(groupFollows.groupId, groupId), eq(groupFollows.userId, userId)));
}
