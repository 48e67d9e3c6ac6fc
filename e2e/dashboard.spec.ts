/**
 * The dashboards in the browser: the member's and the organizer's with counts equal to the API's, their sections and
 * links; /dashboard following the active role; the empty dashboards of a brand-new user. Each test makes its own
 * people, groups and events through the API (support/fixtures sportsWorld).
 */
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { person, sportsWorld } from './support/fixtures';
import { Dashboard } from './support/pages/dashboard';
import { api, signInViaApi } from './support/session';
import { it } from './support/test';
import { expectAccessible, settle } from './support/ui';

interface Stats {
  eventsJoined: number;
  groupsJoined: number;
  eventsOrganized: number;
  groupsCreated: number;
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

      expect(await dashboard.statValue('Your stats', 'Events Joined')).toBe(stats.eventsJoined);
      expect(await dashboard.statValue('Your stats', 'Groups Joined')).toBe(stats.groupsJoined);
      expect(await dashboard.statValue('Your stats', 'Events Organized')).toBe(stats.eventsOrganized);

      const upcoming = dashboard.cards('Your Upcoming Events');
      await upcoming.nth(1).waitFor();
      expect(await upcoming.count()).toBe(2);
      // Spec §2: View All stays on /dashboard and scrolls to the role's panel (My Events for a member).
      expect(await dashboard.region('Your Upcoming Events').getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/dashboard');

      await dashboard.cards('Happening This Week').first().waitFor();

      const sports = dashboard.region('Popular Sports').getByRole('link');
      await sports.nth(5).waitFor();
      expect(await sports.count()).toBe(6);
      for (let i = 0; i < 6; i++) expect(await sports.nth(i).getAttribute('href')).toMatch(/^\/events\?sport=[a-z]+$/);
      expect(await dashboard.region('Popular Sports').getByText(/\d+ events?/).count()).toBeGreaterThan(0);
      await dashboard.cards('Popular Communities').first().waitFor();

      await dashboard.memberWelcome('Marco').waitFor();
      expect(await page.getByText('Pick your events & groups, find your tribe!').count()).toBe(1);
      expect(await dashboard.statValue('Your activity', 'Events joined')).toBe(stats.eventsJoined);
      expect(await dashboard.statValue('Your activity', 'Groups joined')).toBe(stats.groupsJoined);

      const myEvents = dashboard.cards('My Events');
      await myEvents.nth(1).waitFor();
      expect(await myEvents.count()).toBe(2);
      const firstEvent = myEvents.first();
      expect(await firstEvent.getByText('Joined', { exact: true }).count()).toBe(1);
      expect(await firstEvent.getByText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}$/).count()).toBe(1);
      expect(await firstEvent.getByText(/^4\/12$/).count()).toBe(1); // the organizer holds a place, the member brings 2 guests
      expect(await firstEvent.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe(`/events/${eventIds[0]}`);
      expect(await dashboard.region('My Events').getByRole('link', { name: 'Browse More Events' }).getAttribute('href')).toBe('/member/events');

      const myGroups = dashboard.cards('My Groups');
      await myGroups.nth(1).waitFor();
      expect(await myGroups.count()).toBe(2);
      expect(await myGroups.first().getByText('Member', { exact: true }).count()).toBe(1);
      expect(await dashboard.region('My Groups').getByRole('link', { name: 'Browse More Groups' }).getAttribute('href')).toBe('/member/groups');

      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-member-${width}`);
      expect(consoleErrors).toEqual([]);
    }
  }, 180_000);

  it('shows the organizer dashboard with its counters, cards, Home link and footer', async ({ open }) => {
    const { organizer } = await sportsWorld();
    const stats = (await api<{ stats: Stats }>(organizer, 'GET', '/api/user/dashboard')).stats;
    expect(stats).toMatchObject({ groupsCreated: 6, eventsOrganized: 6 });
    for (const width of [1280, 390]) {
      const { page, consoleErrors } = await open(organizer, width);
      const dashboard = new Dashboard(page);
      await dashboard.goto('organizer');
      await page.getByRole('heading', { level: 1, name: 'Welcome back, Olivia!' }).waitFor();
      expect(await page.getByText('Ready to create your next event?').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Create Event' }).first().getAttribute('href')).toBe('/create-event');
      await dashboard.organizerWelcome('Olivia').waitFor();
      expect(await page.getByText('Create your groups & events - Build your community!').count()).toBe(1);
      expect(await dashboard.statValue('What you run', 'Groups created')).toBe(stats.groupsCreated);
      expect(await dashboard.statValue('What you run', 'Events created')).toBe(stats.eventsOrganized);
      expect(await dashboard.statValue('Your stats', 'Events Organized')).toBe(stats.eventsOrganized);
      expect(await page.getByRole('link', { name: /View My Groups/ }).getAttribute('href')).toBe('/organizer/groups');
      expect(await page.getByRole('link', { name: /View My Events/ }).getAttribute('href')).toBe('/organizer/events');
      expect(await page.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
      const links = page.getByRole('navigation', { name: 'Organizer dashboard links' });
      expect(await links.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
      expect(await links.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
      expect(await links.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
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

  for (const width of [1280, 390]) {
    it(`shows a brand-new user the empty states with their next actions at ${width} px`, async ({ open }) => {
      const newcomer = await signInViaApi();
      const { page, consoleErrors } = await open(newcomer, width);
      const dashboard = new Dashboard(page);
      await dashboard.goto('member');
      await dashboard.memberWelcome('Champion').waitFor();
      expect(await dashboard.statValue('Your stats', 'Events Joined')).toBe(0);
      expect(await dashboard.statValue('Your activity', 'Groups joined')).toBe(0);
      const myEvents = dashboard.region('My Events');
      await myEvents.getByRole('heading', { name: 'No Events Joined Yet' }).waitFor();
      expect(await myEvents.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
      const myGroups = dashboard.region('My Groups');
      await myGroups.getByRole('heading', { name: 'No Groups Joined Yet' }).waitFor();
      expect(await myGroups.getByRole('link', { name: 'Browse Groups' }).getAttribute('href')).toBe('/groups');
      await dashboard.region('Your Upcoming Events').getByRole('heading', { name: 'Nothing on your calendar' }).waitFor();
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-member-empty-${width}`);

      await dashboard.goto('organizer');
      await dashboard.organizerWelcome('Organizer').waitFor();
      expect(await dashboard.statValue('What you run', 'Groups created')).toBe(0);
      expect(await dashboard.statValue('What you run', 'Events created')).toBe(0);
      await expectAccessible(page);
      await settle(page);
      await screenshot(page, `dashboard-organizer-empty-${width}`);
      expect(consoleErrors).toEqual([]);
    }, 180_000);
  }
});
