/** The group discussion (/api/groups/{id}/posts). */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { groupPosts, users, cursorKey, isoUtc, type DbOrTx } from '@kickoff/db';

export interface PostRow {
  id: string;
  content: string;
  createdAt: string;
  editedAt: string | null;
  hiddenReason: string | null;
  cursorAt: string;
  authorId: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  /** Set by the service when the viewer blocked the author (issue 34): content and picture are withheld. */
  blockedAuthor?: boolean;
}

const postColumns = () => ({
  id: groupPosts.id,
  content: groupPosts.content,
  createdAt: isoUtc(groupPosts.createdAt),
  editedAt: isoUtc(groupPosts.editedAt),
  hiddenReason: groupPosts.hiddenReason,
  cursorAt: cursorKey(groupPosts.createdAt),
  authorId: groupPosts.authorId,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.image,
});

/** The query of listPosts (exported so a test can EXPLAIN it). */
export function listPostsQuery(
  db: DbOrTx,
  groupId: string,
  options: { after?: { createdAt: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(groupPosts.groupId, groupId)];
  if (options.after) {
    where.push(sql`(${groupPosts.createdAt}, ${groupPosts.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id})`);
  }
  return db
    .select(postColumns())
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.authorId))
    .where(and(...where))
    .orderBy(desc(groupPosts.createdAt), desc(groupPosts.id))
    .limit(options.limit);
}

export async function listPosts(
  db: DbOrTx,
  groupId: string,
  options: { after?: { createdAt: string; id: string }; limit: number },
): Promise<PostRow[]> {
  return (await listPostsQuery(db, groupId, options)) as PostRow[];
}

async function findPostRow(db: DbOrTx, id: string): Promise<PostRow> {
  const rows = await db.select(postColumns()).from(groupPosts).innerJoin(users, eq(users.id, groupPosts.authorId)).where(eq(groupPosts.id, id));
  return rows[0] as PostRow;
}

export async function insertPost(db: DbOrTx, values: { groupId: string; authorId: string; content: string }): Promise<PostRow> {
  const inserted = await db.insert(groupPosts).values(values).returning({ id: groupPosts.id });
  return findPostRow(db, inserted[0]!.id);
}

/** A post of this group (by primary key), locked for the edit or delete that follows; null when there is none. */
export async function lockPostOfGroup(db: DbOrTx, groupId: string, postId: string): Promise<{ id: string; authorId: string } | null> {
  const rows = await db
    .select({ id: groupPosts.id, authorId: groupPosts.authorId })
    .from(groupPosts)
    .where(and(eq(groupPosts.id, postId), eq(groupPosts.groupId, groupId)))
    .for('update');
  return rows[0] ?? null;
}

export async function updatePostContent(db: DbOrTx, postId: string, content: string): Promise<PostRow> {
  await db.update(groupPosts).set({ content, editedAt: sql`now()` }).where(eq(groupPosts.id, postId));
  return findPostRow(db, postId);
}

export async function deletePost(db: DbOrTx, postId: string): Promise<void> {
  await db.delete(groupPosts).where(eq(groupPosts.id, postId));
}

/** A moderator hides a post with the reason its author reads (issue 34); null when there is no such post. */
export async function setPostHidden(db: DbOrTx, postId: string, reason: string): Promise<{ groupId: string; authorId: string } | null> {
  const [row] = await db
    .update(groupPosts)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason })
    .where(eq(groupPosts.id, postId))
    .returning({ groupId: groupPosts.groupId, authorId: groupPosts.authorId });
  return row ?? null;
}
