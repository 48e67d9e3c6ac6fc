/**
 * Public pages (issue 18): the HTML of /events/{id} and /groups/{id} carries the page's own link-preview tags for a
 * public group (absolute URLs, every value escaped), the generic ones otherwise (private, missing: nothing leaks);
 * a visitor reads a public group's detail, not a private one's.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, groups } from '@kickoff/db';
import { createTestApp, type TestApp } from './helpers/app';
import { createGroup, insertEvent, person } from './helpers/groups';

let t: TestApp;
const BASE = 'https://kickoff.example';
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kickoff-web-'));
  // The source index.html has the head the build keeps.
  writeFileSync(path.join(dist, 'index.html'), readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8'));
  writeFileSync(path.join(dist, 'landing.html'), readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8'));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: BASE } });
});
afterAll(async () => {
  await t?.close();
});

/** The head's tags as a map: `og:title` -> content, `title` -> text. */
async function headOf(url: string, status = 200) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  const html = res.body;
  const tags: Record<string, string[]> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) (tags[m[1]!] ??= []).push(m[2]!);
  tags.title = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]!);
  return { html, tags };
}

const NASTY = `Sunday 5s <script>alert("x")</script> & 'friends' $& </head>`;
const NASTY_ESCAPED = 'Sunday 5s &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;friends&#39; $&amp; &lt;/head&gt;';

describe('link previews', () => {
  it("a public group's event: its own title, description, absolute image and URL, escaped, each tag once", async () => {
    const owner = await person(t.app, 'Olga');
    const groupId = await createGroup(t.app, owner, { name: 'Riverside Runners', isPrivate: false });
    const eventId = await insertEvent(t.app, groupId, owner.id, 48);
    await t.app.db
      .update(events)
      .set({ title: NASTY, description: 'Bring "both" shoes', location: 'Zilker Park', imageUrl: '/uploads/0123456789abcdef0123456789abcdef.webp', timeZone: 'America/Chicago' })
      .where(eq(events.id, eventId));
    const { html, tags } = await headOf(`/events/${eventId}`);
    expect(tags['og:title']).toEqual([NASTY_ESCAPED]);
    expect(tags['twitter:title']).toEqual([NASTY_ESCAPED]);
    // The page's title reads like the app's own: "<name> · Kickoff"; the site's name has its own tag.
    expect(tags.title).toEqual([`${NASTY_ESCAPED} · Kickoff`]);
    expect(tags['og:site_name']).toEqual(['Kickoff']);
    expect(html).not.toContain('<script>alert');
    expect(tags['og:description']![0]).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M C[SD]T · Zilker Park · Riverside Runners\. Bring &quot;both&quot; shoes$/);
    expect(tags['og:image']).toEqual([`${BASE}/uploads/0123456789abcdef0123456789abcdef.webp`]);
    expect(tags['og:url']).toEqual([`${BASE}/events/${eventId}`]);
    expect(tags['twitter:card']).toEqual(['summary_large_image']);
    expect(tags.description).toHaveLength(1);
    // The app still loads: the body and scripts are untouched.
    expect(html).toContain('<div id="root"></div>');
  });

  it('a public group: its name and facts; without an image, the absolute default image', async () => {
    const owner = await person(t.app, 'Gus');
    const groupId = await createGroup(t.app, owner, { name: 'Eastside Hoops', sportType: 'basketball', description: 'Pickup every Tuesday', location: 'Austin', isPrivate: false });
    const { tags } = await headOf(`/groups/${groupId}`);
    expect(tags['og:title']).toEqual(['Eastside Hoops']);
    expect(tags.title).toEqual(['Eastside Hoops · Kickoff']);
    expect(tags['og:site_name']).toEqual(['Kickoff']);
    expect(tags['og:description']).toEqual(['Basketball · Austin · 1 member. Pickup every Tuesday']);
    expect(tags['og:image']).toEqual([`${BASE}/og-image.png`]);
    expect(tags['og:url']).toEqual([`${BASE}/groups/${groupId}`]);
    // A visitor reads the public group's detail.
    expect((await t.app.inject({ url: `/api/groups/${groupId}` })).json()).toMatchObject({ name: 'Eastside Hoops', isCreator: false, membershipStatus: null });
  });

  it('private groups, their events, missing ids (404) and other paths get the generic tags: nothing leaks', async () => {
    const missing = new Set(['/events/missing', '/groups/nope']);
    const owner = await person(t.app, 'Pia');
    const groupId = await createGroup(t.app, owner, { name: 'Secret Squad', isPrivate: true });
    const eventId = await insertEvent(t.app, groupId, owner.id, 48);
    for (const url of [`/events/${eventId}`, `/groups/${groupId}`, '/events/missing', '/groups/nope', '/profile', `/events/${eventId}/participants`]) {
      // An event or group page that is not there is a 404 (issue 33); a private one is the app's page for its members.
      const { html, tags } = await headOf(url, missing.has(url) ? 404 : 200);
      expect(html, url).not.toContain('Secret Squad');
      expect(tags['og:title'], url).toEqual(['Kickoff: find local pickup games and sports communities']);
      expect(tags.title, url).toEqual(['Kickoff: find local pickup games and sports communities']);
      expect(tags['og:site_name'], url).toEqual(['Kickoff']);
      expect(tags['og:image'], url).toEqual([`${BASE}/og-image.png`]);
      expect(tags['og:url'], url).toEqual([`${BASE}/`]);
    }
    expect((await t.app.inject({ url: `/api/groups/${groupId}` })).statusCode).toBe(404);
    // A group turned private stops previewing at once.
    const open = await createGroup(t.app, owner, { name: 'Soon Hidden', isPrivate: false });
    expect((await headOf(`/groups/${open}`)).tags['og:title']).toEqual(['Soon Hidden']);
    await t.app.db.update(groups).set({ isPrivate: true }).where(eq(groups.id, open));
    expect((await headOf(`/groups/${open}`)).html).not.toContain('Soon Hidden');
  });

  it('the landing carries the generic tags with absolute URLs', async () => {
    const { tags } = await headOf('/landing');
    expect(tags['og:image']).toEqual([`${BASE}/og-image.png`]);
    expect(tags['og:url']).toEqual([`${BASE}/landing`]);
    expect(tags['og:site_name']).toEqual(['Kickoff']);
  });
});
