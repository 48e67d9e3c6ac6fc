/** Event comments (one level of replies). */
import { asc, eq, sql } from 'drizzle-orm';
import { eventComments, users, type DbOrTx } from '@kickoff/db';

export interface CommentRow {
  id: string;
  eventId: string;
  content: string;
  createdAt: Date;
  authorId: string;
  parentCommentId: string | null;
  hiddenReason: string | null;
  firstName: string;
  lastName: string;
  image: string | null;
  /** Set by the service when the viewer blocked the author (issue 34): content and image are withheld. */
  blockedAuthor?: boolean;
}

const commentColumns = {
  id: eventComments.id,
  eventId: eventComments.eventId,
  content: eventComments.content,
  createdAt: eventComments.createdAt,
  authorId: eventComments.authorId,
  parentCommentId: eventComments.parentCommentId,
  hiddenReason: eventComments.hiddenReason,
  firstName: users.firstName,
  lastName: users.lastName,
  image: users.image,
};

export async function listComments(db: DbOrTx, eventId: string): Promise<CommentRow[]> {
  return db
    .select(commentColumns)
    .from(eventComments)
    .innerJoin(users, eq(users.id, eventComments.authorId))
    .where(eq(eventComments.eventId, eventId))
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id));
}

export async function findComment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(eventComments).where(eq(eventComments.id, id));
  return row;
}

export async function insertComment(
  db: DbOrTx,
  values: { eventId: string; authorId: string; content: string; parentCommentId: string | null },
): Promise<CommentRow> {
  const [inserted] = await db.insert(eventComments).values(values).returning({ id: eventComments.id });
  const [row] = await db
    .select(commentColumns)
    .from(eventComments)
    .innerJoin(users, eq(users.id, eventComments.authorId))
    .where(eq(eventComments.id, inserted.id));
  return row;
}

/** Deletes a comment; its replies go with it (foreign key cascade). */
export async function deleteComment(db: DbOrTx, id: string): Promise<void> {
  await db.delete(eventComments).where(eq(eventComments.id, id));
}

/** A moderator hides a comment with the reason its author reads (issue 34); null when there is no such comment. */
export async function setCommentHidden(db: DbOrTx, id: string, reason: string): Promise<{ eventId: string; authorId: string } | null> {
  const [row] = await db
    .update(eventComments)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason })
    .where(eq(eventComments.id, id))
    .returning({ eventId: eventComments.eventId, authorId: eventComments.authorId });
  return row ?? null;
}
