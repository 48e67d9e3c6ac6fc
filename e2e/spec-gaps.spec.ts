/**
 * The spec's remaining gaps in the browser (issues 19 and 20): a private group's creator hears of a join request in
 * the bell and approves it on Manage Members; "Post to group" decides whether members hear of a new event; a member
 * blocked from a private group gives up their place to the waitlist; the event form refuses a past start and finds
 * co-hosts by name; spec §8's join toast and §2's View All. Each test makes its own people, groups and events through
 * the API.
 */
import { describe, expect } from 'vitest';
import type { AppNotification } from '@kickoff/shared';
import { createdEventIds, createEvent, createGroup, futureLocal, joinEvent, joinGroup, person, setMemberStatus, uniqueTag } from './support/fixtures';
import { Dashboard } from './support/pages/dashboard';
import { EventDetail } from './support/pages/event-detail';
import { EventForm } from './support/pages/event-form';
import { GroupDetail } from './support/pages/group-detail';
import { ManageMembers } from './support/pages/manage-members';
import { api, type ApiUser } from './support/session';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, shoot, toast } from './support/ui';

async function notificationsOf(user: ApiUser): Promise<AppNotification[]> {
  return (await api<{ items: AppNotification[] }>(user, 'GET', '/api/notifications?limit=50')).items;
}

/** Waits for the server's job worker to write a notification the user should get. */
async function notificationFor(user: ApiUser, match: (n: AppNotification) => boolean): Promise<AppNotification> {
  for (let i = 0; i < 100; i++) {
    const found = (await notificationsOf(user)).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the notification never came');
}

const withoutFavicon = (errors: string[]) => errors.filter((e) => !e.includes('favicon'));

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('the spec to the letter', { timeout: 240_000 }, () => {
  it("a private group's creator sees a join request in the bell, taps it and approves it on Manage Members", async ({ open }) => {
    const [creator, asker] = await Promise.all([person('Olivia', 'Okafor'), person('Ana', 'Lopez')]);
    const group = await createGroup(creator, { name: `Dawn Patrol Runners ${uniqueTag()}`, sportType: 'running', isPrivate: true });
    await joinGroup(asker, group.id);
    const request = await notificationFor(creator, (n) => n.type === 'join_request' && n.data.groupId === group.id);
    expect(request.title).toBe(`Join request in ${group.name}`);

    const { page, consoleErrors } = await open(creator);
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const item = list.getByRole('button', { name: new RegExp(`Join request in ${group.name}`) });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await bell.click();
      await item.getByText(`${asker.name} asked to join.`, { exact: false }).waitFor();
      await screenshotViewport(page, `spec-gaps-bell-join-request-${width}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
    }

    await bell.click();
    await item.click();
    await page.waitForURL(`**/groups/${group.id}/manage?tab=waiting`);
    const manage = new ManageMembers(page);
    await manage.heading().waitFor();
    await manage.tab('Waiting (1)', { selected: true }).waitFor();
    await manage.waiting().getByText(asker.name).waitFor();
    await shoot(page, 'spec-gaps-manage-waiting');
    await manage.approve(asker.name);
    await toast(page, 'Member status updated');
    await manage.waiting().getByRole('heading', { name: 'No one is waiting' }).waitFor();
    expect((await api<{ membershipStatus: string }>(asker, 'GET', `/api/groups/${group.id}`)).membershipStatus).toBe('active');
    expect((await notificationsOf(creator)).find((n) => n.id === request.id)?.readAt).not.toBeNull();
    expect(withoutFavicon(consoleErrors)).toEqual([]);
  });

  it('an event made with "Post to group" off notifies no member; with it on, the members hear of it', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, member] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi')]);
    const group = await createGroup(organizer, { name: `Riverside Kickers ${tag}` });
    await joinGroup(member, group.id);
    const { page } = await open(organizer);
    const form = new EventForm(page);

    async function createInUi(title: string, postToGroup: boolean): Promise<string> {
      await form.goto(group.name);
      await form.fill({ title, sport: 'soccer', dateTime: futureLocal(6, 18), location: 'Riverside Park', groupId: group.id });
      const toggle = page.getByRole('switch', { name: 'Post to group' });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      if (postToGroup) await toggle.click();
      expect(await toggle.getAttribute('aria-checked')).toBe(String(postToGroup));
      await form.submit();
      await toast(page, 'Event Created!');
      await page.waitForURL(/\/events\/[\w-]+$/); // the new event's page (issue 18)
      const [id] = await createdEventIds(organizer, title);
      return id!;
    }

    const quietId = await createInUi(`Quiet Kickabout ${tag}`, false);
    const announcedId = await createInUi(`Announced Kickabout ${tag}`, true);
    // Both events' jobs were queued in this order: once the second one's notification is written, the first was handled.
    const announced = await notificationFor(member, (n) => n.type === 'new_event' && n.data.eventId === announcedId);
    expect(announced.title).toBe(`New event in ${group.name}`);
    expect(announced.body).toContain(`Announced Kickabout ${tag}`);
    expect((await notificationsOf(member)).filter((n) => n.type === 'new_event' && n.data.eventId === quietId)).toEqual([]);
  });

  it('a member blocked from a private group no longer holds their place, and the next waitlisted person is in', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, holder, waiter] = await Promise.all([person('Olivia', 'Okafor'), person('Hana', 'Holder'), person('Wes', 'Waiter')]);
    const group = await createGroup(organizer, { name: `Night Owls ${tag}`, isPrivate: true });
    for (const p of [holder, waiter]) {
      await joinGroup(p, group.id);
      await setMemberStatus(organizer, group.id, p.id);
    }
    // Two places: the organizer's and the holder's; the waiter queues.
    const event = await createEvent(organizer, group.id, { title: `Late Game ${tag}`, capacity: '2' });
    await joinEvent(holder, event.id);
    await joinEvent(waiter, event.id);
    type Participant = { userId: string; status: string };
    const statuses = async () =>
      Object.fromEntries((await api<Participant[]>(organizer, 'GET', `/api/events/${event.id}/participants`)).map((p) => [p.userId, p.status]));
    expect(await statuses()).toMatchObject({ [holder.id]: 'registered', [waiter.id]: 'waitlisted' });

    const { page, consoleErrors } = await open(organizer);
    const manage = new ManageMembers(page);
    await manage.goto(group.id);
    await manage.tab('Active', { selected: true }).waitFor();
    await manage.active().getByRole('button', { name: `Block ${holder.name}` }).click();
    await page.getByRole('alertdialog', { name: `Block ${holder.name}?` }).getByRole('button', { name: 'Block Member' }).click();
    await toast(page, 'Member status updated');
    await manage.tab('Blocked (1)').waitFor();

    const detail = new EventDetail(page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    const participants = detail.participants('Participants (2/2)');
    await participants.getByText(waiter.name).waitFor();
    expect(await participants.getByText(holder.name).count()).toBe(0);
    expect(await participants.getByText('on the waitlist').count()).toBe(0);
    await shoot(page, 'spec-gaps-event-after-block');
    const after = await statuses();
    expect(after[holder.id]).toBeUndefined();
    expect(after[waiter.id]).toBe('registered');
    expect(withoutFavicon(consoleErrors)).toEqual([]);
  });

  it('the event form refuses a past start under the date field and finds co-hosts by name', async ({ open }) => {
    const tag = uniqueTag();
    const organizer = await person('Olivia', 'Okafor');
    const [zoe, ben] = await Promise.all([person('Zoe', 'Quinn'), person('Ben', 'Carter')]);
    const group = await createGroup(organizer, { name: `Eastside Futsal ${tag}` });
    for (const p of [zoe, ben]) await joinGroup(p, group.id);
    const title = `Futsal Night ${tag}`;
    const { page } = await open(organizer);
    const form = new EventForm(page);
    await form.goto(group.name);
    await form.fill({ title, sport: 'soccer', dateTime: futureLocal(-1, 18), location: 'Eastside Rec Center', groupId: group.id });
    await form.submit();
    const dateError = page.getByRole('alert').filter({ hasText: 'Choose a date and time in the future' });
    await dateError.waitFor();
    expect(await page.getByLabel('Date and time').getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'spec-gaps-event-form-past-date');

    const picker = page.getByRole('group', { name: 'Co-hosts (optional)' });
    const search = picker.getByRole('searchbox', { name: "Search the group's members" });
    await form.coHost(ben.name).waitFor();
    await search.fill('zo');
    await form.coHost(ben.name).waitFor({ state: 'detached' });
    await form.coHost(zoe.name).check();
    await search.fill('carter');
    await form.coHost(zoe.name).waitFor({ state: 'detached' });
    await picker.getByRole('button', { name: `Remove co-host ${zoe.name}` }).waitFor();
    await shoot(page, 'spec-gaps-cohost-search');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await picker.screenshot({ path: `e2e/screenshots/spec-gaps-cohost-picker-${width}.png` });
    }

    await page.getByLabel('Date and time').fill(futureLocal(4, 19));
    await dateError.waitFor({ state: 'detached' });
    await form.submit();
    await toast(page, 'Event Created!');
    const [id] = await createdEventIds(organizer, title);
    const created = await api<{ coHostIds: string[] }>(organizer, 'GET', `/api/events/${id}`);
    expect(created.coHostIds).toEqual([zoe.id]);
  });

  it("joining from a group's page says 'Joined group successfully!', and View All of Your Upcoming Events opens the user's own events", async ({ open }) => {
    const [organizer, member] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi')]);
    const group = await createGroup(organizer, { name: `Harbor Hoopers ${uniqueTag()}`, sportType: 'basketball' });
    const { page, consoleErrors } = await open(member, 390);
    const detail = new GroupDetail(page);
    await detail.goto(group.id, group.name);
    await detail.joinButton().click();
    await toast(page, 'Joined group successfully!');
    await screenshotViewport(page, 'spec-gaps-group-joined-390');

    const dashboard = new Dashboard(page);
    await dashboard.goto('member');
    // Issue 18: Your Upcoming Events is the member's My Events too, on the dashboard itself; View All leads from there
    // to the whole list (My Joined Events, Upcoming and Past), where spec §2's /dashboard would reload the same page.
    const viewAll = dashboard.region('Your Upcoming Events').getByRole('link', { name: 'View All' });
    expect(await viewAll.getAttribute('href')).toBe('/events');
    await viewAll.click();
    await page.waitForURL((url) => url.pathname === '/events');
    await page.getByRole('heading', { level: 1, name: 'My Joined Events' }).waitFor();
    await page.getByRole('tab', { name: 'Upcoming', selected: true }).waitFor();
    await screenshotViewport(page, 'spec-gaps-view-all-390');
    expect(withoutFavicon(consoleErrors)).toEqual([]);
  });
});
