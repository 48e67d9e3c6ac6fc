/**
 * Venues (issue 28) on PostgreSQL with 20,000 venues and 100,000 events (EXPLAIN): a venue's games (the venue page
 * and Near me's venue filter, `GET /api/events?venueId=`, with or without `near`) read events_venue_date_time_idx, the
 * venue page its primary key, the map's venues near a point the GiST pin index, the type-ahead index's read of
 * the changed venues venues_updated_at_idx, and the edit right's "a group of yours plays here" probe the same events
 * index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventListQuerySchema } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { planNodes, planOf, type PlanNode } from './helpers/explain';
import { testDbKind } from './helpers/database';
import { person, type Person } from './helpers/events';
import { eventViewsQuery } from '../src/modules/events/repository';
import { discoverOptions, nearOptions } from '../src/modules/events/repository-lists';
import { atOneVenue } from '../src/modules/events/service-lists';
import { eventCardsQuery } from '../src/modules/events/repository-cards';
import { indexedVenuesQuery, venuesNearQuery } from '../src/modules/venues/repository';

const onPostgres = testDbKind() === 'postgres';
let t: TestApp;
let organizer: Person;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  organizer = await person(t.app, 'Olga');
  const db = t.app.db;
  await db.execute(sql`
    insert into venues (id, name, search_key, latitude, longitude)
    select 'v' || i, 'Venue ' || i, 'venue ' || i, 30 + (i % 100) * 0.01, -97 - (i / 100) * 0.01 from generate_series(1, 20000) i`);
  await db.execute(sql`
    insert into groups (id, name, sport_type, creator_id, is_private)
    select 'g' || i, 'Group ' || i, 'soccer', ${organizer.id}, i % 10 = 0 from generate_series(1, 500) i`);
  await db.execute(sql`
    insert into events (id, title, sport_type, date_time, location, group_id, organizer_id, venue_id)
    select 'e' || i, 'Event ' || i, 'soccer', now() + ((i - 50000) * interval '7 minutes'), 'Field', 'g' || (1 + i % 500), ${organizer.id},
      case when i % 3 = 0 then null else 'v' || (1 + i % 20000) end
    from generate_series(1, 100000) i`);
  await db.execute(sql`analyze`);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const names = (nodes: PlanNode[]) => nodes.map((n) => n['Index Name']).filter(Boolean);
const seqScans = (nodes: PlanNode[]) => nodes.filter((n) => n['Node Type'] === 'Seq Scan' && ['events', 'venues'].includes(n['Relation Name'] ?? ''));

describe.skipIf(!onPostgres)('venue queries use indexes (EXPLAIN)', () => {
  it('a venue\'s games (venue page, Near me venue filter) read events_venue_date_time_idx', async () => {
    const now = new Date();
    for (const viewer of [organizer.id, null]) {
      const options = discoverOptions(eventListQuerySchema.parse({ venueId: 'v42' }), viewer, now);
      for (const query of [eventViewsQuery(t.app.db, options), eventCardsQuery(t.app.db, options, now.toISOString())]) {
        const nodes = await planOf(t.database.handle.pool!, query);
        expect(seqScans(nodes)).toEqual([]);
        expect(names(nodes)).toContain('events_venue_date_time_idx');
      }
    }
  });

  it('Near me filtered to a venue (either order asked) reads events_venue_date_time_idx, not the circle', async () => {
    const now = new Date();
    for (const sort of ['distance', 'soonest'] as const) {
      for (const viewer of [organizer.id, null]) {
        const q = atOneVenue(eventListQuerySchema.parse({ venueId: 'v42', near: '30.42,-97', radiusKm: 40, sort }));
        expect(q.sort).toBe('soonest');
        const options = nearOptions(q, viewer, now);
        for (const query of [eventViewsQuery(t.app.db, options), eventCardsQuery(t.app.db, options, now.toISOString())]) {
          const nodes = await planOf(t.database.handle.pool!, query);
          expect(seqScans(nodes)).toEqual([]);
          expect(names(nodes)).toContain('events_venue_date_time_idx');
          expect(names(nodes)).not.toContain('events_cell_date_time_idx');
        }
      }
    }
  });

  it('the map\'s venues near a point read venues_earth_idx', async () => {
    for (const radiusKm of [5, 50]) {
      const nodes = await planOf(t.database.handle.pool!, venuesNearQuery(t.app.db, { point: { latitude: 30.4, longitude: -97.2 }, radiusKm }, 50));
      expect(seqScans(nodes)).toEqual([]);
      expect(names(nodes)).toContain('venues_earth_idx');
    }
  });

  it("the type-ahead index's read of the venues changed since its last read uses venues_updated_at_idx", async () => {
    const nodes = await planOf(t.database.handle.pool!, indexedVenuesQuery(t.app.db, new Date()));
    expect(seqScans(nodes)).toEqual([]);
    expect(names(nodes)).toContain('venues_updated_at_idx');
  });

  it('the venue page reads its row by primary key, and the edit right probes the events index', async () => {
    const pool = t.database.handle.pool!;
    const page = await planNodes(pool, 'select * from venues where id = $1 limit 1', ['v42']);
    expect(names(page)).toContain('venues_pkey');
    const right = await planNodes(
      pool,
      'select 1 from events inner join groups on groups.id = events.group_id where events.venue_id = $1 and groups.creator_id = $2 limit 1',
      ['v42', organizer.id],
    );
    expect(seqScans(right)).toEqual([]);
    expect(names(right)).toContain('events_venue_date_time_idx');
  });
});
