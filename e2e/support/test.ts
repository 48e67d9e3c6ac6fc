/**
 * The browser tests' `it`: one Chromium per spec file, and `open()` for a page (signed in when given a user) whose
 * browser context closes when the test ends, passed or failed. Data comes from ./fixtures, made in each test.
 */
import { test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type TestPage } from './browser';
import { useSession, type ApiUser } from './session';

/** Opens a page at `width` (1280 or a 390 px phone), signed in as `user` when one is given. */
export type Open = (user?: ApiUser, width?: number) => Promise<TestPage>;

export const it = test
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from a destructured first argument
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('open', async ({ browser }, { onCleanup }): Promise<Open> => {
    const opened: TestPage[] = [];
    onCleanup(async () => {
      for (const tp of opened) await tp.context.close().catch(() => undefined);
    });
    return async (user, width = 1280) => {
      const tp = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
      // The browser tests share two cores with the rest of the suite: generous waits.
      tp.page.setDefaultTimeout(60_000);
      // Name the request behind a "Failed to load resource" console error.
      tp.page.on('response', (res) => {
        if (res.status() >= 500) tp.consoleErrors.push(`${res.status()} ${new URL(res.url()).pathname}`);
      });
      if (user) await useSession(tp.context, user);
      opened.push(tp);
      return tp;
    };
  });
