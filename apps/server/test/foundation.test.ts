import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('foundation', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject('/api/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a wrong content type with 415 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers: { 'content-type': 'application/x-foo' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Unsupported content type.');
  });

  it('answers an oversized body with 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request is too large.');
  });

  it('sets security headers with a content security policy', async () => {
    const res = await t.app.inject('/api/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a bearer token from phone sign-in and rejects it after sign-out', async () => {
    const { signIn } = await import('./helpers/auth');
    const user = await signIn(t.app);
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: user.headers });
    expect(session.json().user.id).toBe(user.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: user.headers, payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/get-session', headers: user.headers });
    expect(after.json()).toBeNull();
  });
});
