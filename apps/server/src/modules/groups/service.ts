/** Groups: Discover, the group itself (create, read, update, delete), its content lists, the user's lists. */
// Over 300 lines: Discover's three orders (newest, popular, distance) and the group's content lists share this file's access and paging helpers; a service-lists.ts split like events' is the next step (issue 16).
import {
  MESSAGES,
  type BlockedRecord,
  type Group,
  type Point,
  type GroupDetail,
  type GroupEvent,
  type GroupMember,
  type GroupMemberStatus,
  type GroupPost,
} from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { notFound } from '../../lib/errors';
import * as repo from './repository';
import * as groupEvents from './repository-events';
import * as members from './repository-members';
import * as posts from './repository-posts';
import * as users from '../users/repository';
import * as notify from '../notifications/triggers';
import {
  assertCanSeeContent,
  assertCanUseDiscussion,
  assertCreator,
  canSeeMemberEmails,
  isCreator,
  type GroupAccess,
} from './policy';
import { decodeCountCursor, decodeDistanceCursor, decodeTimeCursor, encodeDistanceCursor, pageFrom } from '../../lib/cursor';
import { realEmail } from '../../lib/placeholder-email';
import type { ServiceContext, SignedInContext } from '../../lib/context';


export type GroupsContext = SignedInContext;
/** Discover and the landing's groups: signed in or out. */
export type PublicContext = ServiceContext;

export interface Page {
  cursor?: string;
  limit: number;
}

// --- mapping --------------------------------------------------------------------------------------------------------

export function toGroup(row: repo.CardRow): Group {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sportType: row.sportType,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distanceKm ?? null,
    isPrivate: row.isPrivate,
    imageUrl: row.imageUrl,
    memberCount: row.memberCount,
    eventsThisWeek: Number(row.eventsThisWeek),
    createdAt: row.createdAt,
    creatorId: row.creatorId,
    organizerId: row.creatorId,
    creator: row.creatorFirstName === null ? null : { firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' },
    isUserMember: row.membershipStatus === 'active',
    membershipStatus: row.membershipStatus,
    membershipRole: row.membershipRole,
  };
}

export function toMember(row: members.MemberListRow, showEmail: boolean): GroupMember {
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    status: row.status,
    joinedAt: row.joinedAt,
    user: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: showEmail ? realEmail(row.email) : null,
      profileImageUrl: row.profileImageUrl,
    },
  };
}

export function toBlocked(row: members.BlockListRow): BlockedRecord {
  return {
    id: row.id,
    blockedUserId: row.blockedUserId,
    reason: row.reason,
    createdAt: row.createdAt,
    blockedUser: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: realEmail(row.email),
      profileImageUrl: row.profileImageUrl,
    },
  };
}

export function toPost(row: posts.PostRow): GroupPost {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt,
    authorId: row.authorId,
    author: { firstName: row.firstName, lastName: row.lastName, profileImageUrl: row.profileImageUrl },
  };
}

/** Loads the caller's access to a group or throws 404 "Group not found". With `lock`, locks the group row. */
export async function loadAccess(db: DbOrTx, groupId: string, userId: string, lock = false): Promise<GroupAccess> {
  const row = await repo.findAccessRow(db, groupId, userId, lock);
  if (!row) throw notFound(MESSAGES.group.notFound);
  return { group: row.group, membership: row.membership, blockRecord: row.blockRecord, userId };
}

// --- reading --------------------------------------------------------------------------------------------------------

/** Free text to a prefix tsquery ("pick ball" -> "pick:* & ball:*"); only letters and digits pass. */
export function toPrefixQuery(q: string | undefined): string | undefined {
  const words = (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

export async function discover(
  ctx: PublicContext,
  query: { q?: string; sport?: string; featured: boolean; near?: Point; radiusKm: number; sort?: 'soonest' | 'distance' } & Page,
): Promise<{ items: Group[]; nextCursor: string | null }> {
  const near = query.near ? { point: query.near, radiusKm: query.radiusKm } : undefined;
  const base = { tsQuery: toPrefixQuery(query.q), sport: query.sport, featured: query.featured, limit: query.limit + 1, near };
  let rows: repo.CardRow[];
  if (near && query.sort === 'distance') {
    rows = await repo.listDiscover(ctx.db, ctx.user?.id ?? null, { ...base, byDistance: true, after: decodeDistanceCursor(query.cursor) ?? undefined });
    const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
    return { items: rows.slice(0, query.limit).map(toGroup), nextCursor: last ? encodeDistanceCursor({ distanceKm: last.distanceKm ?? 0, id: last.id }) : null };
  }
  if (query.featured) {
    const after = decodeCountCursor(query.cursor);
    rows = await repo.listDiscover(ctx.db, ctx.user?.id ?? null, { ...base, after: after && { memberCount: after.n, id: after.id } });
    const page = pageFrom(rows, query.limit, (r) => [r.memberCount, r.id]);
    return { items: page.items.map(toGroup), nextCursor: page.nextCursor };
  }
  const after = decodeTimeCursor(query.cursor);
  rows = await repo.listDiscover(ctx.db, ctx.user?.id ?? null, { ...base, after: after && { createdAt: after.at, id: after.id } });
  const page = pageFrom(rows, query.limit, (r) => [r.cursorAt, r.id]);
  return { items: page.items.map(toGroup), nextCursor: page.nextCursor };
}

export async function getGroup(ctx: GroupsContext, groupId: string): Promise<GroupDetail> {
  const row = await repo.findDetail(ctx.db, ctx.user.id, groupId);
  if (!row) throw notFound(MESSAGES.group.notFound);
  const blocked = row.hasBlockRecord || row.membershipStatus === 'blocked';
  return {
    ...toGroup(row),
    isCreator: row.creatorId === ctx.user.id,
    isFollowing: Boolean(row.isFollowing),
    isBlocked: blocked,
    canSeeContent: !blocked && (!row.isPrivate || row.membershipStatus === 'active'),
  };
}

export async function listPosts(ctx: GroupsContext, groupId: string, page: Page) {
  assertCanUseDiscussion(await loadAccess(ctx.db, groupId, ctx.user.id));
  const after = decodeTimeCursor(page.cursor);
  const rows = await posts.listPosts(ctx.db, groupId, { after: after && { createdAt: after.at, id: after.id }, limit: page.limit + 1 });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.id]);
  return { items: result.items.map(toPost), nextCursor: result.nextCursor };
}

export async function createPost(ctx: GroupsContext, groupId: string, content: string): Promise<GroupPost> {
  assertCanUseDiscussion(await loadAccess(ctx.db, groupId, ctx.user.id));
  // The post and its group_message notification commit together.
  const post = await ctx.db.transaction(async (tx) => {
    const row = await posts.insertPost(tx, { groupId, authorId: ctx.user.id, content });
    await notify.groupPost(tx, { groupId, postId: row.id, actorId: ctx.user.id });
    return row;
  });
  return toPost(post);
}

export async function listMembers(ctx: GroupsContext, groupId: string, query: Page & { status?: GroupMemberStatus }) {
  const access = await loadAccess(ctx.db, groupId, ctx.user.id);
  const creator = isCreator(access);
  if (query.status && query.status !== 'active') assertCreator(access);
  else if (!creator) assertCanSeeContent(access);
  // Others than the creator see active members only.
  const status = creator ? query.status : 'active';
  const after = decodeTimeCursor(query.cursor);
  const rows = await members.listMembers(ctx.db, groupId, {
    status,
    after: after && { joinedAt: after.at, id: after.id },
    limit: query.limit + 1,
  });
  const counts = await members.memberCounts(ctx.db, groupId);
  const page = pageFrom(rows, query.limit, (r) => [r.cursorAt, r.id]);
  const showEmail = canSeeMemberEmails(access);
  return {
    items: page.items.map((r) => toMember(r, showEmail)),
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

export async function listEvents(ctx: GroupsContext, groupId: string, page: Page) {
  const access = await loadAccess(ctx.db, groupId, ctx.user.id);
  if (!isCreator(access)) assertCanSeeContent(access);
  const after = decodeTimeCursor(page.cursor);
  const rows = await groupEvents.listUpcomingEvents(ctx.db, groupId, {
    after: after && { dateTime: after.at, id: after.id },
    limit: page.limit + 1,
  });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.id]);
  return { items: result.items.map(({ cursorAt: _, ...event }): GroupEvent => event), nextCursor: result.nextCursor };
}

export async function createdGroups(ctx: GroupsContext): Promise<Group[]> {
  return (await repo.listCreatedCards(ctx.db, ctx.user.id)).map(toGroup);
}

export async function joinedGroups(ctx: GroupsContext): Promise<Group[]> {
  return (await repo.listJoinedCards(ctx.db, ctx.user.id)).map(toGroup);
}

// --- writing --------------------------------------------------------------------------------------------------------

export interface GroupFormValues extends repo.GroupValues {
  removeImage?: boolean;
}

/**
 * Creates a group: the creator becomes its active member with role organizer, and their active role becomes
 * organizer (rulings §3). A stored image is removed again if the transaction fails.
 */
export async function createGroup(ctx: GroupsContext, values: repo.GroupValues, image?: Buffer): Promise<GroupDetail> {
  const imageUrl = image ? await ctx.images.store(image, 'group') : null;
  let groupId: string;
  try {
    groupId = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertGroup(tx, { ...values, imageUrl, creatorId: ctx.user.id });
      await members.insertMembership(tx, { groupId: id, userId: ctx.user.id, role: 'organizer', status: 'active' });
      await users.setRolePreferenceOrganizer(tx, ctx.user.id);
      return id;
    });
  } catch (error) {
    await ctx.images.remove(imageUrl);
    throw error;
  }
  // Creating a group makes the creator's active role organizer (rulings §3): their cached sessions must see it.
  ctx.onUserChanged(ctx.user.id);
  return getGroup(ctx, groupId);
}

/** Updates a group (creator only). A new image replaces the old file; `removeImage` drops it. */
export async function updateGroup(ctx: GroupsContext, groupId: string, values: GroupFormValues, image?: Buffer) {
  const access = await loadAccess(ctx.db, groupId, ctx.user.id);
  assertCreator(access);
  const newUrl = image ? await ctx.images.store(image, 'group') : null;
  const oldUrl = access.group.imageUrl;
  const imageUrl = newUrl ?? (values.removeImage ? null : oldUrl);
  try {
    await repo.updateGroup(ctx.db, groupId, {
      name: values.name,
      sportType: values.sportType,
      description: values.description,
      location: values.location,
      latitude: values.latitude ?? null, // PUT replaces the form: coordinates left out are cleared.
      longitude: values.longitude ?? null,
      isPrivate: values.isPrivate,
      imageUrl,
    });
  } catch (error) {
    await ctx.images.remove(newUrl);
    throw error;
  }
  if (oldUrl && oldUrl !== imageUrl) await ctx.images.remove(oldUrl);
  return getGroup(ctx, groupId);
}

/** Deletes a group with its events, posts and memberships in one transaction (rulings §5; creator only). */
export async function deleteGroup(ctx: GroupsContext, groupId: string): Promise<{ ok: true; deletedEvents: number }> {
  const { deletedEvents, imageUrls } = await ctx.db.transaction(async (tx) => {
    const access = await loadAccess(tx, groupId, ctx.user.id, true);
    assertCreator(access);
    const upcoming = await repo.countUpcomingEvents(tx, groupId);
    const eventImages = await repo.listEventImageUrls(tx, groupId);
    await notify.groupDeleting(tx, { groupId, actorId: ctx.user.id });
    await repo.deleteGroupCascade(tx, groupId);
    return { deletedEvents: upcoming, imageUrls: [access.group.imageUrl, ...eventImages] };
  });
  for (const url of imageUrls) await ctx.images.remove(url);
  return { ok: true, deletedEvents };
}
