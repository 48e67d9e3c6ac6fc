/**
 * No secrets in logs (issue 9): the app's own pino output (production logger options, level trace) and anything
 * written to the console (Better Auth's logger) during a sign-in, authenticated requests, a profile update and
 * failed requests never carry the SMS code, the session token, the authorization or cookie values, AUTH_SECRET or
 * the full phone number.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { RecordingSmsSender, realLookingPhone } from './helpers/sms';

const AUTH_SECRET = `log-test-secret-${randomBytes(16).toString('hex')}`;
const lines: string[] = [];
const consoleOutput: string[] = [];
const sms = new RecordingSmsSender();
let t: TestApp;

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a, Object.getOwnPropertyNames(a ?? {})))).join(' '));
    });
  }
  t = await createTestApp({
    sms,
    env: { LOG_LEVEL: 'trace', AUTH_SECRET, JOBS_WORKER: 'false' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  vi.restoreAllMocks();
});

async function dropDatabase(url: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Whole-token match, so a 6-digit code is not "found" inside a timestamp. */
const containsToken = (text: string, token: string) => new RegExp(`(?<![A-Za-z0-9])${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`).test(text);

describe('logs', () => {
  it('carry requests and errors but no codes, tokens, headers, secrets or phone numbers', async () => {
    const phone = realLookingPhone();
    const national = phone.slice(2);
    const secrets: Record<string, string> = { AUTH_SECRET, phone, 'phone (national)': national };

    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber: phone } });
    expect(sent.statusCode).toBe(200);
    const code = sms.lastCode(phone);
    secrets.code = code;

    // A wrong code first (a failed request), then the right one.
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber: phone, code: wrong } });
    expect(refused.statusCode).toBe(400);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber: phone, code } });
    expect(verified.statusCode).toBe(200);
    const token = (verified.json() as { token: string }).token;
    secrets.token = token;
    const headerToken = String(verified.headers['set-auth-token'] ?? '');
    if (headerToken) secrets['set-auth-token'] = headerToken;
    const authorization = `Bearer ${token}`;
    secrets.authorization = authorization;

    // Authenticated requests, by bearer and by cookie.
    expect((await t.app.inject({ url: '/api/user/profile', headers: { authorization } })).statusCode).toBe(200);
    const cookie = `better-auth.session_token=${token}; kickoff_private=${randomBytes(12).toString('hex')}`;
    secrets.cookie = cookie;
    secrets['cookie value'] = cookie.split('kickoff_private=')[1]!;
    await t.app.inject({ url: '/api/user/profile', headers: { cookie } });

    // A profile update (its answer holds the phone number).
    const email = `log.${randomBytes(4).toString('hex')}@example.com`;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { authorization },
      payload: { firstName: 'Logan', lastName: 'Tester', email, location: 'Austin', timezone: 'America/Chicago' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().phoneNumber).toBe(phone);

    // Failed requests: a revoked-looking bearer, bad input with the real bearer, a query string holding the phone.
    const bogus = `Bearer ${randomBytes(24).toString('base64url')}`;
    secrets['unknown bearer'] = bogus.slice(7);
    expect((await t.app.inject({ url: '/api/user/profile', headers: { authorization: bogus } })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { authorization, 'content-type': 'application/json' }, payload: '{"firstName":' });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/nowhere?phone=${encodeURIComponent(phone)}&code=${code}`, headers: { authorization } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/users/search?email=${encodeURIComponent(email)}`, headers: { authorization } })).statusCode).toBeLessThan(500);

    // Sign out (the session token travels in the header once more).
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization, origin: 'http://localhost:3000' } });

    const pino = lines.join('');
    const all = `${pino}\n${consoleOutput.join('\n')}`;
    // The capture works: requests, their statuses and the failures are there.
    expect(lines.length).toBeGreaterThan(10);
    expect(pino).toContain('"url":"/api/user/profile"');
    expect(pino).toContain('"statusCode":401');
    expect(pino).toContain('"url":"/api/nowhere"');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();

    const leaks = Object.entries(secrets).filter(([, value]) => containsToken(all, value) || all.includes(value.length >= 12 ? value : '\u0000'));
    expect(leaks.map(([name]) => name)).toEqual([]);
    expect(all).not.toMatch(/bearer\s+[A-Za-z0-9._-]{8,}/i);
    expect(all).not.toMatch(/"(authorization|cookie|set-auth-token)"\s*:/i);
  });

  it('log a failed database query without its parameters (a session token here) when a request fails with 500', async () => {
    const failing: string[] = [];
    const app = await createTestApp({ sms, env: { LOG_LEVEL: 'info', AUTH_SECRET, JOBS_WORKER: 'false' }, logStream: { write: (line) => void failing.push(line) } });
    try {
      const phone = realLookingPhone();
      await app.app.inject({ method: 'POST', url: '/api/auth/phone-number/send-otp', payload: { phoneNumber: phone } });
      const verified = await app.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber: phone, code: sms.lastCode(phone) } });
      const token = (verified.json() as { token: string }).token;
      // The database goes away; the token was never used, so the session lookup has to query it.
      await app.database.handle.close();
      const res = await app.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(token);
      const output = failing.join('');
      const errorLine = failing.find((line) => line.includes('"msg":"request failed"'));
      expect(errorLine, 'the 5xx is logged with its error').toBeDefined();
      expect(JSON.parse(errorLine!).err.message).toMatch(/Failed query/);
      expect(output).not.toContain(token);
      expect(output).not.toContain(phone);
    } finally {
      // The handle is closed already, so TestApp.close() cannot drop the database: do it here.
      await app.app.close().catch(() => undefined);
      if (app.database.url) await dropDatabase(app.database.url);
      rmSync(app.dataDir, { recursive: true, force: true });
    }
  });
});
