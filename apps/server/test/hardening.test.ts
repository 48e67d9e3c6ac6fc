/**
 * Hardening (issue 9): response headers, cross-origin behaviour, the upload attack corpus and error bodies.
 * OTP brute force is proven in identity.test.ts ("kills the code after 5 wrong tries"); SVG, text renamed as an
 * image, the decompression bomb and EXIF GPS stripping in images.test.ts. This file adds what those do not cover.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
});
afterAll(async () => t?.close());

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } }).png().toBuffer();

async function storeStatus(buffer: Buffer): Promise<number | string> {
  try {
    return await t.app.images.store(buffer, 'profile');
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? 500;
  }
}

describe('security headers', () => {
  for (const url of ['/api/healthz', '/', '/api/does-not-exist']) {
    it(`${url}: CSP without inline scripts, frame-ancestors, referrer policy, nosniff; no HSTS over plain HTTP`, async () => {
      const res = await t.app.inject(url);
      const csp = String(res.headers['content-security-policy'] ?? '');
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      // Over HTTPS only (issue-33-reproductions.test.ts, point 9f).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      // The rest of helmet's set, with the Google sign-in popup's opener policy.
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
    });
  }
});

describe('cross-origin requests', () => {
  it('grants nothing to a foreign origin: no wildcard, no echo, no credentials (same-origin only)', async () => {
    const origin = 'https://evil.example';
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user/profile',
      headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.app.inject({ method: 'GET', url: '/api/groups', headers: { origin } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('upload attack corpus', () => {
  it('refuses an SVG carrying a script (415)', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
    expect(await storeStatus(svg)).toBe(415);
  });

  it('refuses HTML named .jpg (checked by content, 415)', async () => {
    expect(await storeStatus(Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'))).toBe(415);
  });

  it('cleans a PNG/HTML polyglot: the stored file is a fresh WebP without the payload', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const url = await storeStatus(polyglot);
    expect(typeof url).toBe('string');
    const res = await t.app.inject(url as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('cleans a JPEG whose comment carries a script', async () => {
    const jpeg = await sharp(await png()).jpeg().withMetadata({ exif: { IFD0: { ImageDescription: '<script>alert(1)</script>' } } }).toBuffer();
    expect(jpeg.includes(Buffer.from('<script'))).toBe(true);
    const url = await storeStatus(jpeg);
    const res = await t.app.inject(url as string);
    expect(res.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });
});

describe('error bodies', () => {
  it('4xx answers carry a message only: no stack, SQL or configuration', async () => {
    const probes = [
      t.app.inject({ method: 'GET', url: "/api/groups/' or 1=1 --" }),
      t.app.inject({ method: 'POST', url: '/api/groups', headers: { 'content-type': 'application/json' }, payload: '{"name":' }),
      t.app.inject({ method: 'GET', url: '/api/events/%00' }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' }),
      // Router errors before any route matches: a parameter over 100 characters (414) and a broken percent-encoding.
      t.app.inject({ method: 'GET', url: `/api/groups/1%3B%20select%20pg_sleep(5)${'x'.repeat(120)}/members` }),
      t.app.inject({ method: 'GET', url: '/api/groups/%E0%A4%A/members' }),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json() as Record<string, unknown>;
      expect(Object.keys(body).every((k) => k === 'message' || k === 'fields')).toBe(true);
      expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|select |postgres|pglite|AUTH_SECRET|test-secret/i);
    }
  });
});
