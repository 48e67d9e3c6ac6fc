/** Event comments (one level of replies) and the personal calendar feed tokens. */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { calendarFeedTokens, eventComments, eventParticipants, events, users, type DbOrTx } from '@kickoff/db';

export interface CommentRow {
  id: string;
  eventId: string;
  content: string;
  createdAt: Date;
  authorId: string;
  parentCommentId: string | null;
  firstName: string;
  lastName: string;
  image: string | null;
}

const commentColumns = {
  id: eventComments.id,
  eventId: eventComments.eventId,
  content: eventComments.content,
  createdAt: eventComments.createdAt,
  authorId: eventComments.authorId,
  parentCommentId: eventComments.parentCommentId,
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

// ---- calendar feed ----
export async function findFeedToken(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ token: calendarFeedTokens.token }).from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
  return row?.token;
}

export async function saveFeedToken(db: DbOrTx, userId: string, token: string): Promise<void> {
  await db
    .insert(calendarFeedTokens)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeedTokens.userId, set: { token, createdAt: sql`now()` } });
}

export async function deleteFeedToken(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
}

export async function userOfFeedToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: calendarFeedTokens.userId }).from(calendarFeedTokens).where(eq(calendarFeedTokens.token, token));
  return row?.userId;
}

/** Events the user holds a place in, from 30 days ago on (at most 500), for the feed. */
export async function feedEvents(db: DbOrTx, userId: string) {
  return db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      location: events.location,
      dateTime: events.dateTime,
      duration: events.duration,
      timeZone: events.timeZone,
      updatedAt: events.updatedAt,
      organizerFirstName: users.firstName,
      organizerLastName: users.lastName,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .innerJoin(users, eq(users.id, events.organizerId))
    .where(
      and(
        eq(eventParticipants.userId, userId),
        eq(eventParticipants.status, 'registered'),
        gte(events.dateTime, sql`now() - interval '30 days'`),
      ),
    )
    .orderBy(asc(events.dateTime))
    .limit(500);
}
