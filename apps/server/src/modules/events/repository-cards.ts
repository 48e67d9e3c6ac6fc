/**
 * Discover's cards written by PostgreSQL (issue 17): each row of the page comes back as one JSON text in the shape of
 * `eventCardSchema`, so the server neither parses ~50 columns per row, nor maps them, nor serializes the result again.
 * The page is the same query as the event views (repository.ts `eventListQuery`: joins, visibility, filters, order,
 * limit), built once per filter shape and run with values. `events-cards.test.ts` holds every field of every card to
 * what the event's own page (built by `toEventResponse`) says, on both databases.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { eventCoHosts, events, GENERIC_PLAN_PREFIX, groups, statementCache, users, type DbOrTx } from '@kickoff/db';
import { eventListQuery, mine, myPayment, paymentModeOf, type ListOptions } from './repository';
import { distanceKm, nearness } from '../places';

/** An instant as JavaScript's `toISOString()` writes it (milliseconds, UTC, `Z`). */
const isoInstant = (value: SQL) => sql`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One card as JSON text. `now` decides `hasStarted` (a value, or the placeholder of a statement built once); the
 * viewer's own fields come from the `mine` join and the co-host table.
 */
function cardJson(options: ListOptions, now: string | Placeholder): SQL<string> {
  const viewer = options.viewerId;
  const isOrganizer = viewer ? sql`(${events.organizerId} = ${viewer})` : sql`false`;
  const isCoHost = viewer
    ? sql`exists (select 1 from ${eventCoHosts} h where h.event_id = "events"."id" and h.user_id = ${viewer})`
    : sql`false`;
  const distance = options.near ? distanceKm(events, options.near.point) : sql`null::float8`;
  // The viewer's payment standing (issue 29) as the participants list says it (payments' participantPaymentStatus);
  // signed out there is no participation, and no payment join (repository.ts `myPayment`).
  const payment = viewer
    ? sql`, 'paymentStatus', case when ${events.price} <= 0 then null when ${myPayment.id} is null then 'unpaid'
        when ${myPayment.status} = 'pending' then 'pending' when ${myPayment.method} = 'online' then 'paid'
        when ${myPayment.method} = 'at_field' then 'paid_at_field' else 'waived' end,
      'holdExpiresAt', case when ${myPayment.status} = 'pending' then ${isoInstant(sql`${myPayment.holdExpiresAt}`)} end`
    : sql``;
  // Signed out the list joins no participation row (repository.ts `eventListQuery`).
  const participation = viewer
    ? sql`'isUserParticipant', ${mine.id} is not null,
    'userParticipation', case when ${mine.id} is null then null else json_build_object(
      'id', ${mine.id}, 'status', ${mine.status}, 'guestCount', ${mine.guestCount},
      'places', coalesce(${mine.places}, 1 + ${mine.guestCount})${payment}) end`
    : sql`'isUserParticipant', false, 'userParticipation', null`;
  // json_build_object takes at most 100 arguments: the card's 40 fields are 80.
  return sql<string>`json_build_object(
    'id', ${events.id}, 'title', ${events.title}, 'description', ${events.description}, 'imageUrl', ${events.imageUrl},
    'sportType', ${events.sportType}, 'eventType', ${events.eventType},
    'dateTime', ${isoInstant(sql`${events.dateTime}`)},
    'endDateTime', ${isoInstant(sql`${events.dateTime} + ${events.duration} * interval '1 minute'`)},
    'timeZone', ${events.timeZone}, 'duration', ${events.duration}, 'location', ${events.location},
    'latitude', ${events.latitude}, 'longitude', ${events.longitude}, 'distanceKm', ${distance},
    'capacity', ${events.capacity}, 'maxParticipants', ${events.capacity},
    'currentParticipants', ${events.placesTaken}, 'waitlistCount', ${events.waitlistCount},
    'isFull', ${events.placesTaken} >= ${events.capacity}, 'hasStarted', ${events.dateTime} <= ${now}::timestamptz,
    'cancelledAt', ${isoInstant(sql`${events.cancelledAt}`)}, 'cancelReason', ${events.cancelReason},
    'skillLevel', ${events.skillLevel}, 'price', ${events.price}::text, 'currency', ${events.currency},
    'allowWaitlist', ${events.allowWaitlist}, 'groupId', ${events.groupId},
    'group', json_build_object('id', ${groups.id}, 'name', ${groups.name}, 'isPrivate', ${groups.isPrivate}),
    'organizerId', ${events.organizerId},
    'organizer', json_build_object('id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'profileImageUrl', ${users.image}),
    'coHosts', coalesce((
      select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'profileImageUrl', u.image) order by c.created_at, u.id)
      from ${eventCoHosts} c join ${users} u on u.id = c.user_id where c.event_id = "events"."id"), '[]'::json),
    'isRecurring', ${events.isRecurring}, 'recurringType', ${events.recurringType}, 'recurringSeriesId', ${events.recurringSeriesId},
    'seriesMoreDates', ${options.laterOccurrences ?? sql`0`},
    ${participation},
    'paymentMode', ${paymentModeOf(options.payments)},
    'isUserOrganizer', ${isOrganizer}, 'isUserCoHost', ${isCoHost}
  )::text`;
}

/** One row of a card page: the card, and the keys the next page's cursor is made of. */
export interface CardRow {
  card: string;
  id: string;
  dateTime: Date;
  nearness: number | null;
}

/** The cards query of a list (exported so tests can EXPLAIN it). */
export function eventCardsQuery(db: DbOrTx, options: ListOptions, now: string | Placeholder) {
  return eventListQuery(db, options, {
    card: cardJson(options, now),
    id: events.id,
    dateTime: events.dateTime,
    nearness: options.near ? nearness(events, options.near.point) : sql<null>`null::float8`,
  });
}

type PreparedCards = ReturnType<ReturnType<typeof eventCardsQuery>['prepare']>;
const cardStatements = statementCache<PreparedCards>();

/**
 * A card page of a fixed shape, built once per database handle (a named prepared statement on PostgreSQL). `generic`:
 * PostgreSQL plans the shape once and keeps that plan (packages/db `GENERIC_PLAN_PREFIX`; issue 35, "plan once"), for
 * shapes whose best plan is the same for every value; a text search is not one (a rare word is found through its
 * index, a common one by reading the dates in order), so it is planned with its values each time.
 */
export async function runPreparedCards(
  db: DbOrTx,
  shape: string,
  build: () => ListOptions,
  values: Record<string, unknown>,
  plan: 'generic' | 'per-values',
): Promise<CardRow[]> {
  const prepared = cardStatements(db, shape, () => {
    const options = { ...build(), payments: sql.placeholder('payments') };
    const name = `${plan === 'generic' ? GENERIC_PLAN_PREFIX : ''}event_cards_${shape}`;
    return eventCardsQuery(db, options, sql.placeholder('now')).prepare(name);
  });
  return (await prepared.execute({ ...values, payments: values.payments ?? false })) as unknown as CardRow[];
}
