/**
 * The native shell's features (issue 20 point 5) in the built app. In Chromium as it is: Add to calendar is the
 * server's .ics link for a public event and a download with the session for a private one; Share uses the Web Share
 * API where the browser has it and copies the link where not; Change Photo and the group image picker open the
 * browser's file chooser. With the Android shell's bridge injected (support/native-bridge.ts): Change Photo takes a
 * photo through Capacitor Camera and uploads it the same way, a refused permission is explained, Add to calendar
 * writes the .ics and shares the file, Share opens the system sheet, joining and leaving tap.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { createEvent, createGroup, joinEvent, joinGroup, person, setMemberStatus, uniqueTag } from './support/fixtures';
import { baseURL } from './support/browser';
import { bridgeCalls, refuse, useNativeShell } from './support/native-bridge';
import { EventDetail } from './support/pages/event-detail';
import { makePng } from './support/png';
import { api } from './support/session';
import { it } from './support/test';
import { expectAccessible, shoot, toast } from './support/ui';

const withoutFavicon = (errors: string[]) => errors.filter((e) => !e.includes('favicon'));

async function downloadText(download: Download): Promise<string> {
  return readFile((await download.path())!, 'utf8');
}

/** Waits until the fake device has seen a call of `plugin.method`, and returns the calls of that plugin. */
async function waitForCall(page: Page, plugin: string, method: string) {
  for (let i = 0; i < 100; i++) {
    const calls = await bridgeCalls(page, plugin);
    if (calls.some((c) => c.method === method)) return calls;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${plugin}.${method} was never called`);
}

/** Saves the profile with the new photo (the email is filled in when the form shows none, e.g. one not yet verified). */
async function saveProfilePhoto(page: Page, email: string) {
  const field = page.getByRole('textbox', { name: /^Email/ }); // the label carries the Verified / Unverified badge
  if (!(await field.inputValue())) await field.fill(email);
  await page.getByRole('button', { name: 'Save Changes & Upload Photo' }).click();
  await page.getByText('Your profile has been updated successfully.').first().waitFor();
}

describe('the native shell features', { timeout: 240_000 }, () => {
  it('a browser downloads a public event from its .ics URL and a private one with the session; Share copies the link', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, member] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi')]);
    const open_ = await createGroup(organizer, { name: `Riverside Kickers ${tag}` });
    const closed = await createGroup(organizer, { name: `Dawn Patrol ${tag}`, isPrivate: true });
    await joinGroup(member, closed.id);
    await setMemberStatus(organizer, closed.id, member.id);
    const publicEvent = await createEvent(organizer, open_.id, { title: `Sunday 5-a-side ${tag}` });
    const privateEvent = await createEvent(organizer, closed.id, { title: `Members Scrimmage ${tag}` });

    const { page, context, consoleErrors } = await open(member);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    // Chromium on Linux has no Web Share: Share falls back to copying.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const detail = new EventDetail(page);
    await detail.goto(publicEvent.id);
    await detail.loaded(publicEvent.title);

    const card = detail.participation();
    const calendar = card.getByRole('link', { name: 'Add to calendar' });
    expect(await calendar.getAttribute('href')).toBe(`/api/events/${publicEvent.id}/calendar.ics`);
    const [publicFile] = await Promise.all([page.waitForEvent('download'), calendar.click()]);
    expect(publicFile.url()).toBe(`${baseURL()}/api/events/${publicEvent.id}/calendar.ics`);
    // The server names the file (Content-Disposition wins over the link's download name).
    expect(publicFile.suggestedFilename()).toBe(`event-${publicEvent.id}.ics`);
    const ics = await downloadText(publicFile);
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(`SUMMARY:Sunday 5-a-side ${tag}`);

    await card.getByRole('button', { name: 'Share' }).click();
    await toast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL()}/events/${publicEvent.id}`);
    await shoot(page, 'native-web-event-actions');

    // A private event's .ics needs the session: fetched with it and saved.
    await detail.goto(privateEvent.id);
    await detail.loaded(privateEvent.title);
    const [privateFile] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(privateFile.url()).toMatch(/^blob:/);
    expect(privateFile.suggestedFilename()).toBe(`Members-Scrimmage-${tag}.ics`);
    expect(await downloadText(privateFile)).toContain(`SUMMARY:Members Scrimmage ${tag}`);
    // The URL alone (no session) does not give a private event away.
    expect((await fetch(`${baseURL()}/api/events/${privateEvent.id}/calendar.ics`)).status).toBe(404);
    expect(withoutFavicon(consoleErrors)).toEqual([]);
  });

  it('a browser with Web Share shares the event through it', async ({ open }) => {
    const organizer = await person('Olivia', 'Okafor');
    const group = await createGroup(organizer);
    const event = await createEvent(organizer, group.id, { title: `Tuesday Hoops ${uniqueTag()}` });
    const { page, context } = await open(organizer, 390);
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data) });
    });
    const detail = new EventDetail(page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    await detail.participation().getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([
      { title: event.title, text: `${event.title} on Kickoff`, url: `${baseURL()}/events/${event.id}` },
    ]);
  });

  it('in a browser, Change Photo and the group image picker open the file chooser, and the photo uploads', async ({ open }) => {
    const me = await person('Jordan', 'Rivera');
    const { page } = await open(me);
    await page.goto('/profile');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Change Photo' }).click()]);
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(96) });
    await page.getByRole('img', { name: 'New photo preview' }).waitFor();
    await shoot(page, 'native-web-profile-photo');
    await saveProfilePhoto(page, me.email);
    expect((await api<{ profileImageUrl: string | null }>(me, 'GET', '/api/user/profile')).profileImageUrl).toMatch(/\.webp$/);

    await page.goto('/create-group');
    const [groupChooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload Image' }).click()]);
    expect(groupChooser.isMultiple()).toBe(false);
  });

  it('in the Android shell, Change Photo uses the camera or the gallery, uploads the same way, and explains a refusal', async ({ open }) => {
    const me = await person('Ana', 'Lopez');
    const { page, context, consoleErrors } = await open(me, 390);
    await useNativeShell(context, makePng(120, [37, 99, 235]));
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { Capacitor: { getPlatform(): string } }).Capacitor.getPlatform())).toBe('android');

    await page.getByRole('button', { name: 'Change Photo' }).click();
    const camera = await waitForCall(page, 'Camera', 'getPhoto');
    expect(camera[0]!.options).toMatchObject({ source: 'PROMPT', resultType: 'uri', promptLabelPhoto: 'Choose from Photos', promptLabelPicture: 'Take Photo' });
    await page.getByRole('img', { name: 'New photo preview' }).waitFor();
    await saveProfilePhoto(page, me.email);
    expect((await api<{ profileImageUrl: string | null }>(me, 'GET', '/api/user/profile')).profileImageUrl).toMatch(/\.webp$/);

    await refuse(page, 'Camera.getPhoto', 'User denied access to camera');
    await page.getByRole('button', { name: 'Change Photo' }).click();
    await toast(page, "Kickoff can't reach your camera or photos.");
    await page.getByText('Camera and photos are off').first().waitFor();
    await shoot(page, 'native-shell-photo-denied');

    // A cancel says nothing.
    await refuse(page, 'Camera.getPhoto', 'User cancelled photos app');
    const before = (await bridgeCalls(page, 'Camera')).length;
    await page.getByRole('button', { name: 'Change Photo' }).click();
    await expect.poll(async () => (await bridgeCalls(page, 'Camera')).length).toBe(before + 1);
    expect(withoutFavicon(consoleErrors)).toEqual([]);
  });

  it('in the Android shell, Add to calendar shares the .ics file, Share opens the system sheet, joining and leaving tap', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, member] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi')]);
    const closed = await createGroup(organizer, { name: `Dawn Patrol ${tag}`, isPrivate: true });
    await joinGroup(member, closed.id);
    await setMemberStatus(organizer, closed.id, member.id);
    const event = await createEvent(organizer, closed.id, { title: `Members Scrimmage ${tag}` });
    await joinEvent(member, event.id);
    const other = await createGroup(organizer, { name: `Riverside Kickers ${tag}` });
    const pickup = await createEvent(organizer, other.id, { title: `Sunday 5-a-side ${tag}` });

    const { page, context, consoleErrors } = await open(member, 390);
    await useNativeShell(context, makePng(32));
    const detail = new EventDetail(page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    const card = detail.participation();

    await card.getByRole('link', { name: 'Add to calendar' }).click();
    const fileCalls = await waitForCall(page, 'Share', 'share');
    const written = (await bridgeCalls(page, 'Filesystem')).find((c) => c.method === 'writeFile')!;
    expect(written.options).toMatchObject({ path: `calendar/Members-Scrimmage-${tag}.ics`, directory: 'CACHE', encoding: 'utf8' });
    expect(String(written.options.data)).toContain(`SUMMARY:Members Scrimmage ${tag}`);
    expect(fileCalls.at(-1)!.options).toEqual({
      title: event.title,
      files: [`file:///data/user/0/app.kickoff.mobile/cache/calendar/Members-Scrimmage-${tag}.ics`],
      dialogTitle: 'Add to calendar',
    });

    await card.getByRole('button', { name: 'Share' }).click();
    await expect.poll(async () => (await bridgeCalls(page, 'Share')).length).toBe(2);
    expect((await bridgeCalls(page, 'Share'))[1]!.options).toEqual({
      title: event.title,
      text: `${event.title} on Kickoff`,
      url: `${baseURL()}/events/${event.id}`,
      dialogTitle: event.title,
    });
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Leave Event' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave Event' }).click();
    await toast(page, 'Left Event');
    await waitForCall(page, 'Haptics', 'impact');
    expect((await bridgeCalls(page, 'Haptics')).at(-1)).toEqual({ plugin: 'Haptics', method: 'impact', options: { style: 'LIGHT' } });

    await page.goto(`/groups/${other.id}`);
    await page.getByRole('button', { name: 'Join Group' }).first().click();
    await toast(page, 'Joined group successfully!');
    await waitForCall(page, 'Haptics', 'notification');
    expect((await bridgeCalls(page, 'Haptics')).at(-1)).toEqual({ plugin: 'Haptics', method: 'notification', options: { type: 'SUCCESS' } });

    await detail.goto(pickup.id);
    await detail.loaded(pickup.title);
    await detail.openJoin();
    await detail.confirmJoin();
    await card.getByText("You're in!").waitFor();
    // A new page load: the device's record starts again.
    await waitForCall(page, 'Haptics', 'notification');
    expect((await bridgeCalls(page, 'Haptics')).at(-1)).toEqual({ plugin: 'Haptics', method: 'notification', options: { type: 'SUCCESS' } });
    expect(withoutFavicon(consoleErrors)).toEqual([]);
  });
});
