/**
 * Discover's statements are planned once (issue 35, point 3). Signed out, a list joins no participation row (PGlite
 * and PostgreSQL: the plan has no event_participants). On PostgreSQL, every Discover shape the app asks for (signed
 * out and in, filters, near me in both orders) runs on one generic plan from its first execution, never a custom one
 * (pg_prepared_statements counts both), and other statements (transactions included) get PostgreSQL's own choice; a
 * word search and an outside client's page size are planned with their values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@kickoff/db';
import { eventListQuerySchema, type EventListQuery } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { person, type Person } from './helpers/events';
import { discoverOptions, listDiscoverCards } from '../src/modules/events/repository-lists';
import { eventCardsQuery } from '../src/modules/events/repository-cards';

const onPostgres = testDbKind() === 'postgres';
let t: TestApp;
let organizer: Person;
let viewer: Person;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  organizer = await person(t.app, 'Olga');
  viewer = await person(t.app, 'Vic');
  // 40 groups (every fifth private) and 2,000 events around Austin, past and coming, so the planner has real choices.
  await t.app.db.execute(sql.raw(`
    insert into groups (id, name, sport_type, creator_id, is_private, latitude, longitude)
    select 'pg' || i, 'Group ' || i, (array['soccer','tennis','yoga'])[1 + i % 3], '${organizer.id}', i % 5 = 0, 30.27, -97.74
    from generate_series(1, 40) i`));
  await t.app.db.execute(sql.raw(`
    insert into events (id, title, sport_type, date_time, location, latitude, longitude, group_id, organizer_id, skill_level, capacity)
    select 'pe' || i, 'Game ' || i, (array['soccer','tennis','yoga','running'])[1 + i % 4], now() + (i - 500) * interval '1 hour',
      'Field ' || (i % 30), 30.27 + ((i * 7919) % 1000) / 1000.0 * 0.2 - 0.1, -97.74 + ((i * 6007) % 1000) / 1000.0 * 0.2 - 0.1,
      'pg' || (1 + i % 40), '${organizer.id}', (array['beginner','intermediate','advanced','any'])[1 + i % 4], 12
    from generate_series(1, 2000) i`));
  await t.app.db.execute(sql.raw(`insert into event_participants (id, event_id, user_id) select 'pp' || i, 'pe' || i, '${viewer.id}' from generate_series(500, 2000, 7) i`));
  await t.app.db.execute(sql`analyze`);
});

afterAll(async () => {
  for (const h of handles) await h.close();
  await t?.close();
});

const query = (q: EventListQuery) => eventListQuerySchema.parse(q);

interface Node {
  'Relation Name'?: string;
  Plans?: Node[];
}
const relations = (n: Node, out: string[] = []): string[] => {
  if (n['Relation Name']) out.push(n['Relation Name']);
  for (const child of n.Plans ?? []) relations(child, out);
  return out;
};

/** The tables the plan of a Discover page reads (its values written in, the same on PGlite and PostgreSQL). */
async function tablesRead(viewerId: string | null): Promise<string[]> {
  const built = eventCardsQuery(t.app.db, discoverOptions(query({}), viewerId, new Date()), new Date().toISOString()).toSQL();
  const inline = built.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const v = built.params[Number(n) - 1];
    return typeof v === 'number' || typeof v === 'boolean' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  const result = (await t.app.db.execute(sql.raw(`explain (format json) ${inline}`))) as unknown as { rows: Record<string, unknown>[] };
  const value = result.rows[0]!['QUERY PLAN'];
  return relations(((typeof value === 'string' ? JSON.parse(value) : value) as { Plan: Node }[])[0]!.Plan);
}

describe('Discover plans once', () => {
  it('the app’s connections run without Memoize (its cache is sized and zeroed per execution)', async () => {
    const shown = (await t.app.db.execute(sql`show enable_memoize`)) as unknown as { rows: { enable_memoize: string }[] };
    expect(shown.rows[0]!.enable_memoize).toBe('off');
  });

  it('a signed-out page joins no participation row; a signed-in one joins the viewer’s', async () => {
    expect(await tablesRead(null)).not.toContain('event_participants');
    expect(await tablesRead(viewer.id)).toContain('event_participants');
    // The same answer as before for a signed-out visitor: not taking part.
    const [row] = await listDiscoverCards(t.app.db, query({}), null, new Date());
    expect(JSON.parse(row!.card)).toMatchObject({ isUserParticipant: false, userParticipation: null });
  });

  it.skipIf(!onPostgres)('PostgreSQL plans each shape once and never again; other statements keep its own choice', async () => {
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
