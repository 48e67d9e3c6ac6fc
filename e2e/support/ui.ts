/** What every screen test does: wait for a toast, check accessibility, take screenshots. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './browser';

/**
 * Waits for a toast with `text`. Radix announces a toast through a short-lived role=status element and shows it as a
 * list item of the "Notifications (F8)" region; the list item stays for the toast's whole life, so that is looked for.
 */
export async function toast(page: Page, text: string) {
  const shown = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: text });
  await shown.or(page.getByRole('status').filter({ hasText: text })).first().waitFor();
}

export async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Screenshots the page at 1280 px and 390 px, checks accessibility, then returns to 1280 px. */
export async function shoot(page: Page, name: string) {
  // A full-page shot of a scrolled page paints the sticky header mid-page.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, `${name}-390`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Dialogs are fixed to the viewport: shoot what the user sees, not the full page. */
export async function screenshotViewport(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

/**
 * Waits for fonts, images and loading states so full-page screenshots show the finished page. Not `networkidle`: a
 * signed-in tab keeps its live channel (issue 13) open, so the network is never idle.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && Array.from(document.images).every((img) => img.complete));
}
