/** Reads the counters a live message carries, after the commit (by primary key: one indexed query per kind). */
import { inArray } from 'drizzle-orm';
import { events, groups, type Database } from '@kickoff/db';
import type { LiveEnvelope } from './messages';

const idOf = (topic: string) => topic.slice(topic.indexOf(':') + 1);

/**
 * Fills in the numbers of `counts` (event) and `members` (group) messages that came without them; messages of rows
 * that are gone meanwhile are dropped (their `deleted` message says it).
 */
export async function withCounters(db: Database, messages: LiveEnvelope[]): Promise<LiveEnvelope[]> {
  const eventIds = new Set<string>();
  const groupIds = new Set<string>();
  for (const m of messages) {
    if (m.kind === 'counts' && m.placesTaken === undefined) eventIds.add(idOf(m.topic));
    if (m.kind === 'members' && m.memberCount === undefined) groupIds.add(idOf(m.topic));
  }
  if (eventIds.size === 0 && groupIds.size === 0) return messages;
  const [eventRows, groupRows] = await Promise.all([
    eventIds.size
      ? db
          .select({ id: events.id, placesTaken: events.placesTaken, waitlistCount: events.waitlistCount, capacity: events.capacity })
          .from(events)
          .where(inArray(events.id, [...eventIds]))
      : [],
    groupIds.size ? db.select({ id: groups.id, memberCount: groups.memberCount }).from(groups).where(inArray(groups.id, [...groupIds])) : [],
  ]);
  const eventCounters = new Map(eventRows.map((r) => [r.id, r]));
  const memberCounts = new Map(groupRows.map((r) => [r.id, r.memberCount]));
  const out: LiveEnvelope[] = [];
  const seen = new Set<string>();
  for (const m of messages) {
    if (m.kind === 'counts' && m.placesTaken === undefined) {
      const row = eventCounters.get(idOf(m.topic));
      // One counters message per event and flush: they would all carry the same numbers.
      if (!row || seen.has(m.topic + ':counts')) continue;
      seen.add(m.topic + ':counts');
      out.push({ topic: m.topic, kind: 'counts', placesTaken: row.placesTaken, waitlistCount: row.waitlistCount, capacity: row.capacity });
    } else if (m.kind === 'members' && m.memberCount === undefined) {
      const count = memberCounts.get(idOf(m.topic));
      if (count === undefined || seen.has(m.topic + ':members')) continue;
      seen.add(m.topic + ':members');
      out.push({ topic: m.topic, kind: 'members', memberCount: count });
    } else {
      out.push(m);
    }
  }
  return out;
}
