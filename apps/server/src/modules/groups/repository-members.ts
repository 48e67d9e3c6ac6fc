/**
 * Memberships and blocks of a group (/api/groups/{id}/members, .../blocks): written under the group's row lock by the
 * services, which also keeps `member_count` exact.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { groupBlocks, groupMembers, groups, users, cursorKey, isoUtc, type DbOrTx } from '@kickoff/db';
import type { GroupMemberRole, GroupMemberStatus } from '@kickoff/shared';

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
  values: { groupId: string; userId: string; role: GroupMemberRole; status: GroupMemberStatus; joinMessage?: string | null },
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
  joinMessage: string | null;
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
    joinMessage: groupMembers.joinMessage,
  };
}

/** Members of a group, optionally of one status; earliest joined first (the creator leads). */
export function listMembersQuery(
  db: DbOrTx,
  groupId: string,
  options: { status?: GroupMemberStatus; q?: string; after?: { joinedAt: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(groupMembers.groupId, groupId)];
  if (options.status) where.push(eq(groupMembers.status, options.status));
  if (options.q) {
    // A name's start, first or last ("al", "al sm"): the group's members are walked in join order (bounded by the group).
    const prefix = `${options.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(lower(${users.firstName}) like ${prefix} or lower(${users.lastName}) like ${prefix} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${prefix})`,
    );
  }
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
  options: { status?: GroupMemberStatus; q?: string; after?: { joinedAt: string; id: string }; limit: number },
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
