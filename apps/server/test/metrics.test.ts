/**
 * Prometheus metrics (issue 31, point 1) on PGlite and PostgreSQL: off by default (no route, no port), /metrics behind
 * the bearer token (401 without it), the metrics port, and what a scrape says after some requests: route templates,
 * never raw ids, unmatched paths as one label, the job queue per kind, live streams, the pool on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { testDbKind } from './helpers/database';
import { createEvent, eventsWorld } from './helpers/events';
import { listening, openLive } from './helpers/live';

const onPostgres = testDbKind() === 'postgres';
const TOKEN = 'metrics-token-0123456789';

let t: TestApp;
let base: string;

const cacheEnv = process.env.PUBLIC_LIST_CACHE_MS;
beforeAll(async () => {
  // The signed-out micro-cache is on in production only: on here, for its hit and miss counts.
  process.env.PUBLIC_LIST_CACHE_MS = '5000';
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', JOBS_WORKER: 'false' } });
  base = await listening(t.app);
}, 120_000);
afterAll(async () => {
  if (cacheEnv === undefined) delete process.env.PUBLIC_LIST_CACHE_MS;
  else process.env.PUBLIC_LIST_CACHE_MS = cacheEnv;
  await t.close();
});

/** A metric's samples as `name{labels} value` lines. */
function samples(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
}

describe('metrics', () => {
  it('are off by default: no /metrics route and no metrics port', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.metrics).toBeUndefined();
      await listening(plain.app);
      // No metrics route: the path is an unknown page (the web app's shell when a web build is present, else the plain
      // "not built" page), never Prometheus's text format (`text/plain; version=0.0.4`).
      const res = await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.headers['content-type']).not.toMatch(/version=0\.0\.4/);
      expect(res.body).not.toContain('# HELP');
    } finally {
      await plain.close();
    }
  });

  it('/metrics refuses a missing or wrong token (401)', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).not.toContain('kickoff_');
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
  });

  it('count requests by route template, never by raw URL or id, and read the queue, live streams and pool', async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: `/api/events/${event.id}`, headers: organizer.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/events/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url: '/api/groups' })).statusCode).toBe(200);
    await t.app.inject({ url: `/api/no-such-route/${event.id}` });
    await t.app.inject({ url: `/wp-admin/${groupId}.php` });
    await t.app.db.insert(jobs).values([
      { kind: 'metrics-test', runAt: new Date(Date.now() - 90_000) },
      { kind: 'metrics-test', runAt: new Date(Date.now() - 10_000) },
      { kind: 'metrics-test', runAt: new Date(Date.now() + 3600_000) },
    ]);
    const stream = await openLive(base, [`event:${event.id}`]);
    expect((await stream.next()).event).toBe('ready');

    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    stream.close();

    // No id of anything created above appears anywhere in the scrape.
    for (const id of [event.id, groupId, organizer.id, '00000000-0000-4000-8000-000000000000']) expect(text).not.toContain(id);
    const counts = samples(text, 'kickoff_http_requests_total');
    expect(counts).toContainEqual(expect.stringMatching(/^kickoff_http_requests_total\{method="GET",route="\/api\/events\/:id",status="200"\} 3$/));
    expect(counts).toContainEqual(expect.stringMatching(/^kickoff_http_requests_total\{method="GET",route="\/api\/events\/:id",status="404"\} 1$/));
    // Paths no route matched share one label.
    expect(counts).toContain('kickoff_http_requests_total{method="GET",route="unmatched",status="404"} 2');
    expect(counts.some((line) => line.includes('no-such-route') || line.includes('wp-admin'))).toBe(false);
    expect(samples(text, 'kickoff_http_request_duration_seconds_bucket')).toContainEqual(
      expect.stringMatching(/^kickoff_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/events\/:id"\} 4$/),
    );
    expect(text).toContain('# TYPE kickoff_http_request_errors_total counter');

    expect(samples(text, 'kickoff_jobs')).toEqual(
      expect.arrayContaining([
        'kickoff_jobs{kind="metrics-test",state="due"} 2',
        'kickoff_jobs{kind="metrics-test",state="scheduled"} 1',
        'kickoff_jobs{kind="metrics-test",state="running"} 0',
      ]),
    );
    const oldest = samples(text, 'kickoff_jobs_oldest_due_age_seconds').find((line) => line.includes('kind="metrics-test"'));
    expect(Number(oldest?.split(' ')[1])).toBeGreaterThanOrEqual(89);
    const cache = Object.fromEntries(
      samples(text, 'kickoff_http_cache_lookups_total').map((line) => [/result="(\w+)"/.exec(line)![1], Number(line.split(' ')[1])]),
    );
    expect(cache.hit).toBeGreaterThanOrEqual(1);
    expect(cache.miss).toBeGreaterThanOrEqual(1);
    expect(samples(text, 'kickoff_live_connections')).toEqual(['kickoff_live_connections 1']);
    expect(text).toContain('# TYPE kickoff_live_messages_sent_total counter');
    // prom-client's default metrics: event-loop lag and memory.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    if (onPostgres) {
      expect(samples(text, 'kickoff_db_pool_connections')).toEqual(
        expect.arrayContaining([expect.stringMatching(/state="in_use"\} \d+$/), expect.stringMatching(/state="idle"\} \d+$/)]),
      );
      expect(samples(text, 'kickoff_db_pool_waiting')).toHaveLength(1);
    } else {
      expect(text).not.toContain('kickoff_db_pool_');
    }
  });

  it('are served on the metrics port without a token', async () => {
    const port = t.app.metrics?.port();
    expect(port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('kickoff_http_requests_total');
  });

  it('answer while the job queue cannot be read (the database is down), counting the failed read', async () => {
    const failing = vi.spyOn(t.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(samples(res.body, 'kickoff_metrics_scrape_errors_total')).toEqual(['kickoff_metrics_scrape_errors_total 1']);
      expect(res.body).toContain('kickoff_http_requests_total');
    } finally {
      failing.mockRestore();
    }
  });
});
