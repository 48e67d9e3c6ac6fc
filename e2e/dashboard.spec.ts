/**
 * The dashboards in the browser: the member's and the organizer's with counts equal to the API's, their sections and
 * links, each element of spec §2 once (issue 18: one greeting, one row of counters, one list of upcoming games, no
 * second footer); /dashboard following the active role; the empty dashboards of a brand-new user. Each test makes its own
 * people, groups and events through the API (support/fixtures sportsWorld).
 */
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { createGroup, joinGroup, person, sportsWorld, uniqueTag } from './support/fixtures';
import { Dashboard } from './support/pages/dashboard';
import { api, signInViaApi } from './support/session';
import { it } from './support/test';
import { expectAccessible, settle } from './support/ui';

interface Stats {
  eventsJoined: number;
  groupsJoined: number;
  eventsOrganized: number;
  groupsCreated: number;
  pendingJoinRequests: number;
}

describe('dashboards', () => {
  it('shows the member dashboard with the API counts, sections and links', async ({ open }) => {
    const { member, eventIds } = await sportsWorld();
    const stats = (await api<{ stats: Stats }>(member, 'GET', '/api/user/dashboard')).stats;
    expect(stats).toMatchObject({ eventsJoined: 2, groupsJoined: 2, eventsOrganized: 0 });
    for (const width of [1280, 390]) {
      const { page, consoleErrors } = await open(member, width);
      const dashboard = new Dashboard(page);
      await dashboard.goto('member');
      await dashboard
        .memberWelcome('Marco')
        .waitFor()
        .catch(async (error: unknown) => {
          await screenshot(page, 'debug-dashboard-member');
          throw new Error(`${String(error)}\nconsole: ${consoleErrors.join(' | ')}`);
        });
      // One greeting: the member dashboard's welcome heads the page, with its subtitle and the hero's message.
      expect(await page.getByRole('heading', { name: /^Welcome/ }).count()).toBe(1);
      expect(await page.getByText('Pick your events & groups, find your tribe!').count()).toBe(1);
      expect(await page.getByText('Ready to find your next game?').count()).toBe(1);
      // The hero's buttons open Discover (issue 18).
      const hero = dashboard.region('Welcome member dashboard Marco');
      expect(await hero.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events?view=discover');
      expect(await hero.getByRole('link', { name: 'Join Groups' }).getAttribute('href')).toBe('/groups?view=discover');

      // One row of counters: the member's (Events joined, Groups joined) and the hero's third (Events organized).
      expect(await page.getByRole('list', { name: 'Your stats' }).getByRole('listitem').count()).toBe(3);
      expect(await dashboard.statValue('Your stats', 'Events joined')).toBe(stats.eventsJoined);
      expect(await dashboard.statValue('Your stats', 'Groups joined')).toBe(stats.groupsJoined);
      expect(await dashboard.statValue('Your stats', 'Events organized')).toBe(stats.eventsOrganized);

      // Your Upcoming Events is also the member's My Events: one list, the events card of the whole dashboard.
      const upcomingRegion = dashboard.region('Your Upcoming Events');
      const upcoming = dashboard.cards('Your Upcoming Events');
      await upcoming.nth(1).waitFor();
      expect(await upcoming.count()).toBe(2);
      expect(await upcomingRegion.getByText('My Events', { exact: true }).count()).toBe(1);
      expect(await dashboard.region('My Events').count()).toBe(0);
      expect(await upcomingRegion.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/events');
      expect(await upcomingRegion.getByRole('link', { name: 'Browse More Events' }).getAttribute('href')).toBe('/member/events?view=discover');
      const firstEvent = upcoming.first();
      expect(await firstEvent.getByText('Joined', { exact: true }).count()).toBe(1);
      expect(await firstEvent.getByText(/^4\/12/).count()).toBe(1); // the organizer holds a place, the member brings 2 guests
      expect(await firstEvent.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(`/events/${eventIds[0]}`);

      await dashboard.cards('Happening This Week').first().waitFor();

      const sports = dashboard.region('Popular Sports').getByRole('link');
      await sports.nth(5).waitFor();
      expect(await sports.count()).toBe(6);
      for (let i = 0; i < 6; i++) expect(await sports.nth(i).getAttribute('href')).toMatch(/^\/events\?sport=[a-z]+$/);
      expect(await dashboard.region('Popular Sports').getByText(/\d+ events?/).count()).toBeGreaterThan(0);
      await dashboard.cards('Popular Communities').first().waitFor();
      if (width === 390) {
        // Cards far below the first screen are in the page (found, linked, announced) but not laid out or painted
        // until scrolled near (content-visibility, issue 27's Total Blocking Time); scrolled to, they render.
        const far = dashboard.cards('Popular Communities').last().getByRole('heading');
        const rendered = () => far.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await rendered()).toBe(false);
        await far.scrollIntoViewIfNeeded();
        await expect.poll(rendered).toBe(true);
      }

      const myGroups = dashboard.cards('My Groups');
      await myGroups.nth(1).waitFor();
      expect(await myGroups.count()).toBe(2);
      expect(await myGroups.first().getByText('Member', { exact: true }).count()).toBe(1);
      expect(await dashboard.region('My Groups').getByRole('link', { name: 'Browse More Groups' }).getAttribute('href')).toBe('/member/groups?view=discover');
      // The shared footer is the only one.
      expect(await page.getByRole('contentinfo').count()).toBe(1);

      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-member-${width}`);
      expect(consoleErrors).toEqual([]);
    }
  }, 180_000);

  it('shows the organizer dashboard with its counters, tools, join requests, Home link and the one footer', async ({ open }) => {
    const { organizer } = await sportsWorld();
    const asker = await person('Ada', 'Asks');
    const privateGroup = await createGroup(organizer, { name: `Quiet Court ${uniqueTag()}`, sportType: 'tennis', isPrivate: true });
    await joinGroup(asker, privateGroup.id);
    const stats = (await api<{ stats: Stats }>(organizer, 'GET', '/api/user/dashboard')).stats;
    expect(stats).toMatchObject({ groupsCreated: 7, eventsOrganized: 6, pendingJoinRequests: 1 });
    for (const width of [1280, 390]) {
      const { page, consoleErrors } = await open(organizer, width);
      const dashboard = new Dashboard(page);
      await dashboard.goto('organizer');
      await dashboard.organizerWelcome('Olivia').waitFor();
      expect(await page.getByRole('heading', { name: /^Welcome/ }).count()).toBe(1);
      expect(await page.getByText('Create your groups & events - Build your community!').count()).toBe(1);
      expect(await page.getByText('Ready to create your next event?').count()).toBe(1);
      const hero = dashboard.region('Welcome to organizer dashboard Olivia');
      expect(await hero.getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe('/create-event');
      expect(await hero.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events?view=discover');
      // One row of counters: Groups created, Events created (the hero's "events organized"), Events and Groups joined.
      expect(await page.getByRole('list', { name: 'Your stats' }).getByRole('listitem').count()).toBe(4);
      expect(await dashboard.statValue('Your stats', 'Groups created')).toBe(stats.groupsCreated);
      expect(await dashboard.statValue('Your stats', 'Events created')).toBe(stats.eventsOrganized);
      expect(await dashboard.statValue('Your stats', 'Events joined')).toBe(stats.eventsJoined);
      expect(await dashboard.statValue('Your stats', 'Groups joined')).toBe(stats.groupsJoined);
      const tools = dashboard.tools();
      expect(await tools.getByRole('link', { name: /View My Groups/ }).getAttribute('href')).toBe('/organizer/groups');
      expect(await tools.getByRole('link', { name: /View My Events/ }).getAttribute('href')).toBe('/organizer/events');
      expect(await tools.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
      // The pending join request is surfaced, leading to the group's Waiting tab.
      const request = dashboard.joinRequests().getByRole('link', { name: new RegExp(privateGroup.name) });
      await request.waitFor();
      expect(await request.getAttribute('href')).toBe(`/groups/${privateGroup.id}/manage?tab=waiting`);
      expect(await request.textContent()).toContain('1 person waiting');
      if (width === 390) {
        // On a phone the organizer's tools and join requests are on the first screen, above the tab bar.
        const tabBar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
        for (const tool of [tools.getByRole('link', { name: /View My Groups/ }), tools.getByRole('link', { name: /View My Events/ }), request]) {
          const box = (await tool.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(tabBar!.y);
        }
      }
      // The organizer dashboard's footer is the shared footer: privacy, terms and the support mail, once.
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
      expect(await links.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
      expect(await links.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
      expect(await links.getByRole('link', { name: 'Support' }).getAttribute('href')).toMatch(/^mailto:/);
      await page.screenshot({ path: `e2e/screenshots/dashboard-organizer-first-screen-${width}.png` });
      await dashboard.cards('Happening This Week').first().waitFor();
      await dashboard.cards('Popular Communities').first().waitFor();
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-organizer-${width}`);
      expect(consoleErrors).toEqual([]);
    }
  }, 180_000);

  it('follows the active role on /dashboard and switches it on the role routes', async ({ open }) => {
    const member = await person('Marco', 'Rossi');
    const { page } = await open(member);
    const dashboard = new Dashboard(page);
    await dashboard.goto('organizer');
    await dashboard.organizerWelcome(/^Welcome to organizer dashboard/).waitFor();
    await dashboard.goto(null);
    await dashboard.organizerWelcome(/^Welcome to organizer dashboard/).waitFor();
    await dashboard.goto('member');
    await dashboard.memberWelcome('Marco').waitFor();
    await dashboard.goto(null);
    await dashboard.memberWelcome('Marco').waitFor();
  }, 120_000);

  it("names a returning person's dashboard code in its HTML, so the app adds none of those links itself", async ({ open }) => {
    const newcomer = await signInViaApi();
    const { page, consoleErrors } = await open(newcomer, 390);
    const dashboard = new Dashboard(page);
    await dashboard.goto('member');
    await dashboard.memberWelcome('Champion').waitFor();
    // Signed in, the app keeps the hint cookie the server picks the signed-in layout's chunks by.
    expect((await page.context().cookies()).find((c) => c.name === 'kickoff.signed-in')?.value).toBe('1');
    const html = await (await page.request.get('/dashboard')).text();
    const named = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    expect(named.some((href) => /^\/assets\/dashboard-[\w-]+\.js$/.test(href))).toBe(true);
    expect(named.some((href) => /^\/assets\/layouts-[\w-]+\.js$/.test(href))).toBe(true);
    // Loaded again: every link to one of those files is the HTML's own (Vite's helper found them and added none).
    await page.reload();
    await dashboard.memberWelcome('Champion').waitFor();
    const links = await page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => new URL((l as HTMLLinkElement).href).pathname));
    for (const href of named) expect(links.filter((l) => l === href), href).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  for (const width of [1280, 390]) {
    it(`shows a brand-new user the empty states with their next actions at ${width} px`, async ({ open }) => {
      const newcomer = await signInViaApi();
      const { page, consoleErrors } = await open(newcomer, width);
      const dashboard = new Dashboard(page);
      await dashboard.goto('member');
      await dashboard.memberWelcome('Champion').waitFor();
      expect(await dashboard.statValue('Your stats', 'Events joined')).toBe(0);
      expect(await dashboard.statValue('Your stats', 'Groups joined')).toBe(0);
      const myEvents = dashboard.region('Your Upcoming Events');
      await myEvents.getByRole('heading', { name: 'No Events Joined Yet' }).waitFor();
      expect(await myEvents.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events?view=discover');
      const myGroups = dashboard.region('My Groups');
      await myGroups.getByRole('heading', { name: 'No Groups Joined Yet' }).waitFor();
      expect(await myGroups.getByRole('link', { name: 'Browse Groups' }).getAttribute('href')).toBe('/groups?view=discover');
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-member-empty-${width}`);

      await dashboard.goto('organizer');
      await dashboard.organizerWelcome('Organizer').waitFor();
      expect(await dashboard.statValue('Your stats', 'Groups created')).toBe(0);
      expect(await dashboard.statValue('Your stats', 'Events created')).toBe(0);
      await dashboard.joinRequests().getByText('No one is waiting for approval.').waitFor();
      await dashboard.region('Your Upcoming Events').getByRole('heading', { name: 'Nothing on your calendar' }).waitFor();
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-organizer-empty-${width}`);
      expect(consoleErrors).toEqual([]);
    }, 180_000);
  }
});
