/**
 * Finding your way (issue 18) at 1280 and 390 px: the top navigation and the phone's tab bar with the same five
 * places, a title per screen, the role switch in the menu, the route-change progress bar, Back to Events keeping the
 * Discover filters; the user's event lists (and a group's page) soonest first with Past in its own section; Create Event opening the new
 * event. Each test makes its own people, groups and events through the API.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { createEvent, createGroup, futureIso, futureLocal, joinEvent, person, startEvent, uniqueTag } from './support/fixtures';
import { Dashboard } from './support/pages/dashboard';
import { EventForm } from './support/pages/event-form';
import { GroupDetail } from './support/pages/group-detail';
import { MyEvents } from './support/pages/my-lists';
import { it } from './support/test';
import { expectAccessible, settle } from './support/ui';

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const titleIs = (page: Page, title: string) => page.waitForFunction((t) => document.title === t, `${title} · Kickoff`);

describe('navigation', () => {
  for (const width of [1280, 390]) {
    it(`leads to the five places, names each screen and switches the role at ${width} px`, async ({ open }) => {
      const member = await person('Nadia', 'Navigates');
      const { page, consoleErrors } = await open(member, width);
      const dashboard = new Dashboard(page);
      await dashboard.goto('member');
      await dashboard.memberWelcome('Nadia').waitFor();
      await titleIs(page, 'Member dashboard');
      const nav = main(page);
      // Desktop: in the header; phone: a bar at the bottom of the screen.
      const box = (await nav.boundingBox())!;
      if (width === 390) expect(box.y + box.height).toBeGreaterThan(844 - 2);
      else expect(box.y).toBeLessThan(64);
      expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
      await settle(page);
      await expectAccessible(page);
      await screenshot(page, `nav-dashboard-member-${width}`);

      await nav.getByRole('link', { name: 'Discover' }).click();
      await page.getByRole('heading', { level: 1, name: 'Discover Events' }).waitFor();
      expect(new URL(page.url()).search).toBe('?view=discover');
      await titleIs(page, 'Discover Events');
      expect(await nav.getByRole('link', { name: 'Discover' }).getAttribute('aria-current')).toBe('page');

      await nav.getByRole('link', { name: 'My events' }).click();
      await page.getByRole('heading', { level: 1, name: 'My Joined Events' }).waitFor();
      await titleIs(page, 'My Joined Events');
      expect(await nav.getByRole('link', { name: 'My events' }).getAttribute('aria-current')).toBe('page');

      await nav.getByRole('link', { name: 'Groups' }).click();
      await page.getByRole('heading', { level: 1, name: 'My Joined Groups' }).waitFor();
      await titleIs(page, 'My Joined Groups');

      await nav.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('menuitem', { name: 'Create Group' }).waitFor();
      await page.screenshot({ path: `e2e/screenshots/nav-create-menu-${width}.png` });
      await page.getByRole('menuitem', { name: 'Create Event' }).click();
      await page.waitForURL('**/create-event');
      await titleIs(page, 'Create Event');

      await nav.getByRole('link', { name: 'Home' }).click();
      await dashboard.memberWelcome('Nadia').waitFor();

      // The role switch is in the menu: the account menu on desktop, the drawer on a phone.
      await page.getByRole('button', { name: width === 390 ? 'Open menu' : 'Open account menu' }).click();
      const switchTo = page.getByRole(width === 390 ? 'button' : 'menuitem', { name: 'Switch to Organizer' });
      await page.screenshot({ path: `e2e/screenshots/nav-menu-${width}.png` });
      await switchTo.click();
      await dashboard.organizerWelcome('Nadia').waitFor();
      await titleIs(page, 'Organizer dashboard');
      await page.getByRole('button', { name: width === 390 ? 'Open menu' : 'Open account menu' }).click();
      await page.getByRole(width === 390 ? 'button' : 'menuitem', { name: 'Switch to Member' }).click();
      await dashboard.memberWelcome('Nadia').waitFor();
      expect(consoleErrors).toEqual([]);
    }, 180_000);
  }

  it('keeps the Discover filters on Back to Events and shows progress while a screen loads', async ({ open }) => {
    const organizer = await person('Olga', 'Hosts');
    const member = await person('Max', 'Browses');
    const tag = uniqueTag();
    const group = await createGroup(organizer, { name: `Back Alley ${tag}`, sportType: 'tennis' });
    const event = await createEvent(organizer, group.id, { title: `Doubles ${tag}`, sportType: 'tennis' });
    const { page, consoleErrors } = await open(member, 390);
    await page.goto(`/events?view=discover&sport=tennis&q=${tag}`);
    const card = page.getByRole('article', { name: event.title });
    await card.waitFor();
    // The signed-in layout stays mounted from Discover to the event (a page visitors may open too) and back: the same
    // header element, never the full-screen loading screen in between.
    await page.evaluate(() => ((document.querySelector('header') as HTMLElement & { kickoffMark?: boolean }).kickoffMark = true));
    const loadingScreens: string[] = [];
    await page.exposeFunction('kickoffSawLoadingScreen', (text: string) => loadingScreens.push(text));
    await page.evaluate(() =>
      new MutationObserver(() => {
        const screen = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes('Loading Kickoff'));
        if (screen) (window as unknown as { kickoffSawLoadingScreen(t: string): void }).kickoffSawLoadingScreen(screen.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true }),
    );
    const sameHeader = () => page.evaluate(() => (document.querySelector('header') as HTMLElement & { kickoffMark?: boolean }).kickoffMark === true);
    await card.getByRole('link', { name: new RegExp(event.title) }).first().click();
    await page.waitForURL(`**/events/${event.id}`);
    await titleIs(page, event.title);
    expect(await sameHeader()).toBe(true);
    await page.getByRole('link', { name: 'Back to Events' }).click();
    await page.waitForURL((url) => url.pathname === '/events' && url.searchParams.get('sport') === 'tennis' && url.searchParams.get('q') === tag);
    await card.waitFor();
    expect(await sameHeader()).toBe(true);
    expect(loadingScreens).toEqual([]);

    // A reload of the event page keeps where it came from.
    await card.getByRole('link', { name: new RegExp(event.title) }).first().click();
    await page.waitForURL(`**/events/${event.id}`);
    await page.reload();
    expect(await page.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe(`/events?view=discover&sport=tennis&q=${tag}`);
    // Opened directly, the back link goes to the events screen.
    await page.goto(`/events/${event.id}`, { waitUntil: 'commit' });
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    expect(await page.getByRole('link', { name: 'Back to Events' }).getAttribute('href')).toBe('/events');

    // A slow screen: the progress bar shows while its code loads.
    await page.route(/\/assets\/groups-[\w-]{8}\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await main(page).getByRole('link', { name: 'Groups' }).click();
    await page.getByRole('progressbar', { name: 'Loading the page' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'My Joined Groups' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading the page' }).waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});

describe("the user's event lists", () => {
  for (const width of [1280, 390]) {
    it(`lists upcoming events soonest first with Past apart, for organizers and members, at ${width} px`, async ({ open }) => {
      const organizer = await person('Oscar', 'Orders');
      const member = await person('Mia', 'Plays');
      const tag = uniqueTag();
      const group = await createGroup(organizer, { name: `Weekly ${tag}` });
      // Created latest first, as a weekly series would be listed before: the order can only come from the lists.
      const past = await createEvent(organizer, group.id, { title: `Past ${tag}` });
      const later = await createEvent(organizer, group.id, { title: `Third ${tag}`, dateTime: futureIso(9, 18) });
      const next = await createEvent(organizer, group.id, { title: `Second ${tag}`, dateTime: futureIso(4, 18) });
      const soonest = await createEvent(organizer, group.id, { title: `First ${tag}`, dateTime: futureIso(1, 18) });
      for (const e of [past, later, next, soonest]) await joinEvent(member, e.id);
      await startEvent(organizer, past.id);
      const order = [soonest.title, next.title, later.title];

      for (const [who, role] of [[organizer, 'organizer'], [member, 'member']] as const) {
        const { page, consoleErrors } = await open(who, width);
        const list = new MyEvents(page);
        await list.goto(role);
        expect(await list.section('Upcoming').getAttribute('aria-selected')).toBe('true');
        await list.panel('Upcoming').getByRole('article').nth(2).waitFor();
        expect(await list.titles('Upcoming')).toEqual(order);
        await settle(page);
        await screenshot(page, `my-events-${role}-upcoming-${width}`);
        await list.section('Past').click();
        await page.waitForURL((url) => url.searchParams.get('section') === 'past');
        await list.panel('Past').getByRole('article', { name: past.title }).waitFor();
        expect(await list.titles('Past')).toEqual([past.title]);
        await expectAccessible(page);
        await screenshot(page, `my-events-${role}-past-${width}`);

        // The dashboard's upcoming list leads with the next game too.
        const dashboard = new Dashboard(page);
        await dashboard.goto(role);
        await dashboard.cards('Your Upcoming Events').nth(2).waitFor();
        expect(await dashboard.cards('Your Upcoming Events').locator('h2, h3').allTextContents()).toEqual(order);

        // So does the group's page, with its past games apart.
        const groupPage = new GroupDetail(page);
        await groupPage.goto(group.id, group.name);
        await groupPage.eventList('Upcoming events').getByRole('link').nth(2).waitFor();
        expect(await groupPage.eventTitles('Upcoming events')).toEqual(order);
        await groupPage.pastEvents().click();
        await groupPage.eventList('Past events').getByRole('link').first().waitFor();
        expect(await groupPage.eventTitles('Past events')).toEqual([past.title]);
        await expectAccessible(page);
        if (role === 'member') await screenshot(page, `group-events-${width}`);
        expect(consoleErrors).toEqual([]);
        await page.context().close();
      }
    }, 180_000);
  }

  it('opens the new event after Create Event', async ({ open }) => {
    const organizer = await person('Cora', 'Creates');
    const group = await createGroup(organizer, { name: `Fresh ${uniqueTag()}` });
    const { page } = await open(organizer, 390);
    const form = new EventForm(page);
    await form.goto(group.name);
    const title = `Opening Match ${uniqueTag()}`;
    await form.fill({ title, sport: 'soccer', dateTime: futureLocal(3, 18), location: 'Riverside Park', groupId: group.id });
    await form.submit();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/events\/[\w-]+$/);
    await titleIs(page, title);
  }, 120_000);
});
