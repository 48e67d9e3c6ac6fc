/**
 * Looking finished (issue 19): user text wraps everywhere (a 2,000-character word in every user text field leaves
 * no page wider than the screen, and a comment's Delete stays on screen); the logo is SVG and the bell's unread
 * badge sits beside the icon, not over it; a Discover date range with From after To is explained. 1280 and 390 px.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/session';
import { createEvent, createGroup, joinEvent, joinGroup, person, uniqueTag } from './support/fixtures';
import { EventDetail } from './support/pages/event-detail';
import { GroupForm } from './support/pages/group-form';
import { it } from './support/test';
import { screenshotViewport, shoot } from './support/ui';

/** A word of `length` characters with no break opportunity. */
const word = (length: number, seed = 'Kickoff') => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

/** A person whose first and last names are 100-character words (the profile's limit). */
async function longNamed(first: string, last: string) {
  const p = await person(first, last);
  const [firstName, lastName] = [word(100, first), word(100, last)];
  await api(p, 'PUT', '/api/user/profile', { firstName, lastName, email: p.email });
  return { ...p, firstName, lastName, name: `${firstName} ${lastName}` };
}

/** How far the page is wider than the viewport (0 when nothing overflows sideways). */
const sideOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The innermost elements reaching past the right edge (what to fix when the check fails). */
const tooWide = (page: Page) =>
  page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const past = (el: Element) => el.getBoundingClientRect().right > edge;
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => past(el) && !Array.from(el.children).some(past))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`)
      .join(', ');
  });

describe('looking finished', { timeout: 300_000 }, () => {
  it('a 2,000-character word in every user text field leaves no screen wider than the phone or the desktop', async ({ open }) => {
    const tag = uniqueTag();
    const organizer = await longNamed('Olivia', 'Okafor');
    const member = await longNamed('Marco', 'Rossi');
    const group = await createGroup(organizer, {
      name: `${tag} ${word(94, 'Riverside')}`,
      description: word(2000, 'Description'),
      location: word(200, 'Austin'),
    });
    await joinGroup(member, group.id);
    const event = await createEvent(organizer, group.id, {
      title: `${tag} ${word(194, 'Pickup')}`,
      description: word(5000, 'Friendly'),
      location: word(300, 'Riverside'),
      equipmentRequired: word(2000, 'Shinguards'),
      gameRules: word(2000, 'Rules'),
      waiver: word(2000, 'Waiver'),
      capacity: '10',
    });
    await joinEvent(member, event.id, 1);
    const comments = await api<{ id: string }>(member, 'POST', `/api/events/${event.id}/comments`, { content: word(2000, 'Comment') });
    await api(organizer, 'POST', `/api/events/${event.id}/comments`, { content: word(2000, 'Reply'), parentCommentId: comments.id });
    await api(member, 'POST', `/api/groups/${group.id}/posts`, { content: word(2000, 'Post') });

    const screens: [string, string, typeof organizer | undefined][] = [
      ['wrap-event-detail', `/events/${event.id}`, member],
      ['wrap-event-public', `/events/${event.id}`, undefined],
      ['wrap-group-public', `/groups/${group.id}`, undefined],
      ['wrap-event-detail-organizer', `/events/${event.id}`, organizer],
      ['wrap-manage-participants', `/events/${event.id}/participants`, organizer],
      ['wrap-group-detail', `/groups/${group.id}`, organizer],
      ['wrap-group-members', `/groups/${group.id}/members`, organizer],
      ['wrap-my-events', '/organizer/events', organizer],
      ['wrap-joined-events', '/member/events', member],
      ['wrap-discover-events', `/events?view=discover&q=${tag}`, member],
      ['wrap-my-groups', '/organizer/groups', organizer],
      ['wrap-dashboard', '/member/dashboard', member],
    ];
    for (const [name, path, who] of screens) {
      const { page, context } = await open(who, 390);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByText(tag, { exact: false }).first().waitFor();
      // Fonts are what moves the layout (networkidle is no signal here: a page may keep a connection open).
      await page.evaluate(async () => void (await document.fonts.ready));
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        expect.soft(await sideOverflow(page), `${name} at ${width} px; too wide: ${await tooWide(page)}`).toBe(0);
      }
      if (name === 'wrap-event-detail') {
        // The comment's Delete is on the phone's screen (it was 15,000 px to the right).
        await page.setViewportSize({ width: 390, height: 844 });
        const del = new EventDetail(page).deleteCommentButton(member.name);
        await del.scrollIntoViewIfNeeded();
        const box = (await del.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await shoot(page, name);
      await context.close(); // one page at a time: the machine is small
    }
  });

  it('the logo is an SVG and the unread badge sits beside the bell, not over it', async ({ open }) => {
    const [organizer, member] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi')]);
    const group = await createGroup(organizer, { name: `Bell Crew ${uniqueTag()}` });
    await joinGroup(member, group.id);
    const event = await createEvent(organizer, group.id);
    await joinEvent(member, event.id);
    await api(member, 'POST', `/api/events/${event.id}/comments`, { content: 'See you there' });
    for (const width of [1280, 390]) {
      const { page } = await open(organizer, width);
      await page.goto('/dashboard');
      const header = page.getByRole('banner');
      const logo = header.getByRole('link', { name: 'Kickoff home' });
      await logo.waitFor();
      expect(await logo.locator('svg').count()).toBe(1);
      expect(await logo.textContent()).toBe('Kickoff');
      const bell = header.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      // The server's job worker writes the notification within a moment; the page asks again on reload.
      for (let i = 0; i < 50 && (await api<{ unreadCount: number }>(organizer, 'GET', '/api/notifications/unread-count')).unreadCount === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      await page.reload();
      await bell.waitFor();
      // The bell's button is swapped for the panel's own trigger once the panel's code loads after the first paint
      // (Deferred): a box read in that moment is null, so read both again until the bell has settled.
      const boxes = async () => Promise.all([bell.locator('svg').boundingBox(), bell.getByTestId('unread-count').boundingBox()]);
      let [icon, badge] = await boxes();
      for (let i = 0; i < 50 && (!icon || !badge); i++) {
        await page.waitForTimeout(100);
        [icon, badge] = await boxes();
      }
      if (!icon || !badge) throw new Error('the bell or its unread badge did not show');
      const overlaps = icon.x < badge.x + badge.width && badge.x < icon.x + icon.width && icon.y < badge.y + badge.height && badge.y < icon.y + icon.height;
      expect(overlaps).toBe(false);
      expect(badge.x).toBeGreaterThanOrEqual(icon.x + icon.width);
      await header.screenshot({ path: `e2e/screenshots/header-bell-${width}.png` });
    }
  });

  it('Discover explains a From date after the To date and offers to swap them', async ({ open }) => {
    const [organizer, member] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi')]);
    const group = await createGroup(organizer, { name: `Date Crew ${uniqueTag()}` });
    await joinGroup(member, group.id);
    const tag = uniqueTag();
    const event = await createEvent(organizer, group.id, { title: `Dated ${tag}` });
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const width of [390, 1280]) {
      const { page, consoleErrors } = await open(member, width);
      // The tag keeps the list to this test's event: other tests' sooner games fill a first page of Discover.
      await page.goto(`/events?view=discover&q=${tag}&from=${day(20)}&to=${day(5)}`);
      const message = page.getByRole('alert').filter({ hasText: 'The "To" date is before the "From" date' });
      await message.waitFor();
      expect(await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await page.getByRole('article', { name: event.title }).waitFor();
      if (width === 390) await shoot(page, 'discover-dates-reversed');
      await page.getByRole('button', { name: 'Swap dates' }).click();
      await message.waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.searchParams.get('from') === day(5) && url.searchParams.get('to') === day(20) && url.searchParams.get('q') === tag);
      await page.getByRole('article', { name: event.title }).waitFor();
      expect(consoleErrors).toEqual([]);
    }
  });

  it("the group form's Validation Error toast goes once the fields are filled; a focused invalid field stays red", async ({ open }) => {
    const organizer = await person('Olivia', 'Okafor');
    for (const width of [1280, 390]) {
      const { page } = await open(organizer, width);
      const form = new GroupForm(page);
      await form.goto();
      await form.submit();
      const validation = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem').filter({ hasText: 'Validation Error' });
      await validation.waitFor();
      expect(await form.nameInput().getAttribute('aria-invalid')).toBe('true');
      await form.nameInput().focus();
      // The focus ring of an invalid field is the error colour, not the brand green that hid the red border.
      const outline = await form.nameInput().evaluate((el) => getComputedStyle(el).outlineColor);
      const border = await form.nameInput().evaluate((el) => getComputedStyle(el).borderColor);
      expect(outline).toBe(border);
      await screenshotViewport(page, `group-form-invalid-focused-${width}`);
      await form.fill({ name: `Fixed ${uniqueTag()}`, sport: 'soccer' });
      await validation.waitFor({ state: 'detached' });
    }
  });
});
