/**
 * Traces (issue 31 point 2) on PGlite and PostgreSQL, sent to a local OTLP/HTTP stand-in collector: a request's server
 * span named by its route template (never a raw id), its database statements as children, a job's own trace, a
 * `traceparent` continued, log lines carrying the span's ids, and a collector that is away: the app serves on and
 * warns once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@kickoff/db';
import { enqueue } from '../src/lib/jobs';
import { tracing } from '../src/lib/tracing';
import { createTestApp, type TestApp } from './helpers/app';
import { createEvent, eventsWorld, person } from './helpers/events';
import { startOtlpStandIn, type OtlpStandIn, type ReceivedSpan } from './helpers/otlp-stand-in';
import { unusedPorts } from './helpers/ports';
import { startSmtpStandIn, type SmtpStandIn } from './helpers/smtp-stand-in';

const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let collector: OtlpStandIn;
let smtp: SmtpStandIn;
let t: TestApp;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  collector = await startOtlpStandIn();
  smtp = await startSmtpStandIn();
  t = await createTestApp({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_SERVICE_NAME: 'kickoff-test',
      JOBS_WORKER: 'false',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kickoff <no-reply@kickoff.example>',
    },
    logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await collector?.close();
  await smtp?.close();
});

async function flushed(): Promise<ReceivedSpan[]> {
  await tracing()!.flush();
  return collector.spans();
}

describe('traces', () => {
  it('a request is one server span named by its route template, its database statements are its children', async () => {
    const { organizer, groupId } = await eventsWorld(t.app);
    const event = await createEvent(t.app, organizer, groupId);
    const res = await t.app.inject({ url: `/api/events/${event.id}`, headers: organizer.headers });
    expect(res.statusCode).toBe(200);

    const spans = await flushed();
    const requestSpan = spans.find((s) => s.kind === SERVER && s.name === 'GET /api/events/:id');
    expect(requestSpan, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(requestSpan!.service).toBe('kickoff-test');
    expect(requestSpan!.attributes['http.route']).toBe('/api/events/:id');
    expect(requestSpan!.attributes['http.request.method']).toBe('GET');
    expect(requestSpan!.attributes['http.response.status_code']).toBe(200);
    expect(String(requestSpan!.attributes['kickoff.request_id'])).not.toBe('');
    expect(requestSpan!.parentSpanId).toBeUndefined();

    const queries = spans.filter((s) => s.parentSpanId === requestSpan!.spanId && s.kind === CLIENT);
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) {
      expect(q.traceId).toBe(requestSpan!.traceId);
      expect(q.attributes['db.system.name']).toBe('postgresql');
      expect(q.attributes['kickoff.db.engine']).toBe(t.app.dbHandle.kind === 'postgres' ? 'postgresql' : 'pglite');
      if (t.app.dbHandle.kind === 'postgres') expect(q.attributes['server.address']).toMatch(/^[^:]+:\d+$/);
      else expect(q.attributes['server.address']).toBeUndefined();
      expect(q.name).toMatch(/^[A-Z]+( [a-z_0-9]+)?$/);
    }
    const eventRead = queries.find((q) => q.name === 'SELECT events');
    expect(eventRead, queries.map((q) => q.name).join(', ')).toBeDefined();
    // Statement texts, never their values: the event's id was a parameter.
    expect(String(eventRead!.attributes['db.query.text'])).toMatch(/^select /i);
    for (const q of queries) expect(String(q.attributes['db.query.text'])).not.toContain(event.id);

    // No raw id in any span's name, in the whole run so far (the event was created through POST /api/events too).
    for (const span of spans) expect(span.name).not.toMatch(UUID);
    expect(spans.some((s) => s.kind === SERVER && s.name === 'POST /api/events')).toBe(true);
  });

  it('an unmatched path is named by its method only, and a 404 is no error', async () => {
    const res = await t.app.inject({ url: `/api/no-such-route/0c8b2c5e-1111-4aaa-8bbb-222233334444` });
    expect(res.statusCode).toBe(404);
    const spans = await flushed();
    const span = spans.find((s) => s.kind === SERVER && s.attributes['http.response.status_code'] === 404 && s.attributes['http.route'] === undefined);
    expect(span?.name).toBe('GET');
    expect(span?.status).not.toBe(2);
  });

  it("continues a proxy's traceparent", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const res = await t.app.inject({ url: '/api/groups', headers: { traceparent: `00-${traceId}-${parent}-01` } });
    expect(res.statusCode).toBe(200);
    const span = (await flushed()).find((s) => s.kind === SERVER && s.traceId === traceId);
    expect(span?.name).toBe('GET /api/groups');
    expect(span?.parentSpanId).toBe(parent);
  });

  it("a job's run is a trace of its own, with its statements as children", async () => {
    let ran = 0;
    t.app.jobs.register('trace-test', async () => {
      ran++;
      await t.app.db.select({ id: users.id }).from(users).limit(1);
    });
    await enqueue(t.app.db, 'trace-test', { note: 'traced' });
    await t.app.jobs.runDue();
    expect(ran).toBe(1);
    const spans = await flushed();
    const job = spans.find((s) => s.name === 'job trace-test');
    expect(job, spans.map((s) => s.name).join(', ')).toBeDefined();
    expect(job!.kind).toBe(CONSUMER);
    expect(job!.parentSpanId).toBeUndefined();
    expect(job!.attributes['kickoff.job.kind']).toBe('trace-test');
    expect(job!.attributes['kickoff.job.attempt']).toBe(1);
    const children = spans.filter((s) => s.parentSpanId === job!.spanId);
    expect(children.map((s) => s.name)).toContain('SELECT users');
  });

  it("an outgoing mail is a client span of the request that sent it, without its address", async () => {
    const user = await person(t.app, 'Traced');
    const email = `traced-${Date.now().toString(36)}@mail.example`;
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.headers, payload: { firstName: user.firstName, lastName: 'Tester', email } });
    expect(res.statusCode).toBe(200);
    expect(smtp.to(email)).toHaveLength(1);
    const spans = await flushed();
    const request = spans.find((s) => s.kind === SERVER && s.name === 'PUT /api/user/profile');
    expect(request).toBeDefined();
    const mail = spans.find((s) => s.name === 'mail.send' && s.traceId === request!.traceId);
    expect(mail?.kind).toBe(CLIENT);
    expect(mail?.attributes['kickoff.mail.provider']).toBe('smtp');
    // The address was a statement's parameter and the message's recipient: it is in no span of the trace.
    for (const span of spans.filter((s) => s.traceId === request!.traceId)) expect(JSON.stringify(span)).not.toContain(email);
    // Its parent is the request's span or one of its descendants.
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    let parent = mail!.parentSpanId;
    while (parent && parent !== request!.spanId) parent = byId.get(parent)?.parentSpanId;
    expect(parent).toBe(request!.spanId);
  });

  it("a request's log lines carry its trace and span ids", async () => {
    const before = logLines.length;
    const res = await t.app.inject({ url: '/api/groups' });
    expect(res.statusCode).toBe(200);
    const spans = await flushed();
    const lines = logLines.slice(before).filter((l) => l.msg === 'request completed');
    expect(lines.length).toBe(1);
    const line = lines[0]!;
    const span = spans.find((s) => s.kind === SERVER && s.traceId === line.trace_id);
    expect(span, JSON.stringify(line)).toBeDefined();
    expect(span!.spanId).toBe(line.span_id);
    expect(span!.attributes['kickoff.request_id']).toBe(line.reqId);
  });
});

describe('traces with the collector away', () => {
  it('the app serves on and warns once a minute at most', async () => {
    // This file's app is closed first: one tracing per process.
    await t.close();
    t = undefined as unknown as TestApp;
    const [port] = [await unusedPorts()];
    const lines: Record<string, unknown>[] = [];
    const away = await createTestApp({
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, JOBS_WORKER: 'false', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      for (let round = 0; round < 2; round++) {
        const res = await away.app.inject({ url: '/api/groups' });
        expect(res.statusCode).toBe(200);
        await tracing()!.flush();
      }
      const warnings = lines.filter((l) => String(l.msg).startsWith('traces could not be sent'));
      expect(warnings.length).toBe(1);
      expect(warnings[0]!.level).toBe(40);
      expect(String(warnings[0]!.msg)).toContain(`127.0.0.1:${port}`);
    } finally {
      await away.close();
    }
    expect(tracing()).toBeNull();
  }, 60_000);
});
