/** A group's upcoming or past events (/api/groups/{id}/events). */
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { events, cursorKey, firstOfSeries, isoUtc, laterOccurrences, type DbOrTx, type OccurrenceFilters } from '@kickoff/db';

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
  seriesMoreDates: number;
  recurringType: 'weekly' | 'monthly' | null;
}

/** Upcoming games show a series once (issue 26): its first coming occurrence. */
const upcoming: OccurrenceFilters = (t) => [gte(t.dateTime, sql`now()`)];

/** A group's events with places taken: upcoming soonest first, or past latest first (both on events_group_date_time_idx). */
export function listGroupEventsQuery(
  db: DbOrTx,
  groupId: string,
  options: { scope: 'upcoming' | 'past'; after?: { dateTime: string; id: string }; limit: number },
) {
  const past = options.scope === 'past';
  const where: SQL[] = [eq(events.groupId, groupId), past ? lt(events.dateTime, sql`now()`) : gte(events.dateTime, sql`now()`)];
  if (!past) where.push(firstOfSeries(upcoming));
  if (options.after) {
    const key = sql`(${options.after.dateTime}::timestamptz, ${options.after.id})`;
    where.push(past ? sql`(${events.dateTime}, ${events.id}) < ${key}` : sql`(${events.dateTime}, ${events.id}) > ${key}`);
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
      seriesMoreDates: past ? sql<number>`0` : laterOccurrences(upcoming),
      recurringType: events.recurringType,
    })
    .from(events)
    .where(and(...where))
    .orderBy(...(past ? [desc(events.dateTime), desc(events.id)] : [asc(events.dateTime), asc(events.id)]))
    .limit(options.limit);
}

export async function listGroupEvents(
  db: DbOrTx,
  groupId: string,
  options: { scope: 'upcoming' | 'past'; after?: { dateTime: string; id: string }; limit: number },
): Promise<GroupEventRow[]> {
  return (await listGroupEventsQuery(db, groupId, options)) as GroupEventRow[];
}
