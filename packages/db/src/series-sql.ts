/**
 * A weekly series as one card (issue 26): of the occurrences a list would show, only the first of each series stays,
 * and it carries how many later ones it stands for. "First" is by (date_time, id) among the other occurrences that
 * pass the same filters, so which row stands for a series depends on the filters alone, never on the page: keyset
 * paging over the kept rows loses and repeats nothing. A cancelled occurrence is not folded (it shows as Cancelled on
 * its own card, and stands for nothing); both probes read `events_series_date_time_idx`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { events } from './schema/events';

/** The other occurrences of the listed row's series, under this alias in the probes. */
export const otherOccurrence = alias(events, 'occurrence');

/** The filters a list applies, written on one occurrence (the listed row or `otherOccurrence`). */
export type OccurrenceFilters = (t: typeof events | typeof otherOccurrence) => (SQL | undefined)[];

/** `(o.date_time, o.id) <op> (events.date_time, events.id)` among the same group's live occurrences of the series. */
function siblings(filters: OccurrenceFilters, op: '<' | '>'): SQL {
  const o = otherOccurrence;
  const conditions = filters(o).filter((c): c is SQL => c !== undefined);
  const extra = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`${o.recurringSeriesId} = ${events.recurringSeriesId} and ${o.groupId} = ${events.groupId}
    and ${o.cancelledAt} is null and (${o.dateTime}, ${o.id}) ${sql.raw(op)} (${events.dateTime}, ${events.id})${extra}`;
}

/** The listed row is the first shown occurrence of its series (or not of a series, or cancelled). */
export function firstOfSeries(filters: OccurrenceFilters): SQL {
  return sql`(${events.recurringSeriesId} is null or ${events.cancelledAt} is not null
    or not exists (select 1 from ${events} ${sql.identifier('occurrence')} where ${siblings(filters, '<')}))`;
}

/** How many later occurrences of the series the listed row stands for (0 when it is not of a series). */
export function laterOccurrences(filters: OccurrenceFilters): SQL<number> {
  return sql<number>`(case when ${events.recurringSeriesId} is null or ${events.cancelledAt} is not null then 0
    else (select count(*)::int from ${events} ${sql.identifier('occurrence')} where ${siblings(filters, '>')}) end)`;
}
