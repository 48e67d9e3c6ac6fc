/**
 * Invite links (/api/groups/{id}/invite-links, /api/invites/{token}) and invitations (/api/invitations, add by email).
 * A link's use is counted by one conditional update, so its limit, expiry and revocation hold under concurrent joins.
 */
import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { groupInvitations, groupInviteLinks, groups, users, cursorKey, isoUtc, type DbOrTx } from '@kickoff/db';
import type { InvitationStatus, InviteLinkJoinMode } from '@kickoff/shared';

const linkColumns = {
  id: groupInviteLinks.id,
  groupId: groupInviteLinks.groupId,
  token: groupInviteLinks.token,
  joinMode: groupInviteLinks.joinMode,
  expiresAt: isoUtc(groupInviteLinks.expiresAt),
  maxUses: groupInviteLinks.maxUses,
  useCount: groupInviteLinks.useCount,
  revokedAt: isoUtc(groupInviteLinks.revokedAt),
  createdAt: isoUtc(groupInviteLinks.createdAt),
  cursorAt: cursorKey(groupInviteLinks.createdAt),
  createdById: groupInviteLinks.createdById,
};
export interface InviteLinkRow {
  id: string;
  groupId: string;
  token: string;
  joinMode: InviteLinkJoinMode;
  expiresAt: string | null;
  maxUses: number | null;
  useCount: number;
  revokedAt: string | null;
  createdAt: string;
  cursorAt: string;
  createdById: string | null;
}

export async function insertInviteLink(
  db: DbOrTx,
  values: { groupId: string; token: string; createdById: string; joinMode: InviteLinkJoinMode; expiresAt: Date | null; maxUses: number | null },
): Promise<InviteLinkRow> {
  const [row] = await db.insert(groupInviteLinks).values(values).returning(linkColumns);
  return row as InviteLinkRow;
}

/** Links not revoked, not expired and not used up (the cap on live links per group). */
export async function countActiveLinks(db: DbOrTx, groupId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupInviteLinks)
    .where(
      and(
        eq(groupInviteLinks.groupId, groupId),
        isNull(groupInviteLinks.revokedAt),
        or(isNull(groupInviteLinks.expiresAt), gt(groupInviteLinks.expiresAt, sql`now()`)),
        or(isNull(groupInviteLinks.maxUses), lt(groupInviteLinks.useCount, groupInviteLinks.maxUses)),
      ),
    );
  return row?.n ?? 0;
}

export async function listInviteLinks(db: DbOrTx, groupId: string, options: { after?: { at: string; id: string }; limit: number }) {
  const where: SQL[] = [eq(groupInviteLinks.groupId, groupId)];
  if (options.after) where.push(sql`(${groupInviteLinks.createdAt}, ${groupInviteLinks.id}) < (${options.after.at}::timestamptz, ${options.after.id})`);
  const rows = await db
    .select(linkColumns)
    .from(groupInviteLinks)
    .where(and(...where))
    .orderBy(desc(groupInviteLinks.createdAt), desc(groupInviteLinks.id))
    .limit(options.limit);
  return rows as InviteLinkRow[];
}

export async function findInviteLink(db: DbOrTx, groupId: string, linkId: string): Promise<InviteLinkRow | null> {
  const rows = await db
    .select(linkColumns)
    .from(groupInviteLinks)
    .where(and(eq(groupInviteLinks.groupId, groupId), eq(groupInviteLinks.id, linkId)))
    .limit(1);
  return (rows[0] as InviteLinkRow | undefined) ?? null;
}

/** A link by its secret, with its group's card fields and who made it. */
export async function findInviteLinkByToken(db: DbOrTx, token: string) {
  const rows = await db
    .select({
      link: linkColumns,
      group: {
        id: groups.id,
        name: groups.name,
        description: groups.description,
        sportType: groups.sportType,
        location: groups.location,
        imageUrl: groups.imageUrl,
        isPrivate: groups.isPrivate,
        memberCount: groups.memberCount,
      },
      inviter: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(groupInviteLinks)
    .innerJoin(groups, eq(groups.id, groupInviteLinks.groupId))
    .leftJoin(users, eq(users.id, groupInviteLinks.createdById))
    .where(eq(groupInviteLinks.token, token))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, link: row.link as InviteLinkRow } : null;
}

export async function revokeInviteLink(db: DbOrTx, linkId: string): Promise<InviteLinkRow | null> {
  const rows = await db
    .update(groupInviteLinks)
    .set({ revokedAt: sql`coalesce(${groupInviteLinks.revokedAt}, now())` })
    .where(eq(groupInviteLinks.id, linkId))
    .returning(linkColumns);
  return (rows[0] as InviteLinkRow | undefined) ?? null;
}

/** Counts one use if the link is still valid; false when it was revoked, expired or used up meanwhile. */
export async function useInviteLink(db: DbOrTx, linkId: string): Promise<boolean> {
  const rows = await db
    .update(groupInviteLinks)
    .set({ useCount: sql`${groupInviteLinks.useCount} + 1` })
    .where(
      and(
        eq(groupInviteLinks.id, linkId),
        isNull(groupInviteLinks.revokedAt),
        or(isNull(groupInviteLinks.expiresAt), gt(groupInviteLinks.expiresAt, sql`now()`)),
        or(isNull(groupInviteLinks.maxUses), lt(groupInviteLinks.useCount, groupInviteLinks.maxUses)),
      ),
    )
    .returning({ id: groupInviteLinks.id });
  return rows.length > 0;
}

// --- invitations ----------------------------------------------------------------------------------------------------

const invitationColumns = {
  id: groupInvitations.id,
  groupId: groupInvitations.groupId,
  inviteeId: groupInvitations.inviteeId,
  status: groupInvitations.status,
  createdAt: isoUtc(groupInvitations.createdAt),
  cursorAt: cursorKey(groupInvitations.createdAt),
  group: {
    id: groups.id,
    name: groups.name,
    description: groups.description,
    sportType: groups.sportType,
    location: groups.location,
    imageUrl: groups.imageUrl,
    isPrivate: groups.isPrivate,
    memberCount: groups.memberCount,
  },
  inviterFirstName: users.firstName,
  inviterLastName: users.lastName,
};

export interface InvitationRow {
  id: string;
  groupId: string;
  inviteeId: string;
  status: InvitationStatus;
  createdAt: string;
  cursorAt: string;
  group: { id: string; name: string; description: string | null; sportType: string; location: string | null; imageUrl: string | null; isPrivate: boolean; memberCount: number };
  inviterFirstName: string | null;
  inviterLastName: string | null;
}

function selectInvitations(db: DbOrTx) {
  return db
    .select(invitationColumns)
    .from(groupInvitations)
    .innerJoin(groups, eq(groups.id, groupInvitations.groupId))
    .leftJoin(users, eq(users.id, groupInvitations.invitedById));
}

/** A pending invitation; false when one is pending already (one per person and group). */
export async function insertInvitation(db: DbOrTx, values: { groupId: string; inviteeId: string; invitedById: string }): Promise<string | null> {
  const rows = await db.insert(groupInvitations).values(values).onConflictDoNothing().returning({ id: groupInvitations.id });
  return rows[0]?.id ?? null;
}

/** One invitation of its invitee. */
export async function findInvitation(db: DbOrTx, id: string, inviteeId: string): Promise<InvitationRow | null> {
  const rows = await selectInvitations(db)
    .where(and(eq(groupInvitations.id, id), eq(groupInvitations.inviteeId, inviteeId)))
    .limit(1);
  return (rows[0] as InvitationRow | undefined) ?? null;
}

/** Answers a pending invitation; false when it was answered meanwhile. */
export async function answerInvitation(db: DbOrTx, id: string, status: 'accepted' | 'declined'): Promise<boolean> {
  const rows = await db
    .update(groupInvitations)
    .set({ status, answeredAt: sql`now()` })
    .where(and(eq(groupInvitations.id, id), eq(groupInvitations.status, 'pending')))
    .returning({ id: groupInvitations.id });
  return rows.length > 0;
}

/** Closes the pending invitation of a person who joined another way (a link, a request approved). */
export async function acceptPendingInvitation(db: DbOrTx, groupId: string, inviteeId: string): Promise<void> {
  await db
    .update(groupInvitations)
    .set({ status: 'accepted', answeredAt: sql`now()` })
    .where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.inviteeId, inviteeId), eq(groupInvitations.status, 'pending')));
}

/** The invitee's pending invitations, newest first. */
export async function listPendingInvitations(db: DbOrTx, inviteeId: string, options: { after?: { at: string; id: string }; limit: number }) {
  const where: SQL[] = [eq(groupInvitations.inviteeId, inviteeId), eq(groupInvitations.status, 'pending')];
  if (options.after) where.push(sql`(${groupInvitations.createdAt}, ${groupInvitations.id}) < (${options.after.at}::timestamptz, ${options.after.id})`);
  const rows = await selectInvitations(db)
    .where(and(...where))
    .orderBy(desc(groupInvitations.createdAt), desc(groupInvitations.id))
    .limit(options.limit);
  return rows as InvitationRow[];
}

/** A group's pending invitations with their invitees, newest first (the creator's list). */
export async function listGroupInvitations(db: DbOrTx, groupId: string, options: { after?: { at: string; id: string }; limit: number }) {
  const where: SQL[] = [eq(groupInvitations.groupId, groupId), eq(groupInvitations.status, 'pending')];
  if (options.after) where.push(sql`(${groupInvitations.createdAt}, ${groupInvitations.id}) < (${options.after.at}::timestamptz, ${options.after.id})`);
  return db
    .select({
      id: groupInvitations.id,
      createdAt: isoUtc(groupInvitations.createdAt),
      cursorAt: cursorKey(groupInvitations.createdAt),
      invitee: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, profileImageUrl: users.image },
    })
    .from(groupInvitations)
    .innerJoin(users, eq(users.id, groupInvitations.inviteeId))
    .where(and(...where))
    .orderBy(desc(groupInvitations.createdAt), desc(groupInvitations.id))
    .limit(options.limit);
}

/** Withdraws (deletes) a pending invitation of the group: the invitee, or null when there is none. */
export async function deletePendingInvitation(db: DbOrTx, groupId: string, id: string): Promise<{ inviteeId: string } | null> {
  const [row] = await db
    .delete(groupInvitations)
    .where(and(eq(groupInvitations.id, id), eq(groupInvitations.groupId, groupId), eq(groupInvitations.status, 'pending')))
    .returning({ inviteeId: groupInvitations.inviteeId });
  return row ?? null;
}
