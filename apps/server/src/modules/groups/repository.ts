/**
 * Groups data access: cards with their creator, the caller's membership and event counts in one query per list;
 * memberships under a row lock on the group, which also keeps `member_count` exact.
 */
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  cursorKey,
  events,
  groupBlocks,
  groupFollows,
  groupMembers,
  groupPosts,
  groups,
  isoUtc,
  statementCache,
  users,
  type DbOrTx,
} from '@kickoff/db';
import type { GroupMemberRole, GroupMemberStatus } from '@kickoff/shared';
import { afterDistanceCursor, coreCells, coveringCells, distanceKm, nearness, withinDistance, withinRadius, type Near } from '../places';

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
  /**
   * How newest first near a point reads the circle: by its covering grid cells (the default, issue 35), or every group
   * the GiST index finds in it, sorted (the fallback when the cells are too many, and the equivalence test's reference).
   */
  walk?: 'cells' | 'circle';
}

/** Discover: newest first, or most members first when featured; keyset paging on an index. */
export function listDiscoverQuery(db: DbOrTx, viewerId: string | null, filter: DiscoverFilter) {
  const where: SQL[] = [];
  if (filter.sport) where.push(eq(groups.sportType, filter.sport));
  if (filter.tsQuery) where.push(sql`${groups.searchVector} @@ to_tsquery('simple', ${filter.tsQuery})`);
  const after = filter.after;
  const near = filter.near;
  const cells =
    near && !filter.byDistance && !filter.featured && filter.walk !== 'circle' && typeof near.point.latitude === 'number' && typeof near.point.longitude === 'number'
      ? coveringCells(near.point.latitude, near.point.longitude, Number(near.radiusKm))
      : null;
  // Inside the covering cells the exact check alone (the box probe is for the GiST index, which they replace).
  if (near) where.push(cells ? withinDistance(groups, near) : withinRadius(groups, near));
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
  const closest = near && filter.byDistance ? closestCandidates(near, where, filter.limit) : undefined;
  return cardQuery(db, viewerId, near)
    .where(closest ?? (cells && near ? newestInCells(near, cells, where, filter.limit) : and(...where)))
    .orderBy(...order)
    .limit(filter.limit);
}

/**
 * The groups a closest-first page is taken from, as for events (events repository-lists.ts `closestCandidates`): the
 * GiST index hands groups out nearest first (KNN), the first `limit` and every group tied with the last (one place),
 * so the page is exactly the first `limit` in (nearness, id) order. Without it PostgreSQL took every group of the
 * circle from the index's box probe and sorted them (1,269 groups, 38 ms, in a city at 1M events).
 */
function closestCandidates(near: Near, where: SQL[], limit: number): SQL {
  return sql`${groups.id} in (select ${groups.id} from ${groups} where ${and(...where)}
    order by ${nearness(groups, near.point)} fetch first ${limit} rows with ties)`;
}

/**
 * The groups a newest-first page around a point is taken from (issue 35): one branch per covering grid cell, its
 * groups passing the filters newest first straight from `groups_cell_created_at_idx` (read backwards), merged in that
 * order and stopped after `limit`: no cell is read further than the page reaches, and nothing of the circle is sorted.
 * As for events (events repository-lists.ts `soonestInCells`), the core cells' page bounds the other cells' scans, so
 * a cell the circle barely touches is not read up to its first group inside.
 */
function newestInCells(near: Near, cells: number[], where: SQL[], limit: number): SQL {
  const branch = (cell: number, only?: SQL) => sql`(select ${groups.id} id, ${groups.createdAt} created_at from ${groups}
      where ${groups.cell} = ${cell}::int and ${and(...where, only)}
      order by ${groups.createdAt} desc, ${groups.id} desc limit ${limit})`;
  const merged = (branches: SQL[]) => sql.join(branches, sql` union all `);
  const core = coreCells(Number(near.point.latitude), Number(near.point.longitude), Number(near.radiusKm), cells);
  const inner = cells.filter((_, i) => core[i]);
  const outer = cells.filter((_, i) => !core[i]);
  if (!inner.length || !outer.length) {
    return sql`${groups.id} in (select walked.id from (${merged(cells.map((cell) => branch(cell)))}) walked
      order by walked.created_at desc, walked.id desc limit ${limit})`;
  }
  // The core cells' page: its oldest group, when it is full.
  const bound = sql`select case when count(*) >= ${limit} then min(core_walk.created_at) end created_at
    from (select walked.created_at from (${merged(inner.map((cell) => branch(cell)))}) walked
      order by walked.created_at desc, walked.id desc limit ${limit}) core_walk`;
  const since = sql`${groups.createdAt} >= coalesce((select created_at from core_bound), '-infinity'::timestamptz)`;
  return sql`${groups.id} in (with core_bound as materialized (${bound})
    select walked.id from (${merged([...inner.map((cell) => branch(cell)), ...outer.map((cell) => branch(cell, since))])}) walked
    order by walked.created_at desc, walked.id desc limit ${limit})`;
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
/** The group page's one statement, prepared once per database handle (its SQL was built on every request, issue 35). */
function prepareDetail(db: DbOrTx) {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      ...cardColumns(),
      noShowLimit: groups.noShowLimit,
      isFollowing: sql<boolean>`exists(select 1 from ${groupFollows} where ${groupFollows.groupId} = ${groups.id} and ${groupFollows.userId} = ${viewer})`,
      hasBlockRecord: sql<boolean>`exists(select 1 from ${groupBlocks} where ${groupBlocks.groupId} = ${groups.id} and ${groupBlocks.blockedUserId} = ${viewer})`,
    })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.creatorId))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewer)))
    .where(eq(groups.id, sql.placeholder('id')))
    .limit(1)
    .prepare('group_detail');
}
const detailStatements = statementCache<ReturnType<typeof prepareDetail>>();

export async function findDetail(db: DbOrTx, viewerId: string, groupId: string): Promise<DetailRow | null> {
  const rows = await detailStatements(db, 'group_detail', () => prepareDetail(db)).execute({ viewer: viewerId, id: groupId });
  return (rows[0] as DetailRow | undefined) ?? null;
}

// --- groups -----------------------------------------------------------------------------------------------------

/** The group, the user's membership of it and whether a block record of the user exists: one access read's shape. */
function accessRowsQuery(db: DbOrTx, userId: string) {
  return db
    .select({
      group: groups,
      membership: groupMembers,
      blockRecord: sql<boolean>`exists(select 1 from ${groupBlocks} where ${groupBlocks.groupId} = ${groups.id} and ${groupBlocks.blockedUserId} = ${userId})`,
    })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .$dynamic();
}

const toAccessRow = (row: { group: typeof groups.$inferSelect; membership: typeof groupMembers.$inferSelect | null; blockRecord: boolean }) => ({
  group: row.group,
  membership: row.membership,
  blockRecord: Boolean(row.blockRecord),
});

/**
 * The group with the user's membership and whether a block record exists, in one query. With `lock`, the group
 * row is locked (`for update`): every membership change of a group runs under this lock.
 */
export async function findAccessRow(db: DbOrTx, groupId: string, userId: string, lock = false) {
  const query = accessRowsQuery(db, userId).where(eq(groups.id, groupId)).limit(1);
  const rows = lock ? await query.for('update', { of: groups }) : await query;
  return rows[0] ? toAccessRow(rows[0]) : null;
}

/** `findAccessRow` of several groups at once (no lock): the live channel's group topics of one stream. */
export async function findAccessRows(db: DbOrTx, groupIds: string[], userId: string) {
  if (groupIds.length === 0) return [];
  return (await accessRowsQuery(db, userId).where(inArray(groups.id, groupIds))).map(toAccessRow);
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
