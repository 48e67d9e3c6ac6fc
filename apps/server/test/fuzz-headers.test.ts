/**
 * Fuzzing of what arrives before a body is read (issue 21, point 5): Authorization headers, cookies, Content-Type,
 * Accept-Encoding, Origin and the other headers the app reads (conditional requests, Idempotency-Key, captcha,
 * forwarding), against Kickoff's routes (public and signed-in, reads and writes) and every Better Auth route under
 * /api/auth/* with random and malformed bodies. fast-check, seeded (FUZZ_SEED replays a run), FUZZ_RUNS requests per
 * family like fuzz-api.test.ts. Every answer: below 500, a JSON (or calendar) body without internals, and no change of
 * the domain tables after a 4xx (sendChecked).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn, type SignedInUser } from './helpers/auth';
import { createGroup } from './helpers/groups';
import { person, type Person } from './helpers/people';
import { fingerprint, fuzzSeed, hostileString, installChangeCounter, runsPerFamily, sendChecked, type FuzzRequest } from './fuzz/harness';

let t: TestApp;
let owner: Person;
let member: Person;
let groupId = '';
let state = '';
const RUNS = runsPerFamily();
const SEED = fuzzSeed();
const FAMILY_TIMEOUT = 600_000;
const counts: Record<string, number> = {};
/** Answers by status class per family: the families must reach handlers (2xx) as well as refusals (4xx). */
const classes: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  owner = await person(t.app, 'Owner');
  member = await person(t.app, 'Member');
  groupId = await createGroup(t.app, owner);
  await installChangeCounter(t.app);
  state = await fingerprint(t.app);
}, 120_000);
afterAll(async () => {
  console.log(`header fuzz requests per family: ${JSON.stringify(counts)}, answers ${JSON.stringify(classes)} (FUZZ_SEED=${SEED})`);
  await t?.close();
});

/** What an HTTP header value can carry on the wire (visible ASCII, space, tab and obs-text bytes). */
const onTheWire = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

const headerText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileString.map((s) => onTheWire(s.slice(0, 2000))) },
  { weight: 2, arbitrary: fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '%%', '%u0041', '%00', '%C0%AF', '%FF%FE', '\\x00', '"', ';', ',', '=') },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 40_000 }).map((n) => 'A'.repeat(n)) },
);

type Credential = 'none' | 'valid' | 'other';

/** A session token in a mangled form: encoded, with a forged signature, truncated, padded, doubled. */
function mangledToken(token: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(token),
    fc.constant(encodeURIComponent(`${token}.c2lnbmF0dXJl`)),
    headerText.map((sig) => `${token}.${sig}`),
    headerText.map((junk) => `${token}${junk}`),
    fc.constant(token.slice(0, 10)),
    fc.constant(`${token}%`),
    fc.constant(`${token},${token}`),
    fc.constant(token.toUpperCase()),
  );
}

function authorization(token: string): fc.Arbitrary<string> {
  return fc.oneof(
    mangledToken(token).map((v) => `Bearer ${v}`),
    headerText.map((v) => `Bearer ${v}`),
    fc.constantFrom('Bearer', 'Bearer ', 'bearer\t', 'BEARER x', 'Basic dXNlcjpwYXNz', 'Digest username="a"', 'Bearer %', 'Bearer %E0%A4%A', `Bearer ${'.'.repeat(50)}`, 'Token abc', ''),
    headerText,
  );
}

const cookieNames = ['better-auth.session_token', '__Secure-better-auth.session_token', 'better-auth.session_data', 'better-auth.dont_remember', 'better-auth.state', 'other'];

function cookie(token: string): fc.Arbitrary<string> {
  const value = fc.oneof(mangledToken(token), headerText.map((v) => v.replace(/;/g, '')), fc.constantFrom('%', '%E0%A4%A', '%zz', 'eyJzZXNzaW9uIjp7fX0=', 'e30.', '""', '"%'));
  const pair = fc.tuple(fc.constantFrom(...cookieNames), value).map(([k, v]) => `${k}=${v}`);
  return fc.oneof(
    fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => pairs.join('; ')),
    fc.array(pair, { minLength: 1, maxLength: 3 }).map((pairs) => pairs.join(';')),
    fc.integer({ min: 100, max: 2000 }).map((n) => Array.from({ length: n }, (_, i) => `c${i}=${'x'.repeat(20)}`).join('; ')),
    headerText,
  );
}

const contentTypes = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'APPLICATION/JSON',
    'application/json;;;',
    'application/json; boundary=x',
    'application/vnd.api+json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x',
    'text/plain',
    'text/html; charset=utf-8',
    '*/*',
    '',
    ';',
    'application/',
  ),
  headerText,
);

const acceptEncodings = fc.oneof(
  fc.constantFrom('gzip', 'br', 'deflate', 'zstd', '*', 'identity;q=0', '*;q=0', 'gzip;q=abc', 'br;q=1.5, gzip;q=-1', 'gzip, gzip, gzip', 'x-gzip', 'compress', ','),
  headerText,
);

const origins = fc.oneof(
  fc.constantFrom('null', 'http://localhost:3000', 'http://localhost', 'https://evil.example', 'http://[::1', 'http://localhost:3000/path', 'file://', 'capacitor://localhost', '*'),
  headerText,
);

const bodies = fc.oneof(
  fc.constantFrom('', '{}', '[]', 'null', '{"a":', '{"token":1}', '{"token":"%"}', '{"phoneNumber":"+12015550000","code":"000000"}', '{"callbackURL":"javascript:alert(1)"}', '{"provider":"google","callbackURL":"https://evil.example"}', '{"__proto__":{"x":1}}', '{"disableRedirect":true}', '{"expiresIn":-1}'),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? ''),
  hostileString.map((s) => s.slice(0, 5000)),
  fc.integer({ min: 1, max: 40 }).map((n) => `${'['.repeat(n * 2)}${']'.repeat(n * 2)}`),
);

/** Every Better Auth route (disabled ones included: they must answer 404, not 500) and a few that do not exist. */
const BETTER_AUTH_PATHS = [
  '/get-session', '/list-sessions', '/sign-out', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions', '/update-session',
  '/sign-in/social', '/callback/google', '/callback/%zz', '/link-social', '/unlink-account', '/list-accounts', '/account-info',
  '/refresh-token', '/get-access-token', '/ok', '/error', '/delete-user/callback', '/verify-password', '/reset-password/abc',
  '/sign-in/email', '/sign-up/email', '/sign-in/phone-number', '/phone-number/request-password-reset', '/phone-number/reset-password',
  '/request-password-reset', '/reset-password', '/change-password', '/update-user', '/change-email', '/delete-user',
  '/send-verification-email', '/verify-email', '/phone-number/send-otp', '/phone-number/verify', '/config', '/nope', '/%E0%A4%A', '/',
];
/** Routes that end the caller's sessions: fuzzed with a throw-away session so the others stay signed in. */
const REVOKING = new Set(['/sign-out', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions']);

function kickoffRoutes(): [FuzzRequest['method'], string][] {
  return [
    ['GET', '/api/events'],
    ['GET', '/api/groups'],
    ['GET', `/api/groups/${groupId}`],
    ['GET', `/api/groups/${groupId}/members`],
    ['GET', '/api/user/profile'],
    ['GET', '/api/user/dashboard'],
    ['GET', '/api/notifications/unread-count'],
    ['GET', '/api/users/search?email=owner%40example.com'],
    ['GET', '/api/places?q=aus'],
    ['GET', '/api/healthz'],
    ['POST', '/api/groups'],
    ['POST', `/api/groups/${groupId}/join`],
    ['POST', `/api/groups/${groupId}/posts`],
    ['PUT', '/api/user/profile'],
    ['PUT', '/api/user/role'],
    ['POST', '/api/user/create'],
    ['POST', '/api/notifications/read-all'],
    ['POST', '/api/events'],
  ];
}

/** Optional headers, each present or not; the credential ones built from the chosen session's token. */
function headerSet(token: string): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      authorization: authorization(token),
      cookie: cookie(token),
      'accept-encoding': acceptEncodings,
      origin: origins,
      referer: headerText,
      accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*', 'text/calendar', ''), headerText),
      'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"', 'W/'), headerText),
      'if-modified-since': fc.oneof(fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', '0', 'Fri, 31 Dec 99999 23:59:59 GMT'), headerText),
      'idempotency-key': fc.oneof(fc.uuid(), headerText),
      'x-captcha-response': headerText,
      'x-forwarded-for': fc.oneof(fc.constantFrom('127.0.0.1', '::1, 10.0.0.1', 'unknown', '999.999.999.999'), headerText),
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
      'user-agent': headerText,
      'accept-language': headerText,
      range: fc.oneof(fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=1-0', 'lines=1'), headerText),
    },
    { requiredKeys: [] },
  );
}

type Case = { req: FuzzRequest; credential: Credential };

function requests(paths: () => [FuzzRequest['method'], string][]): fc.Arbitrary<Case> {
  return fc
    .record({
      route: fc.constantFrom(...paths()),
      credential: fc.constantFrom<Credential>('none', 'valid', 'valid', 'other'),
      body: fc.option(fc.tuple(bodies, contentTypes), { freq: 3 }),
    })
    .chain(({ route, credential, body }) =>
      headerSet(credential === 'other' ? member.token : owner.token).map((headers) => {
        const [method, url] = route;
        const req: FuzzRequest = { method, url, headers };
        if (body && method !== 'GET') req.raw = { body: body[0], type: body[1] };
        return { req, credential } satisfies Case;
      }),
    );
}

async function fuzzFamily(family: string, arb: fc.Arbitrary<Case>) {
  counts[family] = 0;
  state = await fingerprint(t.app);
  await fc.assert(
    fc.asyncProperty(arb, async ({ req, credential }) => {
      const path = req.url.replace(/^\/api\/auth/, '').split('?')[0]!;
      // A revoking route gets a session of its own to end; the others keep theirs (a mangled token may still be the
      // real one, so only throw-away sessions go to those routes).
      let session: SignedInUser | null = null;
      if (REVOKING.has(path) && credential !== 'none') {
        session = await signIn(t.app);
        for (const key of ['authorization', 'cookie'] as const) {
          const value = req.headers?.[key];
          if (value) req.headers![key] = value.split(owner.token).join(session.token).split(member.token).join(session.token);
        }
        state = await fingerprint(t.app);
      } else if (credential === 'none' && req.headers) {
        delete req.headers.authorization;
        delete req.headers.cookie;
      }
      const { res, after } = await sendChecked(t.app, req, {}, state, { htmlPage: req.method === 'GET' && path === '/error' });
      state = after;
      const tally = (classes[family] ??= {});
      tally[`${Math.floor(res.status / 100)}xx`] = (tally[`${Math.floor(res.status / 100)}xx`] ?? 0) + 1;
      counts[family]!++;
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true, interruptAfterTimeLimit: FAMILY_TIMEOUT - 20_000, markInterruptAsFailure: true },
  );
  expect(counts[family]).toBe(RUNS);
  expect(classes[family]?.['2xx'], 'some requests must pass the headers and reach a handler').toBeGreaterThan(0);
  expect(classes[family]?.['4xx'], 'some requests must be refused').toBeGreaterThan(0);
}

describe.sequential('header and auth-route fuzzing', () => {
  it('Kickoff routes with hostile credentials, cookies, content types, encodings and origins', { timeout: FAMILY_TIMEOUT }, async () => {
    await fuzzFamily('headers', requests(kickoffRoutes));
  });

  it('every Better Auth route under /api/auth/* with random bodies and the same headers', { timeout: FAMILY_TIMEOUT }, async () => {
    const authRoutes = (): [FuzzRequest['method'], string][] => BETTER_AUTH_PATHS.flatMap((p) => [['GET', `/api/auth${p}`], ['POST', `/api/auth${p}`]] as [FuzzRequest['method'], string][]);
    await fuzzFamily('auth-routes', requests(authRoutes));
  });

  it('the signed-in sessions survived the fuzzing (the families above really sent valid credentials)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: owner.headers });
    expect(res.statusCode).toBe(200);
  });
});
