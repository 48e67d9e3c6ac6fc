/**
 * Browse before signing up and Discover without repeats (issue 26), at 1280 and 390 px: a visitor goes from the landing's
 * Find a Game to /explore, opens a game, presses Join, signs in and lands on that game with the join dialog open; a
 * weekly series is one card ("Weekly · N more dates") on /explore and on the signed-in Discover, and its page offers the
 * series' other dates.
 */
import { describe, expect } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { createEvent, createGroup, futureIso, person, uniqueTag } from './support/fixtures';
import { signInInDialog } from './support/sign-in';
import { it } from './support/test';
import { settle, shoot } from './support/ui';
import { DiscoverEvents } from './support/pages/discover';

const WIDTHS = [1280, 390] as const;
const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A weekly series of four games, a week apart, the first `days` ahead (times in UTC, so the weekday is the date's). */
async function weeklySeries(organizer: Awaited<ReturnType<typeof person>>, groupId: string, title: string, days = 3) {
  const first = futureIso(days, 18);
  const last = new Date(Date.parse(first) + 21 * 86_400_000).toISOString().slice(0, 10);
  return createEvent(organizer, groupId, {
    title,
    dateTime: first,
    timeZone: 'UTC',
    isRecurring: 'true',
    recurringType: 'weekly',
    recurringDays: JSON.stringify([WEEK_DAYS[new Date(first).getUTCDay()]]),
    recurringEndDate: last,
  });
}

describe('explore before signing up', () => {
  for (const width of WIDTHS) {
    it(`landing -> Find a Game -> a game -> Join -> sign in -> the join dialog is open on that game (${width} px)`, async ({ open }) => {
      const organizer = await person('Olive', 'Host');
      const visitor = await person('Vera', 'Visitor');
      const group = await createGroup(organizer, { name: `Open Kickers ${uniqueTag()}` });
      const event = await createEvent(organizer, group.id, { title: `Sunday 5s ${uniqueTag()}`, dateTime: futureIso(1, 18) });
      const secret = await createGroup(organizer, { name: `Members Only ${uniqueTag()}`, isPrivate: true });
      const hidden = await createEvent(organizer, secret.id, { title: `Hidden ${uniqueTag()}`, dateTime: futureIso(1, 18) });

      const { page, consoleErrors } = await open(undefined, width);
      await page.goto('/landing');
      await page.getByRole('link', { name: 'Find a Game' }).click();
      await page.waitForURL((url) => url.pathname === '/explore');
      await page.getByRole('heading', { level: 1, name: 'Explore games' }).waitFor();
      expect(await page.title()).toBe('Explore games · Kickoff');

      // Find the game by its name; a private group's game never shows.
      await page.getByLabel('Search').fill(event.title);
      const card = page.getByRole('article', { name: event.title });
      await card.waitFor();
      await page.getByLabel('Search').fill(hidden.title);
      await page.getByRole('heading', { name: 'No events match these filters' }).waitFor();
      await page.getByLabel('Search').fill(event.title);
      await card.waitFor();
      await settle(page);
      if (width === 1280) await shoot(page, 'explore');

      await card.getByRole('link', { name: event.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
      await page.getByRole('link', { name: 'Sign in to join' }).click();
      await page.waitForURL((url) => url.pathname === '/landing' && url.searchParams.get('returnTo') === `/events/${event.id}?join=1`);
      await signInInDialog(page, visitor.phoneNumber);

      await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
      await page.getByRole('dialog', { name: 'Join Event' }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  }

  it('words typed into the search before the server-drawn page has hydrated are searched once it has (390 px)', async ({ open }) => {
    const { page, consoleErrors } = await open(undefined, 390);
    // A slow phone: the module that hydrates /explore arrives 2.5 s late.
    await page.route('**/assets/explore-hydration-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto('/explore');
    await page.getByRole('heading', { level: 1, name: 'Explore games' }).waitFor();
    const words = `nothing-called-this-${uniqueTag()}`;
    await page.getByLabel('Search').fill(words);
    await page.waitForURL((url) => url.searchParams.get('q') === words, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'No events match these filters' }).waitFor();
    expect(await page.getByLabel('Search').inputValue()).toBe(words);
    expect(consoleErrors).toEqual([]);
  });

  for (const width of WIDTHS) {
    it(`a first load of /explore is the server's page with its games, painted before any JavaScript and taken over without a shift (${width} px)`, async ({ open }) => {
      const organizer = await person('Sol', 'Host');
      const group = await createGroup(organizer, { name: `First Paint ${uniqueTag()}` });
      const event = await createEvent(organizer, group.id, { title: `Early Bird 5s ${uniqueTag()}`, dateTime: futureIso(2, 9) });

      // No JavaScript at all: the server's HTML alone shows the heading, the filters and the first page of games,
      // each a link to its public page, each date with its zone's name (the viewer's zone is not known yet).
      const bare = await open(undefined, width);
      await bare.page.route('**/assets/*.js', (route) => route.abort());
      const response = await bare.page.goto('/explore');
      const html = (await response!.text()) as string;
      expect(html).toContain('data-prerendered="explore"');
      const data = JSON.parse(/<script type="application\/json" id="kickoff-explore-data">(.*?)<\/script>/s.exec(html)![1]!) as {
        page: { items: Array<{ id: string; title: string }> };
      };
      expect(data.page.items.length).toBeGreaterThan(0);
      await bare.page.getByRole('heading', { level: 1, name: 'Explore games' }).waitFor();
      const cards = bare.page.getByRole('article');
      expect(await cards.count()).toBe(data.page.items.length);
      const first = data.page.items[0]!;
      const firstCard = bare.page.getByRole('article', { name: first.title });
      expect(await firstCard.getByRole('link', { name: first.title, exact: true }).getAttribute('href')).toBe(`/events/${first.id}`);
      expect(await firstCard.locator('dd').first().textContent()).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M \S+$/);
      expect(await bare.page.getByLabel('Search').count()).toBe(1);

      // With JavaScript: the page hydrates without an error and without moving, then works as the browser's own.
      const { page, consoleErrors } = await open(undefined, width);
      await page.addInitScript(() => {
        const w = window as unknown as { kickoffShift: number };
        w.kickoffShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) w.kickoffShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/explore');
      await page.getByRole('article', { name: first.title }).waitFor();
      // Hydrated: Near me's row replaces its placeholder (only the browser renders it).
      await page.getByRole('button', { name: 'Near me' }).waitFor();
      await settle(page);
      // Layout shift of the whole load (fonts included), well under Web Vitals' "good" 0.1: 0.03 at 390 px when Near
      // me's row was shorter than its placeholder, 0.02 since (docs/performance.md).
      expect(await page.evaluate(() => (window as unknown as { kickoffShift: number }).kickoffShift)).toBeLessThan(0.05);
      if (width === 1280) await shoot(page, 'explore-first-load');

      await page.getByLabel('Search').fill(event.title);
      await page.waitForURL((url) => url.searchParams.get('q') === event.title);
      // The game may be on the server's first page too: wait for the searched list itself, one card.
      await expect.poll(() => page.getByRole('article').count(), { timeout: 30_000 }).toBe(1);
      await page.getByRole('article', { name: event.title }).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  }

  it('malformed filters in a link: the server\'s words as an empty state with a way out', async ({ open }) => {
    const { page, consoleErrors } = await open(undefined, 390);
    await page.goto('/explore?from=2026-02-30&to=soon');
    await page.getByRole('heading', { name: "These filters don't work" }).waitFor();
    // The signed-in list's own 400 texts (rulings §1), one per bad field.
    await page.getByText(`${MESSAGES.event.dateTimeInvalid} ${MESSAGES.event.dateTimeInvalid}`).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByRole('heading', { name: "These filters don't work" }).waitFor({ state: 'detached' });
    // The 400 is the answer expected; the console names it as a failed resource only.
    expect(consoleErrors.filter((e) => !/400/.test(e))).toEqual([]);
  });
});

describe('a weekly series is one card', () => {
  for (const width of WIDTHS) {
    it(`on /explore and on Discover, with its next date and "Weekly · 3 more dates" (${width} px)`, async ({ open }) => {
      const organizer = await person('Sami', 'Series');
      const group = await createGroup(organizer, { name: `Weekly Crew ${uniqueTag()}` });
      const title = `Tuesday run ${uniqueTag()}`;
      await weeklySeries(organizer, group.id, title);

      const visitor = await open(undefined, width);
      await visitor.page.goto(`/explore?q=${encodeURIComponent(title)}`);
      const cards = visitor.page.getByRole('article', { name: title });
      await cards.first().getByText('Weekly · 3 more dates').waitFor();
      expect(await cards.count()).toBe(1);
      await settle(visitor.page);
      await visitor.page.screenshot({ path: `e2e/screenshots/explore-series-card-${width}.png`, fullPage: true });

      // Opening it shows that date with the series' other dates to pick from.
      await cards.getByRole('link', { name: title, exact: true }).click();
      const picker = visitor.page.getByRole('region', { name: 'Weekly: pick a date' });
      const dates = picker.getByRole('link');
      await dates.nth(3).waitFor();
      expect(await dates.count()).toBe(4);
      expect(await dates.first().getAttribute('aria-current')).toBe('page');
      const second = await dates.nth(1).getAttribute('href');
      await dates.nth(1).click();
      await visitor.page.waitForURL((url) => url.pathname === second);
      expect(await picker.getByRole('link', { name: /This date/ }).getAttribute('href')).toBe(second);
      await settle(visitor.page);
      await visitor.page.screenshot({ path: `e2e/screenshots/series-dates-${width}.png`, fullPage: true });

      const member = await open(organizer, width);
      const discover = new DiscoverEvents(member.page);
      await discover.goto(`view=discover&q=${encodeURIComponent(title)}`);
      await discover.card(title).getByText('Weekly · 3 more dates').waitFor();
      expect(await discover.card(title).count()).toBe(1);
      expect([...visitor.consoleErrors, ...member.consoleErrors]).toEqual([]);
    });
  }
});
