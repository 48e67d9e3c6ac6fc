/**
 * The OpenAPI document is a contract: real answers fit it, and the web's generated types are the document's.
 * - Answers: every route of the permission matrix (matrix/table.ts) is called for real on the matrix's fixture world
 *   (reads by every kind of caller, writes by the organizer and a stranger, each write on a fresh group), and each
 *   answer is validated against the served document with Ajv in strict mode, reading `nullable` as OpenAPI 3.0 does
 *   (a nullable enum must list null): its status must be documented, its media type must be the documented one, and
 *   a JSON body must fit the documented schema. The sign-in (send-otp, verify) is recorded too.
 * - Types: apps/web/src/lib/api-schema.ts and api-schema-check.ts are what `npm run api:types` writes now.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiChecksSource, apiTypesSource, API_CHECKS_FILE, API_TYPES_FILE } from '../../../scripts/openapi/api-types';
import { createTestApp, TEST_CODE, TEST_PHONE_PREFIX, type TestApp } from './helpers/app';
import { multipart } from './helpers/groups';
import { TABLE, type Row } from './matrix/table';
import { buildGroupWorld, buildWorld, CALLERS, type Caller, type World } from './matrix/world';

type Json = Record<string, unknown>;
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>>;
  components: { schemas: Record<string, Json> };
}

const SCHEMA_BASE = 'https://kickoff.invalid/schemas/';
let t: TestApp;
let world: World;
let document: Document;
let ajv: Ajv;
const validators = new Map<string, ValidateFunction>();
const recorded: { key: string; status: number; type: string; body: string }[] = [];

/**
 * An OpenAPI 3.0 schema as Ajv (JSON Schema draft 7) reads it: `$ref`s point at the components added under
 * SCHEMA_BASE, and 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` (next to `minimum`/`maximum`) become numbers.
 * `nullable` Ajv knows itself, with 3.0's meaning (null is added to `type`, not to `enum`).
 */
function forAjv<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMA_BASE}`), (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const node = { ...(value as Json) };
    for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
      if (typeof node[exclusive] !== 'boolean') continue;
      if (node[exclusive]) node[exclusive] = node[bound];
      else delete node[exclusive];
      if (node[exclusive] !== undefined) delete node[bound];
    }
    return node;
  }) as T;
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  document = (await t.app.inject('/api/openapi.json')).json() as Document;
  ajv = new Ajv({ strict: true, allErrors: true });
  addFormats.default(ajv);
  for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(forAjv(schema), `${SCHEMA_BASE}${name}`);
  world = await buildWorld(t.app);
}, 120_000);
afterAll(async () => t?.close());

type Request = InjectOptions;

async function record(key: string, request: Request) {
  const res = await t.app.inject(request);
  recorded.push({ key, status: res.statusCode, type: String(res.headers['content-type'] ?? '').split(';')[0]!, body: res.body });
  return res;
}

async function call(row: Row, caller: Caller) {
  const groupWorld = row.mutates && !row.self ? await buildGroupWorld(t.app, world.people, row.world !== 'public') : world[row.world ?? 'private'];
  const spec = row.request(groupWorld, world.people, world);
  const auth = caller === 'anonymous' ? {} : world.people[caller].headers;
  const key = `${row.method.toLowerCase()} ${row.path.replace(/:(\w+)/g, '{$1}')}`;
  if (spec.form) {
    const form = multipart(spec.form);
    return record(key, { method: row.method, url: spec.url, headers: { ...auth, ...form.headers }, payload: form.payload });
  }
  return record(key, { method: row.method, url: spec.url, headers: auth, ...(spec.payload === undefined ? {} : { payload: spec.payload as Json }) });
}

function validator(key: string, status: string, schema: Json): ValidateFunction {
  const id = `${key} ${status}`;
  let validate = validators.get(id);
  if (!validate) {
    validate = ajv.compile(forAjv(schema));
    validators.set(id, validate);
  }
  return validate;
}

/** What is wrong with one recorded answer, if anything. */
function problems(answer: (typeof recorded)[number]): string[] {
  const [method, path] = answer.key.split(' ') as [string, string];
  // Left out of the document: the document itself and the spec's ambiguous comment path (openapi.test.ts).
  if (path === '/api/openapi.json' || path === '/api/events/comments/{commentId}') return [];
  const response = document.paths[path]?.[method]?.responses[String(answer.status)];
  const at = `${answer.key} -> ${answer.status}`;
  if (!response) return [`${at}: status not documented`];
  const content = response.content ?? {};
  if (!content[answer.type]) return [`${at}: ${answer.type} not documented (${Object.keys(content).join(', ') || 'no content'})`];
  if (answer.type !== 'application/json') return [];
  const validate = validator(answer.key, String(answer.status), content[answer.type]!.schema);
  if (validate(JSON.parse(answer.body))) return [];
  return (validate.errors ?? []).slice(0, 3).map((e) => `${at}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

describe('OpenAPI contract', () => {
  it('every recorded answer of every route fits the document (strict, OpenAPI 3.0 nullable)', async () => {
    const reads = TABLE.filter((row) => !row.mutates);
    for (const row of reads) await Promise.all(CALLERS.map((caller) => call(row, caller)));
    for (const row of TABLE.filter((r) => r.mutates)) {
      await call(row, 'organizer');
      await call(row, 'stranger');
    }
    // The sign-in, outside the matrix (phone numbers of the test range).
    const phoneNumber = `${TEST_PHONE_PREFIX}2999`;
    await record('post /api/auth/phone-number/send-otp', { method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber } });
    await record('post /api/auth/phone-number/send-otp', { method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber: 'nope' } });
    const verified = await record('post /api/auth/phone-number/verify', { method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber, code: TEST_CODE } });
    expect(verified.headers['set-auth-token']).toBeTruthy();

    // Answers that need an id or token the matrix does not make: a data export, an invite link's page.
    const member = world.people.member.headers;
    const exported = (await record('post /api/user/data-export', { method: 'POST', url: '/api/user/data-export', headers: member })).json() as { id: string };
    await record('get /api/user/data-export/{id}', { url: `/api/user/data-export/${exported.id}`, headers: member });
    await record('get /api/user/data-export/{id}/file', { url: `/api/user/data-export/${exported.id}/file`, headers: member });
    const link = recorded.find((a) => a.key === 'post /api/groups/{id}/invite-links' && a.status === 201);
    const token = (JSON.parse(link!.body) as { token: string }).token;
    await record('get /api/invites/{token}', { url: `/api/invites/${encodeURIComponent(token)}` });

    expect(recorded.flatMap(problems)).toEqual([]);
    const seen = new Set(recorded.filter((a) => a.status < 300).map((a) => a.key));
    const gets = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).filter((m) => m === 'get').map((m) => `${m} ${path}`));
    // Every GET answered 2xx at least once. Not here: the live stream never ends (live.test.ts reads it); the
    // unsubscribe page needs a mail's signed link (notifications-email.test.ts), its refusal page is recorded.
    const elsewhere = ['get /api/live', 'get /api/notifications/unsubscribe'];
    expect(gets.filter((key) => !elsewhere.includes(key) && !seen.has(key))).toEqual([]);
    expect(recorded.length).toBeGreaterThan(500);
  }, 600_000);

  it('the web types are generated from the current document (npm run api:types)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await apiTypesSource(document as unknown as Json));
    expect(readFileSync(API_CHECKS_FILE, 'utf8')).toBe(apiChecksSource(document));
  });
});
