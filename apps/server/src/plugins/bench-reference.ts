/**
 * The benchmark's reference routes (registered only with BENCH_REFERENCE_ROUTE=1), through the pg pool, named
 * prepared statements, no ORM, no auth: the ceiling a route can reach on this machine. `npm run bench` compares every
 * other route with them.
 * - /api/bench/reference: one primary-key-ordered read of 6 events (the ceiling of a one-row-ish read, e.g. detail);
 * - /api/bench/reference-page?at=N (issue 35): a page of 21 cards of ready-made JSON read by one index range scan from
 *   the bench-only table `bench_reference_page` (made by scripts/perf/bench.ts), joined as a list answer: the ceiling
 *   of a list of 20 cards, which Discover is held to.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.get('/api/bench/reference', { schema: { hide: true } }, async () => {
      const pool = app.dbHandle.pool;
      if (!pool) return [];
      const result = await pool.query({
        name: 'bench_reference',
        text: 'select id, title, sport_type, date_time, location from events where date_time >= now() order by date_time, id limit 6',
      });
      return result.rows;
    });
    app.get<{ Querystring: { at?: string } }>('/api/bench/reference-page', { schema: { hide: true } }, async (request, reply) => {
      const pool = app.dbHandle.pool;
      if (!pool) return { items: [], nextCursor: null };
      const at = Number.parseInt(request.query.at ?? '0', 10) || 0;
      const result = await pool.query<{ card: string }>({
        name: 'bench_reference_page',
        text: 'select card from bench_reference_page where n >= $1 order by n limit 21',
        values: [at],
      });
      const items = result.rows.slice(0, 20).map((r) => r.card);
      const next = result.rows.length > 20 ? JSON.stringify(String(at + 20)) : 'null';
      return reply.type('application/json; charset=utf-8').send(`{"items":[${items.join(',')}],"nextCursor":${next}}`);
    });
  },
  { name: 'bench-reference', dependencies: ['database'] },
);
