/**
 * Discover's statements are planned once (issue 35, point 3), on PGlite and PostgreSQL: the app's connections run
 * without Memoize, and signed out a list joins no participation row (the plan has no event_participants). The plan
 * reuse itself: events-plan-reuse.pg.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { eventListQuerySchema, type EventListQuery } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { person, type Person } from './helpers/events';
import { seedDiscoverCity } from './helpers/discover-city';
import { discoverOptions, listDiscoverCards } from '../src/modules/events/repository-lists';
import { eventCardsQuery } from '../src/modules/events/repository-cards';

let t: TestApp;
let organizer: Person;
let viewer: Person;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  organizer = await person(t.app, 'Olga');
  viewer = await person(t.app, 'Vic');
  await seedDiscoverCity(t.app, organizer.id, viewer.id);
});

afterAll(async () => {
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
});
