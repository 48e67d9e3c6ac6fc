/**
 * Groups: Discover, the group itself (create, read, update, delete), its events and the user's lists. Posts are in
 * service-posts.ts, memberships and member lists in service-members.ts, mapping in mapper.ts, standing in access.ts.
 */
import { MESSAGES, type Group, type GroupDetail, type GroupEvent, type Point } from '@kickoff/shared';
import { notFound } from '../../lib/errors';
import * as repo from './repository';
import * as groupEvents from './repository-events';
import * as members from './repository-members';
import * as users from '../users';
import { notify } from '../notifications';
import * as live from '../../lib/live/publish';
import { groupDeleting, groupMadePrivate } from './hooks';
import type { Transaction } from '@kickoff/db';
import { assertCanSeeContent, assertCreator, isCreator } from './policy';
import { loadAccess } from './access';
import { toGroup } from './mapper';
import { decodeCountCursor, decodeDistanceCursor, decodeTimeCursor, encodeDistanceCursor, pageFrom } from '../../lib/cursor';
import type { ServiceContext, SignedInContext } from '../../lib/context';

export type GroupsContext = SignedInContext;
/** Discover and the landing's groups: signed in or out. */
export type PublicContext = ServiceContext;

export interface Page {
  cursor?: string;
  limit: number;
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
    return { items: rows.slice(0, query.limit).map(toGroup), nextCursor: last ? encodeDistanceCursor({ nearness: last.nearness ?? 0, id: last.id }) : null };
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

/** Visitors (issue 18): a public group's page is open to them; a private one is not found, as to strangers' content. */
export async function getGroup(ctx: PublicContext, groupId: string): Promise<GroupDetail> {
  // No signed-in viewer: an id no user has, so the viewer's membership, follow and block are all absent.
  const viewerId = ctx.user?.id ?? '';
  const row = await repo.findDetail(ctx.db, viewerId, groupId);
  if (!row || (!ctx.user && row.isPrivate)) throw notFound(MESSAGES.group.notFound);
  const blocked = row.hasBlockRecord || row.membershipStatus === 'blocked';
  return {
    ...toGroup(row),
    isCreator: row.creatorId === viewerId,
    isFollowing: Boolean(row.isFollowing),
    isBlocked: blocked,
    canSeeContent: !blocked && (!row.isPrivate || row.membershipStatus === 'active'),
    noShowLimit: row.noShowLimit,
  };
}

/** The group's upcoming games (soonest first) or, with `scope: 'past'`, its past ones (latest first). */
export async function listEvents(ctx: GroupsContext, groupId: string, page: Page & { scope: 'upcoming' | 'past' }) {
  const access = await loadAccess(ctx.db, groupId, ctx.user.id);
  if (!isCreator(access)) assertCanSeeContent(access);
  const after = decodeTimeCursor(page.cursor);
  const rows = await groupEvents.listGroupEvents(ctx.db, groupId, {
    scope: page.scope,
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

/** An update: absent fields (undefined) keep their stored value; null clears an optional one. */
export interface GroupUpdateValues {
  name?: string;
  sportType?: string;
  description?: string | null;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  isPrivate?: boolean;
  noShowLimit?: number | null;
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

/**
 * Updates a group (creator only), field by field: what the request leaves out keeps its value. Coordinates belong to
 * the place text: clearing or changing the text without new coordinates clears them. A new image replaces the old
 * file; `removeImage` drops it.
 */
export async function updateGroup(ctx: GroupsContext, groupId: string, values: GroupUpdateValues, image?: Buffer) {
  const access = await loadAccess(ctx.db, groupId, ctx.user.id);
  assertCreator(access);
  const stored = access.group;
  const location = values.location === undefined ? stored.location : values.location;
  const placeChanged = values.location !== undefined && values.location !== stored.location;
  const keepPoint = !placeChanged && values.latitude === undefined && values.longitude === undefined;
  const newUrl = image ? await ctx.images.store(image, 'group') : null;
  const oldUrl = stored.imageUrl;
  const imageUrl = newUrl ?? (values.removeImage ? null : oldUrl);
  const turnsPrivate = values.isPrivate === true && !stored.isPrivate;
  try {
    await ctx.db.transaction(async (tx) => {
      // The group's row lock: membership changes (which decide who still sees its events) wait for the release.
      if (turnsPrivate) await loadAccess(tx, groupId, ctx.user.id, true);
      await repo.updateGroup(tx, groupId, {
        name: values.name ?? stored.name,
        sportType: values.sportType ?? stored.sportType,
        description: values.description === undefined ? stored.description : values.description,
        location,
        latitude: location === null ? null : keepPoint ? stored.latitude : (values.latitude ?? null),
        longitude: location === null ? null : keepPoint ? stored.longitude : (values.longitude ?? null),
        isPrivate: values.isPrivate ?? stored.isPrivate,
        noShowLimit: values.noShowLimit === undefined ? stored.noShowLimit : values.noShowLimit,
        imageUrl,
      });
      // Losing sight ends participation (rulings §12): events release outsiders' places (hooks.ts), in this transaction.
      if (turnsPrivate) await groupMadePrivate(tx, { groupId, actorId: ctx.user.id });
    });
  } catch (error) {
    await ctx.images.remove(newUrl);
    throw error;
  }
  if (oldUrl && oldUrl !== imageUrl) await ctx.images.remove(oldUrl);
  live.groupUpdated(ctx.db, groupId);
  // Its events' public answers kept in memory (this instance and the others) go before the answer: none outlives it.
  if (turnsPrivate) await ctx.onPublicDataHidden();
  return getGroup(ctx, groupId);
}

/** Deletes a group with its events, posts and memberships in one transaction (rulings §5; creator only). */
export async function deleteGroup(ctx: GroupsContext, groupId: string): Promise<{ ok: true; deletedEvents: number }> {
  const { deletedEvents, imageUrls } = await ctx.db.transaction(async (tx) => {
    const access = await loadAccess(tx, groupId, ctx.user.id, true);
    assertCreator(access);
    const upcoming = await repo.countUpcomingEvents(tx, groupId);
    const eventImages = await repo.listEventImageUrls(tx, groupId);
    await deleteGroupInTransaction(tx, groupId, ctx.user.id);
    return { deletedEvents: upcoming, imageUrls: [access.group.imageUrl, ...eventImages] };
  });
  for (const url of imageUrls) await ctx.images.remove(url);
  return { ok: true, deletedEvents };
}

/**
 * Deletes a group in the caller's transaction (its creator; support's account deletion): its people are told, the
 * events module deletes the group's events (`hooks.ts`), then the group's own rows go.
 */
export async function deleteGroupInTransaction(tx: Transaction, groupId: string, actorId: string): Promise<void> {
  await notify.groupDeleting(tx, { groupId, actorId });
  await groupDeleting(tx, groupId);
  await repo.deleteGroupCascade(tx, groupId);
}
