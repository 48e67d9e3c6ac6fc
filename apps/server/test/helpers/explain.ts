/** EXPLAIN on PostgreSQL for the plan tests: the plan of a statement as a flat list of its nodes. */
import type pg from 'pg';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}

/** Every node of the plan PostgreSQL chooses for `text` with `params`. */
export async function planNodes(pool: pg.Pool, text: string, params: unknown[]): Promise<PlanNode[]> {
  const result = await pool.query(`explain (format json) ${text}`, params);
  return walk((result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan);
}

/** The plan of a Drizzle query (anything with `toSQL()`). */
export async function planOf(pool: pg.Pool, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql, params } = query.toSQL();
  return planNodes(pool, sql, params);
}
