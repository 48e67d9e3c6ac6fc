/**
 * Discover plans once on PostgreSQL (issue 35, point 3): every Discover shape the app asks for (signed out and in,
 * filters, near me in both orders) runs on one generic plan from its first execution, never a custom one
 * (pg_prepared_statements counts both), and other statements (transactions included) get PostgreSQL's own choice; a
 * word search and an outside client's page size are planned with their values. (PGlite: events-plan-reuse.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@kickoff/db';
import { eventListQuerySchema, type EventListQuery } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { person, type Person } from './helpers/events';
import { seedDiscoverCity } from './helpers/discover-city';
import { listDiscoverCards } from '../src/modules/events/repository-lists';

let t: TestApp;
let viewer: Person;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  const organizer = await person(t.app, 'Olga');
  viewer = await person(t.app, 'Vic');
  await seedDiscoverCity(t.app, organizer.id, viewer.id);
});

afterAll(async () => {
  for (const h of handles) await h.close();
  await t?.close();
});

const query = (q: EventListQuery) => eventListQuerySchema.parse(q);

describe('Discover plans once (PostgreSQL)', () => {
  it('PostgreSQL plans each shape once and never again; other statements keep its own choice', async () => {
    // One connection, so its prepared statements (and their plan counts) are the ones these pages ran on.
    const handle = await openDatabase({ url: t.database.url!, poolSize: 1, migrate: false, preparedStatements: true });
    handles.push(handle);
    // The connection's very first statement runs in PostgreSQL's own mode (pg reports it ready only afterwards).
    await handle.ping();
    const generic: { name: RegExp; viewerId: string | null; q: (i: number) => EventListQuery }[] = [
      { name: /^g_event_cards_discover_out_fl21$/, viewerId: null, q: () => ({}) },
      { name: /^g_event_cards_discover_in_fl21$/, viewerId: viewer.id, q: () => ({}) },
      { name: /^g_event_cards_discover_out_fskl21$/, viewerId: null, q: (i) => ({ sport: ['soccer', 'tennis'][i % 2], skillLevel: (['beginner', 'intermediate'] as const)[i % 2] }) },
      { name: /^g_event_cards_discover_in_fgl7$/, viewerId: viewer.id, q: (i) => ({ groupId: `pg${1 + (i % 4)}`, limit: 6 }) },
      { name: /^g_event_cards_near_soonest_out_e\d+z\d+fyxrl21$/, viewerId: null, q: (i) => ({ near: `${30.25 + i / 1000},-97.74`, radiusKm: 5 }) },
      { name: /^g_event_cards_near_closest_in_fyxrl21$/, viewerId: viewer.id, q: (i) => ({ near: `${30.25 + i / 1000},-97.74`, radiusKm: 5, sort: 'distance' }) },
    ];
    const perValues: { name: RegExp; q: (i: number) => EventListQuery }[] = [
      { name: /^event_cards_discover_out_fwl21$/, q: (i) => ({ q: ['game', 'field'][i % 2] }) },
      { name: /^event_cards_discover_out_f$/, q: () => ({ limit: 9 }) },
    ];
    const RUNS = 8;
    for (let i = 0; i < RUNS; i++) {
      // A minute later each time, as a crowd's requests are: `now` is a value of the statement.
      const now = new Date(Date.now() + i * 60_000);
      for (const shape of generic) expect((await listDiscoverCards(handle.db, query(shape.q(i)), shape.viewerId, now)).length, `${shape.name}`).toBeGreaterThan(0);
      for (const shape of perValues) await listDiscoverCards(handle.db, query(shape.q(i)), null, now);
    }
    const counts = await handle.pool!.query<{ name: string; generic_plans: string; custom_plans: string }>(
      `select name, generic_plans, custom_plans from pg_prepared_statements where name like '%event_cards_%'`,
    );
    const plans = (name: RegExp) => {
      const row = counts.rows.find((r) => name.test(r.name));
      expect(row, `a statement named like ${name}`).toBeDefined();
      return { name: row!.name, custom: Number(row!.custom_plans), generic: Number(row!.generic_plans) };
    };
    for (const shape of generic) expect(plans(shape.name)).toEqual({ name: expect.stringMatching(shape.name), custom: 0, generic: RUNS });
    // PostgreSQL's own choice: five custom plans first, whatever it picks after.
    for (const shape of perValues) expect(plans(shape.name).custom).toBeGreaterThanOrEqual(5);
    // Other statements have PostgreSQL's own choice: a transaction right after a Discover page, and a plain query.
    await listDiscoverCards(handle.db, query({}), null, new Date());
    const inTransaction = await handle.db.transaction(async (tx) => (await tx.execute(sql`show plan_cache_mode`)) as unknown as { rows: unknown[] });
    expect(inTransaction.rows[0]).toEqual({ plan_cache_mode: 'auto' });
    await listDiscoverCards(handle.db, query({}), null, new Date());
    expect((await handle.pool!.query('show plan_cache_mode')).rows[0]).toEqual({ plan_cache_mode: 'auto' });
  });
});
