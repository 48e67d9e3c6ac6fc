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

/**
 * Tables a 4xx may write on purpose, left out of the "nothing changed" check: refused sends and wrong codes are
 * counted (`rate_limits`, `verifications`), every authenticated request may refresh its `sessions` row, and a create
 * with an Idempotency-Key claims the key before its handler runs and frees it when the answer is an error
 * (`idempotency_keys`: a claim and a release).
 */
export const UNCHECKED_TABLES = ['rate_limits', 'verifications', 'sessions', 'idempotency_keys'];

/**
 * Test-only row triggers that count every committed change of the other tables: each inserted or deleted row, and
 * each updated row whose values changed (an update that writes the same values is not a change). The counter is a
 * row per table in a table of its own, so a write rolled back with its transaction is not counted, and a failure names
 * the tables that changed. Read with `fingerprint` (a few rows) instead of summing 13 tables after every request.
 * Meant for sequential requests: writing transactions on one table wait on its counter row.
 */
export async function installChangeCounter(app: App): Promise<void> {
  const listed = await app.db.execute(sql`select tablename from pg_tables where schemaname = current_schema()`);
  const tables = rowsOf<{ tablename: string }>(listed)
    .map((r) => r.tablename)
    .filter((name) => !UNCHECKED_TABLES.includes(name) && name !== 'test_change_counter');
  if (tables.length < 20) throw new Error(`change counter: only ${tables.length} tables found`);
  const statements = [
    'create table if not exists test_change_counter (table_name text primary key, changes bigint not null)',
    `create or replace function test_count_change() returns trigger language plpgsql as $$
      begin
        insert into test_change_counter values (tg_table_name, 1)
          on conflict (table_name) do update set changes = test_change_counter.changes + 1;
        return null;
      end $$`,
    ...tables.flatMap((t) => [
      `create or replace trigger test_count_insert_delete after insert or delete on "${t}" for each row execute function test_count_change()`,
      `create or replace trigger test_count_update after update on "${t}" for each row when (old.* is distinct from new.*) execute function test_count_change()`,
    ]),
  ];
  for (const statement of statements) await app.db.execute(sql.raw(statement));
}

/** The committed changes per checked table so far, e.g. "events:3 users:5" (see installChangeCounter). */
export async function fingerprint(app: App): Promise<string> {
  const rows = rowsOf<{ changes: string | null }>(
    await app.db.execute(sql`select string_agg(table_name || ':' || changes, ' ' order by table_name) as changes from test_change_counter`),
  );
  return rows[0]?.changes ?? '';
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
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
