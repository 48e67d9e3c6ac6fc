/**
 * robots.txt, sitemap.xml and /explore's own title (issue 26, rulings §12): the sitemap lists the landing, /explore,
 * public groups and their upcoming live events, never a private group, its events, a past or a cancelled event; it
 * is cached and rebuilt after its lifetime.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { events } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { createGroup, insertEvent, person } from './helpers/groups';
import { SITEMAP_TTL_MS } from '../src/modules/sitemap/service';

const BASE = 'https://kickoff.example';
let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kickoff-web-'));
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8'));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: BASE } });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function sitemapLocs(): Promise<string[]> {
  const res = await t.app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

describe('robots.txt', () => {
  it('allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *\nAllow: /\nDisallow: /api/\n');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('lists public groups and their upcoming live events only; cached, then rebuilt', async () => {
    const owner = await person(t.app, 'Olga');
    const open = await createGroup(t.app, owner, { name: 'Open Runners', isPrivate: false });
    const closed = await createGroup(t.app, owner, { name: 'Members Only', isPrivate: true });
    const upcoming = await insertEvent(t.app, open, owner.id, 48);
    const past = await insertEvent(t.app, open, owner.id, -48);
    const cancelled = await insertEvent(t.app, open, owner.id, 72);
    await t.app.db.update(events).set({ cancelledAt: new Date(), cancelReason: 'Rain' }).where(eq(events.id, cancelled));
    const hidden = await insertEvent(t.app, closed, owner.id, 48);

    const locs = await sitemapLocs();
    expect(locs.slice(0, 2)).toEqual([`${BASE}/landing`, `${BASE}/explore`]);
    expect(locs).toContain(`${BASE}/events/${upcoming}`);
    expect(locs).toContain(`${BASE}/groups/${open}`);
    for (const id of [past, cancelled, hidden]) expect(locs).not.toContain(`${BASE}/events/${id}`);
    expect(locs).not.toContain(`${BASE}/groups/${closed}`);
    expect(new Set(locs).size).toBe(locs.length);

    // Within its lifetime the same sitemap is served; after it, a new one with the newer event.
    const later = await insertEvent(t.app, open, owner.id, 96);
    expect(await sitemapLocs()).not.toContain(`${BASE}/events/${later}`);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + SITEMAP_TTL_MS + 1000);
    expect(await sitemapLocs()).toContain(`${BASE}/events/${later}`);
  });

  it('drops a group turned private and its events at once, within the cache lifetime', async () => {
    const owner = await person(t.app, 'Pia');
    const groupId = await createGroup(t.app, owner, { name: 'Soon Private', isPrivate: false });
    const eventId = await insertEvent(t.app, groupId, owner.id, 30);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 4 * (SITEMAP_TTL_MS + 1000));
    expect(await sitemapLocs()).toContain(`${BASE}/events/${eventId}`);
    const flip = await t.app.inject({ method: 'PUT', url: `/api/groups/${groupId}`, headers: owner.headers, payload: { isPrivate: true } });
    expect(flip.statusCode, flip.body).toBeLessThan(300);
    const locs = await sitemapLocs();
    expect(locs).not.toContain(`${BASE}/events/${eventId}`);
    expect(locs).not.toContain(`${BASE}/groups/${groupId}`);
  });
});

describe('/explore', () => {
  it('has its own server-rendered title and description', async () => {
    const res = await t.app.inject({ url: '/explore?sport=soccer' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Explore games · Kickoff</title>');
    expect(res.body).toMatch(/<meta name="description" content="Browse upcoming pickup games[^"]*" \/>/);
    expect(res.body).toContain(`<meta property="og:url" content="${BASE}/explore" />`);
  });
});
