/**
 * Event reads: one query per list or event (event + group + organizer + co-hosts + the viewer's participation; place
 * and waitlist counts are columns of the event).
 */
import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { decodeTimeCursor, encodeCursor as encodeKey } from '../../lib/cursor';
import { eventCoHosts, eventParticipants, events, groupMembers, groupPayoutAccounts, groups, payments, statementCache, users, type DbOrTx } from '@kickoff/db';
import { STRIPE_CURRENCIES, type EventPaymentMode } from '@kickoff/shared';
import type { Near } from '../places';

// Lists and the event read neither the search vector, nor the teams (read on their own, repository-teams.ts), nor the
// grid cell (an index key of near me).
export const { searchVector: _searchVector, teams: _teams, cell: _cell, ...eventColumns } = getTableColumns(events);
export type EventRow = Omit<typeof events.$inferSelect, 'searchVector' | 'teams' | 'cell'>;

/** A value known when the query runs: a string, or a placeholder of a query built once (see `preparedViews`). */
export type Viewer = string | Placeholder;

/** Events of private groups only for their active members (and the organizer). */
export function visibleTo(viewerId: Viewer | null): SQL {
  // `false` written into the statement, not sent as a value: the planner then prices a prepared list's generic plan
  // with the real share of public groups (issue 35: plan once).
  if (!viewerId) return sql`${groups.isPrivate} = false`;
  return or(
    sql`${groups.isPrivate} = false`,
    eq(events.organizerId, viewerId),
    sql`exists (select 1 from ${groupMembers} m where m.group_id = "groups"."id" and m.user_id = ${viewerId} and m.status = 'active')`,
  )!;
}

export interface EventView {
  event: EventRow;
  group: { id: string; name: string; description: string | null; sportType: string; memberCount: number; isPrivate: boolean };
  organizer: { id: string; firstName: string; lastName: string; email: string; image: string | null };
  currentParticipants: number;
  waitlistCount: number;
  mine: { id: string; status: 'registered' | 'waitlisted'; guestCount: number; places: number | null } | null;
  /** How the event is paid (issue 29): `paymentModeOf`. */
  paymentMode: EventPaymentMode;
  /** The viewer's live (pending or paid) payment for the event; always null signed out (the join is not made). */
  myPayment: { status: 'pending' | 'paid'; method: 'online' | 'at_field' | 'waived'; holdExpiresAt: Date | null } | null;
  coHosts: { id: string; firstName: string; lastName: string; image: string | null }[];
}

export interface ListOptions {
  viewerId: Viewer | null;
  where: (SQL | undefined)[];
  orderBy: SQL[];
  limit: number | Placeholder | SQL;
  /** Only events the viewer takes part in (any status). */
  participatingOnly?: boolean;
  /** Selects each event's distance from this point (the radius filter itself is one of `where`). */
  near?: Near;
  /** Discover's cards: how many later occurrences of its series a card stands for (issue 26); 0 when absent. */
  laterOccurrences?: SQL<number>;
  /** Online payments are on in this server (Stripe configured; issue 29): a value or a placeholder. False when absent. */
  payments?: boolean | Placeholder;
}

/** The viewer's own participation row of each listed event (an alias of event_participants). */
export const mine = alias(eventParticipants, 'mine');

/**
 * The viewer's live payment of each listed event (issue 29): at most one per person and event (the partial unique
 * index `payments_event_user_live_uq`, which the join probes). Joined for a signed-in viewer only: signed-out lists
 * (Discover's micro-cached page) read no viewer data.
 */
export const myPayment = alias(payments, 'my_payment');

const STRIPE_CURRENCY_ARRAY = sql.raw(`'{${STRIPE_CURRENCIES.join(',')}}'::text[]`);

/**
 * How the event is paid (issue 29; payments' `modeOf` in SQL): free at price 0; online when payments are on, the
 * currency is one Stripe takes and the group's payout account is ready (a primary-key probe, made for paid events
 * only); at the field otherwise. Not viewer data: the same for everyone, so signed-out pages may carry it.
 */
export function paymentModeOf(on: boolean | Placeholder | undefined): SQL<EventPaymentMode> {
  return sql<EventPaymentMode>`case when ${events.price} <= 0 then 'free'
    when ${on ?? false}::boolean and ${events.currency} = any(${STRIPE_CURRENCY_ARRAY})
      and exists (select 1 from ${groupPayoutAccounts} pa where pa.group_id = ${events.groupId} and pa.status = 'ready') then 'online'
    else 'at_field' end`;
}

/**
 * The from/join/where/order/limit every event list shares, selecting `fields`: the event views below, or the cards
 * PostgreSQL writes as JSON (repository-cards.ts).
 */
export function eventListQuery(db: DbOrTx, options: ListOptions, fields: SelectedFields) {
  // The rows are typed by the callers (EventView, CardRow): drizzle cannot type joins over a generic selection.
  const viewer = options.viewerId ?? '';
  const query = db.select(fields).from(events).innerJoin(groups, eq(groups.id, events.groupId)).innerJoin(users, eq(users.id, events.organizerId));
  // Signed out there is no participation: no join of the viewer's row (the selections read `null` for it).
  const joined = options.participatingOnly
    ? query.innerJoin(mine, and(eq(mine.eventId, events.id), eq(mine.userId, viewer)))
    : options.viewerId
      ? query.leftJoin(mine, and(eq(mine.eventId, events.id), eq(mine.userId, viewer)))
      : query;
  const paid = options.viewerId
    ? (joined.leftJoin(
        myPayment,
        and(eq(myPayment.eventId, events.id), eq(myPayment.userId, viewer), sql`${myPayment.status} in ('pending', 'paid')`),
      ) as unknown as typeof joined)
    : joined;
  return paid
    .where(and(visibleTo(options.viewerId), ...options.where))
    .orderBy(...options.orderBy)
    // A page size written into the statement is SQL (repository-lists.ts `plannedLimit`); drizzle writes it as it is.
    .limit(options.limit as number | Placeholder);
}

/** The one query behind every event view (exported so tests can EXPLAIN it). */
export function eventViewsQuery(db: DbOrTx, options: ListOptions) {
  return eventListQuery(db, options, {
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
    // Counters on the event row, kept by triggers on event_participants (migration 0005).
    currentParticipants: events.placesTaken,
    waitlistCount: events.waitlistCount,
    mine: options.viewerId ? { id: mine.id, status: mine.status, guestCount: mine.guestCount, places: mine.places } : sql<null>`null`,
    paymentMode: paymentModeOf(options.payments),
    myPayment: options.viewerId
      ? { status: myPayment.status, method: myPayment.method, holdExpiresAt: myPayment.holdExpiresAt }
      : sql<null>`null`,
    // Co-hosts in the same query (one index probe per row of the page), saving every list a round trip.
    coHosts: sql<EventView['coHosts']>`coalesce((
      select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'image', u.image) order by c.created_at, u.id)
      from ${eventCoHosts} c join ${users} u on u.id = c.user_id where c.event_id = "events"."id"), '[]'::json)`,
  });
}

export async function listEventViews(db: DbOrTx, options: ListOptions): Promise<EventView[]> {
  return (await eventViewsQuery(db, options)) as unknown as EventView[];
}

type PreparedViews = ReturnType<ReturnType<typeof eventViewsQuery>['prepare']>;
const viewStatements = statementCache<PreparedViews>();

/**
 * An event-view query of a fixed shape, built once per database handle and then run with placeholder values. Drizzle
 * builds this 50-column join in about 0.5 ms of CPU, more than PostgreSQL needs to run it, so the hot reads (one
 * event, featured, the dashboard) reuse the built statement; it is also a named prepared statement on PostgreSQL.
 */
export async function runPreparedViews(
  db: DbOrTx,
  shape: string,
  build: () => ListOptions,
  values: Record<string, unknown>,
): Promise<EventView[]> {
  const prepared = viewStatements(db, shape, () =>
    eventViewsQuery(db, { ...build(), payments: sql.placeholder('payments') }).prepare(`event_views_${shape}`),
  );
  return (await prepared.execute({ ...values, payments: values.payments ?? false })) as unknown as EventView[];
}

/** `payments`: online payments are on (the app's Stripe), for the event's `paymentMode`. */
export async function findEventView(db: DbOrTx, id: string, viewerId: string | null, payments = false): Promise<EventView | undefined> {
  const [view] = await runPreparedViews(
    db,
    viewerId ? 'one_signed_in' : 'one_signed_out',
    () => ({ viewerId: viewerId ? sql.placeholder('viewer') : null, where: [eq(events.id, sql.placeholder('id'))], orderBy: [], limit: 1 }),
    { id, viewer: viewerId, payments },
  );
  return view;
}

/** Of `ids`, the events `viewerId` may read (as `findEventView` would find them): one query for the live list topics. */
export async function findVisibleEventIds(db: DbOrTx, ids: string[], viewerId: string | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(groups, eq(groups.id, events.groupId))
    .where(and(inArray(events.id, ids), visibleTo(viewerId)));
  return rows.map((r) => r.id);
}

// ---- cursors: (dateTime, id), in the one codec of lib/cursor.ts (a cursor that does not decode is a 400) ----
export function encodeCursor(row: { dateTime: Date; id: string }): string {
  return encodeKey([row.dateTime.toISOString(), row.id]);
}
export function decodeCursor(cursor: string | undefined): { dateTime: string; id: string } | null {
  const key = decodeTimeCursor(cursor);
  return key ? { dateTime: new Date(key.at).toISOString(), id: key.id } : null;
}
export const afterCursor = (c: { dateTime: string; id: string }) =>
  sql`(${events.dateTime}, ${events.id}) > (${c.dateTime}::timestamptz, ${c.id})`;
export const beforeCursor = (c: { dateTime: string; id: string }) =>
  sql`(${events.dateTime}, ${events.id}) < (${c.dateTime}::timestamptz, ${c.id})`;
export const soonestFirst = [asc(events.dateTime), asc(events.id)];
export const latestFirst = [desc(events.dateTime), desc(events.id)];

/** Words of a free-text query as a prefix tsquery text ("pick soc" -> "pick:* & soc:*"), or null when none. */
export function textQuery(q: string | undefined): string | null {
  const words = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}
