/**
 * The signed-out landing in the browser: 6 popular events and 6 popular communities, each card opening its public
 * page and Find a Game opening /explore (issue 26), every other call to action opens the phone sign-in dialog, and the
 * page is finished at 390 px. Each test makes six groups with an event each through
 * the API first (support/fixtures sportsWorld), so the popular lists are full whatever ran before.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { sportsWorld } from './support/fixtures';
import { it } from './support/test';
import { expectAccessible, settle } from './support/ui';

const popularEvents = (page: Page) => page.getByRole('region', { name: 'Popular Events' }).getByRole('article');
const popularGroups = (page: Page) => page.getByRole('region', { name: 'Popular Communities' }).getByRole('article');

describe('landing (signed out)', () => {
  it('shows 6 popular events and 6 popular communities, each card opening its public page', async ({ open }) => {
    await sportsWorld();
    const { page, consoleErrors } = await open();
    await page.goto('/landing');
    expect(await page.title()).toBe('Kickoff: find local pickup games and sports communities');
    expect(await page.locator('meta[name="description"]').first().getAttribute('content')).toMatch(/pickup games/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    await page.getByRole('heading', { level: 1 }).waitFor();

    const events = popularEvents(page);
    const groups = popularGroups(page);
    await events.nth(5).waitFor();
    await groups.nth(5).waitFor();
    expect(await events.count()).toBe(6);
    expect(await groups.count()).toBe(6);
    for (const [cards, prefix] of [[events, '/events/'], [groups, '/groups/']] as const) {
      for (let i = 0; i < 6; i++) expect(await cards.nth(i).getByRole('link').first().getAttribute('href')).toMatch(new RegExp(`^${prefix}[\\w-]+$`));
    }
    expect(await page.getByRole('link', { name: 'Find a Game' }).getAttribute('href')).toBe('/explore');
    expect(await page.getByRole('heading', { name: 'Why Choose Kickoff' }).count()).toBe(1);
    for (const point of ['Find Local Games', 'Build Community', 'Grow Your Skills']) {
      expect(await page.getByRole('heading', { name: point }).count()).toBe(1);
    }
    await expectAccessible(page);
    await settle(page);
    await screenshot(page, 'landing-filled-1280');
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it('opens the phone sign-in dialog from every other call to action', async ({ open }) => {
    await sportsWorld();
    const { page, consoleErrors } = await open();
    await page.goto('/landing');
    await popularGroups(page).nth(5).waitFor();
    // Every button on the page is a call to action: each opens the phone sign-in dialog (the cards and Find a Game
    // are links: browsing comes first, issue 26).
    const buttons = page.locator('header button, main button');
    const total = await buttons.count();
    expect(total).toBeGreaterThanOrEqual(1 + 2 + 1 + 1);
    for (let i = 0; i < total; i++) {
      await buttons.nth(i).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByLabel(/phone/i).count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it('looks finished at 390 px', async ({ open }) => {
    await sportsWorld();
    const { page, consoleErrors } = await open(undefined, 390);
    await page.goto('/landing');
    await popularGroups(page).nth(5).waitFor();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settle(page);
    await screenshot(page, 'landing-filled-390');
    expect(consoleErrors).toEqual([]);
  }, 120_000);
});
