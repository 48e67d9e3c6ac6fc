/**
 * Attendance (issue 14): the marks on `event_participants` and the reliability figures computed from them (one
 * grouped query for a whole participant list, on `event_participants_user_idx` then each event's primary key).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { eventParticipants, events, type DbOrTx } from '@kickoff/db';
import type { Attendance, Reliability } from '@kickoff/shared';

export async function setAttendance(db: DbOrTx, participantId: string, attendance: Attendance, checkedIn = false): Promise<void> {
  await db
    .update(eventParticipants)
    .set({ attendance, attendanceMarkedAt: new Date(), ...(checkedIn ? { checkedInAt: new Date() } : {}) })
    .where(eq(eventParticipants.id, participantId));
}

/** "All attended": every registered party of the event not marked yet; returns how many were marked. */
export async function markUnmarkedAttended(db: DbOrTx, eventId: string): Promise<number> {
  const rows = await db
    .update(eventParticipants)
    .set({ attendance: 'attended', attendanceMarkedAt: new Date() })
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, 'registered'), isNull(eventParticipants.attendance)))
    .returning({ id: eventParticipants.id });
  return rows.length;
}

/** Attended and no-show marks per user over the 12 months before `now`. */
export async function reliabilityOf(db: DbOrTx, userIds: string[], now = new Date()): Promise<Map<string, Reliability>> {
  const out = new Map<string, Reliability>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: eventParticipants.userId,
      attended: sql<number>`count(*) filter (where ${eventParticipants.attendance} = 'attended')::int`,
      noShows: sql<number>`count(*) filter (where ${eventParticipants.attendance} = 'no_show')::int`,
    })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(
      and(
        inArray(eventParticipants.userId, userIds),
        sql`${eventParticipants.attendance} is not null`,
        sql`${events.dateTime} > ${now.toISOString()}::timestamptz - interval '12 months'`,
        sql`${events.dateTime} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(eventParticipants.userId);
  for (const r of rows) out.set(r.userId, { attended: r.attended, noShows: r.noShows, rate: r.attended + r.noShows ? r.attended / (r.attended + r.noShows) : null });
  return out;
}

export const NO_RECORD: Reliability = { attended: 0, noShows: 0, rate: null };

/**
 * The user's no-show marks on events of the last `days` days, at any group (the group's no-show rule, issue 14): the
 * partial index `event_participants_no_show_idx` holds only no-show marks, then each event's primary key.
 */
export function noShowsQuery(db: DbOrTx, userId: string, days: number, now = new Date()) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(
      and(
        eq(eventParticipants.userId, userId),
        // A literal, not a parameter: the partial index's predicate must match in every plan.
        sql`${eventParticipants.attendance} = 'no_show'`,
        sql`${events.dateTime} > ${now.toISOString()}::timestamptz - make_interval(days => ${days}::int)`,
        sql`${events.dateTime} <= ${now.toISOString()}::timestamptz`,
      ),
    );
}

export async function noShowsSince(db: DbOrTx, userId: string, days: number, now = new Date()): Promise<number> {
  const [row] = await noShowsQuery(db, userId, days, now);
  return row?.n ?? 0;
}
