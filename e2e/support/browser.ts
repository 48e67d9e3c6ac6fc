/** Launches Debian's Chromium through playwright-core and gives each test a page that records console errors. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { inject } from 'vitest';

export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROME_PATH.');
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

/**
 * `serviceWorkers`: blocked unless a test asks (e2e/offline.spec.ts): with the app's worker in control, `page.route`
 * no longer sees the requests the worker answers, and a test would depend on what an earlier page of it precached.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; serviceWorkers?: 'allow' | 'block'; locale?: string; timezoneId?: string } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    serviceWorkers: options.serviceWorkers ?? 'block',
    // A browser in another language or zone (issue 30: es-US); unset, Chromium's own.
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  return { context, page, consoleErrors };
}

/** axe-core's own file, read once: what AxeBuilder injects too. */
let axeSource: string | undefined;

/**
 * Serious and critical axe violations on the current page, as readable lines. Every rule runs, as before; what the
 * check no longer does is repeat work. AxeBuilder's default mode injects axe-core (580 KB) into the page, runs
 * `axe.runPartial`, opens a blank tab, injects axe-core there a second time and runs `axe.finishRun` in it, which is
 * only needed to reach cross-origin frames; measured on the dashboard at load ~25 it cost 6.5-8 CPU-s a check. A page
 * without frames (all of the app's) gets axe-core once per document and `axe.run` in place (1.0-1.4 CPU-s); a page
 * with frames keeps AxeBuilder's default mode, which reaches into them.
 * `resultTypes: ['violations']` keeps every violation with all its nodes and stops axe building selectors for every
 * passed and inapplicable node, which this check never reads.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A dialog that is still fading or zooming in has text at part opacity: axe would measure the contrast mid-animation.
  await finiteAnimationsDone(page);
  const options = { resultTypes: ['violations' as const] };
  const frames = page.frames();
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  if (frames.length === 1) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
    results = await page.evaluate((opts) => (globalThis as unknown as { axe: { run(c: unknown, o: unknown): Promise<never> } }).axe.run(document, opts), options);
  } else {
    results = await new AxeBuilder({ page }).options(options).analyze();
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Waits (up to 2 s) for the page's finite CSS animations and transitions to end; endless ones (spinners) are left. */
export async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
  });
}

/** Saves a screenshot under e2e/screenshots for people to look at. */
export async function screenshot(page: Page, name: string) {
  // Cards far from the viewport are not rendered until scrolled near (content-visibility: auto, index.css), and a
  // full-page capture does not scroll: the picture shows every card, as a person scrolling would see them.
  const allCards = await page.addStyleTag({ content: '.card-grid > * { content-visibility: visible !important; }' });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
  await allCards.evaluate((style) => (style as Element).remove());
}
