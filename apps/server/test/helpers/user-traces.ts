/** Rows of any table that still name a user: every text, jsonb and array column of the schema is searched. */
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';

export async function rowsNaming(app: App, userId: string): Promise<string[]> {
  const columns = await app.db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'ARRAY')
    order by table_name, column_name`);
  const found: string[] = [];
  for (const c of (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows) {
    const column = sql.raw(`"${c.table_name}"."${c.column_name}"`);
    // A notification job keeps its actor's id to leave them out of its recipients: an id that names nobody any more.
    const actorOnly = c.table_name === 'jobs' && c.column_name === 'payload' ? sql`and coalesce(payload->>'actorId', '') <> ${userId}` : sql``;
    const result = await app.db.execute(
      sql`select count(*)::int as n from ${sql.raw(`"${c.table_name}"`)} where ${column}::text like ${`%${userId}%`} ${actorOnly}`,
    );
    const n = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    if (n > 0) found.push(`${c.table_name}.${c.column_name}: ${n}`);
  }
  return found;
}

/** Row counts of every table, to compare before and after. */
export async function tableCounts(app: App): Promise<Record<string, number>> {
  const tables = await app.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const out: Record<string, number> = {};
  for (const t of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const r = await app.db.execute(sql`select count(*)::int as n from ${sql.raw(`"${t.table_name}"`)}`);
    out[t.table_name] = (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return out;
}
