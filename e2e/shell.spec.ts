import { describe, expect } from 'vitest';
import { screenshot, seriousA11yViolations } from './support/browser';
import { it } from './support/test';


describe('app shell (signed out)', () => {
  for (const width of [1280, 390]) {
    it(`renders the landing page at ${width}px without console errors or serious a11y issues`, async ({ open }) => {
      const { page, context, consoleErrors } = await open(undefined, width);
      await page.goto('/landing');
      await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `landing-${width}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    for (const [path, heading] of [
      ['/terms-of-service', 'Terms of Service'],
      ['/privacy-policy', 'Privacy Policy'],
    ] as const) {
      it(`renders ${path} at ${width}px`, async ({ open }) => {
        const { page, context, consoleErrors } = await open(undefined, width);
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.getByText('Last updated July 22, 2025').count()).toBeGreaterThan(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `${path.slice(1)}-${width}`);
        expect(consoleErrors).toEqual([]);
        await context.close();
      });
    }
  }

  it('redirects a deep link to a signed-in route to /landing, carrying it for after sign-in (issue 18)', async ({ open }) => {
    const { page, context } = await open();
    await page.goto('/groups/123/manage');
    await page.waitForURL((url) => url.pathname === '/landing');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/groups/123/manage');
    await context.close();
  });

  it('redirects an unknown path to /landing when signed out', async ({ open }) => {
    const { page, context } = await open();
    await page.goto('/no/such/page');
    await page.waitForURL('**/landing');
    await screenshot(page, 'unknown-path-signed-out');
    await context.close();
  });
});
