/** Every event list query is served by an index on PostgreSQL with 200,000 events (EXPLAIN, no sequential scans). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventListQuerySchema, userEventsQuerySchema } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { planOf } from './helpers/explain';
import { testDbKind } from './helpers/database';
import { person, type Person } from './helpers/events';
import { eventViewsQuery, encodeCursor } from '../src/modules/events/repository';
import { discoverOptions, userEventsOptions } from '../src/modules/events/repository-lists';
import { eventCardsQuery } from '../src/modules/events/repository-cards';

const onPostgres = testDbKind() === 'postgres';
let t: TestApp;
let organizer: Person;
let viewer: Person;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
  viewer = await person(t.app, 'Vic');
  const db = t.app.db;
  await db.execute(sql`
    insert into groups (id, name, sport_type, creator_id, is_private)
    select 'g' || i, 'Group ' || i, (array['soccer','tennis','yoga','running','cycling'])[1 + i % 5], ${organizer.id}, i % 10 = 0
    from generate_series(1, 500) i`);
  await db.execute(sql`
    insert into group_members (id, group_id, user_id, status)
    select 'm' || i, 'g' || i, ${viewer.id}, 'active' from generate_series(1, 500, 7) i`);
  // Other people's memberships, so the private-group check meets a realistic table.
  await db.execute(sql`
    insert into users (id, email, first_name) select 'u' || i, 'u' || i || '@example.com', 'U' from generate_series(1, 5000) i`);
  await db.execute(sql`
    insert into group_members (id, group_id, user_id, status)
    select 'x' || u || '-' || k, 'g' || (1 + (u * 31 + k * 17) % 500), 'u' || u, 'active'
    from generate_series(1, 5000) u, generate_series(1, 20) k
    on conflict do nothing`);
  await db.execute(sql`
    insert into events (id, title, sport_type, date_time, location, group_id, organizer_id, skill_level, capacity, is_recurring, recurring_series_id)
    select 'e' || i, 'Event ' || i, (array['soccer','tennis','yoga','running','cycling','basketball','golf','rowing'])[1 + i % 8],
      now() + ((i - 100000) * interval '7 minutes'), 'Field ' || (i % 300), 'g' || (1 + i % 500),
      case when i % 50 = 0 then ${viewer.id} else ${organizer.id} end,
      (array['beginner','intermediate','advanced','any'])[1 + i % 4], 20,
      -- Every fourth event in one of 2,000 series (one group each), for Discover's series probes (issue 26).
      i % 4 = 0, case when i % 4 = 0 then 's' || (i % 2000) end
    from generate_series(1, 200000) i`);
  await db.execute(sql`
    insert into event_participants (id, event_id, user_id, status, guest_count)
    select 'p' || i, 'e' || i, ${organizer.id}, 'registered', 0 from generate_series(1, 200000) i`);
  await db.execute(sql`
    insert into event_participants (id, event_id, user_id, status, guest_count)
    select 'v' || i, 'e' || i, ${viewer.id}, 'registered', i % 3 from generate_series(3, 200000, 97) i`);
  await db.execute(sql`analyze`);
}, 300_000);

afterAll(async () => {
  await t?.close();
});


const plan = (query: { toSQL(): { sql: string; params: unknown[] } }) => planOf(t.database.handle.pool!, query);

describe.skipIf(!onPostgres)('event list indexes (200,000 events)', () => {
  const now = new Date();
  const discover = (q: Record<string, string>) => discoverOptions(eventListQuerySchema.parse(q), viewer.id, now);
  const cases: [string, () => Parameters<typeof eventViewsQuery>[1]][] = [
    ['Discover', () => discover({})],
    ['Discover anonymous', () => discoverOptions(eventListQuerySchema.parse({}), null, now)],
    ['by sport', () => discover({ sport: 'yoga' })],
    ['by skill level', () => discover({ skillLevel: 'advanced' })],
    ['by group', () => discover({ groupId: 'g42' })],
    ['free text', () => discover({ q: 'field 17' })],
    ['date range', () => discover({ from: new Date(now.getTime() + 86400_000).toISOString(), to: new Date(now.getTime() + 3 * 86400_000).toISOString() })],
    ['next page', () => discover({ cursor: encodeCursor({ dateTime: new Date(now.getTime() + 86400_000), id: 'e100500' }) })],
    ['featured', () => discover({ featured: 'true', limit: '6' })],
    ['created, all', () => userEventsOptions('created', userEventsQuerySchema.parse({}), viewer.id, now)],
    ['created, upcoming', () => userEventsOptions('created', userEventsQuerySchema.parse({ scope: 'upcoming' }), viewer.id, now)],
    ['joined, all', () => userEventsOptions('joined', userEventsQuerySchema.parse({}), viewer.id, now)],
    ['joined, upcoming', () => userEventsOptions('joined', userEventsQuerySchema.parse({ scope: 'upcoming' }), viewer.id, now)],
    ['created, past', () => userEventsOptions('created', userEventsQuerySchema.parse({ scope: 'past' }), viewer.id, now)],
    ['joined, past', () => userEventsOptions('joined', userEventsQuerySchema.parse({ scope: 'past' }), viewer.id, now)],
    ['created, upcoming, next page', () => userEventsOptions('created', userEventsQuerySchema.parse({ scope: 'upcoming', cursor: encodeCursor({ dateTime: new Date(now.getTime() + 86400_000), id: 'e100500' }) }), viewer.id, now)],
    ['joined, past, next page', () => userEventsOptions('joined', userEventsQuerySchema.parse({ scope: 'past', cursor: encodeCursor({ dateTime: new Date(now.getTime() - 86400_000), id: 'e99500' }) }), viewer.id, now)],
  ];

  it.each([
    ['signed in', () => discover({ featured: 'true', limit: '6' })],
    ['signed out', () => discoverOptions(eventListQuerySchema.parse({ featured: 'true', limit: '6' }), null, now)],
  ])('featured (%s) reads the top of events_featured_idx: no sort of the coming week', async (_name, options) => {
    const nodes = await plan(eventViewsQuery(t.app.db, options()));
    expect(nodes.some((n) => n['Index Name'] === 'events_featured_idx')).toBe(true);
    expect(nodes.filter((n) => n['Node Type'] === 'Sort' || n['Node Type'] === 'Incremental Sort')).toEqual([]);
  });

  it('Discover folds a series through events_series_date_time_idx (issue 26)', async () => {
    const nodes = await plan(eventCardsQuery(t.app.db, discover({}), now.toISOString()));
    expect(nodes.filter((n) => n['Index Name'] === 'events_series_date_time_idx').length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)('%s uses indexes only (whole events and the cards PostgreSQL writes)', async (_name, options) => {
    for (const query of [eventViewsQuery(t.app.db, options()), eventCardsQuery(t.app.db, options(), now.toISOString())]) {
      const nodes = await plan(query);
      const seq = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['events', 'event_participants', 'group_members'].includes(n['Relation Name'] ?? ''));
      expect(seq).toEqual([]);
      expect(nodes.some((n) => /Index|Bitmap/.test(n['Node Type']))).toBe(true);
    }
  });
});
