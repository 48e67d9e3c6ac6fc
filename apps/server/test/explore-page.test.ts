/**
 * /explore rendered by the server with its first page of public games (issue 26): the page's list is the signed-out
 * answer of GET /api/events (never a private group's event, never the caller's own state, even when the request
 * carries a member's credentials), rendered again when that answer changes and only then; filtered links, a build
 * without the renderer and a failing renderer get the app's shell; the renderer and its template are never served.
 * The renderer here is a stand-in with the built one's interface (ssr/render.mjs of the web build, src/prerender.tsx);
 * the real one is exercised by the browser tests (e2e/explore.spec.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, makeGroup, person } from './helpers/events';

const SHELL = readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
const TEMPLATE = SHELL.replace('<div id="root"></div>', '<div id="root" data-prerendered="explore"><!--kickoff:explore--></div>\n<!--kickoff:explore-data-->');

/** A stand-in renderer: each card's title, the page as data, and a count of its renders in globalThis. */
const RENDERER = `
export const EXPLORE_FIRST_PAGE_URL = '/api/events?limit=${LIMITS.pageSizeDefault}';
export async function renderExplore(first) {
  if (globalThis.kickoffExploreFail) throw new Error('render failed');
  globalThis.kickoffExploreRenders = (globalThis.kickoffExploreRenders ?? 0) + 1;
  return {
    html: first.page.items.map((e) => '<h2>' + e.title + '</h2>').join(''),
    data: '<script type="application/json" id="kickoff-explore-data">' + JSON.stringify(first) + '</script>',
  };
}
`;

function makeDist(withRenderer: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kickoff-web-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  writeFileSync(path.join(dir, 'explore.html'), TEMPLATE);
  if (withRenderer) {
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(path.join(dir, 'ssr', 'render.mjs'), RENDERER);
  }
  return dir;
}

const state = globalThis as { kickoffExploreRenders?: number; kickoffExploreFail?: boolean };

describe('/explore rendered by the server', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist(true);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("shows the public list's first page, never a private group's event nor the caller's own state", async () => {
    const organizer = await person(t.app, 'Olga');
    const member = await person(t.app, 'Mia');
    const pub = await makeGroup(t.app, organizer);
    const priv = await makeGroup(t.app, organizer, { isPrivate: true });
    await addMember(t.app, priv, member.id);
    const shown = await createEvent(t.app, organizer, pub, { title: 'Open pickup at the river' });
    await createEvent(t.app, organizer, priv, { title: 'Members-only scrimmage' });
    await t.app.inject({ method: 'POST', url: `/api/events/${shown.id}/join`, headers: member.headers });

    // A member of the private group, signed in: the page is still the visitors' one.
    const res = await t.app.inject({ method: 'GET', url: '/explore', headers: { ...member.headers, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(page.body).toContain('<div id="root" data-prerendered="explore"><h2>');
    expect(page.body).toContain('<h2>Open pickup at the river</h2>');
    expect(page.body).not.toContain('Members-only scrimmage');
    expect(page.body).not.toContain('<!--kickoff:explore');
    // Its own title and description (link previews), as before.
    expect(page.body).toContain('<title>Explore games · Kickoff</title>');

    // The data is the signed-out answer itself: the list a visitor's browser would get, with no one's state in it.
    const data = JSON.parse(/<script type="application\/json" id="kickoff-explore-data">(.*?)<\/script>/s.exec(page.body)![1]!) as {
      page: { items: Array<Record<string, unknown>> };
      fetchedAt: number;
    };
    const visitorList = await t.app.inject({ method: 'GET', url: `/api/events?limit=${LIMITS.pageSizeDefault}` });
    expect(data.page).toEqual(visitorList.json());
    expect(Math.abs(Date.now() - data.fetchedAt)).toBeLessThan(60_000);
    const card = data.page.items.find((e) => e.id === shown.id)!;
    expect(card.isUserParticipant).toBeFalsy();
    expect(JSON.stringify(data)).not.toContain(member.id);
  });

  it('renders again only when the list changes, so a new game shows at once', async () => {
    const organizer = await person(t.app, 'Rita');
    const pub = await makeGroup(t.app, organizer);
    await t.app.inject({ method: 'GET', url: '/explore' });
    const before = state.kickoffExploreRenders ?? 0;
    const again = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(state.kickoffExploreRenders).toBe(before);
    expect(again.body).not.toContain('Late addition');

    await createEvent(t.app, organizer, pub, { title: 'Late addition' });
    const fresh = await t.app.inject({ method: 'GET', url: '/explore' });
    expect(state.kickoffExploreRenders).toBe(before + 1);
    expect(fresh.body).toContain('<h2>Late addition</h2>');
  });

  it('serves the shell for filtered links and when the renderer fails, and never serves the renderer or template', async () => {
    const filtered = await t.app.inject({ method: 'GET', url: '/explore?sport=soccer' });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('<div id="root"></div>');
    expect(filtered.body).toContain('<title>Explore games · Kickoff</title>');

    // A list change forces a render, which fails: the shell, and the next request tries again.
    const organizer = await person(t.app, 'Fay');
    await createEvent(t.app, organizer, await makeGroup(t.app, organizer), { title: 'Rendered after a failure' });
    state.kickoffExploreFail = true;
    try {
      const failed = await t.app.inject({ method: 'GET', url: '/explore' });
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('<div id="root"></div>');
    } finally {
      state.kickoffExploreFail = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/explore' })).body).toContain('<h2>Rendered after a failure</h2>');

    for (const url of ['/ssr/render.mjs', '/explore.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('renderExplore');
      expect(res.body, url).not.toContain('kickoff:explore');
    }
  });

  it('serves the shell for /explore when the build has no renderer', async () => {
    const older = makeDist(false);
    const other = await createTestApp({ env: { WEB_DIST_DIR: older } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/explore' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>Explore games · Kickoff</title>');
    } finally {
      await other.close();
      rmSync(older, { recursive: true, force: true });
    }
  });
});
