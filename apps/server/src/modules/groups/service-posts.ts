/** A group's discussion: reading and writing posts (active members; rulings §4). */
import type { GroupPost } from '@kickoff/shared';
import { decodeTimeCursor, pageFrom } from '../../lib/cursor';
import * as posts from './repository-posts';
import * as notify from '../notifications/triggers';
import { assertCanUseDiscussion } from './policy';
import { loadAccess } from './access';
import { toPost } from './mapper';
import type { GroupsContext, Page } from './service';

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
