/** Fixed-window counters in the rate_limits table: one atomic upsert per hit, so limits hold across processes. */
import { inArray, lt, sql } from 'drizzle-orm';
import { rateLimits, type DbOrTx } from '@kickoff/db';

/** Counts a hit on `key` and returns the number of hits in the current window (this one included). */
export async function hitRateLimit(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]!.count;
}

/** The current count and age (seconds, by the database's clock) of each existing counter among `keys`. */
export async function findRateLimitWindows(db: DbOrTx, keys: string[]): Promise<Map<string, { count: number; ageSeconds: number }>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({
      key: rateLimits.key,
      count: rateLimits.count,
      ageSeconds: sql<number>`extract(epoch from now() - ${rateLimits.windowStart})::float8`,
    })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  return new Map(rows.map((r) => [r.key, { count: r.count, ageSeconds: Number(r.ageSeconds) }]));
}

/** Drops counters whose window ended long ago. */
export async function deleteStaleRateLimits(db: DbOrTx, olderThanSeconds: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
