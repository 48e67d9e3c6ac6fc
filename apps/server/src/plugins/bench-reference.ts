/**
 * The benchmark's reference route (registered only with BENCH_REFERENCE_ROUTE=1): one indexed query on the events
 * table through the pg pool, a named prepared statement, no ORM, no auth — the ceiling a route with one query can
 * reach on this machine. `npm run bench` compares every other route with it.
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
  },
  { name: 'bench-reference', dependencies: ['database'] },
);
