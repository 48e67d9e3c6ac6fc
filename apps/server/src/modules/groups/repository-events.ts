/** A group's upcoming events (/api/groups/{id}/events). */
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { events, cursorKey, isoUtc, type DbOrTx } from '@kickoff/db';

export interface GroupEventRow {
  id: string;
  title: string;
  sportType: string;
  dateTime: string;
  timeZone: string;
  cursorAt: string;
  location: string | null;
  imageUrl: string | null;
  capacity: number;
  currentParticipants: number;
}

/** Upcoming events of a group, soonest first, with places taken. */
export function listUpcomingEventsQuery(
  db: DbOrTx,
  groupId: string,
  options: { after?: { dateTime: string; id: string }; limit: number },
) {
  const where: SQL[] = [eq(events.groupId, groupId), gte(events.dateTime, sql`now()`)];
  if (options.after) {
    where.push(sql`(${events.dateTime}, ${events.id}) > (${options.after.dateTime}::timestamptz, ${options.after.id})`);
  }
  return db
    .select({
      id: events.id,
      title: events.title,
      sportType: events.sportType,
      dateTime: isoUtc(events.dateTime),
      timeZone: events.timeZone,
      cursorAt: cursorKey(events.dateTime),
      location: events.location,
      imageUrl: events.imageUrl,
      capacity: events.capacity,
      // The event's counter (kept by triggers on event_participants).
      currentParticipants: events.placesTaken,
    })
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.dateTime), asc(events.id))
    .limit(options.limit);
}

export async function listUpcomingEvents(
  db: DbOrTx,
  groupId: string,
  options: { after?: { dateTime: string; id: string }; limit: number },
): Promise<GroupEventRow[]> {
  return (await listUpcomingEventsQuery(db, groupId, options)) as GroupEventRow[];
}
