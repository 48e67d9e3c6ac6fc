/**
 * CORS allow-list (issue 9): CORS_ORIGINS lists exact origins that may call the API from another origin; everyone else
 * gets no CORS headers and no preflight, as without the variable (same-origin only; hardening.test.ts covers that).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn, type SignedInUser } from './helpers/auth';

const ALLOWED = 'https://app.kickoff.test';
const NATIVE = 'capacitor://localhost';
const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
];

let t: TestApp;
let plain: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', CORS_ORIGINS: `${ALLOWED}, ${NATIVE}` } });
  plain = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  user = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

const vary = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

function expectNoCors(headers: Record<string, unknown>) {
  for (const name of CORS_HEADERS) expect(headers[name], name).toBeUndefined();
}

const preflight = (app: TestApp, origin: string, url = '/api/user/profile') =>
  app.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
  });

describe('with CORS_ORIGINS set', () => {
  for (const origin of [ALLOWED, NATIVE]) {
    it(`echoes the listed origin ${origin} with Vary: Origin and credentials, on answers and errors`, async () => {
      for (const request of [
        { url: '/api/healthz', expected: 200 },
        { url: '/api/groups', expected: 200 },
        { url: '/api/user/profile', expected: 200, headers: user.headers },
        { url: '/api/user/profile', expected: 401 },
      ]) {
        const res = await t.app.inject({ url: request.url, headers: { origin, ...request.headers } });
        expect(res.statusCode, request.url).toBe(request.expected);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
        expect(res.headers['access-control-expose-headers']).toBe('set-auth-token');
        expect(vary(res.headers)).toContain('origin');
      }
    });
  }

  it('keeps Vary: Origin next to the cached lists\' own Vary names', async () => {
    const res = await t.app.inject({ url: '/api/groups', headers: { origin: ALLOWED } });
    expect(vary(res.headers)).toEqual(expect.arrayContaining(['origin', 'authorization', 'cookie', 'accept-encoding']));
  });

  it('answers the preflight of a listed origin: methods, the bearer header, max-age; no body', async () => {
    const res = await preflight(t, ALLOWED);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods']).split(', ')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    expect(String(res.headers['access-control-allow-headers']).split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'x-captcha-response']),
    );
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(vary(res.headers)).toContain('origin');
  });

  it('grants nothing to any other origin, however close: no CORS headers, preflight 404', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://app.kickoff.test',
      'https://app.kickoff.test:8443',
      'https://app.kickoff.test.evil.example',
      'https://evilapp.kickoff.test',
      'https://localhost',
      'HTTPS://APP.KICKOFF.TEST',
    ]) {
      const get = await t.app.inject({ url: '/api/groups', headers: { origin } });
      expect(get.statusCode).toBe(200);
      expectNoCors(get.headers);
      // Still varies on Origin, so a shared cache never hands a listed origin's answer to this one or back.
      expect(vary(get.headers)).toContain('origin');
      const pre = await preflight(t, origin);
      expect(pre.statusCode, origin).toBe(404);
      expectNoCors(pre.headers);
    }
  });

  it('adds nothing to same-origin requests (no Origin header)', async () => {
    const res = await t.app.inject({ url: '/api/groups' });
    expect(res.statusCode).toBe(200);
    expectNoCors(res.headers);
  });
});

describe('without CORS_ORIGINS (the default)', () => {
  it('sends no CORS headers to anyone, not even the native shell\'s origins, and has no preflight', async () => {
    for (const origin of [ALLOWED, NATIVE, 'https://localhost']) {
      const get = await plain.app.inject({ url: '/api/groups', headers: { origin } });
      expect(get.statusCode).toBe(200);
      expectNoCors(get.headers);
      const pre = await preflight(plain, origin);
      expect(pre.statusCode).toBe(404);
      expectNoCors(pre.headers);
    }
  });
});
