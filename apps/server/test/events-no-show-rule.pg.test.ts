/**
 * The no-show rule's count (issue 14) runs before every join in a group with the rule, outside the event's lock: on
 * PostgreSQL with 40,000 marked participations it is an index range of the joiner's no-shows (the partial index), never
 * a scan of their whole history or of the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { planOf } from './helpers/explain';
import { testDbKind } from './helpers/database';
import { person, type Person } from './helpers/events';
import { noShowsQuery, noShowsSince } from '../src/modules/events/repository-attendance';

const onPostgres = testDbKind() === 'postgres';
let t: TestApp;
let regular: Person;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  regular = await person(t.app, 'Rita');
  const db = t.app.db;
  await db.execute(sql`insert into users (id, email, first_name) select 'u' || i, 'u' || i || '@example.com', 'U' from generate_series(1, 200) i`);
  await db.execute(sql`insert into groups (id, name, sport_type, creator_id) values ('g1', 'Group', 'soccer', ${regular.id})`);
  await db.execute(sql`
    insert into events (id, title, sport_type, date_time, location, group_id, organizer_id, capacity)
    select 'e' || i, 'Event ' || i, 'soccer', now() - (i % 400) * interval '1 day', 'Field', 'g1', ${regular.id}, 500
    from generate_series(1, 2000) i`);
  // Everyone marked at every 10th game; the regular came to 2,000 games and missed 3 of the last 90 days and 2 older.
  await db.execute(sql`
    insert into event_participants (id, event_id, user_id, status, attendance)
    select 'p' || u || '-' || i, 'e' || i, 'u' || u, 'registered', case when (u + i) % 9 = 0 then 'no_show' else 'attended' end
    from generate_series(1, 200) u, generate_series(1, 2000, 10) i`);
  await db.execute(sql`
    insert into event_participants (id, event_id, user_id, status, attendance)
    select 'r' || i, 'e' || i, ${regular.id}, 'registered', case when i in (10, 20, 30, 395, 399) then 'no_show' else 'attended' end
    from generate_series(1, 2000) i`);
  await db.execute(sql`analyze`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe.skipIf(!onPostgres)('the no-show count before a join (PostgreSQL)', () => {
  it('counts the no-shows of the last 90 days only', async () => {
    expect(await noShowsSince(t.app.db, regular.id, 90)).toBe(3);
  });

  it('reads the partial index of no-show marks, then each event by its key', async () => {
    const nodes = await planOf(t.database.handle.pool!, noShowsQuery(t.app.db, regular.id, 90));
    const indexes = nodes.map((n) => n['Index Name']).filter(Boolean);
    expect(indexes, JSON.stringify(nodes.map((n) => n['Node Type']))).toContain('event_participants_no_show_idx');
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });
});
