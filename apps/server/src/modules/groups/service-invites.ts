/**
 * Invitations (issue 18): the creator's invite links (create, list, revoke), joining through a link (public
 * groups: members at once; private groups: on the waiting list or members at once, as the link says), and the
 * invitation that "add by email" sends, which its invitee accepts or declines. Blocked users are refused (403) on
 * every path. Memberships change under the group's row lock, like every other membership change.
 */
import { randomBytes } from 'node:crypto';
import {
  INVITES,
  MESSAGES,
  type AddMemberResult,
  type CreateInviteLinkInput,
  type GroupInvitation,
  type InvitationAnswer,
  type InviteLink,
  type InviteLinkStatus,
  type InvitePreview,
  type Membership,
} from '@kickoff/shared';
import type { Transaction } from '@kickoff/db';
import { conflict, notFound } from '../../lib/errors';
import { decodeTimeCursor, pageFrom } from '../../lib/cursor';
import { realEmail } from '../../lib/placeholder-email';
import type { ServiceContext } from '../../lib/context';
import * as members from './repository-members';
import * as invites from './repository-invites';
import * as users from '../users';
import { notify } from '../notifications';
import * as live from '../../lib/live/publish';
import { loadAccess, withLockedGroup } from './access';
import { assertCreator, assertNotBlocked, isBlocked, type GroupAccess } from './policy';
import { limitUserSearch } from './service-members';
import type { GroupsContext, Page } from './service';

const M = INVITES.messages;

const newToken = () => randomBytes(24).toString('base64url');
const invitePath = (token: string) => `/invite/${token}`;

/** Where a link stands now (pure). */
export function linkStatus(link: Pick<invites.InviteLinkRow, 'revokedAt' | 'expiresAt' | 'maxUses' | 'useCount'>, now = Date.now()): InviteLinkStatus {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && Date.parse(link.expiresAt) <= now) return 'expired';
  if (link.maxUses !== null && link.useCount >= link.maxUses) return 'used_up';
  return 'active';
}

/** Public groups always admit; private ones as their link says. */
const outcomeOf = (isPrivate: boolean, link: { joinMode: 'request' | 'join' }) => (isPrivate ? link.joinMode : 'join');

function toInviteLink(row: invites.InviteLinkRow, publicUrl: string): InviteLink {
  return {
    id: row.id,
    token: row.token,
    path: invitePath(row.token),
    url: `${publicUrl.replace(/\/+$/, '')}${invitePath(row.token)}`,
    joinMode: row.joinMode,
    expiresAt: row.expiresAt,
    maxUses: row.maxUses,
    useCount: row.useCount,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
    status: linkStatus(row),
  };
}

function toInvitation(row: invites.InvitationRow): GroupInvitation {
  return {
    id: row.id,
    group: row.group,
    invitedBy: row.inviterFirstName === null ? null : { firstName: row.inviterFirstName, lastName: row.inviterLastName ?? '' },
    status: row.status,
    createdAt: row.createdAt,
  };
}

/**
 * Makes the caller an active member (or a waiting one), whatever they were before short of blocked; announces it.
 * Closes a pending invitation of theirs when they become active.
 */
async function admit(tx: Transaction, access: GroupAccess, status: 'active' | 'waiting'): Promise<Membership> {
  const { group, userId } = access;
  const role = access.membership?.role ?? 'member';
  if (access.membership) await members.setMembershipStatus(tx, group.id, userId, status);
  else await members.insertMembership(tx, { groupId: group.id, userId, role: 'member', status });
  live.membershipChanged(tx, group.id, userId);
  if (status === 'active') {
    await invites.acceptPendingInvitation(tx, group.id, userId);
    await notify.memberJoined(tx, { groupId: group.id, userId });
  } else {
    await notify.joinRequested(tx, { groupId: group.id, userId });
  }
  return { groupId: group.id, userId, role, status };
}

// --- invite links (the creator) ---------------------------------------------------------------------------------------

export async function createInviteLink(ctx: GroupsContext, groupId: string, input: CreateInviteLinkInput, publicUrl: string): Promise<InviteLink> {
  return ctx.db.transaction(async (tx) => {
    // The group's row lock keeps the cap on live links exact under concurrent creates.
    const access = await loadAccess(tx, groupId, ctx.user.id, true);
    assertCreator(access);
    if ((await invites.countActiveLinks(tx, groupId)) >= INVITES.maxActiveLinks) throw conflict(M.tooManyLinks);
    const row = await invites.insertInviteLink(tx, {
      groupId,
      token: newToken(),
      createdById: ctx.user.id,
      joinMode: input.joinMode ?? 'request',
      expiresAt: input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null,
      maxUses: input.maxUses ?? null,
    });
    return toInviteLink(row, publicUrl);
  });
}

export async function listInviteLinks(ctx: GroupsContext, groupId: string, page: Page, publicUrl: string) {
  assertCreator(await loadAccess(ctx.db, groupId, ctx.user.id));
  const after = decodeTimeCursor(page.cursor);
  const rows = await invites.listInviteLinks(ctx.db, groupId, { after, limit: page.limit + 1 });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.id]);
  return { items: result.items.map((r) => toInviteLink(r, publicUrl)), nextCursor: result.nextCursor };
}

/** Revoking is final and idempotent: a revoked link stays revoked (its first revocation time kept). */
export async function revokeInviteLink(ctx: GroupsContext, groupId: string, linkId: string, publicUrl: string): Promise<InviteLink> {
  assertCreator(await loadAccess(ctx.db, groupId, ctx.user.id));
  const link = await invites.findInviteLink(ctx.db, groupId, linkId);
  if (!link) throw notFound(M.linkNotFound);
  const revoked = await invites.revokeInviteLink(ctx.db, link.id);
  return toInviteLink(revoked ?? link, publicUrl);
}

// --- joining through a link -------------------------------------------------------------------------------------------

/** What the invite page shows; open to visitors (the group's card is public, rulings §5). */
export async function previewInvite(ctx: ServiceContext, token: string): Promise<InvitePreview> {
  const found = await invites.findInviteLinkByToken(ctx.db, token);
  if (!found) throw notFound(M.linkNotFound);
  let membershipStatus: InvitePreview['membershipStatus'] = null;
  if (ctx.user) {
    const access = await loadAccess(ctx.db, found.group.id, ctx.user.id);
    membershipStatus = isBlocked(access) ? 'blocked' : (access.membership?.status ?? null);
  }
  return {
    group: found.group,
    outcome: outcomeOf(found.group.isPrivate, found.link),
    status: linkStatus(found.link),
    invitedBy: found.inviter ? { firstName: found.inviter.firstName, lastName: found.inviter.lastName } : null,
    membershipStatus,
  };
}

function assertUsable(status: InviteLinkStatus) {
  if (status === 'revoked') throw notFound(M.linkRevoked);
  if (status === 'expired') throw conflict(M.linkExpired);
  if (status === 'used_up') throw conflict(M.linkUsedUp);
}

/** Joins (or asks to join) the link's group; one use of the link is counted only when something changes. */
export async function acceptInvite(ctx: GroupsContext, token: string): Promise<Membership> {
  const found = await invites.findInviteLinkByToken(ctx.db, token);
  if (!found) throw notFound(M.linkNotFound);
  return withLockedGroup(ctx, found.group.id, async (tx, access) => {
    assertNotBlocked(access);
    assertUsable(linkStatus(found.link));
    const outcome = outcomeOf(access.group.isPrivate, found.link);
    const current = access.membership?.status;
    if (current === 'active') throw conflict(MESSAGES.group.alreadyMember);
    if (current === 'waiting' && outcome === 'request') throw conflict(M.alreadyRequested);
    // Counted under the link's own condition: a link revoked, expired or used up meanwhile admits no one.
    if (!(await invites.useInviteLink(tx, found.link.id))) {
      const now = await invites.findInviteLink(tx, found.group.id, found.link.id);
      assertUsable(now ? linkStatus(now) : 'revoked');
      throw conflict(M.linkUsedUp);
    }
    return admit(tx, access, outcome === 'join' ? 'active' : 'waiting');
  });
}

// --- invitations (add by email) ---------------------------------------------------------------------------------------

/**
 * "Add by email" (issue 18): an invitation the person accepts or declines, with a notification. Someone who already
 * asked to join has consented: their request is approved instead.
 */
export async function inviteByEmail(ctx: GroupsContext, groupId: string, email: string): Promise<AddMemberResult> {
  // The answer tells whether an address has an account: limited like the users search.
  await limitUserSearch(ctx);
  return withLockedGroup(ctx, groupId, async (tx, access) => {
    assertCreator(access);
    const user = await users.findUserByEmail(tx, email);
    if (!user || !realEmail(user.email)) throw notFound(MESSAGES.group.userNotFound);
    if (user.id === ctx.user.id) throw conflict(M.cannotInviteSelf);
    const target: GroupAccess = {
      group: access.group,
      userId: user.id,
      membership: await members.findMembership(tx, groupId, user.id),
      blockRecord: await members.hasBlockRecord(tx, groupId, user.id),
    };
    if (isBlocked(target)) throw conflict(MESSAGES.group.userBlocked);
    if (target.membership?.status === 'active') throw conflict(MESSAGES.group.userAlreadyMember);
    if (target.membership?.status === 'waiting') {
      await members.setMembershipStatus(tx, groupId, user.id, 'active');
      live.membershipChanged(tx, groupId, user.id);
      await invites.acceptPendingInvitation(tx, groupId, user.id);
      await notify.membershipApproved(tx, { groupId, userId: user.id, actorId: ctx.user.id });
      return { outcome: 'approved', invitationId: null, membership: { groupId, userId: user.id, role: target.membership.role, status: 'active' } };
    }
    const invitationId = await invites.insertInvitation(tx, { groupId, inviteeId: user.id, invitedById: ctx.user.id });
    if (!invitationId) throw conflict(M.alreadyInvited);
    await notify.groupInvited(tx, { groupId, userId: user.id, actorId: ctx.user.id, invitationId });
    return { outcome: 'invited', invitationId, membership: null };
  });
}

export async function listMyInvitations(ctx: GroupsContext, page: Page) {
  const after = decodeTimeCursor(page.cursor);
  const rows = await invites.listPendingInvitations(ctx.db, ctx.user.id, { after, limit: page.limit + 1 });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.id]);
  return { items: result.items.map(toInvitation), nextCursor: result.nextCursor };
}

/** The invitee answers; accepting makes them an active member (private groups too: the creator invited them). */
export async function answerInvitation(ctx: GroupsContext, invitationId: string, answer: 'accept' | 'decline'): Promise<InvitationAnswer> {
  const invitation = await invites.findInvitation(ctx.db, invitationId, ctx.user.id);
  if (!invitation) throw notFound(M.invitationNotFound);
  return withLockedGroup(ctx, invitation.groupId, async (tx, access) => {
    if (answer === 'accept') assertNotBlocked(access);
    if (!(await invites.answerInvitation(tx, invitation.id, answer === 'accept' ? 'accepted' : 'declined'))) throw conflict(M.alreadyAnswered);
    const answered = { ...toInvitation(invitation), status: answer === 'accept' ? ('accepted' as const) : ('declined' as const) };
    if (answer === 'decline') return { invitation: answered, membership: null };
    if (access.membership?.status === 'active') return { invitation: answered, membership: { groupId: access.group.id, userId: ctx.user.id, role: access.membership.role, status: 'active' } };
    return { invitation: answered, membership: await admit(tx, access, 'active') };
  });
}

// --- the creator's sent invitations ------------------------------------------------------------------------------------

export async function listGroupInvitations(ctx: GroupsContext, groupId: string, page: Page) {
  assertCreator(await loadAccess(ctx.db, groupId, ctx.user.id));
  const after = decodeTimeCursor(page.cursor);
  const rows = await invites.listGroupInvitations(ctx.db, groupId, { after, limit: page.limit + 1 });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.id]);
  return {
    items: result.items.map((r) => ({ id: r.id, createdAt: r.createdAt, invitee: { ...r.invitee, email: realEmail(r.invitee.email) } })),
    nextCursor: result.nextCursor,
  };
}

/** The creator withdraws a pending invitation: it leaves the invitee's list, and so does its notification. */
export async function withdrawInvitation(ctx: GroupsContext, groupId: string, invitationId: string): Promise<{ ok: true }> {
  assertCreator(await loadAccess(ctx.db, groupId, ctx.user.id));
  await ctx.db.transaction(async (tx) => {
    const withdrawn = await invites.deletePendingInvitation(tx, groupId, invitationId);
    if (!withdrawn) throw notFound(M.notPending);
    await notify.groupInvitationWithdrawn(tx, { userId: withdrawn.inviteeId, invitationId });
  });
  return { ok: true };
}
