/**
 * Events in the browser: an organizer creates an event in the UI, a member finds it in Discover, joins with 2 guests,
 * sees it in My Joined Events and comments, and the organizer moves them to the waitlist on Manage Participants.
 */
// Over 300 lines: its tests run in order and hand state to the next; making them independent with page objects is the browser part of issue 16, still open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser';
import { api, signInViaApi, useSession, type ApiUser } from './support/session';

let browser: Browser;
let organizer: ApiUser;
let member: ApiUser;
let group: { id: string; name: string };
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Sunday Pickup Soccer ${suffix}`;
let eventId = '';

interface EventItem {
  id: string;
  title: string;
}
type ListAnswer = EventItem[] | { items: EventItem[] };
const itemsOf = (a: ListAnswer) => (Array.isArray(a) ? a : a.items);

/** A date about ten days ahead, as a datetime-local value. */
function futureLocal(days = 10, hour = 18): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

/** A 1280x720 PNG of a football pitch, drawn by the browser. */
async function pitchImage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1280;
    c.height = 720;
    const g = c.getContext('2d')!;
    for (let i = 0; i < 8; i++) {
      g.fillStyle = i % 2 ? '#15803d' : '#16a34a';
      g.fillRect(i * 160, 0, 160, 720);
    }
    g.strokeStyle = '#ffffff';
    g.lineWidth = 6;
    g.strokeRect(40, 40, 1200, 640);
    g.beginPath();
    g.moveTo(640, 40);
    g.lineTo(640, 680);
    g.stroke();
    g.beginPath();
    g.arc(640, 360, 90, 0, Math.PI * 2);
    g.stroke();
    g.strokeRect(40, 210, 140, 300);
    g.strokeRect(1100, 210, 140, 300);
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Dialogs are fixed to the viewport: shoot what the user sees, not the full page. */
async function screenshotViewport(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).or(page.getByText(text, { exact: true })).first().waitFor();
}

/** Opens a page signed in as the user, at both widths when asked. */
async function signedInPage(user: ApiUser, width = 1280) {
  const tp = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
  tp.page.setDefaultTimeout(60_000);
  await useSession(tp.context, user);
  return tp;
}

beforeAll(async () => {
  browser = await launchBrowser();
  organizer = await signInViaApi();
  member = await signInViaApi();
  await api(organizer, 'PUT', '/api/user/profile', { firstName: 'Olivia', lastName: 'Organizer', email: `olivia-${suffix}@example.com` });
  await api(member, 'PUT', '/api/user/profile', { firstName: 'Marco', lastName: 'Member', email: `marco-${suffix}@example.com` });
  group = await api<{ id: string; name: string }>(organizer, 'POST', '/api/groups', {
    name: `Riverside Kickers ${suffix}`,
    sportType: 'soccer',
    description: 'Weekly pickup soccer by the river.',
    location: 'Austin, TX',
    isPrivate: false,
  });
  await api(member, 'POST', `/api/groups/${group.id}/join`);
});

afterAll(async () => {
  await browser?.close();
});

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('events', { timeout: 240_000 }, () => {
  it('shows the empty lists with their next action', async () => {
    const { page, context, consoleErrors } = await signedInPage(organizer);
    await page.goto('/organizer/events');
    await page.getByRole('heading', { level: 1, name: 'My Events' }).waitFor();
    await page.getByRole('heading', { name: 'No events yet' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'events-organizer-empty-1280');
    await context.close();

    const m = await signedInPage(member, 390);
    await m.page.goto('/member/events');
    await m.page.getByRole('heading', { level: 1, name: 'My Joined Events' }).waitFor();
    await m.page.getByRole('heading', { name: 'No joined events' }).waitFor();
    await expectAccessible(m.page);
    await screenshot(m.page, 'events-member-empty-390');
    expect([...consoleErrors, ...m.consoleErrors]).toEqual([]);
    await m.context.close();
  });

  it('lets an organizer create an event in the UI, checking the required fields first', async () => {
    const { page, context, consoleErrors } = await signedInPage(organizer);
    await page.goto('/create-event');
    await page.getByRole('heading', { level: 1, name: 'Organize Your Own Event' }).waitFor();
    // the group list has loaded when the select offers the group
    await page.getByRole('option', { name: group.name }).waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event title is required').waitFor();
    expect(await page.getByText('Location is required').count()).toBe(1);
    expect(await page.getByText('Group assignment is required').count()).toBe(1);
    expect(await page.getByLabel('Event title').evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'create-event-errors-1280');

    await page.getByLabel('Event title').fill(title);
    await page.getByLabel('Sport', { exact: true }).selectOption('soccer');
    await page.getByLabel('Description (optional)').fill('Friendly 7v7 on the big field. All levels welcome, bring a light and a dark shirt.');
    await page.getByLabel('Date and time').fill(futureLocal());
    await page.getByLabel('Location').fill('Riverside Park, Field 3');
    await page.getByLabel('Capacity').fill('10');
    await page.getByLabel('Price (USD)').fill('5');
    await page.getByLabel('Group', { exact: true }).selectOption(group.id);
    await page.getByText('Marco Member').waitFor();
    await page.getByLabel('Equipment required (optional)').fill('Cleats and water');
    await page.getByLabel('Event image').setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: await pitchImage(page) });
    await page.getByRole('img', { name: 'Event image preview' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'create-event-filled-1280');

    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL('**/dashboard').catch(async (error: unknown) => {
      await screenshot(page, 'debug-create-event-failed');
      throw error;
    });
    await toast(page, 'Event Created!');

    const created = itemsOf(await api<ListAnswer>(organizer, 'GET', '/api/user/created-events'));
    eventId = created.find((e) => e.title === title)!.id;
    expect(eventId).toBeTruthy();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('renders the create form at 390px', async () => {
    const { page, context } = await signedInPage(organizer, 390);
    await page.goto('/create-event');
    await page.getByRole('option', { name: group.name }).waitFor({ state: 'attached' });
    await page.getByRole('switch', { name: 'Recurring event' }).click();
    await page.getByRole('group', { name: 'On these days' }).waitFor();
    await page.getByText('Tue', { exact: true }).click();
    await page.getByText('Thu', { exact: true }).click();
    await expectAccessible(page);
    await screenshot(page, 'create-event-390');
    await context.close();
  });

  it("shows the organizer's events with manage actions and the edit dialog", async () => {
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await signedInPage(organizer, width);
      await page.goto('/organizer/events');
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      await card.getByRole('button', { name: `Edit ${title}` }).waitFor();
      await card.getByRole('button', { name: `Copy ${title}` }).waitFor();
      await card.getByRole('button', { name: `Delete ${title}` }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `events-organizer-${width}`);

      await card.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Event' });
      await dialog.getByLabel('Event title').waitFor();
      expect(await dialog.getByLabel('Event title').inputValue()).toBe(title);
      await expectAccessible(page);
      await screenshotViewport(page, `edit-event-dialog-${width}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      if (width === 1280) {
        // Copy makes a second event a week later; delete that copy again through the confirmation.
        await card.getByRole('button', { name: `Copy ${title}` }).click();
        await toast(page, 'Event Copied');
        await page.getByRole('article', { name: title }).nth(1).waitFor();
        const copyId = itemsOf(await api<ListAnswer>(organizer, 'GET', '/api/user/created-events')).find(
          (e) => e.title === title && e.id !== eventId,
        )!.id;
        const copyCard = page.locator('article', { has: page.locator(`a[href="/events/${copyId}"]`) });
        await copyCard.getByRole('button', { name: `Delete ${title}` }).click();
        const confirm = page.getByRole('alertdialog', { name: `Delete “${title}”?` });
        await confirm.getByText('This cannot be undone.').waitFor();
        await expectAccessible(page);
        await screenshotViewport(page, 'delete-event-dialog-1280');
        await confirm.getByRole('button', { name: 'Delete Event' }).click();
        await toast(page, 'Event Deleted');
        await confirm.waitFor({ state: 'detached' });
        await page.waitForFunction((t) => document.querySelectorAll(`article[aria-labelledby]`).length === 1 && document.body.innerText.includes(t), title);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('lets a member find the event in Discover, join with 2 guests and see it in My Joined Events', async () => {
    const { page, context, consoleErrors } = await signedInPage(member);
    await page.goto('/events?sport=soccer');
    await page.getByRole('heading', { level: 1, name: 'Discover Events' }).waitFor();
    await page.getByLabel('Search').fill(suffix);
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'events-discover-1280');

    await card.getByRole('link', { name: /Join Event/ }).click();
    await page.waitForURL(`**/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'event-detail-1280');

    await page.getByRole('button', { name: 'Join Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join Event' });
    await dialog.getByLabel('Guests').fill('2');
    await dialog.getByText('3 places for your party').waitFor();
    await expectAccessible(page);
    await screenshotViewport(page, 'join-dialog-1280');
    await dialog.getByRole('button', { name: 'Join Event' }).click();
    await toast(page, 'Event Joined!');
    await page.getByText('with 2 guests').first().waitFor();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });

    await page.goto('/member/events');
    await page.getByRole('heading', { level: 1, name: 'My Joined Events' }).waitFor();
    const joined = page.getByRole('article', { name: title });
    await joined.getByRole('link', { name: /View Details/ }).waitFor();
    await joined.getByText('Joined', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'events-member-joined-1280');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets the member comment on the event', async () => {
    const { page, context, consoleErrors } = await signedInPage(member, 390);
    await page.goto(`/events/${eventId}`);
    await page.getByRole('region', { name: 'Your participation' }).getByText("You're in! (+2 guests)").waitFor();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment cannot be empty').waitFor();
    await page.getByLabel('Add a comment').fill('See you there! Bringing two friends.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await toast(page, 'Comment added');
    await page.getByText('See you there! Bringing two friends.').waitFor();
    await page.getByRole('button', { name: /^Delete comment by Marco Member/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'event-detail-member-390');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets the organizer move the member to the waitlist on Manage Participants', async () => {
    const { page, context, consoleErrors } = await signedInPage(organizer);
    await page.goto(`/events/${eventId}`);
    await page.getByRole('link', { name: 'Manage Participants' }).click();
    await page.waitForURL(`**/events/${eventId}/participants`);
    await page.getByRole('heading', { level: 1, name: 'Manage Participants' }).waitFor();
    const registered = page.getByRole('tabpanel', { name: /Registered/ });
    await registered.getByRole('button', { name: 'Waitlist Marco Member' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'participants-1280');

    await registered.getByRole('button', { name: 'Waitlist Marco Member' }).click();
    await toast(page, 'Moved to waitlist');
    await page.getByRole('tab', { name: 'Waitlisted (1)' }).click();
    const waitlisted = page.getByRole('tabpanel', { name: /Waitlisted/ });
    await waitlisted.getByRole('button', { name: 'Activate Marco Member' }).waitFor();
    await screenshot(page, 'participants-waitlisted-1280');
    expect(consoleErrors).toEqual([]);
    await context.close();

    const m = await signedInPage(organizer, 390);
    await m.page.goto(`/events/${eventId}/participants`);
    await m.page.getByRole('tab', { name: 'Registered (1)' }).waitFor();
    await expectAccessible(m.page);
    await screenshot(m.page, 'participants-390');
    await m.page.goto(`/events/${eventId}`);
    await m.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await screenshot(m.page, 'event-detail-organizer-390');
    await m.context.close();
  });

  it('shows Access Denied to a member and Event Not Found for an unknown event', async () => {
    const { page, context } = await signedInPage(member);
    await page.goto(`/events/${eventId}/participants`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to manage participants for this event.").waitFor();
    await expectAccessible(page);
    await screenshot(page, 'participants-denied-1280');
    await page.goto('/events/does-not-exist');
    await page.getByRole('heading', { name: 'Event Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Events' }).first().waitFor();
    await screenshot(page, 'event-not-found-1280');
    await context.close();
  });
});
