/**
 * Event reads: one query per list (event + group + organizer + place counts + the viewer's participation), plus
 * one `in (...)` batch for the co-hosts of the whole page.
 */
import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { eventCoHosts, eventParticipants, events, groupMembers, groups, users, type DbOrTx } from '@kickoff/db';

export const { searchVector: _searchVector, ...eventColumns } = getTableColumns(events);
export type EventRow = Omit<typeof events.$inferSelect, 'searchVector'>;

/**
 * Sum of places of registered parties (hosts included). Correlated columns are written out because drizzle leaves
 * columns unqualified in single-table queries, where they would bind to the subquery's own table.
 */
export const registeredPlacesSql = sql<number>`coalesce((select sum(p.places) from ${eventParticipants} p where p.event_id = "events"."id" and p.status = 'registered'), 0)::int`;
const waitlistCountSql = sql<number>`(select count(*) from ${eventParticipants} p where p.event_id = "events"."id" and p.status = 'waitlisted')::int`;

/** Events of private groups only for their active members (and the organizer). */
export function visibleTo(viewerId: string | null): SQL {
  if (!viewerId) return eq(groups.isPrivate, false);
  return or(
    eq(groups.isPrivate, false),
    eq(events.organizerId, viewerId),
    sql`exists (select 1 from ${groupMembers} m where m.group_id = "groups"."id" and m.user_id = ${viewerId} and m.status = 'active')`,
  )!;
}

export interface EventViewRow {
  event: EventRow;
  group: { id: string; name: string; description: string | null; sportType: string; memberCount: number; isPrivate: boolean };
  organizer: { id: string; firstName: string; lastName: string; email: string; image: string | null };
  currentParticipants: number;
  waitlistCount: number;
  mine: { id: string; status: 'registered' | 'waitlisted'; guestCount: number; places: number | null } | null;
}

export interface EventView extends EventViewRow {
  coHosts: { id: string; firstName: string; lastName: string; image: string | null }[];
}

export interface ListOptions {
  viewerId: string | null;
  where: (SQL | undefined)[];
  orderBy: SQL[];
  limit: number;
  /** Only events the viewer takes part in (any status). */
  participatingOnly?: boolean;
}

/** The one query behind every event list (exported so tests can EXPLAIN it). */
export function eventViewsQuery(db: DbOrTx, options: ListOptions) {
  const mine = alias(eventParticipants, 'mine');
  const viewer = options.viewerId ?? '';
  const query = db
    .select({
      event: eventColumns,
      group: {
        id: groups.id,
        name: groups.name,
        description: groups.description,
        sportType: groups.sportType,
        memberCount: groups.memberCount,
        isPrivate: groups.isPrivate,
      },
      organizer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image },
      currentParticipants: registeredPlacesSql,
      waitlistCount: waitlistCountSql,
      mine: { id: mine.id, status: mine.status, guestCount: mine.guestCount, places: mine.places },
    })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .innerJoin(users, eq(users.id, events.organizerId));
  const joined = options.participatingOnly
    ? query.innerJoin(mine, and(eq(mine.eventId, events.id), eq(mine.userId, viewer)))
    : query.leftJoin(mine, and(eq(mine.eventId, events.id), eq(mine.userId, viewer)));
  return joined
    .where(and(visibleTo(options.viewerId), ...options.where))
    .orderBy(...options.orderBy)
    .limit(options.limit);
}

export async function listEventViews(db: DbOrTx, options: ListOptions): Promise<EventView[]> {
  const rows = (await eventViewsQuery(db, options)) as EventViewRow[];
  return attachCoHosts(db, rows);
}

export async function attachCoHosts(db: DbOrTx, rows: EventViewRow[]): Promise<EventView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.event.id);
  const hosts = await db
    .select({ eventId: eventCoHosts.eventId, id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image })
    .from(eventCoHosts)
    .innerJoin(users, eq(users.id, eventCoHosts.userId))
    .where(inArray(eventCoHosts.eventId, ids))
    .orderBy(asc(eventCoHosts.createdAt), asc(users.id));
  const byEvent = new Map<string, EventView['coHosts']>();
  for (const { eventId, ...host } of hosts) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), host]);
  return rows.map((r) => ({ ...r, coHosts: byEvent.get(r.event.id) ?? [] }));
}

export async function findEventView(db: DbOrTx, id: string, viewerId: string | null): Promise<EventView | undefined> {
  const [view] = await listEventViews(db, { viewerId, where: [eq(events.id, id)], orderBy: [], limit: 1 });
  return view;
}

// ---- cursors: (dateTime, id) ----
export function encodeCursor(row: { dateTime: Date; id: string }): string {
  return Buffer.from(`${row.dateTime.toISOString()}|${row.id}`).toString('base64url');
}
export function decodeCursor(cursor: string | undefined): { dateTime: string; id: string } | null {
  if (!cursor) return null;
  const [dateTime, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!dateTime || !id || Number.isNaN(Date.parse(dateTime))) return null;
  return { dateTime: new Date(dateTime).toISOString(), id };
}
export const afterCursor = (c: { dateTime: string; id: string }) =>
  sql`(${events.dateTime}, ${events.id}) > (${c.dateTime}::timestamptz, ${c.id})`;
export const beforeCursor = (c: { dateTime: string; id: string }) =>
  sql`(${events.dateTime}, ${events.id}) < (${c.dateTime}::timestamptz, ${c.id})`;
export const soonestFirst = [asc(events.dateTime), asc(events.id)];
export const latestFirst = [desc(events.dateTime), desc(events.id)];

/** Words of a free-text query as a prefix tsquery ("pick soc" -> pick:* & soc:*), or null when none. */
export function textSearch(q: string | undefined): SQL | undefined {
  const words = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
  if (!words?.length) return undefined;
  return sql`${events.searchVector} @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
}
