/** The group discussion (/api/groups/{id}/posts). */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { groupPosts, users, cursorKey, isoUtc, type DbOrTx } from '@kickoff/db';

export interface PostRow {
  id: string;
  content: string;
  createdAt: string;
  cursorAt: string;
  authorId: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

const postColumns = () => ({
  id: groupPosts.id,
  content: groupPosts.content,
  createdAt: isoUtc(groupPosts.createdAt),
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

export async function insertPost(db: DbOrTx, values: { groupId: string; authorId: string; content: string }): Promise<PostRow> {
  const inserted = await db.insert(groupPosts).values(values).returning({ id: groupPosts.id });
  const rows = await db
    .select(postColumns())
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.authorId))
    .where(eq(groupPosts.id, inserted[0]!.id));
  return rows[0] as PostRow;
}
