/**
 * A person's reliability (issue 14): attended and no-show marks on `event_participants` over 12 months, one grouped
 * query for a whole list (on `event_participants_user_idx` then each event's primary key). Shared: the events module
 * shows it to hosts, the groups module to a group's creator deciding on waiting members; neither imports the other.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { eventParticipants, events, type DbOrTx } from '@kickoff/db';
import type { Reliability } from '@kickoff/shared';

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
