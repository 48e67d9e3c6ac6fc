/**
 * Fuzzing harness (issue 9): arbitraries built from the shared zod contracts' field names, mixing valid samples
 * with hostile values (wrong types, huge and unicode strings, SQL and script payloads), and the checks every
 * answer must pass: no 5xx, JSON (or calendar) bodies only, no stack traces, and no change of state after a 4xx.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { App } from '../../src/app';
import { multipart } from '../helpers/groups';

export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u202e\u200b\ufeff',
  '😀🏈⚽️👨‍👩‍👧‍👦',
  'Ω≈ç√∫˜µ≤≥÷',
  '𝕜𝕚𝕔𝕜𝕠𝕗𝕗',
  '\ud800',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999',
  'true',
  '__proto__',
  'constructor',
  '%00%27%22',
];

const hugeString = fc.oneof(
  fc.constant('x'.repeat(100_001)),
  fc.integer({ min: 1, max: 12_000 }).map((n) => 'é'.repeat(n)),
  fc.integer({ min: 1, max: 3_000 }).map((n) => '𝕜'.repeat(n)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Any JSON value, hostile strings included: wrong types for every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }) },
);

/** The field names of a zod object schema (the contract). */
export function keysOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('not an object schema');
  return Object.keys(shape);
}

/**
 * A body for the contract: each field either a valid sample (when given), a hostile value, or absent; sometimes
 * an unknown extra field. Mostly-valid bodies reach the services; hostile ones probe the validation.
 */
export function bodyFor(schema: z.ZodType, valid: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keysOf(schema)) {
    const good = valid[key];
    fields[key] = good ? fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: hostileValue }) : hostileValue;
  }
  return fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.tuple(hostileString, hostileValue), { freq: 5 })).map(([body, extra]) =>
    extra ? { ...body, [extra[0]]: extra[1] } : body,
  );
}

/** Form fields are strings: stringify a body for multipart. */
export function asFormFields(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    if (!/^[\w-]{1,40}$/.test(k)) continue; // multipart field names with quotes/CRLF are not ours to test here
    out[k] = typeof v === 'string' ? v.replace(/\r?\n--/g, '\n') : JSON.stringify(v) ?? '';
  }
  return out;
}

/** Lone surrogates replaced (encodeURIComponent throws on them). */
export const wellFormed = (s: string) => s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** A path segment: a real id or something hostile. */
export function idSegment(real: string[]): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: hostileString.map((s) => encodeURIComponent(wellFormed(s.slice(0, 200))) || 'x') });
}

export function queryString(keys: string[], valid: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
  const fields: Record<string, fc.Arbitrary<string>> = {};
  for (const key of keys) fields[key] = valid[key] ? fc.oneof(valid[key]!, hostileString.map((s) => s.slice(0, 300))) : hostileString.map((s) => s.slice(0, 300));
  return fc.record(fields, { requiredKeys: [] }).map((q) => {
    const s = new URLSearchParams(q as Record<string, string>).toString();
    return s ? `?${s}` : '';
  });
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  /** raw body with a content type (malformed JSON and friends) */
  raw?: { body: string; type: string };
  headers?: Record<string, string>;
}

/** Cheap state fingerprint of the domain tables (rate limits, verifications and sessions excluded: see docs/security.md). */
export async function fingerprint(app: App): Promise<string> {
  const result = await app.db.execute(sql`select
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') from users) as users,
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') || ':' || coalesce(sum(member_count), 0) from groups) as groups,
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') || ':' || count(*) filter (where status = 'active') from group_members) as members,
    (select count(*) from group_blocks) as blocks,
    (select count(*) from group_posts) as posts,
    (select count(*) from group_follows) as follows,
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') || ':' || coalesce(sum(places_taken), 0) || ':' || coalesce(sum(waitlist_count), 0) from events) as events,
    (select count(*) || ':' || coalesce(sum(places) filter (where status = 'registered'), 0) from event_participants) as participants,
    (select count(*) from event_cohosts) as cohosts,
    (select count(*) from event_comments) as comments,
    (select count(*) from calendar_feed_tokens) as feeds,
    (select count(*) from notifications) as notifications,
    (select count(*) from push_devices) as devices`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return JSON.stringify(rows[0]);
}

export interface Checked {
  status: number;
  body: string;
}

/** Sends one request and applies the checks every answer must pass. */
export interface CheckOptions {
  /** A successful answer may be an HTML page (Better Auth's OAuth error page, /api/auth/error); errors stay JSON. */
  htmlPage?: boolean;
}

export async function sendChecked(
  app: App,
  req: FuzzRequest,
  auth: Record<string, string>,
  before: string,
  options: CheckOptions = {},
): Promise<{ res: Checked; after: string }> {
  let res;
  if (req.form) {
    const form = multipart(req.form);
    res = await app.inject({ method: req.method, url: req.url, headers: { ...auth, ...req.headers, ...form.headers }, payload: form.payload });
  } else if (req.raw) {
    res = await app.inject({ method: req.method, url: req.url, headers: { ...auth, ...req.headers, 'content-type': req.raw.type }, payload: req.raw.body });
  } else {
    res = await app.inject({
      method: req.method,
      url: req.url,
      headers: { ...auth, ...req.headers },
      ...(req.json === undefined ? {} : { payload: JSON.stringify(req.json), headers: { ...auth, ...req.headers, 'content-type': 'application/json' } }),
    });
  }
  const what = `${req.method} ${req.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`5xx: ${what}`);
  const type = String(res.headers['content-type'] ?? '');
  const page = options.htmlPage && res.statusCode < 400 && /^text\/html/.test(type);
  if (res.body.length > 0 && !page && !/^(application\/json|text\/calendar)/.test(type)) throw new Error(`unexpected content type ${type}: ${what}`);
  // Error answers must not carry internals (2xx bodies may echo the user's own text, SQL-looking or not).
  if (res.statusCode >= 400 && /\bat [\w.<>]+ \(|node_modules|\/work\/|SELECT |syntax error|duplicate key|violates/i.test(res.body)) throw new Error(`internals leaked: ${what}`);
  const after = await fingerprint(app);
  if (res.statusCode >= 400 && after !== before) throw new Error(`state changed after a ${res.statusCode}: ${what}\n${before}\n${after}`);
  return { res: { status: res.statusCode, body: res.body }, after };
}

/**
 * Requests per family: FUZZ_RUNS, default 10,000 on PostgreSQL (the count, run by every `npm test` with
 * TEST_DATABASE_URL, so in CI) and 300 on PGlite (the same code paths on the embedded database, about 10 ms a
 * request there, kept short so the whole suite stays near its time budget).
 */
export function runsPerFamily(): number {
  if (process.env.FUZZ_RUNS) return Number(process.env.FUZZ_RUNS);
  return process.env.KICKOFF_TEST_DB === 'postgres' ? 10_000 : 300;
}

/** The random seed of this run: FUZZ_SEED replays a failure (the seed is printed with the counts). */
export function fuzzSeed(): number {
  return process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
}
