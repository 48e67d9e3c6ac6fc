/**
 * The OpenAPI document lists every route with the errors it can answer (lib/error-responses.ts): 400 where the route
 * takes input, 401 where it needs a session (routes open to visitors say `security: []`), 404 where the path names a
 * resource; each documented error uses the one error shape. And the document says the truth: a signed-out call of a
 * route that claims 401 answers 401 (or 400 for its empty input), and one that claims to be open never answers 401;
 * every error status the permission matrix (matrix/table.ts) expects of a route is among that route's responses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TABLE } from './matrix/table';
import { OPERATIONS } from '../src/lib/openapi/operations';

let t: TestApp;
interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> }>;
}
let operations: { method: string; path: string; op: Operation }[] = [];
let schemas: Record<string, { properties?: Record<string, unknown> }> = {};
/** A schema, or the named schema it refers to. */
const resolve = (schema: { $ref?: string; properties?: Record<string, unknown> } | undefined) =>
  schema?.$ref ? schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: typeof schemas } };
  schemas = doc.components.schemas;
  expect(doc.openapi).toMatch(/^3\./);
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));
});

afterAll(async () => {
  await t?.close();
});

const isPublic = (op: Operation) => Array.isArray(op.security) && op.security.length === 0;

describe('OpenAPI', () => {
  it('documents every API route, the events routes included', () => {
    expect(operations.length).toBeGreaterThan(60);
    for (const path of [
      '/api/events',
      '/api/events/{id}',
      '/api/events/{id}/join',
      '/api/events/{id}/participants/{participantId}/activate',
      '/api/events/{id}/comments/{commentId}',
      '/api/user/created-events',
      '/api/groups',
      '/api/groups/{id}',
      '/api/groups/{id}/members',
      '/api/groups/{id}/members/{userId}/status',
      '/api/users/search',
      '/api/healthz',
    ]) {
      expect(operations.some((o) => o.path === path), path).toBe(true);
    }
  });

  it('names every operation (lib/openapi/operations.ts) with a summary, and lists no route that does not exist', () => {
    const documented = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(documented.filter((key) => !OPERATIONS[key])).toEqual([]);
    expect(Object.keys(OPERATIONS).filter((key) => !documented.includes(key))).toEqual([]);
    const ops = operations.map((o) => o.op as Operation & { operationId?: string; summary?: string });
    expect(ops.filter((op) => !op.operationId || !op.summary)).toEqual([]);
    expect(new Set(ops.map((op) => op.operationId)).size).toBe(ops.length);
  });

  it("documents each route's error statuses in the one error shape", () => {
    const missing: string[] = [];
    for (const { method, path, op } of operations) {
      const codes = Object.keys(op.responses ?? {});
      const need = [
        ...((op.parameters?.length ?? 0) > 0 || op.requestBody ? ['400'] : []),
        ...(isPublic(op) ? [] : ['401']),
        ...(path.includes('{') ? ['404'] : []),
      ];
      for (const code of need) if (!codes.includes(code)) missing.push(`${method.toUpperCase()} ${path}: ${code}`);
      for (const code of codes.filter((c) => c >= '400' && path !== '/api/readyz')) {
        const schema = resolve(Object.values(op.responses![code]!.content ?? {})[0]?.schema);
        if (!schema?.properties?.message) missing.push(`${method.toUpperCase()} ${path}: ${code} is not the error shape`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents every error status the permission matrix expects of a route', () => {
    const missing: string[] = [];
    // The document does not describe itself; the spec's comment path is kept but left out (ambiguous).
    for (const row of TABLE.filter((r) => r.path !== '/api/openapi.json' && r.path !== '/api/events/comments/:commentId')) {
      const path = row.path.replace(/:(\w+)/g, '{$1}');
      const op = operations.find((o) => o.method === row.method.toLowerCase() && o.path === path);
      if (!op) {
        missing.push(`${row.method} ${path}: not in the document`);
        continue;
      }
      const documented = Object.keys(op.op.responses ?? {});
      for (const status of new Set(Object.values(row.expect).filter((code) => code >= 400))) {
        if (!documented.includes(String(status))) missing.push(`${row.method} ${path}: ${status}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('says the truth about who may call: a claimed 401 answers 401 signed out, an open route does not', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations) {
      if (!path.startsWith('/api/') || path.startsWith('/api/auth/') || method === 'head') continue;
      const url = path.replace(/\{[^}]+\}/g, 'no-such-id');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: method === 'get' || method === 'delete' ? undefined : {} });
      if (isPublic(op) && res.statusCode === 401) wrong.push(`${method.toUpperCase()} ${path} is open but answered 401`);
      // Input is validated before the handler asks for the session: an empty body may be a 400 first.
      if (!isPublic(op) && ![400, 401].includes(res.statusCode)) wrong.push(`${method.toUpperCase()} ${path} needs a session but answered ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
