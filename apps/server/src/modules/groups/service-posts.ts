/** A group's discussion: reading and writing posts (active members; rulings §5); the author edits, the author or the creator deletes. */
import type { GroupPost } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { decodeTimeCursor, pageFrom } from '../../lib/cursor';
import * as posts from './repository-posts';
import { notify } from '../notifications';
import { blockRelations } from '../blocks';
import * as live from '../../lib/live/publish';
import { MESSAGES } from '@kickoff/shared';
import { notFound } from '../../lib/errors';
import { assertCanDeletePost, assertCanEditPost, assertCanUseDiscussion } from './policy';
import { loadAccess } from './access';
import { toPost } from './mapper';
import type { GroupsContext, Page } from './service';

export async function listPosts(ctx: GroupsContext, groupId: string, page: Page) {
  assertCanUseDiscussion(await loadAccess(ctx.db, groupId, ctx.user.id));
  const after = decodeTimeCursor(page.cursor);
  const rows = await posts.listPosts(ctx.db, groupId, { after: after && { createdAt: after.at, id: after.id }, limit: page.limit + 1 });
  const result = pageFrom(rows, page.limit, (r) => [r.cursorAt, r.id]);
  // Blocks (issue 34): a blocker's posts are not sent to the person they blocked (the page may then be shorter; its
  // cursor still follows the last row read); the posts of someone the viewer blocked come collapsed, without content.
  const { blockedByViewer, blockingViewer } = await blockRelations(ctx.db, ctx.user.id, result.items.map((r) => r.authorId));
  const items = result.items
    .filter((r) => !blockingViewer.has(r.authorId))
    .map((r) => (blockedByViewer.has(r.authorId) ? { ...r, content: '', profileImageUrl: null, blockedAuthor: true } : r));
  return { items: items.map((r) => toPost(r, ctx.user.id)), nextCursor: result.nextCursor };
}

export async function createPost(ctx: GroupsContext, groupId: string, content: string): Promise<GroupPost> {
  assertCanUseDiscussion(await loadAccess(ctx.db, groupId, ctx.user.id));
  // Spam brakes on new accounts (issue 34): links after a first join, posts per hour.
  await ctx.spam.check(ctx.db, ctx.user.id, 'post', content);
  // The post and its group_message notification commit together.
  const post = await ctx.db.transaction(async (tx) => {
    const row = await posts.insertPost(tx, { groupId, authorId: ctx.user.id, content });
    await notify.groupPost(tx, { groupId, postId: row.id, actorId: ctx.user.id });
    return row;
  });
  return toPost(post, ctx.user.id);
}

/** The author changes a post's text; the post says it was edited. No new notification (the post is not new). */
export async function updatePost(ctx: GroupsContext, groupId: string, postId: string, content: string): Promise<GroupPost> {
  return ctx.db.transaction(async (tx) => {
    const access = await loadAccess(tx, groupId, ctx.user.id);
    assertCanUseDiscussion(access);
    const post = await posts.lockPostOfGroup(tx, groupId, postId);
    if (!post) throw notFound(MESSAGES.post.notFound);
    assertCanEditPost(access, post);
    live.postChanged(tx, groupId, postId, 'edited');
    return toPost(await posts.updatePostContent(tx, postId, content), ctx.user.id);
  });
}

/** The author or the group's creator deletes a post. */
export async function deletePost(ctx: GroupsContext, groupId: string, postId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const access = await loadAccess(tx, groupId, ctx.user.id);
    const post = await posts.lockPostOfGroup(tx, groupId, postId);
    // Outsiders of a private group learn nothing about its posts: the discussion's own answer comes first.
    if (!post) {
      assertCanUseDiscussion(access);
      throw notFound(MESSAGES.post.notFound);
    }
    assertCanDeletePost(access, post);
    await posts.deletePost(tx, postId);
    live.postChanged(tx, groupId, postId, 'deleted');
  });
}

/**
 * A moderator hides a post (issue 34), in the moderation module's transaction: others see a placeholder, its author the
 * reason; screens on the group refresh. Null when the post is gone.
 */
export async function hidePostByModerator(tx: DbOrTx, postId: string, reason: string): Promise<{ groupId: string; authorId: string } | null> {
  const hidden = await posts.setPostHidden(tx, postId, reason);
  if (hidden) live.postChanged(tx, hidden.groupId, postId, 'edited');
  return hidden;
}
