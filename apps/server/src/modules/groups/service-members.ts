/**
 * Memberships: join, leave, follow, and the creator's member management (approve, move to waiting, block,
 * unblock, remove, promote, add by email). Every change runs in a transaction holding the group's row lock and
 * ends by recounting active members.
 */
import { MESSAGES, type BlockedRecord, type GroupMemberStatus, type Membership, type UserSearchResult } from '@kickoff/shared';
import type { Transaction } from '@kickoff/db';
import { conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import * as repo from './repository';
import * as members from './repository-members';
import * as users from '../users';
import { notify } from '../notifications';
import { blockRelations } from '../blocks';
import * as live from '../../lib/live/publish';
import { membershipEnded } from './hooks';
import { NO_RECORD, reliabilityOf } from '../../lib/attendance/reliability-repository';
import { assertCanActOn, assertCanSeeContent, assertCreator, assertNotBlocked, canSeeMemberEmails, isCreator, type GroupAccess } from './policy';
import { loadAccess, withLockedGroup } from './access';
import { toBlocked, toMember } from './mapper';
import type { GroupsContext, Page } from './service';
import { decodeTimeCursor, pageFrom } from '../../lib/cursor';
import { realEmail } from '../../lib/placeholder-email';
import { EMAIL_LOOKUP_LIMIT, emailLookupRule } from '../../lib/rate-limit/rate-limit';

/** Users search and add-by-email share one limit per user with the profile's email changes. */
export const USER_SEARCH_LIMIT = EMAIL_LOOKUP_LIMIT;

/** Counts one users search (or add-by-email) of the caller; 429 over the limit. */
export async function limitUserSearch(ctx: GroupsContext): Promise<void> {
  if (!(await ctx.limiter.hit([emailLookupRule(ctx.user.id)]))) throw tooManyRequests(MESSAGES.common.rateLimited);
}

const membership = (groupId: string, userId: string, m: { role: Membership['role']; status: GroupMemberStatus }): Membership => ({
  groupId,
  userId,
  role: m.role,
  status: m.status,
});

/** The target member of a creator's action: must exist and must not be an admin or organizer. */
async function actionableMember(tx: Transaction, access: GroupAccess, userId: string) {
  const target = await members.findMembership(tx, access.group.id, userId);
  if (!target) throw notFound(MESSAGES.group.memberNotFound);
  assertCanActOn(access, target);
  return target;
}

/** Public group: active at once. Private group: waiting until the creator approves. */
/** Joins a public group, or asks to join a private one (with an optional message to its creator, issue 26). */
export async function join(ctx: GroupsContext, groupId: string, message: string | null = null): Promise<Membership> {
  // Spam brakes on new accounts (issue 34): links in the request's message after a first join, join requests per hour.
  // Counted before the group's lock (the limiter writes through its own handle), so a refused attempt counts too.
  await ctx.spam.check(ctx.db, ctx.user.id, 'join', message);
  return withLockedGroup(ctx, groupId, async (tx, access) => {
    assertNotBlocked(access);
    if (access.membership) throw conflict(MESSAGES.group.alreadyMember);
    const status = access.group.isPrivate ? 'waiting' : 'active';
    const joinMessage = status === 'waiting' ? message : null;
    const inserted = await members.insertMembership(tx, { groupId, userId: ctx.user.id, role: 'member', status, joinMessage });
    if (!inserted) throw conflict(MESSAGES.group.alreadyMember);
    live.membershipChanged(tx, groupId, ctx.user.id);
    if (status === 'waiting') await notify.joinRequested(tx, { groupId, userId: ctx.user.id, message: joinMessage });
    else await notify.memberJoined(tx, { groupId, userId: ctx.user.id });
    return membership(groupId, ctx.user.id, { role: 'member', status });
  });
}

/** Members leave (a waiting request is withdrawn the same way); the creator cannot, the blocked stay blocked. */
export async function leave(ctx: GroupsContext, groupId: string): Promise<{ ok: true }> {
  return withLockedGroup(ctx, groupId, async (tx, access) => {
    if (isCreator(access)) throw forbidden(MESSAGES.group.creatorCannotLeave);
    if (access.membership?.status === 'blocked') throw forbidden(MESSAGES.group.blocked);
    if (!access.membership) throw conflict(MESSAGES.group.notMember);
    await members.deleteMembership(tx, groupId, ctx.user.id);
    live.membershipChanged(tx, groupId, ctx.user.id);
    if (access.group.isPrivate) await membershipEnded(tx, { groupId, userId: ctx.user.id, actorId: ctx.user.id });
    return { ok: true as const };
  });
}

/** Following subscribes to a group's new events without joining; a private group's events are for its members. */
export async function follow(ctx: GroupsContext, groupId: string): Promise<{ following: boolean }> {
  const access = await loadAccess(ctx.db, groupId, ctx.user.id);
  assertCanSeeContent(access);
  await repo.follow(ctx.db, groupId, ctx.user.id);
  return { following: true };
}

export async function unfollow(ctx: GroupsContext, groupId: string): Promise<{ following: boolean }> {
  await loadAccess(ctx.db, groupId, ctx.user.id);
  await repo.unfollow(ctx.db, groupId, ctx.user.id);
  return { following: false };
}

export async function removeMember(ctx: GroupsContext, groupId: string, userId: string): Promise<{ ok: true }> {
  return withLockedGroup(ctx, groupId, async (tx, access) => {
    assertCreator(access);
    await actionableMember(tx, access, userId);
    await members.deleteMembership(tx, groupId, userId);
    live.membershipChanged(tx, groupId, userId);
    if (access.group.isPrivate) await membershipEnded(tx, { groupId, userId, actorId: ctx.user.id });
    return { ok: true as const };
  });
}

/**
 * Blocks a user with an optional reason: a block record plus a membership with status blocked (so the manage
 * screen's Blocked tab and the members screen's blocked list agree). The user stops following the group.
 */
export async function block(ctx: GroupsContext, groupId: string, userId: string, reason: string | null): Promise<BlockedRecord> {
  await withLockedGroup(ctx, groupId, async (tx, access) => {
    assertCreator(access);
    if (!(await users.userExists(tx, userId))) throw notFound(MESSAGES.group.memberNotFound);
    assertCanActOn(access, { userId, role: (await members.findMembership(tx, groupId, userId))?.role ?? 'member' });
    await members.upsertBlockRecord(tx, { groupId, blockedUserId: userId, blockedById: ctx.user.id, reason });
    await members.upsertBlockedMembership(tx, groupId, userId);
    live.membershipChanged(tx, groupId, userId);
    await repo.unfollow(tx, groupId, userId);
    await membershipEnded(tx, { groupId, userId, actorId: ctx.user.id });
  });
  const row = await members.findBlockRow(ctx.db, groupId, userId);
  if (!row) throw notFound(MESSAGES.group.blockNotFound);
  return toBlocked(row);
}

/** Unblocks by removing the block record; the blocked membership goes too, so the user may join again. */
export async function unblock(ctx: GroupsContext, groupId: string, userId: string): Promise<{ ok: true }> {
  return withLockedGroup(ctx, groupId, async (tx, access) => {
    assertCreator(access);
    const target = await members.findMembership(tx, groupId, userId);
    const hadRecord = await members.deleteBlockRecord(tx, groupId, userId);
    const blockedMember = target?.status === 'blocked';
    if (blockedMember) await members.deleteMembership(tx, groupId, userId);
    if (!hadRecord && !blockedMember) throw notFound(MESSAGES.group.blockNotFound);
    live.membershipChanged(tx, groupId, userId);
    return { ok: true as const };
  });
}

/** Spec §4's member status transitions; any other change is a 409. */
export const STATUS_TRANSITIONS: Record<GroupMemberStatus, readonly GroupMemberStatus[]> = {
  active: ['waiting', 'blocked'],
  waiting: ['active'],
  blocked: ['active'],
};

/**
 * The manage screen's transitions (spec §4): approve (waiting -> active), move to waiting, block, unblock
 * (blocked -> active). Blocking adds a block record; leaving blocked removes it.
 */
export async function setStatus(ctx: GroupsContext, groupId: string, userId: string, status: GroupMemberStatus): Promise<Membership> {
  return withLockedGroup(ctx, groupId, async (tx, access) => {
    assertCreator(access);
    const target = await actionableMember(tx, access, userId);
    if (target.status !== status) {
      if (!STATUS_TRANSITIONS[target.status].includes(status)) throw conflict(MESSAGES.group.statusTransitionNotAllowed);
      await members.setMembershipStatus(tx, groupId, userId, status);
      live.membershipChanged(tx, groupId, userId);
      const losesSight = status === 'blocked' || (status === 'waiting' && access.group.isPrivate);
      if (losesSight) await membershipEnded(tx, { groupId, userId, actorId: ctx.user.id });
      if (target.status === 'waiting' && status === 'active') await notify.membershipApproved(tx, { groupId, userId, actorId: ctx.user.id });
      if (status === 'blocked') {
        await members.ensureBlockRecord(tx, { groupId, blockedUserId: userId, blockedById: ctx.user.id });
        await repo.unfollow(tx, groupId, userId);
      } else if (target.status === 'blocked') {
        await members.deleteBlockRecord(tx, groupId, userId);
      }
    }
    return membership(groupId, userId, { role: target.role, status });
  });
}

/** The creator promotes an active member to admin and back. */
export async function setRole(ctx: GroupsContext, groupId: string, userId: string, role: 'admin' | 'member'): Promise<Membership> {
  return withLockedGroup(ctx, groupId, async (tx, access) => {
    assertCreator(access);
    const target = await members.findMembership(tx, groupId, userId);
    if (!target) throw notFound(MESSAGES.group.memberNotFound);
    if (target.userId === access.group.creatorId || target.role === 'organizer') throw forbidden(MESSAGES.group.cannotActOnAdmin);
    if (target.status !== 'active') throw conflict(MESSAGES.group.notActiveMember);
    await members.setMembershipRole(tx, groupId, userId, role);
    return membership(groupId, userId, { role, status: target.status });
  });
}

/**
 * Whole-address, case-insensitive lookup, open to users who created at least one group and rate limited per
 * user (rulings §9), so addresses cannot be probed in bulk.
 */
export async function searchUsers(ctx: GroupsContext, email: string): Promise<UserSearchResult[]> {
  if ((await repo.countCreatedGroups(ctx.db, ctx.user.id)) === 0) throw forbidden(MESSAGES.group.searchCreatorsOnly);
  await limitUserSearch(ctx);
  const user = await users.findUserByEmail(ctx.db, email);
  const address = user && realEmail(user.email);
  if (!user || !address) return [];
  return [{ id: user.id, email: address, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl }];
}

// --- lists ----------------------------------------------------------------------------------------------------------

export async function listMembers(ctx: GroupsContext, groupId: string, query: Page & { status?: GroupMemberStatus; q?: string }) {
  const access = await loadAccess(ctx.db, groupId, ctx.user.id);
  const creator = isCreator(access);
  if (query.status && query.status !== 'active') assertCreator(access);
  else if (!creator) assertCanSeeContent(access);
  // Others than the creator see active members only.
  const status = creator ? query.status : 'active';
  const after = decodeTimeCursor(query.cursor);
  const rows = await members.listMembers(ctx.db, groupId, {
    status,
    q: query.q,
    after: after && { joinedAt: after.at, id: after.id },
    limit: query.limit + 1,
  });
  const counts = await members.memberCounts(ctx.db, groupId);
  const page = pageFrom(rows, query.limit, (r) => [r.cursorAt, r.id]);
  const showEmail = canSeeMemberEmails(access);
  // The creator's waiting list shows each person's game day record (issue 14): one grouped query for the page.
  const records = creator && status === 'waiting' ? await reliabilityOf(ctx.db, page.items.map((r) => r.userId)) : null;
  // Blocks (issue 34): a member who blocked the viewer stays in the list, without their picture.
  const { blockingViewer } = await blockRelations(ctx.db, ctx.user.id, page.items.map((r) => r.userId));
  return {
    items: page.items.map((r) => ({
      ...toMember(blockingViewer.has(r.userId) ? { ...r, profileImageUrl: null } : r, showEmail),
      ...(records ? { reliability: records.get(r.userId) ?? NO_RECORD } : {}),
      // The request's message is the creator's to read, while it waits.
      ...(creator && r.status === 'waiting' ? { joinMessage: r.joinMessage } : {}),
    })),
    nextCursor: page.nextCursor,
    counts: creator
      ? { ...counts, total: counts.active + counts.waiting + counts.blocked }
      : { active: counts.active, waiting: null, blocked: null, total: null },
  };
}

export async function listBlocked(ctx: GroupsContext, groupId: string, page: Page) {
  assertCreator(await loadAccess(ctx.db, groupId, ctx.user.id));
  const after = decodeTimeCursor(page.cursor);
  const rows = await members.listBlocks(ctx.db, groupId, { after: after && { createdAt: after.at, id: after.id }, limit: page.limit + 1 });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.id]);
  return { items: result.items.map(toBlocked), nextCursor: result.nextCursor };
}
