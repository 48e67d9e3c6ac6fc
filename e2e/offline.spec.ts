/**
 * Works at the field (issue 27), with the app's service worker allowed (the other browser tests block it): the
 * manifest is linked from every page and valid, its icons load, the worker activates and Chromium finds the app
 * installable; after one visit, a screen never opened before opens offline from the precache, and a reload offline
 * shows the saved copies ("Saved ... ago") under the offline banner; a comment made offline waits ("Waiting for a
 * connection", Cancel), survives a reload while offline, and is sent once when back online; a join too. Without a worker, a
 * screen whose code cannot load shows "Try again", not the router's raw error. Each test makes its own people.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, type TestPage } from './support/browser';
import { createEvent, createGroup, joinGroup, person, uniqueTag } from './support/fixtures';
import { EventDetail } from './support/pages/event-detail';
import { GroupDetail } from './support/pages/group-detail';
import { api, useSession, type ApiUser } from './support/session';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, settle, toast } from './support/ui';

const WIDTHS = [1280, 390] as const;

async function openWithWorker(browser: Browser, width: number, user?: ApiUser): Promise<TestPage> {
  const tp = await openPage(browser, { width, height: width < 600 ? 844 : 900, serviceWorkers: 'allow' });
  tp.page.setDefaultTimeout(60_000);
  if (user) await useSession(tp.context, user);
  return tp;
}

/** Waits until the worker controls the page and has precached every file of this version. */
async function workerInControl(page: Page) {
  for (let tries = 0; ; tries++) {
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      if (!(registration?.active?.state === 'activated' && navigator.serviceWorker.controller)) return false;
      const source = await (await fetch('/sw.js')).text();
      const precache = JSON.parse(/const PRECACHE = (\[.*?\]);/.exec(source)![1]!) as string[];
      const shell = (await caches.keys()).find((key) => key.startsWith('kickoff-shell-'));
      return Boolean(shell) && (await (await caches.open(shell!)).keys()).length >= precache.length;
    });
    if (ready) return;
    if (tries > 600) throw new Error('the service worker did not take over');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Offline, and the page knows it (its banner shows): a write made before the page has seen the change would be sent
 * by a page that still believes it is online, and may reach the server before the emulation cuts its answer.
 */
async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
}

/** The visible link to the groups screen: the top navigation at 1280 px, the tab bar at 390 px. */
const groupsLink = (page: Page) => page.locator('a[href="/groups"]:visible').first();

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

async function world() {
  const tag = uniqueTag();
  const [organizer, member] = await Promise.all([person('Nadia', 'Field'), person('Theo', 'Signal')]);
  const group = await createGroup(organizer, { name: `Park Pickup ${tag}` });
  await joinGroup(member, group.id);
  const event = await createEvent(organizer, group.id, { title: `One Bar 5s ${tag}`, capacity: '10' });
  return { tag, organizer, member, group, event };
}

describe('works at the field', { timeout: 300_000 }, () => {
  for (const width of WIDTHS) {
    it(`is installable: the manifest is linked from every page and valid, the worker activates (${width} px)`, async ({ browser }) => {
      const { event, member } = await world();
      const tp = await openWithWorker(browser, width);
      try {
        const { page, consoleErrors } = tp;
        await page.goto('/landing');
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        expect(href).toBe('/manifest.webmanifest');
        expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
        expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#15803d');
        // Every HTML the server sends links it: the shell, the prerendered landing, the server-rendered /explore, a
        // shared event's page, an email's unsubscribe page.
        for (const path of ['/', '/landing', '/explore', `/events/${event.id}`, '/dashboard', '/api/notifications/unsubscribe?token=nope']) {
          const res = await page.request.get(path, { headers: { accept: 'text/html' } });
          expect(await res.text(), path).toContain('rel="manifest" href="/manifest.webmanifest"');
        }
        const manifestRes = await page.request.get('/manifest.webmanifest');
        expect(manifestRes.headers()['content-type']).toMatch(/^application\/manifest\+json/);
        const manifest = (await manifestRes.json()) as Manifest;
        expect(manifest).toMatchObject({ name: 'Kickoff', short_name: 'Kickoff', display: 'standalone', scope: '/', theme_color: '#15803d', background_color: '#ffffff' });
        expect(manifest.start_url.startsWith('/')).toBe(true);
        expect(manifest.description.length).toBeGreaterThan(20);
        for (const [size, purpose] of [['192x192', 'any'], ['512x512', 'any'], ['192x192', 'maskable'], ['512x512', 'maskable']]) {
          const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
          expect(icon, `${size} ${purpose}`).toBeDefined();
          const res = await page.request.get(icon!.src);
          expect(res.status()).toBe(200);
          expect(res.headers()['content-type']).toBe('image/png');
        }
        for (const path of ['/favicon.ico', '/favicon.svg', '/icons/apple-touch-icon.png']) expect((await page.request.get(path)).status(), path).toBe(200);

        await workerInControl(page);
        const cdp = await tp.context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
        // A browser test's context is incognito, which Chromium names as its only reason: nothing about the app.
        expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

        // The app's own install prompt: never on the landing; offered in the app after a second visit.
        expect(await page.getByRole('heading', { name: 'Add Kickoff to your home screen' }).count()).toBe(0);
        await useSession(tp.context, member);
        await page.goto('/dashboard');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.evaluate(() => {
          localStorage.setItem('kickoff.visits', '2');
          const prompt = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => undefined,
            userChoice: Promise.resolve({ outcome: 'dismissed' }),
          });
          window.dispatchEvent(prompt);
        });
        const offer = page.getByRole('region', { name: 'Add Kickoff to your home screen' });
        await offer.waitFor();
        await settle(page);
        await screenshotViewport(page, `offline-install-prompt-${width}`);
        await expectAccessible(page);
        await offer.getByRole('button', { name: 'Not now' }).click();
        await offer.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => localStorage.getItem('kickoff.install-dismissed'))).not.toBeNull();
        expect(consoleErrors).toEqual([]);
      } finally {
        await tp.context.close();
      }
    });

    it(`after one visit, offline: a screen never opened loads from the device, a reload shows saved copies (${width} px)`, async ({ browser }) => {
      const { event, member } = await world();
      const tp = await openWithWorker(browser, width, member);
      try {
        const { page, context } = tp;
        const detail = new EventDetail(page);
        await detail.goto(event.id);
        await detail.loaded(event.title);
        await workerInControl(page);
        // The worker took over after the page's first reads: read the event again through it so a copy is saved.
        await page.reload();
        await detail.loaded(event.title);

        await context.setOffline(true);
        await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();
        // Groups was never opened: its code comes from the precache, not "Failed to fetch dynamically imported module".
        await groupsLink(page).click();
        await page.waitForURL('**/groups');
        await page.getByRole('heading', { level: 1, name: 'My Joined Groups' }).waitFor();
        expect(await page.getByText('Unexpected Application Error').count()).toBe(0);

        // A reload offline: the shell from the worker, the person still signed in, the event from its saved copy.
        await detail.goto(event.id);
        await detail.loaded(event.title);
        const banner = page.getByRole('status').filter({ hasText: "You're offline" });
        await banner.waitFor();
        await banner.getByText(/Saved (just now|\d+ min ago)/).waitFor();
        await settle(page);
        await screenshotViewport(page, `offline-banner-${width}`);
        await expectAccessible(page);

        await context.setOffline(false);
        await banner.waitFor({ state: 'detached' });

        // Signing out leaves none of the person's saved answers on the device.
        const privateCaches = () => page.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('kickoff-api-')).length);
        expect(await privateCaches()).toBeGreaterThan(0);
        if (width === 1280) {
          await page.getByRole('button', { name: 'Open account menu' }).click();
          await page.getByRole('menuitem', { name: 'Sign Out' }).click();
          await page.waitForURL('**/landing');
          await expect.poll(privateCaches).toBe(0);
        }
      } finally {
        await tp.context.close();
      }
    });

    it(`a comment made offline waits, survives a reload, and is sent once when back online (${width} px)`, async ({ browser }) => {
      const { event, member, organizer } = await world();
      const tp = await openWithWorker(browser, width, member);
      try {
        const { page, context, consoleErrors } = tp;
        const detail = new EventDetail(page);
        await detail.goto(event.id);
        await detail.loaded(event.title);
        await workerInControl(page);
        await page.reload();
        await detail.loaded(event.title);

        await goOffline(page, context);
        const text = `On my way, one bar here (${width})`;
        await detail.commentBox().fill(text);
        await detail.postCommentButton().click();
        const waiting = page.getByRole('list', { name: 'Waiting for a connection' }).getByRole('listitem').filter({ hasText: text });
        await waiting.getByText('Waiting for a connection').waitFor();
        expect(await detail.commentBox().inputValue()).toBe('');
        await waiting.scrollIntoViewIfNeeded();
        await screenshotViewport(page, `offline-queued-comment-${width}`);
        await expectAccessible(page);

        // Closed and opened again while offline: still waiting.
        await page.reload();
        await detail.loaded(event.title);
        await waiting.getByText('Waiting for a connection').waitFor();
        const comments = () => api<Array<{ content: string }>>(organizer, 'GET', `/api/events/${event.id}/comments`);
        expect((await comments()).filter((c) => c.content === text)).toHaveLength(0);

        await context.setOffline(false);
        await toast(page, 'Comment added');
        await page.locator('#comments').getByText(text).first().waitFor();
        await waiting.waitFor({ state: 'detached' });
        expect((await comments()).filter((c) => c.content === text)).toHaveLength(1);
        expect(consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e))).toEqual([]);
      } finally {
        await tp.context.close();
      }
    });
  }

  for (const width of WIDTHS) {
    it(`a join made offline waits, survives a reload, and joins once when back online (${width} px)`, async ({ browser }) => {
      const { event, member, organizer } = await world();
      const tp = await openWithWorker(browser, width, member);
      try {
        const { page, context } = tp;
        const detail = new EventDetail(page);
        await detail.goto(event.id);
        await detail.loaded(event.title);
        await workerInControl(page);
        await page.reload();
        await detail.loaded(event.title);

        await goOffline(page, context);
        const dialog = await detail.openJoin();
        await dialog.getByRole('button', { name: 'Join Event' }).click();
        await dialog.waitFor({ state: 'detached' });
        const waiting = detail.participation().getByRole('listitem').filter({ hasText: 'Join this event' });
        await waiting.getByText('Waiting for a connection').waitFor();
        await screenshotViewport(page, `offline-queued-join-${width}`);

        await page.reload();
        await detail.loaded(event.title);
        await waiting.getByText('Waiting for a connection').waitFor();
        const mine = async () => (await api<Array<{ userId: string; status: string }>>(organizer, 'GET', `/api/events/${event.id}/participants`)).filter((p) => p.userId === member.id);
        expect(await mine()).toEqual([]);

        await context.setOffline(false);
        await toast(page, "You're in!");
        await detail.participation().getByText("You're in!").first().waitFor();
        await waiting.waitFor({ state: 'detached' });
        expect(await mine()).toEqual([expect.objectContaining({ status: 'registered' })]);
      } finally {
        await tp.context.close();
      }
    });
  }

  it('a group post made offline waits and is shared once when back online (390 px)', async ({ browser }) => {
    const { group, member, organizer } = await world();
    const tp = await openWithWorker(browser, 390, member);
    try {
      const { page, context } = tp;
      const detail = new GroupDetail(page);
      await detail.goto(group.id, group.name);
      await workerInControl(page);
      await page.reload();
      await detail.heading(group.name).waitFor();
      await goOffline(page, context);
      const text = 'Bring a pump, the balls are flat';
      await detail.post(text);
      const waiting = page.getByRole('list', { name: 'Waiting for a connection' }).getByRole('listitem').filter({ hasText: text });
      await waiting.getByText('Waiting for a connection').waitFor();
      await context.setOffline(false);
      await toast(page, 'Post shared');
      await detail.postItem(text).waitFor();
      await waiting.waitFor({ state: 'detached' });
      const posts = await api<{ items: Array<{ content: string }> }>(organizer, 'GET', `/api/groups/${group.id}/posts`);
      expect(posts.items.filter((p) => p.content === text)).toHaveLength(1);
    } finally {
      await tp.context.close();
    }
  });

  it('a new version waits for "Refresh to update": no reload until asked, then the page runs the new worker (390 px)', async ({ browser }) => {
    const { event, member } = await world();
    // A deploy, as the browser sees it: the built worker's bytes change on the server that serves them.
    const swFile = path.join(process.env.WEB_DIST_DIR || path.resolve(import.meta.dirname, '../apps/web/dist'), 'sw.js');
    const original = readFileSync(swFile, 'utf8');
    const tp = await openWithWorker(browser, 390, member);
    try {
      const { page, consoleErrors } = tp;
      const detail = new EventDetail(page);
      await detail.goto(event.id);
      await detail.loaded(event.title);
      await workerInControl(page);
      const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))!.active!.scriptURL);
      await detail.commentBox().fill('Half-typed, never lost');
      // The page keeps a mark that only a reload would clear.
      await page.evaluate(() => Object.assign(window, { kickoffSamePage: true }));
      // A new build has a new VERSION (a hash of its files): its worker installs beside the running one and waits.
      const newer = original.replace(/^const VERSION = "[^"]+";/, `const VERSION = "newer-${uniqueTag()}";`);
      expect(newer).not.toBe(original);
      writeFileSync(swFile, newer);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))!.update());
      const prompt = page.getByRole('status').filter({ hasText: 'A new version of Kickoff is ready.' });
      await prompt.waitFor();
      await settle(page);
      await screenshotViewport(page, 'offline-update-prompt-390');
      await expectAccessible(page);
      // Waiting is quiet: no reload, the half-typed comment stays.
      await new Promise((r) => setTimeout(r, 1000));
      expect(await page.evaluate(() => (window as { kickoffSamePage?: boolean }).kickoffSamePage)).toBe(true);
      expect(await detail.commentBox().inputValue()).toBe('Half-typed, never lost');
      await prompt.getByRole('button', { name: 'Refresh to update' }).click();
      await page.waitForFunction(() => !(window as { kickoffSamePage?: boolean }).kickoffSamePage);
      await detail.loaded(event.title);
      const controller = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration('/'))!;
        return { waiting: Boolean(registration.waiting), source: await (await fetch(registration.active!.scriptURL)).text() };
      });
      expect(controller.waiting).toBe(false);
      expect(controller.source).toContain('const VERSION = "newer-');
      expect(firstWorker.endsWith('/sw.js')).toBe(true);
      expect(await prompt.count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    } finally {
      writeFileSync(swFile, original);
      await tp.context.close();
    }
  });

  it('a comment cancelled while waiting is never sent', async ({ browser }) => {
    const { event, member, organizer } = await world();
    const tp = await openWithWorker(browser, 390, member);
    try {
      const { page, context } = tp;
      const detail = new EventDetail(page);
      await detail.goto(event.id);
      await detail.loaded(event.title);
      await goOffline(page, context);
      await detail.commentBox().fill('Never mind');
      await detail.postCommentButton().click();
      const waiting = page.getByRole('list', { name: 'Waiting for a connection' }).getByRole('listitem').filter({ hasText: 'Never mind' });
      await waiting.getByRole('button', { name: /^Cancel/ }).click();
      await waiting.waitFor({ state: 'detached' });
      await context.setOffline(false);
      await page.waitForFunction(() => navigator.onLine);
      await new Promise((r) => setTimeout(r, 1500));
      const comments = await api<Array<{ content: string }>>(organizer, 'GET', `/api/events/${event.id}/comments`);
      expect(comments.filter((c) => c.content === 'Never mind')).toHaveLength(0);
    } finally {
      await tp.context.close();
    }
  });

  for (const width of WIDTHS) {
    it(`without a worker, a screen whose code cannot load offline shows "Try again", not the raw error (${width} px)`, async ({ open }) => {
      const { member } = await world();
      const { page, context } = await open(member, width);
      await page.goto('/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await goOffline(page, context);
      await groupsLink(page).click();
      const alert = page.getByRole('alert').filter({ hasText: "This page didn't load" });
      await alert.waitFor();
      await alert.getByText("You're offline and this page isn't saved on this device yet.", { exact: false }).waitFor();
      expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
      await alert.getByRole('button', { name: 'Try again' }).waitFor();
      await screenshot(page, `offline-try-again-${width}`);
      await expectAccessible(page);
      // Back online, Try again loads the screen.
      await context.setOffline(false);
      await alert.getByText('Something went wrong while loading this page', { exact: false }).waitFor();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: 'My Joined Groups' }).waitFor();
    });
  }
});
