/**
 * Every list query of groups is served by an index: the real repository queries are EXPLAINed on PostgreSQL
 * with 50,000 groups (skipped on PGlite, whose planner statistics say little about production).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORT_VALUES } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { planOf } from './helpers/explain';
import { testDbKind } from './helpers/database';
import * as repo from '../src/modules/groups/repository';
import * as groupEvents from '../src/modules/groups/repository-events';
import * as members from '../src/modules/groups/repository-members';
import * as posts from '../src/modules/groups/repository-posts';

const GROUPS = 50_000;
const BIG_TABLES = new Set(['groups', 'group_members', 'group_posts', 'group_blocks', 'events']);

let t: TestApp;



const plan = (query: { toSQL(): { sql: string; params: unknown[] } }) => planOf(t.database.handle.pool!, query);

/** No sequential scan of a big table, and at least one of the expected indexes used. */
async function expectIndexed(query: { toSQL(): { sql: string; params: unknown[] } }, indexes: string[]) {
  const nodes = await plan(query);
  const seqScans = nodes.filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.has(n['Relation Name'] ?? ''));
  expect(seqScans.map((n) => n['Relation Name']), JSON.stringify(nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]))).toEqual([]);
  const used = nodes.map((n) => n['Index Name']).filter(Boolean);
  expect(used.some((name) => indexes.includes(name!)), `indexes used: ${used.join(', ')}`).toBe(true);
}

describe.skipIf(testDbKind() !== 'postgres')('groups list queries on 50,000 groups (EXPLAIN)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const pool = t.database.handle.pool!;
    const sports = `array[${SPORT_VALUES.map((s) => `'${s}'`).join(',')}]`;
    await pool.query(`insert into users (id, email, first_name, last_name)
      select 'bulk-u-' || i, 'bulk' || i || '@example.com', 'Bulk', 'User' from generate_series(1, 2000) i`);
    await pool.query(`insert into groups (id, name, sport_type, location, creator_id, member_count, is_private, created_at)
      select 'bulk-g-' || i, 'Bulk group ' || i, (${sports})[1 + i % ${SPORT_VALUES.length}], 'City ' || (i % 300),
        'bulk-u-' || (1 + i % 2000), 1 + i % 97, i % 5 = 0, now() - make_interval(mins => i)
      from generate_series(1, ${GROUPS}) i`);
    await pool.query(`insert into group_members (id, group_id, user_id, role, status, joined_at)
      select 'bulk-m-' || i, 'bulk-g-' || i, 'bulk-u-' || (1 + i % 2000), 'organizer', 'active', now() - make_interval(mins => i)
      from generate_series(1, ${GROUPS}) i`);
    await pool.query(`insert into group_members (id, group_id, user_id, role, status, joined_at)
      select 'bulk-m1-' || i, 'bulk-g-1', 'bulk-u-' || i, 'member', (array['active','waiting','blocked'])[1 + i % 3], now() - make_interval(secs => i)
      from generate_series(3, 2000) i`);
    await pool.query(`insert into group_posts (id, group_id, author_id, content, created_at)
      select 'bulk-p-' || i, 'bulk-g-' || (1 + i % 20), 'bulk-u-' || (1 + i % 2000), 'Post ' || i, now() - make_interval(secs => i)
      from generate_series(1, 20000) i`);
    await pool.query(`insert into group_blocks (id, group_id, blocked_user_id, reason, created_at)
      select 'bulk-b-' || i, 'bulk-g-' || (1 + i % 50), 'bulk-u-' || (1 + i % 2000), 'Spam', now() - make_interval(secs => i)
      from generate_series(1, 5000) i on conflict do nothing`);
    await pool.query(`insert into events (id, title, sport_type, date_time, location, group_id, organizer_id)
      select 'bulk-e-' || i, 'Game ' || i, 'soccer', now() + make_interval(hours => i % 500 - 100), 'Park',
        'bulk-g-' || (1 + i % ${GROUPS}), 'bulk-u-' || (1 + i % 2000)
      from generate_series(1, 20000) i`);
    await pool.query('analyze');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const viewer = 'bulk-u-7';
  const createdAfter = () => ({ createdAt: new Date(Date.now() - 3600_000).toISOString(), id: 'bulk-g-60' });

  it('Discover: newest first, first page and after a cursor', async () => {
    await expectIndexed(repo.listDiscoverQuery(t.app.db, viewer, { featured: false, limit: 21 }), ['groups_created_at_idx']);
    await expectIndexed(repo.listDiscoverQuery(t.app.db, viewer, { featured: false, limit: 21, after: createdAfter() }), [
      'groups_created_at_idx',
    ]);
    await expectIndexed(repo.listDiscoverQuery(t.app.db, null, { featured: false, limit: 21 }), ['groups_created_at_idx']);
  });

  it('Discover by sport', async () => {
    await expectIndexed(repo.listDiscoverQuery(t.app.db, viewer, { featured: false, sport: 'tennis', limit: 21 }), [
      'groups_sport_created_at_idx',
    ]);
    await expectIndexed(
      repo.listDiscoverQuery(t.app.db, viewer, { featured: false, sport: 'tennis', limit: 21, after: createdAfter() }),
      ['groups_sport_created_at_idx'],
    );
  });

  it('Discover by free text', async () => {
    await expectIndexed(repo.listDiscoverQuery(t.app.db, viewer, { featured: false, tsQuery: '4242:*', limit: 21 }), [
      'groups_search_idx',
      'groups_created_at_idx',
    ]);
    await expectIndexed(
      repo.listDiscoverQuery(t.app.db, viewer, { featured: false, tsQuery: 'group:* & 4242:*', sport: 'soccer', limit: 21 }),
      ['groups_search_idx', 'groups_sport_created_at_idx'],
    );
  });

  it('featured (most members)', async () => {
    await expectIndexed(repo.listDiscoverQuery(t.app.db, null, { featured: true, limit: 6 }), ['groups_member_count_idx']);
    await expectIndexed(
      repo.listDiscoverQuery(t.app.db, null, { featured: true, limit: 6, after: { memberCount: 50, id: 'bulk-g-9' } }),
      ['groups_member_count_idx'],
    );
  });

  it("the user's created and joined groups", async () => {
    await expectIndexed(repo.listCreatedCardsQuery(t.app.db, viewer), ['groups_creator_created_at_idx']);
    await expectIndexed(repo.listJoinedCardsQuery(t.app.db, viewer), ['group_members_user_status_joined_idx', 'group_members_group_user_uq']);
  });

  it('members, blocked records, posts and events of a group', async () => {
    await expectIndexed(members.listMembersQuery(t.app.db, 'bulk-g-1', { status: 'active', limit: 21 }), ['group_members_group_status_joined_idx']);
    await expectIndexed(members.listMembersQuery(t.app.db, 'bulk-g-1', { limit: 21 }), [
      'group_members_group_status_joined_idx',
      'group_members_group_user_uq',
    ]);
    await expectIndexed(
      members.listMembersQuery(t.app.db, 'bulk-g-1', { status: 'waiting', limit: 21, after: { joinedAt: new Date().toISOString(), id: 'x' } }),
      ['group_members_group_status_joined_idx'],
    );
    await expectIndexed(members.listBlocksQuery(t.app.db, 'bulk-g-1', { limit: 21 }), ['group_blocks_group_created_idx', 'group_blocks_group_user_uq']);
    await expectIndexed(posts.listPostsQuery(t.app.db, 'bulk-g-1', { limit: 21 }), ['group_posts_group_created_idx']);
    await expectIndexed(
      posts.listPostsQuery(t.app.db, 'bulk-g-1', { limit: 21, after: { createdAt: new Date().toISOString(), id: 'x' } }),
      ['group_posts_group_created_idx'],
    );
    for (const scope of ['upcoming', 'past'] as const) {
      await expectIndexed(groupEvents.listGroupEventsQuery(t.app.db, 'bulk-g-1', { scope, limit: 21 }), ['events_group_date_time_idx']);
    }
  });
});
