/**
 * Attendance (issue 14): the marks on `event_participants` (the reliability figures computed from them are
 * `lib/attendance/reliability-repository.ts`, read by groups too).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { eventParticipants, events, type DbOrTx } from '@kickoff/db';
import type { Attendance } from '@kickoff/shared';

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
