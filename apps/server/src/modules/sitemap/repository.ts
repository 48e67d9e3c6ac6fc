/** What the sitemap lists: public groups' upcoming live events and public groups, each bounded (issue 26). */
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { events, groups, isoUtc, type DbOrTx } from '@kickoff/db';

export interface SitemapRow {
  id: string;
  updatedAt: string;
}

/** Upcoming events of public groups, not cancelled, soonest first (events_date_time_idx). */
export async function publicUpcomingEvents(db: DbOrTx, now: Date, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: events.id, updatedAt: isoUtc(events.updatedAt) })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(gte(events.dateTime, now), isNull(events.cancelledAt), eq(groups.isPrivate, false)))
    .orderBy(asc(events.dateTime), asc(events.id))
    .limit(limit);
}

/** Public groups, the most members first. */
export async function publicGroups(db: DbOrTx, limit: number): Promise<SitemapRow[]> {
  return db
    .select({ id: groups.id, updatedAt: isoUtc(groups.updatedAt) })
    .from(groups)
    .where(eq(groups.isPrivate, false))
    .orderBy(desc(groups.memberCount), asc(groups.id))
    .limit(limit);
}
