/** Discover's data for the plan tests (events-plan-reuse*.test.ts): a city of public and private games. */
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';

/** 40 groups (every fifth private) and 2,000 events around Austin, past and coming, so the planner has real choices. */
export async function seedDiscoverCity(app: App, organizerId: string, viewerId: string): Promise<void> {
  await app.db.execute(sql.raw(`
    insert into groups (id, name, sport_type, creator_id, is_private, latitude, longitude)
    select 'pg' || i, 'Group ' || i, (array['soccer','tennis','yoga'])[1 + i % 3], '${organizerId}', i % 5 = 0, 30.27, -97.74
    from generate_series(1, 40) i`));
  await app.db.execute(sql.raw(`
    insert into events (id, title, sport_type, date_time, location, latitude, longitude, group_id, organizer_id, skill_level, capacity)
    select 'pe' || i, 'Game ' || i, (array['soccer','tennis','yoga','running'])[1 + i % 4], now() + (i - 500) * interval '1 hour',
      'Field ' || (i % 30), 30.27 + ((i * 7919) % 1000) / 1000.0 * 0.2 - 0.1, -97.74 + ((i * 6007) % 1000) / 1000.0 * 0.2 - 0.1,
      'pg' || (1 + i % 40), '${organizerId}', (array['beginner','intermediate','advanced','any'])[1 + i % 4], 12
    from generate_series(1, 2000) i`));
  await app.db.execute(sql.raw(`insert into event_participants (id, event_id, user_id) select 'pp' || i, 'pe' || i, '${viewerId}' from generate_series(500, 2000, 7) i`));
  await app.db.execute(sql`analyze`);
}
