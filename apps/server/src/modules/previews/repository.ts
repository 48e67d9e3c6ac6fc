/** What a link preview of a public page reads: one event or group, only when its group is public. */
import { and, eq } from 'drizzle-orm';
import { events, groups, type DbOrTx } from '@kickoff/db';

export async function findPublicEvent(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      title: events.title,
      description: events.description,
      sportType: events.sportType,
      dateTime: events.dateTime,
      timeZone: events.timeZone,
      location: events.location,
      imageUrl: events.imageUrl,
      cancelledAt: events.cancelledAt,
      groupName: groups.name,
    })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(eq(events.id, id), eq(groups.isPrivate, false)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPublicGroup(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      name: groups.name,
      description: groups.description,
      sportType: groups.sportType,
      location: groups.location,
      imageUrl: groups.imageUrl,
      memberCount: groups.memberCount,
    })
    .from(groups)
    .where(and(eq(groups.id, id), eq(groups.isPrivate, false)))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether an event or group of that id exists at all, public or not (a private one's page is the app's, not a 404). */
export async function pageTargetExists(db: DbOrTx, kind: 'events' | 'groups', id: string): Promise<boolean> {
  const table = kind === 'events' ? events : groups;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}
