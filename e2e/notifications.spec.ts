/**
 * Notifications in the browser: a member gets an in-app notification when a co-member posts in their group, sees
 * the unread count on the bell, opens the list, taps the notification and lands on the group page. The profile's
 * push card refuses push where there is none (spec §8 toast); its Notifications card (issue 15) saves what comes by
 * which channel and the reminder hours.
 */
import { describe, expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations } from './support/browser';
import { createEvent, createGroup, joinEvent, joinGroup, person, uniqueTag } from './support/fixtures';
import { latestMail } from './support/mail-stand-in';
import { api, signInViaApi, type ApiUser } from './support/session';
import { it } from './support/test';

async function shoot(page: Page, name: string, widths = [1280, 390]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(150);
    await screenshot(page, `${name}-${width}`);
  }
}

async function unread(user: ApiUser): Promise<number> {
  return (await api<{ unreadCount: number }>(user, 'GET', '/api/notifications/unread-count')).unreadCount;
}

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('in-app notifications', { timeout: 240_000 }, () => {
  it('a co-member posts: the member sees the count, opens the list, taps and lands on the group', async ({ open }) => {
    const organizer = await signInViaApi();
    const [member, poster] = await Promise.all([person('Mina', 'Member'), person('Paco', 'Poster')]);
    const { id: groupId, name: groupName } = await createGroup(organizer, { name: `Harbor Hoopers ${uniqueTag()}`, sportType: 'basketball' });
    await joinGroup(member, groupId);
    await joinGroup(poster, groupId);
    const { page, consoleErrors } = await open(member);
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.waitFor();

    await api(poster, 'POST', `/api/groups/${groupId}/posts`, { content: 'Court 3 is free at 7, who is in?' });
    // The server's job worker writes the notification within a moment.
    for (let i = 0; i < 50 && (await unread(member)) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await unread(member)).toBe(1);
    expect(await unread(poster)).toBe(0);

    await page.reload();
    const badgeBell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await badgeBell.waitFor();
    expect(await page.getByTestId('unread-count').textContent()).toBe('1');
    await shoot(page, 'notifications-bell');
    expect(await seriousA11yViolations(page)).toEqual([]);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const dialog = page.getByRole('dialog', { name: 'Notifications' });
      await dialog.getByText('Paco Poster: Court 3 is free at 7, who is in?').waitFor();
      await dialog.getByRole('heading', { name: `New message in ${groupName}`, exact: false }).or(dialog.getByText(`New message in ${groupName}`)).first().waitFor();
      await page.waitForTimeout(150);
      await screenshot(page, `notifications-list-${width}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('button', { name: /New message in/ }).click();
    await page.waitForURL(`**/groups/${groupId}`);
    await page.getByRole('heading', { level: 1, name: groupName }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await unread(member)).toBe(0);
    expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });

  it('an empty list says so', async ({ open }) => {
    const newcomer = await signInViaApi();
    const { page } = await open(newcomer, 390);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByText('No notifications yet').waitFor();
    await screenshot(page, 'notifications-empty-390');
  });
});

describe('profile push card', { timeout: 240_000 }, () => {
  it('refuses push where it is unavailable', async ({ open }) => {
    const member = await person('Mina', 'Member');
    const { page } = await open(member);
    await page.goto('/profile');
    const card = page.getByTestId('push-card');
    await card.getByRole('heading', { name: 'Push Notifications' }).or(card.getByText('Push Notifications')).first().waitFor();
    const toggle = card.getByRole('switch', { name: 'Push notifications' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.waitForFunction(() => !document.querySelector('#push-toggle[disabled]'));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
      await card.screenshot({ path: `e2e/screenshots/profile-push-card-${width}.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await toggle.click();
    await page.getByRole('status').filter({ hasText: 'Push notifications unavailable' }).first().waitFor();
    await page.getByText('Push notifications are only available on mobile devices').first().waitFor();
    await page.screenshot({ path: 'e2e/screenshots/profile-push-unavailable-390.png' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('profile Notifications card', { timeout: 240_000 }, () => {
  it('shows each kind per channel, saves a flip and the reminder hours on the server', async ({ open }) => {
    const member = await person('Nora', 'Member');
    const { page } = await open(member);
    await page.goto('/profile');
    const card = page.getByTestId('notification-preferences');
    const commentsByEmail = card.getByRole('group', { name: 'Comments' }).getByRole('switch', { name: 'Email' });
    await commentsByEmail.waitFor();
    expect(await commentsByEmail.getAttribute('aria-checked')).toBe('false');
    expect(await card.getByRole('group', { name: 'Reminders' }).getByRole('switch', { name: 'Email' }).getAttribute('aria-checked')).toBe('true');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
      await card.screenshot({ path: `e2e/screenshots/profile-notifications-${width}.png` });
    }
    await shoot(page, 'profile-notifications-page');
    await commentsByEmail.click();
    await page.getByRole('status').filter({ hasText: 'Notification preferences saved' }).first().waitFor();
    expect(await commentsByEmail.getAttribute('aria-checked')).toBe('true');
    type Prefs = { kinds: Record<string, { email: boolean }>; reminderHours: number };
    expect((await api<Prefs>(member, 'GET', '/api/notifications/preferences')).kinds.comments!.email).toBe(true);

    const hours = card.getByLabel('Reminder time');
    expect(await hours.inputValue()).toBe('2');
    await hours.selectOption('6');
    await page.getByRole('status').filter({ hasText: 'Reminder updated' }).first().waitFor();
    expect((await api<Prefs>(member, 'GET', '/api/notifications/preferences')).reminderHours).toBe(6);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe('notification email', { timeout: 240_000 }, () => {
  it("a cancelled event's email unsubscribes that kind in two clicks, and the profile shows it", async ({ open }) => {
    const [host, member] = await Promise.all([person('Hugo', 'Host'), person('Lena', 'Member')]);
    const group = await createGroup(host);
    await joinGroup(member, group.id);
    const event = await createEvent(host, group.id, { title: `Rained off ${uniqueTag()}` });
    await joinEvent(member, event.id);
    await api(host, 'POST', `/api/events/${event.id}/cancel`, { reason: 'Pitch flooded' });

    const mail = await latestMail(inject('mailDir'), member.email, 'Event cancelled: ');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<([^>]+)>$/.exec(mail.header('List-Unsubscribe') ?? '')?.[1];
    expect(link).toMatch(/\/api\/notifications\/unsubscribe\?token=/);

    // Opened from the mail: a page that asks first (no sign-in needed).
    const { page } = await open(undefined, 390);
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Stop emails about waitlist and membership changes?' }).waitFor();
    type Prefs = { kinds: Record<string, { email: boolean; push: boolean }> };
    expect((await api<Prefs>(member, 'GET', '/api/notifications/preferences')).kinds.changes!.email).toBe(true);
    await page.screenshot({ path: 'e2e/screenshots/unsubscribe-confirm-390.png' });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: "You're unsubscribed" }).waitFor();
    await page.screenshot({ path: 'e2e/screenshots/unsubscribe-done-390.png' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    const after = await api<Prefs>(member, 'GET', '/api/notifications/preferences');
    expect(after.kinds.changes).toMatchObject({ email: false, push: true });

    const signedIn = await open(member, 390);
    await signedIn.page.goto('/profile');
    const changesByEmail = signedIn.page
      .getByTestId('notification-preferences')
      .getByRole('group', { name: 'Waitlist and membership changes' })
      .getByRole('switch', { name: 'Email' });
    await changesByEmail.waitFor();
    expect(await changesByEmail.getAttribute('aria-checked')).toBe('false');
  });
});
