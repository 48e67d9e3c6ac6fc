/**
 * Every list endpoint runs a bounded number of SQL queries whatever the page size (no N+1): each is called with
 * limit=5 and limit=50 over lists of 70 rows, counting the queries sent to PostgreSQL (every pg client query).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { person, type Person } from './helpers/events';

const onPostgres = testDbKind() === 'postgres';
let t: TestApp;
let viewer: Person;
/** Has 2 groups, created 2: the small side of the lists that are plain arrays (not paged). */
let other: Person;
let counting = false;
let queries: string[] = [];
const originalQuery = pg.Client.prototype.query;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  viewer = await person(t.app, 'Vera');
  other = await person(t.app, 'Otto');
  const v = viewer.id;
  const db = t.app.db;
  await db.execute(sql`insert into users (id, email, first_name, last_name) select 'u' || i, 'u' || i || '@example.com', 'User', 'N' || i from generate_series(1, 70) i`);
  await db.execute(sql`
    insert into groups (id, name, sport_type, creator_id, is_private, member_count, created_at)
    select 'g' || i, 'Group ' || i, (array['soccer','tennis','yoga'])[1 + i % 3], ${v}, false, case when i = 1 then 71 else 1 end,
      now() - i * interval '1 minute'
    from generate_series(1, 70) i`);
  await db.execute(sql`insert into group_members (id, group_id, user_id, role, status) select 'mv' || i, 'g' || i, ${v}, 'admin', 'active' from generate_series(1, 70) i`);
  await db.execute(sql`insert into group_members (id, group_id, user_id, status, joined_at) select 'm' || i, 'g1', 'u' || i, 'active', now() - i * interval '1 minute' from generate_series(1, 70) i`);
  // The creator's waiting list (issue 14: with each person's reliability) and levels on the hosts' participant list.
  await db.execute(sql`insert into users (id, email, first_name, last_name) select 'w' || i, 'w' || i || '@example.com', 'Waiting', 'N' || i from generate_series(1, 70) i`);
  await db.execute(sql`insert into group_members (id, group_id, user_id, status, joined_at) select 'mw' || i, 'g1', 'w' || i, 'waiting', now() - i * interval '1 minute' from generate_series(1, 70) i`);
  await db.execute(sql`insert into user_sport_skills (user_id, sport_type, level) select 'u' || i, 'tennis', (array['beginner','intermediate','advanced','expert'])[1 + i % 4] from generate_series(1, 70) i`);
  await db.execute(sql`insert into group_posts (id, group_id, author_id, content, created_at) select 'p' || i, 'g1', 'u' || i, 'Post ' || i, now() - i * interval '1 minute' from generate_series(1, 70) i`);
  await db.execute(sql`
    insert into events (id, title, sport_type, date_time, location, group_id, organizer_id, skill_level, capacity)
    select 'e' || i, 'Event ' || i, (array['soccer','tennis','yoga'])[1 + i % 3], now() + i * interval '1 hour', 'Field ' || i, 'g1', ${v},
      (array['beginner','intermediate','advanced','any'])[1 + i % 4], 200
    from generate_series(1, 70) i`);
  await db.execute(sql`insert into event_participants (id, event_id, user_id, status, guest_count) select 'pv' || i, 'e' || i, ${v}, 'registered', 0 from generate_series(1, 70) i`);
  await db.execute(sql`
    insert into event_participants (id, event_id, user_id, status, guest_count, joined_at, queued_at)
    select 'pu' || i, 'e1', 'u' || i, case when i > 60 then 'waitlisted' else 'registered' end, i % 3,
      now() - i * interval '1 minute', now() - i * interval '1 minute'
    from generate_series(1, 70) i`);
  await db.execute(sql`insert into event_participants (id, event_id, user_id, status) select 'px' || i, 'e' || i, 'u' || i, 'registered' from generate_series(2, 70) i`);
  await db.execute(sql`insert into event_comments (id, event_id, author_id, content, created_at) select 'c' || i, 'e1', 'u' || i, 'Comment ' || i, now() - i * interval '1 minute' from generate_series(1, 70) i`);
  await db.execute(sql`insert into event_comments (id, event_id, author_id, parent_comment_id, content) select 'r' || i, 'e1', 'u' || (71 - i), 'c' || i, 'Reply ' || i from generate_series(1, 70) i`);
  await db.execute(sql`
    insert into notifications (id, user_id, type, title, body, source_key, created_at)
    select 'n' || i, ${v}, 'event_comment', 'New comment', 'Body ' || i, 'k' || i, now() - i * interval '1 minute' from generate_series(1, 70) i`);
  await db.execute(sql`insert into group_members (id, group_id, user_id, status) values ('mo1', 'g1', ${other.id}, 'active'), ('mo2', 'g2', ${other.id}, 'active')`);
  await db.execute(sql`insert into groups (id, name, sport_type, creator_id, member_count) values ('go1', 'Mine 1', 'golf', ${other.id}, 1), ('go2', 'Mine 2', 'golf', ${other.id}, 1)`);
  await db.execute(sql`insert into group_members (id, group_id, user_id, role, status) values ('mo3', 'go1', ${other.id}, 'admin', 'active'), ('mo4', 'go2', ${other.id}, 'admin', 'active')`);
  await db.execute(sql`insert into event_comments (id, event_id, author_id, content) values ('c2a', 'e2', 'u1', 'Hi'), ('c2b', 'e2', 'u2', 'Hello')`);
  await db.execute(sql`insert into event_comments (id, event_id, author_id, parent_comment_id, content) values ('c2c', 'e2', 'u3', 'c2a', 'Reply')`);
  await db.execute(sql`analyze`);

  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) queries.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text).slice(0, 120));
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof originalQuery;
}, 60_000);

afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await t?.close();
});

async function count(url: string, who: Person = viewer): Promise<{ queries: string[]; items: number }> {
  // Warm the session cache first: the counted request is the list alone.
  await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: who.headers });
  queries = [];
  counting = true;
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  counting = false;
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  const body = res.json() as { items?: unknown[] } | unknown[];
  const items = Array.isArray(body) ? body.length : (body.items?.length ?? -1);
  return { queries: [...queries], items };
}

const lists: [string, string][] = [
  ['Discover', '/api/events'],
  ['Discover with filters', '/api/events?sport=soccer&skillLevel=any'],
  ['featured events', '/api/events?featured=true'],
  ['group list', '/api/groups'],
  ['featured groups', '/api/groups?featured=true'],
  ['my events', '/api/user/events'],
  ['my created events', '/api/user/created-events'],
  ['group members', '/api/groups/g1/members'],
  ['group waiting list', '/api/groups/g1/members?status=waiting'],
  ['group posts', '/api/groups/g1/posts'],
  ['group events', '/api/groups/g1/events'],
  ['notifications', '/api/notifications'],
];

describe.skipIf(!onPostgres)('queries per request stay bounded (PostgreSQL; skipped on PGlite: counts pg client queries)', () => {
  const table: string[] = [];
  afterAll(() => {
    if (table.length) console.log(`queries per request (limit 5 / limit 50):\n${table.join('\n')}`);
  });

  it.each(lists)('%s: the same number of queries for 5 and 50 items', async (name, url) => {
    const sep = url.includes('?') ? '&' : '?';
    const small = await count(`${url}${sep}limit=5`);
    const large = await count(`${url}${sep}limit=50`);
    table.push(`  ${name.padEnd(22)} ${small.queries.length} / ${large.queries.length}  (items ${small.items} / ${large.items})`);
    expect(small.items).toBeGreaterThan(0);
    expect(large.items, 'the big page has more items').toBeGreaterThan(small.items);
    expect(large.queries, `${url} limit=50`).toHaveLength(small.queries.length);
    expect(large.queries.length).toBeLessThanOrEqual(6);
  });

  /** Lists the spec answers as plain arrays: compared on a small and a big list instead of two page sizes. */
  const plain: [string, string, string, () => Person][] = [
    ['my groups', '/api/user/groups', '/api/user/groups', () => other],
    ['my created groups', '/api/user/created-groups', '/api/user/created-groups', () => other],
    ['event participants', '/api/events/e2/participants', '/api/events/e1/participants', () => viewer],
    ['event comments', '/api/events/e2/comments', '/api/events/e1/comments', () => viewer],
  ];
  it.each(plain)('%s (a plain array): the same number of queries for 2 and 70 items', async (name, smallUrl, largeUrl, who) => {
    const small = await count(smallUrl, who());
    const large = await count(largeUrl);
    table.push(`  ${name.padEnd(22)} ${small.queries.length} / ${large.queries.length}  (items ${small.items} / ${large.items}, not paged)`);
    expect(small.items).toBeGreaterThan(0);
    expect(large.items).toBeGreaterThanOrEqual(70);
    expect(large.queries).toHaveLength(small.queries.length);
    expect(large.queries.length).toBeLessThanOrEqual(6);
  });

  it('group events count the places taken of each event (the subquery is correlated to the event)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/groups/g1/events?limit=2', headers: viewer.headers });
    const items = (res.json() as { items: { id: string; currentParticipants: number }[] }).items;
    const rows = await t.database.handle.pool!.query<{ id: string; places: number }>(
      `select event_id as id, sum(1 + guest_count)::int as places from event_participants where event_id in ('e1', 'e2') and status = 'registered' group by event_id`,
    );
    const expected = Object.fromEntries(rows.rows.map((r) => [r.id, r.places]));
    expect(items.map((i) => [i.id, i.currentParticipants])).toEqual([
      ['e1', expected.e1],
      ['e2', expected.e2],
    ]);
    expect(expected.e1).toBeGreaterThan(60);
  });

  it('dashboard: a fixed number of queries', async () => {
    const first = await count('/api/user/dashboard');
    table.push(`  ${'dashboard'.padEnd(22)} ${first.queries.length}`);
    expect(first.queries.length).toBeLessThanOrEqual(10);
  });
});
