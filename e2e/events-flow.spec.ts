/**
 * The whole life of one event in the browser (issue 5, browser-test acceptance point): an organizer creates an event
 * with an image and a co-host; a member finds it in Discover, joins with 2 guests and comments; another member
 * replies; the event fills and a third user joins the waitlist; the first member leaves and the waitlisted user is
 * promoted; the co-host manages participants.
 */
// Over 300 lines: one event's whole life in order, by design (issue 5's acceptance); page objects would shorten it (issue 16, still open).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot, seriousA11yViolations } from './support/browser';
import { makePng } from './support/png';
import { api, signInViaApi, useSession, type ApiUser } from './support/session';

let browser: Browser;
const suffix = Math.random().toString(36).slice(2, 7);
const title = `Thursday Night Futsal ${suffix}`;

interface Person {
  user: ApiUser;
  firstName: string;
  lastName: string;
  name: string;
}
let organizer: Person;
let coHost: Person;
let member: Person;
let replier: Person;
let waiter: Person;
let group: { id: string; name: string };

interface EventItem {
  id: string;
  title: string;
}
interface EventDetail extends EventItem {
  imageUrl: string | null;
  capacity: number;
  currentParticipants: number;
  isFull: boolean;
  coHosts: { id: string }[];
}
type ListAnswer = EventItem[] | { items: EventItem[] };
const itemsOf = (a: ListAnswer) => (Array.isArray(a) ? a : a.items);

/** A date about twelve days ahead, as a datetime-local value. */
function futureLocal(days = 12, hour = 19): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

async function person(firstName: string, lastName: string): Promise<Person> {
  const user = await signInViaApi();
  await api(user, 'PUT', '/api/user/profile', { firstName, lastName, email: `${firstName.toLowerCase()}-${suffix}@example.com` });
  return { user, firstName, lastName, name: `${firstName} ${lastName}` };
}

async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Dialogs are fixed to the viewport: shoot what the user sees, not the full page. */
async function screenshotViewport(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).or(page.getByText(text, { exact: true })).first().waitFor();
}

async function signedInPage(who: Person, width = 1280) {
  const tp = await openPage(browser, { width, height: width < 600 ? 844 : 900 });
  tp.page.setDefaultTimeout(60_000);
  await useSession(tp.context, who.user);
  return tp;
}

const participation = (page: Page) => page.getByRole('region', { name: 'Your participation' });

beforeAll(async () => {
  browser = await launchBrowser();
  organizer = await person('Olivia', 'Organizer');
  coHost = await person('Cora', 'Cohost');
  member = await person('Marco', 'Member');
  replier = await person('Bea', 'Replier');
  waiter = await person('Walt', 'Waiter');
  group = await api<{ id: string; name: string }>(organizer.user, 'POST', '/api/groups', {
    name: `Downtown Futsal ${suffix}`,
    sportType: 'soccer',
    description: 'Indoor futsal on Thursday nights.',
    location: 'Austin, TX',
    isPrivate: false,
  });
  for (const p of [coHost, member, replier, waiter]) await api(p.user, 'POST', `/api/groups/${group.id}/join`);
});

afterAll(async () => {
  await browser?.close();
});

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('an event from creation to a managed waitlist', { timeout: 600_000 }, () => {
  it('creates, joins, comments, replies, fills, waitlists, promotes and lets the co-host manage participants', async () => {
    const errors: string[] = [];

    // 1. The organizer creates the event in the UI: capacity 6, an image and Cora as co-host.
    {
      const { page, context, consoleErrors } = await signedInPage(organizer);
      await page.goto('/create-event');
      await page.getByRole('heading', { level: 1, name: 'Organize Your Own Event' }).waitFor();
      await page.getByRole('option', { name: group.name }).waitFor({ state: 'attached' });
      await page.getByLabel('Event title').fill(title);
      await page.getByLabel('Sport', { exact: true }).selectOption('soccer');
      await page.getByLabel('Description (optional)').fill('Five-a-side futsal, 40-minute halves. Flat indoor shoes only.');
      await page.getByLabel('Date and time').fill(futureLocal());
      await page.getByLabel('Location').fill('Downtown Rec Center, Court 2');
      await page.getByLabel('Capacity').fill('6');
      await page.getByLabel('Group', { exact: true }).selectOption(group.id);
      const coHostBox = page.getByRole('group', { name: 'Co-hosts (optional)' }).getByRole('checkbox', { name: coHost.name });
      await coHostBox.check();
      expect(await coHostBox.isChecked()).toBe(true);
      await page.getByLabel('Event image').setInputFiles({ name: 'court.png', mimeType: 'image/png', buffer: makePng(400, [234, 88, 12]) });
      await page.getByRole('img', { name: 'Event image preview' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'flow-create-event-cohost-1280');

      await page.getByRole('button', { name: 'Create Event' }).click();
      await page.waitForURL('**/dashboard', { timeout: 60_000 });
      await toast(page, 'Event Created!');
      errors.push(...consoleErrors);
      await context.close();
    }
    const created = itemsOf(await api<ListAnswer>(organizer.user, 'GET', '/api/user/created-events')).find((e) => e.title === title);
    expect(created).toBeTruthy();
    const eventId = created!.id;
    const stored = await api<EventDetail>(organizer.user, 'GET', `/api/events/${eventId}`);
    expect(stored.imageUrl).toBeTruthy();
    expect(stored.coHosts.map((c) => c.id)).toEqual([coHost.user.id]);
    expect(stored.currentParticipants).toBe(2); // the organizer and the co-host hold a place each

    // 2. Marco finds it in Discover, sees the image and the co-host, and joins with 2 guests.
    {
      const { page, context, consoleErrors } = await signedInPage(member);
      await page.goto('/events');
      await page.getByRole('heading', { level: 1, name: 'My Joined Events' }).waitFor();
      await page.getByRole('tab', { name: 'Discover' }).click();
      await page.getByRole('heading', { level: 1, name: 'Discover Events' }).waitFor();
      await page.getByLabel('Search').fill(suffix);
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      await card.getByRole('link', { name: /Join Event/ }).click();
      await page.waitForURL(`**/events/${eventId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // the uploaded image (decorative, alt="") has loaded
      await page.waitForFunction((src) => [...document.images].some((img) => img.src.endsWith(src) && img.complete && img.naturalWidth > 0), stored.imageUrl!);
      const hosts = page.getByRole('region', { name: 'Co-hosts' });
      await hosts.getByText(coHost.name).waitFor();
      await screenshot(page, 'flow-event-detail-cohost-1280');

      await participation(page).getByRole('button', { name: 'Join Event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join Event' });
      await dialog.getByText('4 places left.', { exact: false }).waitFor();
      await dialog.getByLabel('Guests').fill('2');
      await dialog.getByText('3 places for your party').waitFor();
      await dialog.getByRole('button', { name: 'Join Event' }).click();
      await toast(page, 'Event Joined!');
      await page.waitForURL('**/dashboard', { timeout: 30_000 });

      // 3. ... and comments.
      await page.goto(`/events/${eventId}`);
      await participation(page).getByText("You're in! (+2 guests)").waitFor();
      await page.getByLabel('Add a comment').fill('Count me in with two friends. Who brings the ball?');
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await toast(page, 'Comment added');
      await page.getByText('Count me in with two friends. Who brings the ball?').waitFor();
      errors.push(...consoleErrors);
      await context.close();
    }

    // 4. Bea replies to Marco's comment in the UI (on a phone).
    {
      const { page, context, consoleErrors } = await signedInPage(replier, 390);
      await page.goto(`/events/${eventId}`);
      await page.getByText('Count me in with two friends. Who brings the ball?').waitFor();
      await page.getByRole('button', { name: `Reply to ${member.name}` }).click();
      const replyBox = page.getByRole('textbox', { name: `Reply to ${member.name}` });
      await replyBox.fill('I have a futsal ball, see you there!');
      await page.getByRole('button', { name: 'Post Reply' }).click();
      await toast(page, 'Reply added');
      const replies = page.getByRole('list', { name: `Replies to ${member.name}` });
      await replies.getByText('I have a futsal ball, see you there!').waitFor();
      // the author may delete her own reply
      await replies.getByRole('button', { name: `Delete reply by ${replier.name}` }).waitFor();
      await replyBox.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Comments (2)' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'flow-event-comment-reply-390');
      errors.push(...consoleErrors);
      await context.close();
    }

    // 5. Bea takes the last place through the API: 2 hosts + Marco's party of 3 + Bea = 6 of 6.
    await api(replier.user, 'POST', `/api/events/${eventId}/join`, { guestCount: 0 });
    const full = await api<EventDetail>(organizer.user, 'GET', `/api/events/${eventId}`);
    expect(full.currentParticipants).toBe(6);
    expect(full.isFull).toBe(true);

    // 6. Walt sees the full event, joins the waitlist in the UI and sees his waitlist state.
    {
      const { page, context, consoleErrors } = await signedInPage(waiter);
      await page.goto(`/events/${eventId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Full', { exact: true }).first().waitFor();
      await participation(page).getByRole('button', { name: 'Join Waitlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join Waitlist' });
      await dialog.getByText('This event is full.', { exact: false }).waitFor();
      await expectAccessible(page);
      await screenshotViewport(page, 'flow-join-waitlist-dialog-1280');
      await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
      await toast(page, 'Event Joined!');
      await page.getByText("You're on the waitlist.", { exact: false }).first().waitFor();
      await page.waitForURL('**/dashboard', { timeout: 30_000 });

      await page.goto(`/events/${eventId}`);
      await participation(page).getByText("You're on the waitlist").waitFor();
      await participation(page).getByRole('button', { name: 'Leave Waitlist' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'flow-event-waitlisted-1280');
      errors.push(...consoleErrors);
      await context.close();
    }

    // 7. Marco leaves in the UI; his three places free up.
    {
      const { page, context, consoleErrors } = await signedInPage(member, 390);
      await page.goto(`/events/${eventId}`);
      await participation(page).getByText("You're in! (+2 guests)").waitFor();
      await participation(page).getByRole('button', { name: 'Leave Event' }).click();
      await toast(page, 'Left Event');
      await participation(page).getByRole('button', { name: 'Join Event' }).waitFor();
      await screenshot(page, 'flow-event-left-390');
      errors.push(...consoleErrors);
      await context.close();
    }

    // 8. Walt was promoted: his detail page says he is in, at both widths.
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await signedInPage(waiter, width);
      await page.goto(`/events/${eventId}`);
      await participation(page).getByText("You're in!", { exact: true }).waitFor();
      await participation(page).getByRole('button', { name: 'Leave Event' }).waitFor();
      await page.getByRole('region', { name: 'Participants (4/6)' }).getByText(waiter.name).waitFor();
      if (width === 1280) await expectAccessible(page);
      await screenshot(page, `flow-event-promoted-${width}`);
      errors.push(...consoleErrors);
      await context.close();
    }

    // 9. Cora, the co-host, opens Manage Participants, moves Bea to the waitlist and activates her again.
    {
      const { page, context, consoleErrors } = await signedInPage(coHost);
      await page.goto(`/events/${eventId}`);
      await participation(page).getByText("You're a co-host of this event.").waitFor();
      await participation(page).getByRole('link', { name: 'Manage Participants' }).click();
      await page.waitForURL(`**/events/${eventId}/participants`);
      await page.getByRole('heading', { level: 1, name: 'Manage Participants' }).waitFor();
      await page.getByRole('tab', { name: 'Registered (4)' }).waitFor();
      await page.getByRole('tab', { name: 'Waitlisted (0)' }).waitFor();
      const registered = page.getByRole('tabpanel', { name: /Registered/ });
      await registered.getByRole('button', { name: `Waitlist ${waiter.name}` }).waitFor();
      expect(await registered.getByRole('button', { name: `Waitlist ${member.name}` }).count()).toBe(0);
      expect(await registered.getByText('Hosts keep their place').count()).toBe(2);
      await expectAccessible(page);
      await screenshot(page, 'flow-participants-cohost-1280');

      await registered.getByRole('button', { name: `Waitlist ${replier.name}` }).click();
      await toast(page, 'Moved to waitlist');
      await page.getByRole('tab', { name: 'Waitlisted (1)' }).click();
      const waitlisted = page.getByRole('tabpanel', { name: /Waitlisted/ });
      await waitlisted.getByRole('button', { name: `Activate ${replier.name}` }).waitFor();
      await screenshot(page, 'flow-participants-cohost-waitlisted-1280');
      await waitlisted.getByRole('button', { name: `Activate ${replier.name}` }).click();
      await toast(page, 'Participant activated');
      await page.getByRole('tab', { name: 'Waitlisted (0)' }).waitFor();
      await page.getByRole('tab', { name: 'Registered (4)' }).click();
      await page.getByRole('tabpanel', { name: /Registered/ }).getByRole('button', { name: `Waitlist ${replier.name}` }).waitFor();
      errors.push(...consoleErrors);
      await context.close();
    }
    {
      const { page, context, consoleErrors } = await signedInPage(coHost, 390);
      await page.goto(`/events/${eventId}/participants`);
      await page.getByRole('tab', { name: 'Registered (4)' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'flow-participants-cohost-390');
      errors.push(...consoleErrors);
      await context.close();
    }

    const end = await api<EventDetail>(organizer.user, 'GET', `/api/events/${eventId}`);
    expect(end.currentParticipants).toBe(4);
    expect(errors).toEqual([]);
  });
});
