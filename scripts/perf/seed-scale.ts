/**
 * Fills a PostgreSQL database with realistic, varied Kickoff data at scale, in bulk (`insert ... select` over
 * generate_series inside the server: no row-by-row round trips).
 *
 *   npm run seed:scale -- --users 100000 --groups 10000 --events 100000 [--participants 5] [--url postgres://...]
 *
 * Defaults: 10,000 users, 1,000 groups, 10,000 events, about 5 parties per event. The database (default
 * postgres://postgres@127.0.0.1:5432/kickoff_bench, or DATABASE_URL) is created if missing, migrated, and emptied
 * first. Data: 12 sports, 30 cities, events spread over the past 4 months and the coming 4 (timed so some fall in the
 * coming week), 10% private groups, memberships (a few waiting or blocked), participants with guests, waitlists on
 * full events, comments with replies, group posts, a notification inbox for the first users.
 * Users `bench1`..`benchN` are the ids the benchmark signs in as (sessions are made by the benchmark).
 */
import pg from 'pg';
import { openDatabase } from '@kickoff/db';

export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/kickoff_bench';

export interface SeedOptions {
  url: string;
  users: number;
  groups: number;
  events: number;
  participants: number;
  log?: (line: string) => void;
}

const SPORTS = ['soccer', 'basketball', 'tennis', 'volleyball', 'running', 'cycling', 'yoga', 'badminton', 'hiking', 'swimming', 'golf', 'climbing'];
const CITIES = [
  'Austin, TX', 'Boston, MA', 'Chicago, IL', 'Denver, CO', 'Seattle, WA', 'Portland, OR', 'Atlanta, GA', 'Miami, FL', 'Phoenix, AZ',
  'San Diego, CA', 'Dallas, TX', 'Houston, TX', 'Nashville, TN', 'Brooklyn, NY', 'Oakland, CA', 'Minneapolis, MN', 'Detroit, MI',
  'Pittsburgh, PA', 'Philadelphia, PA', 'Baltimore, MD', 'Raleigh, NC', 'Salt Lake City, UT', 'Kansas City, MO', 'Columbus, OH',
  'Madison, WI', 'Boulder, CO', 'Tampa, FL', 'Sacramento, CA', 'Richmond, VA', 'New Orleans, LA',
];
/** Coordinates of CITIES (same order): groups spread within ~15 km of their city, events within ~5 km of their group. */
export const CITY_POINTS: [number, number][] = [
  [30.2672, -97.7431], [42.3601, -71.0589], [41.8781, -87.6298], [39.7392, -104.9903], [47.6062, -122.3321], [45.5152, -122.6784],
  [33.749, -84.388], [25.7617, -80.1918], [33.4484, -112.074], [32.7157, -117.1611], [32.7767, -96.797], [29.7604, -95.3698],
  [36.1627, -86.7816], [40.6782, -73.9442], [37.8044, -122.2712], [44.9778, -93.265], [42.3314, -83.0458], [40.4406, -79.9959],
  [39.9526, -75.1652], [39.2904, -76.6122], [35.7796, -78.6382], [40.7608, -111.891], [39.0997, -94.5786], [39.9612, -82.9988],
  [43.0731, -89.4012], [40.015, -105.2705], [27.9506, -82.4572], [38.5816, -121.4944], [37.5407, -77.436], [29.9511, -90.0715],
];
const latOf = CITY_POINTS.map((p) => p[0]).join(',');
const lngOf = CITY_POINTS.map((p) => p[1]).join(',');

const FIRST = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Maria', 'Wei', 'Aisha', 'Diego', 'Priya', 'Noah', 'Emma', 'Liam', 'Olivia', 'Mateo'];
const LAST = ['Smith', 'Garcia', 'Chen', 'Johnson', 'Patel', 'Kim', 'Nguyen', 'Brown', 'Lopez', 'Okafor', 'Müller', 'Rossi', 'Silva', 'Cohen', 'Ali'];
const PLACES = ['Park', 'Rec Center', 'Field', 'Courts', 'Gym', 'Stadium', 'Beach', 'Trailhead', 'Community Center', 'YMCA'];

const arr = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`database name must be [a-z0-9_]+: ${name}`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
}

export async function seedScale(options: SeedOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { users: U, groups: G, events: E, participants: P } = options;
  if (U < 10 || G < 1 || E < 1) throw new Error('need at least 10 users, 1 group and 1 event');
  await ensureDatabase(options.url);
  const handle = await openDatabase({ url: options.url, poolSize: 2 });
  await handle.close();
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  const started = Date.now();
  const step = async (label: string, text: string) => {
    const t0 = Date.now();
    const result = await client.query(text);
    log(`  ${label.padEnd(28)} ${String(result.rowCount ?? '').padStart(9)} rows  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await step('empty tables', `truncate users, groups, events, jobs, rate_limits, verifications cascade`);
    await step(
      'users',
      `insert into users (id, name, email, email_verified, phone_number, phone_number_verified, first_name, last_name, location, role_preference, created_at, updated_at)
       select 'bench' || i, '', 'player' || i || '@example.com', true, '+1555' || lpad(i::text, 7, '0'), true,
         (${arr(FIRST)})[1 + i % ${FIRST.length}], (${arr(LAST)})[1 + (i / 7) % ${LAST.length}], (${arr(CITIES)})[1 + (i * 7) % ${CITIES.length}],
         case when i % 5 = 0 then 'organizer' else 'member' end, now() - (i % 700) * interval '1 day', now()
       from generate_series(1, ${U}) i`,
    );
    // A group's sport, city and privacy are independent of each other: every city has every sport, and about 10% of
    // each city's groups are private (with plain `i % n` rules whole city x sport pairs were private or absent).
    await step(
      'groups',
      `insert into groups (id, name, description, sport_type, location, latitude, longitude, is_private, creator_id, member_count, created_at, updated_at)
       select 'g' || i, initcap((${arr(SPORTS)})[1 + (i + i / 90) % ${SPORTS.length}]) || ' ' || split_part((${arr(CITIES)})[1 + (i / 3) % ${CITIES.length}], ',', 1) || ' ' || i,
         'Weekly ' || (${arr(SPORTS)})[1 + (i + i / 90) % ${SPORTS.length}] || ' for every level. All welcome.',
         (${arr(SPORTS)})[1 + (i + i / 90) % ${SPORTS.length}], (${arr(CITIES)})[1 + (i / 3) % ${CITIES.length}],
         (array[${latOf}]::float8[])[1 + (i / 3) % ${CITIES.length}] + ((i::bigint * 7919) % 1000) / 1000.0 * 0.26 - 0.13,
         (array[${lngOf}]::float8[])[1 + (i / 3) % ${CITIES.length}] + ((i::bigint * 6007) % 1000) / 1000.0 * 0.3 - 0.15, (hashint4(i)::bigint % 10 + 10) % 10 = 0,
         'bench' || (1 + (i * 7919) % ${U}), 0, now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute', now()
       from generate_series(1, ${G}) i`,
    );
    // Creators are admins; then members spread over users (a power law: low-numbered groups are the popular ones).
    await step(
      'group members: creators',
      `insert into group_members (id, group_id, user_id, role, status, joined_at)
       select 'gc' || g.id, g.id, g.creator_id, 'admin', 'active', g.created_at from groups g`,
    );
    await step(
      'group members',
      `insert into group_members (id, group_id, user_id, role, status, joined_at)
       select 'gm' || s.i || '-' || s.k, 'g' || s.i, 'bench' || (1 + (s.i * 31 + s.k * 977) % ${U}),
         case when s.k % 15 = 0 then 'organizer' else 'member' end,
         case when s.k % 41 = 0 then 'waiting' when s.k % 97 = 0 then 'blocked' else 'active' end,
         now() - (s.k % 300) * interval '1 day'
       from (select i, generate_series(1, greatest(3, least(${Math.max(3, Math.floor((U * 4) / G))}, 200 / (1 + i % 12)))) k from generate_series(1, ${G}) i) s
       on conflict do nothing`,
    );
    await step(
      'member counts',
      `update groups g set member_count = c.n from (select group_id, count(*)::int n from group_members where status = 'active' group by group_id) c where c.group_id = g.id`,
    );
    await step(
      'group posts',
      `insert into group_posts (id, group_id, author_id, content, created_at)
       select 'gp' || i, 'g' || (1 + i % ${G}), 'bench' || (1 + (i * 13) % ${U}), 'Who is in for this weekend? Post ' || i, now() - (i % 2000) * interval '1 hour'
       from generate_series(1, ${G * 3}) i`,
    );
    // Events: dates over the past 4 and coming 4 months (every 37th one in the coming week, so featured is full).
    await step(
      'events',
      `insert into events (id, title, description, sport_type, event_type, date_time, time_zone, duration, location, latitude, longitude, capacity, skill_level, price,
         allow_waitlist, group_id, organizer_id, created_at, updated_at)
       select 'e' || i, initcap(g.sport_type) || ' ' || (array['pickup','league night','drills','open play','meetup','tournament'])[1 + i % 6],
         'Bring water. ' || g.sport_type || ' at ' || (${arr(PLACES)})[1 + i % ${PLACES.length}] || '.',
         g.sport_type, case when i % 4 = 0 then 'event' else 'game' end,
         case when i % 37 = 0 then now() + (i % 10000) * interval '1 minute'
              else now() + ((i::bigint * 7919) % 345600 - 172800) * interval '1 minute' end,
         'America/Chicago', 60 + 30 * (i % 4), (${arr(PLACES)})[1 + i % ${PLACES.length}] || ', ' || coalesce(g.location, 'Austin, TX'),
         g.latitude + ((i::bigint * 7919) % 1000) / 1000.0 * 0.09 - 0.045, g.longitude + ((i::bigint * 6007) % 1000) / 1000.0 * 0.1 - 0.05,
         8 + (i % 5) * 4, (array['beginner','intermediate','advanced','any'])[1 + i % 4], case when i % 3 = 0 then 5 else 0 end,
         true, g.id, g.creator_id, now() - (i % 90) * interval '1 day', now()
       from generate_series(1, ${E}) i join groups g on g.id = 'g' || (1 + (i * 31) % ${G})`,
    );
    await step(
      'participants',
      `insert into event_participants (id, event_id, user_id, status, guest_count, joined_at, queued_at)
       select 'ep' || s.i || '-' || s.k, 'e' || s.i, 'bench' || (1 + (s.i * 13 + s.k * 7919) % ${U}),
         case when s.k > 8 + (s.i % 5) * 4 - 2 then 'waitlisted' else 'registered' end, case when s.k % 4 = 0 then 1 else 0 end,
         now() - s.k * interval '1 hour', now() - s.k * interval '1 hour'
       from (select i, generate_series(1, 1 + (i * 7) % (${P} * 2)) k from generate_series(1, ${E}) i) s
       on conflict do nothing`,
    );
    await step(
      'comments',
      `insert into event_comments (id, event_id, author_id, content, created_at)
       select 'ec' || i, 'e' || (1 + (i * 3) % ${E}), 'bench' || (1 + (i * 17) % ${U}), 'Count me in! See you at ' || i % 12 || 'pm', now() - (i % 500) * interval '1 hour'
       from generate_series(1, ${Math.ceil(E / 2)}) i`,
    );
    await step(
      'replies',
      `insert into event_comments (id, event_id, author_id, parent_comment_id, content, created_at)
       select 'er' || c.id, c.event_id, 'bench' || (1 + (length(c.id) * 101 + ascii(right(c.id, 1))) % ${U}), c.id, 'Same here', c.created_at + interval '10 minutes'
       from event_comments c where c.parent_comment_id is null and right(c.id, 1) in ('1', '5')`,
    );
    await step(
      'notifications',
      `insert into notifications (id, user_id, type, title, body, data, source_key, read_at, created_at)
       select 'n' || u || '-' || k, 'bench' || u, 'event_comment', 'New comment', 'Someone commented on your event',
         '{}'::jsonb, 'seed:' || k, case when k % 3 = 0 then now() end, now() - k * interval '1 hour'
       from generate_series(1, ${Math.min(U, 1000)}) u, generate_series(1, 20) k`,
    );
    await step('analyze', 'analyze');
    log(`seeded ${U} users, ${G} groups, ${E} events in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
}

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a positive whole number`);
  return value;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--url');
  const url = at >= 0 ? process.argv[at + 1]! : (process.env.DATABASE_URL ?? DEFAULT_URL);
  const options = {
    url,
    users: arg('users', 10_000),
    groups: arg('groups', 1_000),
    events: arg('events', 10_000),
    participants: arg('participants', 5),
  };
  console.log(`seeding ${url.replace(/\/\/[^@]*@/, '//')}: ${options.users} users, ${options.groups} groups, ${options.events} events`);
  seedScale(options).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
