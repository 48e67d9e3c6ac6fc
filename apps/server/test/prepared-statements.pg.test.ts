/**
 * On PostgreSQL parameterized statements run as named prepared statements (parsed once per connection), and
 * DATABASE_PREPARED_STATEMENTS=false runs every statement unnamed, Drizzle's `.prepare(name)` included (for poolers
 * that cannot keep named statements).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, users, type DatabaseHandle } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { person } from './helpers/events';

const onPostgres = testDbKind() === 'postgres';
let t: TestApp;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
});
afterAll(async () => {
  for (const h of handles) await h.close();
  await t?.close();
});

/** One connection, so the session's prepared statements are the pool's. */
async function open(preparedStatements: boolean) {
  const handle = await openDatabase({ url: t.database.url!, poolSize: 1, migrate: false, preparedStatements });
  handles.push(handle);
  return handle;
}

async function preparedNames(handle: DatabaseHandle): Promise<string[]> {
  const result = await handle.pool!.query('select name from pg_prepared_statements order by name');
  return result.rows.map((r: { name: string }) => r.name);
}

describe.skipIf(!onPostgres)('prepared statements (PostgreSQL)', () => {
  it('names each parameterized statement once per connection; Drizzle prepared queries keep their name', async () => {
    const handle = await open(true);
    const someone = await person(t.app, 'Pia');
    for (let i = 0; i < 3; i++) {
      const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.id, someone.id));
      expect(row?.id).toBe(someone.id);
    }
    const byName = handle.db.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('test_user_by_id');
    expect((await byName.execute({ id: someone.id }))[0]?.id).toBe(someone.id);
    const names = await preparedNames(handle);
    expect(names.filter((n) => n.startsWith('k_'))).toHaveLength(1);
    expect(names).toContain('test_user_by_id');
    // Statements without parameters stay unnamed.
    await handle.db.execute(sql`select 1`);
    expect(await preparedNames(handle)).toEqual(names);
  });

  it('DATABASE_PREPARED_STATEMENTS=false: nothing is prepared, Drizzle prepared queries still run', async () => {
    const handle = await open(false);
    const someone = await person(t.app, 'Noa');
    const byName = handle.db.select({ id: users.id }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('test_user_unnamed');
    for (let i = 0; i < 2; i++) expect((await byName.execute({ id: someone.id }))[0]?.id).toBe(someone.id);
    await handle.db.select({ id: users.id }).from(users).where(eq(users.id, someone.id));
    expect(await preparedNames(handle)).toEqual([]);
  });
});
