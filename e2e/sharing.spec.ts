/**
 * Sharing and inviting (issue 18), at 1280 and 390 px: a shared event link survives sign-in (return-to), the public
 * event and group pages with their link-preview tags (read from the HTML without JavaScript), invite links of a
 * public and a private group, and invitations accepted or declined.
 */
import { describe, expect } from 'vitest';
import { INVITES } from '@kickoff/shared';
import { baseURL } from './support/browser';
import { createEvent, createGroup, person, uniqueTag } from './support/fixtures';
import { api, uniqueE2ePhone } from './support/session';
import { signInInDialog } from './support/sign-in';
import { it } from './support/test';
import { screenshotViewport, settle, shoot, toast } from './support/ui';

const WIDTHS = [1280, 390] as const;

/** The head's meta tags of a page as the server sends it (no JavaScript runs). */
async function metaOf(path: string) {
  const html = await (await fetch(`${baseURL()}${path}`)).text();
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) tags[m[1]!] = m[2]!;
  tags.title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return { html, tags };
}

describe('return-to after sign-in', () => {
  for (const width of WIDTHS) {
    it(`a shared event opened signed out: read-only page, sign in, back on the event with the join open (${width} px)`, async ({ open }) => {
      const organizer = await person('Olive', 'Host');
      const member = await person('Mina', 'Player');
      const group = await createGroup(organizer, { name: `Open Kickers ${uniqueTag()}` });
      const event = await createEvent(organizer, group.id, { title: `Sunday 5s ${uniqueTag()}`, description: 'Friendly five-a-side.' });

      const { page, consoleErrors } = await open(undefined, width);
      await page.goto(`/events/${event.id}`);
      await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
      await page.getByText('Friendly five-a-side.').waitFor();
      await settle(page);
      if (width === 1280) await shoot(page, 'public-event');

      await page.getByRole('link', { name: 'Sign in to join' }).click();
      await page.waitForURL((url) => url.pathname === '/landing' && url.searchParams.get('returnTo') === `/events/${event.id}?join=1`);
      // The landing opens the sign-in dialog by itself.
      await page.getByRole('dialog').getByLabel('Phone number').waitFor();
      await screenshotViewport(page, `landing-return-to-${width}`);
      await signInInDialog(page, member.phoneNumber);

      // An existing account goes straight back to the event, where the join dialog is open: one click joins.
      await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
      const join = page.getByRole('dialog', { name: 'Join Event' });
      await join.waitFor();
      await screenshotViewport(page, `event-join-after-sign-in-${width}`);
      await join.getByRole('button', { name: 'Join Event' }).click();
      await toast(page, 'Event Joined!');
      expect(consoleErrors).toEqual([]);
    });
  }

  it('a new account picks its role first, then goes on to the link; a foreign return-to is ignored', async ({ open }) => {
    const organizer = await person('Omar', 'Host');
    const group = await createGroup(organizer, { name: `Open Runners ${uniqueTag()}` });
    const event = await createEvent(organizer, group.id, { title: `Track night ${uniqueTag()}` });

    const { page } = await open(undefined, 390);
    // Any deep link: the members-only participants list of the event.
    await page.goto(`/events/${event.id}/participants`);
    await page.waitForURL((url) => url.pathname === '/landing' && url.searchParams.get('returnTo') === `/events/${event.id}/participants`);
    await signInInDialog(page, uniqueE2ePhone());
    await page.getByRole('heading', { level: 1, name: 'Welcome!' }).waitFor();
    await page.getByRole('button', { name: 'Continue as Member' }).click();
    await page.waitForURL((url) => url.pathname === `/events/${event.id}/participants`);

    // An open redirect is not possible: another origin in returnTo is dropped, the user goes home.
    const other = await open(undefined, 1280);
    await other.page.goto('/landing?returnTo=%2F%2Fevil.example%2Fphish');
    await other.page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await signInInDialog(other.page, (await person('Ria', 'Safe')).phoneNumber);
    await other.page.waitForURL((url) => url.pathname === '/');
    expect(new URL(other.page.url()).host).toBe(new URL(baseURL()).host);
  });
});

describe('signing out', () => {
  it('goes to the plain landing: no return-to, no sign-in dialog', async ({ open }) => {
    const someone = await person('Sol', 'Out');
    const { page } = await open(someone, 1280);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/landing');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('public pages and their link previews', () => {
  it("a public group's event and the group carry their own tags; a private group's carry the generic ones", async ({ open }) => {
    const organizer = await person('Pat', 'Host');
    const open1 = await createGroup(organizer, { name: `Park Ballers ${uniqueTag()}`, description: 'Pickup hoops.', sportType: 'basketball' });
    const event = await createEvent(organizer, open1.id, { title: `Hoops & "friends" ${uniqueTag()}` });
    const secret = await createGroup(organizer, { name: `Hidden Crew ${uniqueTag()}`, isPrivate: true });
    const hidden = await createEvent(organizer, secret.id, { title: `Hidden game ${uniqueTag()}` });

    const shown = await metaOf(`/events/${event.id}`);
    expect(shown.tags['og:title']).toBe(event.title.replace('&', '&amp;').replaceAll('"', '&quot;'));
    expect(shown.tags.title).toBe(`${shown.tags['og:title']} · Kickoff`);
    expect(shown.tags['og:site_name']).toBe('Kickoff');
    expect(shown.tags['og:url']).toMatch(new RegExp(`^https?://[^/]+/events/${event.id}$`));
    expect(shown.tags['og:image']).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    expect(shown.tags['og:description']).toContain(open1.name);
    expect(shown.tags['twitter:card']).toBe('summary_large_image');

    const groupMeta = await metaOf(`/groups/${open1.id}`);
    expect(groupMeta.tags['og:title']).toBe(open1.name);
    expect(groupMeta.tags.title).toBe(`${open1.name} · Kickoff`);
    expect(groupMeta.tags['og:description']).toContain('Pickup hoops.');

    for (const path of [`/events/${hidden.id}`, `/groups/${secret.id}`]) {
      const generic = await metaOf(path);
      expect(generic.html).not.toContain('Hidden');
      expect(generic.tags['og:title']).toBe('Kickoff: find local pickup games and sports communities');
      expect(generic.tags['og:site_name']).toBe('Kickoff');
    }

    // The group's read-only page; a private group's page asks to sign in.
    const { page } = await open(undefined, 1280);
    await page.goto(`/groups/${open1.id}`);
    await page.getByRole('heading', { level: 1, name: open1.name }).waitFor();
    await page.getByRole('link', { name: 'Sign in to join' }).waitFor();
    // The app titles the page in the preview's words.
    expect(await page.title()).toBe(groupMeta.tags.title);
    // Its next games, each opening the event's own read-only page.
    const upcoming = page.getByRole('region', { name: 'Upcoming games' });
    await upcoming.getByRole('heading', { name: event.title }).waitFor();
    await settle(page);
    await shoot(page, 'public-group');
    await upcoming.getByRole('link', { name: event.title }).click();
    await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await page.goto(`/groups/${secret.id}`);
    await page.waitForURL((url) => url.pathname === '/landing' && url.searchParams.get('returnTo') === `/groups/${secret.id}`);
  });
});

describe('invite links', () => {
  for (const width of WIDTHS) {
    it(`public group: the creator makes a link on Manage Members, a newcomer joins with it (${width} px)`, async ({ open }) => {
      const creator = await person('Cora', 'Lead');
      const newcomer = await person('Nell', 'New');
      const group = await createGroup(creator, { name: `Open Court ${uniqueTag()}` });

      const c = await open(creator, width);
      await c.page.goto(`/groups/${group.id}/manage`);
      const panel = c.page.getByRole('region', { name: 'Invite links' });
      await panel.getByLabel('Use limit').fill('5');
      await panel.getByRole('button', { name: 'Create link' }).click();
      await toast(c.page, INVITES.toasts.linkCreated);
      const field = panel.getByRole('textbox', { name: 'Invite link' });
      await field.waitFor();
      const link = await field.inputValue();
      expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{32}$/);
      await panel.getByText('0 of 5 used').waitFor();
      await settle(c.page);
      if (width === 1280) await shoot(c.page, 'manage-invite-links');

      const n = await open(newcomer, width);
      await n.page.goto(new URL(link).pathname);
      await n.page.getByRole('heading', { level: 1, name: group.name }).waitFor();
      await n.page.getByText('Cora Lead invited you to join').waitFor();
      await settle(n.page);
      if (width === 1280) await shoot(n.page, 'invite-public');
      await n.page.getByRole('button', { name: 'Join group' }).click();
      await toast(n.page, INVITES.toasts.joined);
      await n.page.getByText("You're a member of this group.").waitFor();
      const members = await api<{ items: { userId: string }[] }>(creator, 'GET', `/api/groups/${group.id}/members`);
      expect(members.items.map((m) => m.userId)).toContain(newcomer.id);
    });
  }

  it('private group: signed out, the link asks to sign in, then to join; a revoked link says so', async ({ open }) => {
    const creator = await person('Priya', 'Lead');
    const asker = await person('Ash', 'Ask');
    const late = await person('Lou', 'Late');
    const group = await createGroup(creator, { name: `Closed Club ${uniqueTag()}`, isPrivate: true });

    const c = await open(creator, 390);
    await c.page.goto(`/groups/${group.id}/manage`);
    const panel = c.page.getByRole('region', { name: 'Invite links' });
    await panel.getByLabel('People with the link').selectOption('request');
    await panel.getByLabel('Expires').selectOption('1');
    await panel.getByRole('button', { name: 'Create link' }).click();
    const field = panel.getByRole('textbox', { name: 'Invite link' });
    await field.waitFor();
    const path = new URL(await field.inputValue()).pathname;
    await panel.getByText(/Asks to join · 0 used · expires/).waitFor();

    const a = await open(undefined, 390);
    await a.page.goto(path);
    await a.page.getByText('This is a private group: the organizer approves new members.').waitFor();
    await settle(a.page);
    await shoot(a.page, 'invite-private-signed-out');
    await a.page.getByRole('link', { name: 'Sign in to ask to join' }).click();
    await signInInDialog(a.page, asker.phoneNumber);
    await a.page.waitForURL((url) => url.pathname === path);
    await a.page.getByRole('button', { name: 'Ask to join' }).click();
    await toast(a.page, INVITES.toasts.requested);
    await a.page.getByText('You asked to join. The organizer will review your request.').waitFor();
    const waiting = await api<{ items: { userId: string }[] }>(creator, 'GET', `/api/groups/${group.id}/members?status=waiting`);
    expect(waiting.items.map((m) => m.userId)).toEqual([asker.id]);

    // The creator revokes it; the next person is told.
    await panel.getByRole('button', { name: 'Revoke' }).click();
    await c.page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await toast(c.page, INVITES.toasts.linkRevoked);
    await panel.getByText('Revoked', { exact: true }).waitFor();
    const l = await open(late, 1280);
    await l.page.goto(path);
    await l.page.getByText(INVITES.messages.linkRevoked).waitFor();
  });
});

describe('invitations', () => {
  for (const width of WIDTHS) {
    it(`add by email becomes an invitation: the invitee hears of it, accepts one and declines another (${width} px)`, async ({ open }) => {
      const creator = await person('Ivan', 'Lead');
      const invitee = await person('Gwen', 'Guest');
      const first = await createGroup(creator, { name: `Crew A ${uniqueTag()}`, isPrivate: true });
      const second = await createGroup(creator, { name: `Crew B ${uniqueTag()}` });
      for (const g of [first, second]) await api(creator, 'POST', `/api/groups/${g.id}/add-member`, { email: invitee.email });
      // The notification is written by the job worker: wait for it before opening the bell.
      await expect
        .poll(async () => (await api<{ items: { type: string }[] }>(invitee, 'GET', '/api/notifications')).items.filter((n) => n.type === 'group_invitation').length, { timeout: 30_000 })
        .toBe(2);

      const { page } = await open(invitee, width);
      // The notification leads to the invitations.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /Notifications/ }).first().click();
      await page.getByText(`You're invited to ${first.name}`).first().click();
      await page.waitForURL((url) => url.pathname === '/invitations');
      const list = page.getByRole('list', { name: 'Invitations' });
      await list.getByText(second.name).waitFor();
      await settle(page);
      if (width === 1280) await shoot(page, 'invitations');

      await page.getByRole('button', { name: `Accept the invitation to ${first.name}` }).click();
      await toast(page, INVITES.toasts.accepted);
      await page.getByRole('button', { name: `Decline the invitation to ${second.name}` }).click();
      await toast(page, INVITES.toasts.declined);
      await page.getByRole('heading', { name: 'No invitations' }).waitFor();

      const mine = await api<{ id: string }[]>(invitee, 'GET', '/api/user/groups');
      expect(mine.map((g) => g.id)).toEqual([first.id]);
    });
  }
});

describe('invitations sent', () => {
  it('the creator sees who has not answered on Manage Members and withdraws an invitation', async ({ open }) => {
    const creator = await person('Wes', 'Lead');
    const invitee = await person('Hana', 'Guest');
    const group = await createGroup(creator, { name: `Crew C ${uniqueTag()}` });
    await api(creator, 'POST', `/api/groups/${group.id}/add-member`, { email: invitee.email });

    const { page } = await open(creator, 1280);
    await page.goto(`/groups/${group.id}/manage`);
    const panel = page.getByRole('region', { name: 'Invitations sent' });
    await panel.getByText(invitee.name).waitFor();
    await settle(page);
    await shoot(page, 'manage-invitations-sent');
    await panel.getByRole('button', { name: `Withdraw the invitation to ${invitee.name}` }).click();
    await toast(page, INVITES.toasts.withdrawn);
    await panel.getByText('No invitations waiting for an answer.', { exact: false }).waitFor();
    expect((await api<{ items: unknown[] }>(invitee, 'GET', '/api/user/invitations')).items).toEqual([]);
  });
});

describe('calendar subscription', () => {
  for (const width of WIDTHS) {
    it(`the personal feed on the profile and My events: copy, webcal:// link, reset (${width} px)`, async ({ open }) => {
      const member = await person('Cal', 'Endar');
      const { page } = await open(member, width);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Calendar subscription' });
      await section.getByRole('button', { name: /Show my calendar link/ }).click();
      const field = section.getByRole('textbox', { name: 'Calendar link' });
      await field.waitFor();
      const first = await field.inputValue();
      expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
      const webcal = await section.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href');
      expect(webcal).toBe(first.replace(/^https?:/, 'webcal:'));
      // The feed answers as a calendar.
      expect((await fetch(first.replace(/^https?:\/\/[^/]+/, baseURL()))).headers.get('content-type')).toContain('text/calendar');
      await settle(page);
      await section.screenshot({ path: `e2e/screenshots/profile-calendar-feed-${width}.png` });

      await section.getByRole('button', { name: 'Reset link' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
      await toast(page, 'Calendar link reset');
      await expect.poll(() => field.inputValue()).not.toBe(first);
      expect((await fetch(first.replace(/^https?:\/\/[^/]+/, baseURL()))).status).toBe(410);

      // My events carries the same subscription, folded.
      await page.goto('/events');
      const bar = page.getByRole('region', { name: 'Calendar subscription' });
      await bar.getByRole('button', { name: /Show my calendar link/ }).waitFor();
      await settle(page);
      if (width === 1280) await shoot(page, 'my-events-calendar');
    });
  }
});
