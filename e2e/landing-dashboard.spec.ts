/**
 * The product's face in the browser: the signed-out landing with 6 popular events and 6 popular groups (every call to
 * action opens the sign-in dialog), the member and organizer dashboards with counts equal to the API's, their
 * sections and links, and the empty dashboards of a brand-new user. Data is made through the API in the test.
 */
// Over 300 lines: its tests run in order and hand state to the next; making them independent with page objects is the browser part of issue 16, still open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser';
import { api, signInViaApi, useSession, type ApiUser } from './support/session';

interface Stats {
  eventsJoined: number;
  groupsJoined: number;
  eventsOrganized: number;
  groupsCreated: number;
}

let browser: Browser;
let organizer: ApiUser;
let member: ApiUser;
let newcomer: ApiUser;
const suffix = Math.random().toString(36).slice(2, 6);
const SPORTS = ['soccer', 'basketball', 'tennis', 'pickleball', 'volleyball', 'running'] as const;
const groupIds: string[] = [];
const eventIds: string[] = [];

/** POST /api/events takes multipart form data. */
async function createEvent(user: ApiUser, fields: Record<string, string>): Promise<{ id: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${baseURL()}/api/events`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: form });
  if (!res.ok) throw new Error(`create event ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string };
}

async function signedInPage(user: ApiUser, width = 1280) {
  const tp = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
  await useSession(tp.context, user);
  // Name the request behind a "Failed to load resource" console error.
  tp.page.on('response', (res) => {
    if (res.status() >= 500) tp.consoleErrors.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  return tp;
}

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The number shown on a stat card, read by its label. */
async function statValue(page: Page, list: string, label: string): Promise<number> {
  const item = page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label });
  await item.getByTestId('stat-value').filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await item.getByTestId('stat-value').textContent());
}

/** Waits for lazy images and fonts so full-page screenshots show the finished page. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const d = (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document;
    await d.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  browser = await launchBrowser();
  organizer = await signInViaApi();
  member = await signInViaApi();
  newcomer = await signInViaApi();
  await api(organizer, 'PUT', '/api/user/profile', { firstName: 'Olivia', lastName: 'Okafor', email: `olivia-${suffix}@example.com` });
  await api(member, 'PUT', '/api/user/profile', { firstName: 'Marco', lastName: 'Rossi', email: `marco-${suffix}@example.com` });
  for (const [i, sport] of SPORTS.entries()) {
    const group = await api<{ id: string }>(organizer, 'POST', '/api/groups', {
      name: `${['Riverside', 'Eastside', 'Zilker', 'Mueller', 'Barton', 'Lakeside'][i]} ${sport[0]!.toUpperCase()}${sport.slice(1)} ${suffix}`,
      sportType: sport,
      description: `Friendly ${sport} for every level, every week.`,
      location: 'Austin, TX',
      isPrivate: false,
    });
    groupIds.push(group.id);
    const event = await createEvent(organizer, {
      title: `${sport[0]!.toUpperCase()}${sport.slice(1)} Night ${suffix}`,
      description: `Pickup ${sport}: all levels, bring water.`,
      sportType: sport,
      dateTime: new Date(Date.now() + (i + 1) * 20 * 3600_000).toISOString(),
      location: 'Riverside Park',
      capacity: '12',
      groupId: group.id,
    });
    eventIds.push(event.id);
  }
  await api(organizer, 'PUT', '/api/user/role', { rolePreference: 'organizer' });
  for (const id of groupIds.slice(0, 2)) await api(member, 'POST', `/api/groups/${id}/join`);
  await api(member, 'POST', `/api/events/${eventIds[0]}/join`, { guestCount: 2 });
  await api(member, 'POST', `/api/events/${eventIds[1]}/join`, {});
  await api(member, 'PUT', '/api/user/role', { rolePreference: 'member' });
});

afterAll(async () => {
  await browser?.close();
});

describe('landing (signed out)', () => {
  it('shows 6 popular events and 6 popular communities, and every call to action opens the sign-in dialog', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    await page.goto('/landing');
    expect(await page.title()).toBe('Kickoff: find local pickup games and sports communities');
    expect(await page.locator('meta[name="description"]').first().getAttribute('content')).toMatch(/pickup games/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    await page.getByRole('heading', { level: 1 }).waitFor();

    const events = page.getByRole('region', { name: 'Popular Events' }).getByRole('article');
    const groups = page.getByRole('region', { name: 'Popular Communities' }).getByRole('article');
    await events.nth(5).waitFor();
    await groups.nth(5).waitFor();
    expect(await events.count()).toBe(6);
    expect(await groups.count()).toBe(6);
    for (const cards of [events, groups]) {
      for (let i = 0; i < 6; i++) expect(await cards.nth(i).getByText('Sign up to join').count()).toBeGreaterThan(0);
    }
    expect(await page.getByRole('heading', { name: 'Why Choose Kickoff' }).count()).toBe(1);
    for (const point of ['Find Local Games', 'Build Community', 'Grow Your Skills']) {
      expect(await page.getByRole('heading', { name: point }).count()).toBe(1);
    }
    await expectAccessible(page);
    await settle(page);
    await screenshot(page, 'landing-filled-1280');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('opens the phone sign-in dialog from every call to action', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 1280 });
    await page.goto('/landing');
    await page.getByRole('region', { name: 'Popular Communities' }).getByRole('article').nth(5).waitFor();
    // Every button on the page is a call to action: each opens the phone sign-in dialog.
    const buttons = page.locator('header button, main button');
    const total = await buttons.count();
    expect(total).toBeGreaterThanOrEqual(1 + 2 + 2 + 1 + 6 * 2 + 6);
    for (let i = 0; i < total; i++) {
      await buttons.nth(i).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByLabel(/phone/i).count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 240_000);

  it('looks finished at 390 px', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/landing');
    await page.getByRole('region', { name: 'Popular Communities' }).getByRole('article').nth(5).waitFor();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => {
      const el = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return el.scrollWidth - el.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    await settle(page);
    await screenshot(page, 'landing-filled-390');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('dashboards', () => {
  it('shows the member dashboard with the API counts, sections and links', async () => {
    const stats = (await api<{ stats: Stats }>(member, 'GET', '/api/user/dashboard')).stats;
    expect(stats).toMatchObject({ eventsJoined: 2, groupsJoined: 2, eventsOrganized: 0 });
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await signedInPage(member, width);
      await page.goto('/member/dashboard');
      await page
        .getByRole('heading', { level: 1, name: 'Welcome back, Marco!' })
        .waitFor()
        .catch(async (error: unknown) => {
          await screenshot(page, 'debug-dashboard-member');
          throw new Error(`${String(error)}\nconsole: ${consoleErrors.join(' | ')}`);
        });
      expect(await page.getByText('Ready to find your next game?').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Browse Events' }).first().getAttribute('href')).toBe('/events');
      expect(await page.getByRole('link', { name: 'Join Groups' }).getAttribute('href')).toBe('/groups');

      expect(await statValue(page, 'Your stats', 'Events Joined')).toBe(stats.eventsJoined);
      expect(await statValue(page, 'Your stats', 'Groups Joined')).toBe(stats.groupsJoined);
      expect(await statValue(page, 'Your stats', 'Events Organized')).toBe(stats.eventsOrganized);

      const upcoming = page.getByRole('region', { name: 'Your Upcoming Events' });
      await upcoming.getByRole('article').nth(1).waitFor();
      expect(await upcoming.getByRole('article').count()).toBe(2);
      expect(await upcoming.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/events');

      const thisWeek = page.getByRole('region', { name: 'Happening This Week' });
      await thisWeek.getByRole('article').first().waitFor();

      const sports = page.getByRole('region', { name: 'Popular Sports' }).getByRole('link');
      await sports.nth(5).waitFor();
      expect(await sports.count()).toBe(6);
      for (let i = 0; i < 6; i++) expect(await sports.nth(i).getAttribute('href')).toMatch(/^\/events\?sport=[a-z]+$/);
      expect(await page.getByRole('region', { name: 'Popular Sports' }).getByText(/\d+ events?/).count()).toBeGreaterThan(0);
      await page.getByRole('region', { name: 'Popular Communities' }).getByRole('article').first().waitFor();

      await page.getByRole('heading', { name: 'Welcome member dashboard Marco' }).waitFor();
      expect(await page.getByText('Pick your events & groups, find your tribe!').count()).toBe(1);
      expect(await statValue(page, 'Your activity', 'Events joined')).toBe(stats.eventsJoined);
      expect(await statValue(page, 'Your activity', 'Groups joined')).toBe(stats.groupsJoined);

      const myEvents = page.getByRole('region', { name: 'My Events' });
      await myEvents.getByRole('article').nth(1).waitFor();
      expect(await myEvents.getByRole('article').count()).toBe(2);
      const firstEvent = myEvents.getByRole('article').first();
      expect(await firstEvent.getByText('Joined', { exact: true }).count()).toBe(1);
      expect(await firstEvent.getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/).count()).toBe(1);
      expect(await firstEvent.getByText(/^4\/12$/).count()).toBe(1); // the organizer holds a place, the member brings 2 guests
      expect(await firstEvent.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(`/events/${eventIds[0]}`);
      expect(await myEvents.getByRole('link', { name: 'Browse More Events' }).getAttribute('href')).toBe('/member/events');

      const myGroups = page.getByRole('region', { name: 'My Groups' });
      await myGroups.getByRole('article').nth(1).waitFor();
      expect(await myGroups.getByRole('article').count()).toBe(2);
      expect(await myGroups.getByRole('article').first().getByText('Member', { exact: true }).count()).toBe(1);
      expect(await myGroups.getByRole('link', { name: 'Browse More Groups' }).getAttribute('href')).toBe('/member/groups');

      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-member-${width}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('shows the organizer dashboard with its counters, cards, Home link and footer', async () => {
    const stats = (await api<{ stats: Stats }>(organizer, 'GET', '/api/user/dashboard')).stats;
    expect(stats).toMatchObject({ groupsCreated: 6, eventsOrganized: 6 });
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await signedInPage(organizer, width);
      await page.goto('/organizer/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Olivia!' }).waitFor();
      expect(await page.getByText('Ready to create your next event?').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Create Event' }).first().getAttribute('href')).toBe('/create-event');
      await page.getByRole('heading', { name: 'Welcome to organizer dashboard Olivia' }).waitFor();
      expect(await page.getByText('Create your groups & events - Build your community!').count()).toBe(1);
      expect(await statValue(page, 'What you run', 'Groups created')).toBe(stats.groupsCreated);
      expect(await statValue(page, 'What you run', 'Events created')).toBe(stats.eventsOrganized);
      expect(await statValue(page, 'Your stats', 'Events Organized')).toBe(stats.eventsOrganized);
      expect(await page.getByRole('link', { name: /View My Groups/ }).getAttribute('href')).toBe('/organizer/groups');
      expect(await page.getByRole('link', { name: /View My Events/ }).getAttribute('href')).toBe('/organizer/events');
      expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
      const links = page.getByRole('navigation', { name: 'Organizer dashboard links' });
      expect(await links.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
      expect(await links.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
      expect(await links.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
      await page.getByRole('region', { name: 'Happening This Week' }).getByRole('article').first().waitFor();
      await page.getByRole('region', { name: 'Popular Communities' }).getByRole('article').first().waitFor();
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-organizer-${width}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }, 180_000);

  it('follows the active role on /dashboard and switches it on the role routes', async () => {
    const { page, context } = await signedInPage(member);
    await page.goto('/organizer/dashboard');
    await page.getByRole('heading', { name: /^Welcome to organizer dashboard/ }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome to organizer dashboard/ }).waitFor();
    await page.goto('/member/dashboard');
    await page.getByRole('heading', { name: 'Welcome member dashboard Marco' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome member dashboard Marco' }).waitFor();
    await context.close();
  }, 120_000);

  for (const width of [1280, 390]) {
    it(`shows a brand-new user the empty states with their next actions at ${width} px`, async () => {
      {
      const { page, context, consoleErrors } = await signedInPage(newcomer, width);
      await page.goto('/member/dashboard');
      await page.getByRole('heading', { name: 'Welcome member dashboard Champion' }).waitFor();
      expect(await statValue(page, 'Your stats', 'Events Joined')).toBe(0);
      expect(await statValue(page, 'Your activity', 'Groups joined')).toBe(0);
      const myEvents = page.getByRole('region', { name: 'My Events' });
      await myEvents.getByRole('heading', { name: 'No Events Joined Yet' }).waitFor();
      expect(await myEvents.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
      const myGroups = page.getByRole('region', { name: 'My Groups' });
      await myGroups.getByRole('heading', { name: 'No Groups Joined Yet' }).waitFor();
      expect(await myGroups.getByRole('link', { name: 'Browse Groups' }).getAttribute('href')).toBe('/groups');
      await page.getByRole('region', { name: 'Your Upcoming Events' }).getByRole('heading', { name: 'Nothing on your calendar' }).waitFor();
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-member-empty-${width}`);

      await page.goto('/organizer/dashboard');
      await page.getByRole('heading', { name: 'Welcome to organizer dashboard Organizer' }).waitFor();
      expect(await statValue(page, 'What you run', 'Groups created')).toBe(0);
      expect(await statValue(page, 'What you run', 'Events created')).toBe(0);
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-organizer-empty-${width}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
      }
    }, 180_000);
  }
});
