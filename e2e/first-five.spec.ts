/**
 * A new player's first five minutes (issue 26): sign-in that forgives a wrong code, sign-up that asks for a name,
 * the "You're in" card after joining, a host letting in a chosen waitlisted person. Each test makes its own data.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@kickoff/shared';
import { uniqueE2ePhone } from './support/session';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, settle } from './support/ui';
import { createEvent, createGroup, joinEvent, person } from './support/fixtures';
import { EventDetail } from './support/pages/event-detail';
import { ManageParticipants } from './support/pages/manage-participants';
import { ManageMembers } from './support/pages/manage-members';
import { GroupDetail } from './support/pages/group-detail';

const P = MESSAGES.phone;

async function openSignIn(page: Page, mode: 'Sign In' | 'Sign Up') {
  await page.goto('/landing');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: mode, exact: true }).click();
  return dialog;
}

/** Counts the codes the page asks the server to text. */
function countSends(page: Page): () => number {
  let sends = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/auth/phone-number/send-otp') sends++;
  });
  return () => sends;
}

describe('first five minutes: sign-in', () => {
  for (const width of [1280, 390]) {
    it(`a wrong code keeps the code step, then the right one signs in without a new SMS (${width} px)`, async ({ open }) => {
      const { page } = await open(undefined, width);
      const sends = countSends(page);
      const phone = uniqueE2ePhone();
      const dialog = await openSignIn(page, 'Sign In');
      await dialog.getByLabel('Phone number').fill(phone);
      await dialog.getByRole('button', { name: 'Send Code' }).click();

      const code = dialog.getByLabel('Verification code');
      await code.fill('000000');
      await dialog.getByRole('button', { name: /^Verify/ }).click();
      await dialog.getByText(P.invalidCode).waitFor();
      // Still the code step for the same number, the boxes empty, and a countdown to a new code.
      await dialog.getByText(`We sent a 6-digit code to ${phone}.`).waitFor();
      expect(await code.inputValue()).toBe('');
      expect(await dialog.getByRole('button', { name: /^Send a new code in \d:\d\d$/ }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await screenshotViewport(page, `first-five-wrong-code-${width}`);

      // A whole code arriving at once (a paste, the SMS autofill), even with a space, fills all six boxes.
      await code.focus();
      await page.keyboard.insertText('123 456');
      expect(await code.inputValue()).toBe('123456');
      expect(await dialog.getByTestId('code-box').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6']);
      await dialog.getByRole('button', { name: /^Verify/ }).click();
      // Signed in: the header's account button (the drawer's on a phone).
      await page.getByRole('button', { name: width >= 768 ? 'Open account menu' : 'Open menu' }).waitFor();
      expect(sends()).toBe(1);
    });

    it(`a send refused for too many requests says how long to wait (${width} px)`, async ({ open }) => {
      const { page } = await open(undefined, width);
      await page.route('**/api/auth/phone-number/send-otp', (route) =>
        route.fulfill({ status: 429, headers: { 'retry-after': '2950' }, json: { message: P.tooManyRequests } }),
      );
      const dialog = await openSignIn(page, 'Sign In');
      await dialog.getByLabel('Phone number').fill(uniqueE2ePhone());
      await dialog.getByRole('button', { name: 'Send Code' }).click();
      await dialog.getByText(P.tooManyRequests).waitFor();
      await dialog.getByText(P.tryAgainIn('50 min')).waitFor();
      expect(await dialog.getByRole('button', { name: 'Send Code (50 min)' }).isDisabled()).toBe(true);
    });

    it(`a new account's name shows in the header after sign-up (${width} px)`, async ({ open }) => {
      const { page } = await open(undefined, width);
      const phone = uniqueE2ePhone();
      const dialog = await openSignIn(page, 'Sign Up');
      await dialog.getByLabel('Phone number').fill(phone);
      await dialog.getByLabel('First name').fill('Noa');
      await dialog.getByLabel('Last name (optional)').fill('Park');
      await dialog.getByLabel('Email').fill(`noa-${phone.slice(-4)}-${Date.now()}@example.com`);
      await dialog.getByRole('button', { name: 'Send Code' }).click();
      await dialog.getByLabel('Verification code').fill('123456');
      await dialog.getByRole('button', { name: /^Verify/ }).click();

      await page.getByRole('heading', { level: 1, name: 'Welcome, Noa!' }).waitFor();
      if (width >= 768) {
        await page.getByRole('button', { name: 'Open account menu' }).getByText('NP').waitFor();
        await page.getByRole('button', { name: 'Open account menu' }).click();
        await page.getByRole('menu').getByText('Noa Park').waitFor();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByText('Noa Park').waitFor();
      }
    });
  }
});

describe('first five minutes: after join', () => {
  for (const width of [1280, 390]) {
    it(`after joining, the dashboard's "You're in" card offers calendar, share, directions and comments (${width} px)`, async ({ open }) => {
      const host = await person('Hana', 'Host');
      const player = await person('Pia', 'Player');
      const group = await createGroup(host);
      const game = await createEvent(host, group.id, { latitude: '30.2669', longitude: '-97.7731', location: 'Zilker Park, Field 3' });
      const { page, context } = await open(player, width);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);

      const detail = new EventDetail(page);
      await detail.goto(game.id);
      await detail.loaded(game.title);
      await detail.openJoin();
      await detail.confirmJoin();
      // The spec's redirect to the dashboard stays; the dashboard opens with the game just joined.
      await page.waitForURL('**/dashboard');
      const card = page.getByRole('region', { name: "You're in!" });
      await card.getByRole('link', { name: game.title }).waitFor();
      await card.getByText('Zilker Park, Field 3').waitFor();
      expect(await card.getByRole('link', { name: /Directions/ }).getAttribute('href')).toContain('30.2669');
      expect(await card.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(`/api/events/${game.id}/calendar.ics`);
      await settle(page);
      await expectAccessible(page);
      await page.screenshot({ path: `e2e/screenshots/first-five-youre-in-${width}.png` });

      // Share: the system sheet where the browser has one, else the link is copied.
      await card.getByRole('button', { name: 'Share' }).click();
      await page.getByText(/Link copied|Copy this link/).first().waitFor();

      // The comments link opens the game at its comments.
      await card.getByRole('link', { name: 'Ask in the comments' }).click();
      await page.waitForURL(`**/events/${game.id}#comments`);
      await page.getByRole('heading', { name: /^Comments/ }).waitFor();

      // Back on the dashboard it is still there until dismissed, then gone for good.
      await page.goto('/dashboard');
      await card.waitFor();
      await card.getByRole('button', { name: 'Dismiss' }).click();
      await card.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Your Upcoming Events' }).waitFor();
      expect(await card.count()).toBe(0);
    });
  }

  it(`says the waitlist position when the game was full`, async ({ open }) => {
    const host = await person('Wes', 'Host');
    const first = await person('Fay', 'First');
    const player = await person('Gus', 'Second');
    const group = await createGroup(host);
    const game = await createEvent(host, group.id, { capacity: '2', allowWaitlist: 'true' });
    await joinEvent(first, game.id); // 2/2
    const { page } = await open(player, 390);
    const detail = new EventDetail(page);
    await detail.goto(game.id);
    await detail.loaded(game.title);
    await detail.openJoin('Join Waitlist');
    await detail.confirmJoin('Join Waitlist');
    await page.waitForURL('**/dashboard');
    await page.getByRole('region', { name: "You're on the waitlist, position 1" }).getByRole('link', { name: game.title }).waitFor();
  });
});

describe('first five minutes: the host chooses who comes in', () => {
  for (const width of [1280, 390]) {
    it(`a host lets in a chosen waitlisted person on a full game (${width} px)`, async ({ open }) => {
      const host = await person('Hal', 'Host');
      const filler = await person('Flo', 'Filler');
      const first = await person('Ada', 'First');
      const chosen = await person('Ben', 'Chosen');
      const group = await createGroup(host);
      const game = await createEvent(host, group.id, { capacity: '2', allowWaitlist: 'true' });
      await joinEvent(filler, game.id); // 2/2: full
      await joinEvent(first, game.id); // #1 on the waitlist
      await joinEvent(chosen, game.id); // #2

      const { page } = await open(host, width);
      const manage = new ManageParticipants(page);
      await manage.goto(game.id);
      await manage.heading().waitFor();
      await manage.tab('Waitlisted (2)').click();
      await manage.waitlisted().getByText('#2 on the waitlist').waitFor();
      await manage.letInButton('Ben Chosen').click();
      const confirm = manage.letInConfirmation('Ben Chosen');
      await confirm.getByText('raises the capacity from 2 to 3').waitFor();
      await expectAccessible(page);
      await screenshotViewport(page, `first-five-let-in-confirm-${width}`);
      await confirm.getByRole('button', { name: 'Let in' }).click();
      await confirm.waitFor({ state: 'detached' });

      await manage.tab('Waitlisted (1)').waitFor();
      // The others keep their order: Ada is still first in line.
      await manage.waitlisted().getByText('#1 on the waitlist').waitFor();
      await manage.letInButton('Ada First').waitFor();
      await manage.tab('Registered (3)').click();
      await manage.waitlistButton('Ben Chosen').waitFor();
      await page.getByText('3/3').first().waitFor();
      await screenshotViewport(page, `first-five-let-in-${width}`);
    });
  }

  it('moving someone to the waitlist can hold the place for the host', async ({ open }) => {
    const host = await person('Hu', 'Host');
    const filler = await person('Fin', 'Filler');
    const next = await person('Nia', 'Next');
    const group = await createGroup(host);
    const game = await createEvent(host, group.id, { capacity: '2', allowWaitlist: 'true' });
    await joinEvent(filler, game.id);
    await joinEvent(next, game.id); // waiting
    const { page } = await open(host, 390);
    const manage = new ManageParticipants(page);
    await manage.goto(game.id);
    await manage.waitlistButton('Fin Filler').click();
    const dialog = manage.waitlistConfirmation('Fin Filler');
    await dialog.getByRole('radio', { name: /Hold the place/ }).check();
    await dialog.getByRole('button', { name: 'Move to waitlist' }).click();
    await manage.tab('Waitlisted (2)').click();
    // Nobody moved up: Nia is still first in line, Fin behind her.
    await manage.waitlisted().getByText('#2 on the waitlist').waitFor();
    await page.getByText('1/2').first().waitFor();
  });
});

describe('first five minutes: the small leaks', () => {
  it('a join request to a private group carries a message the creator reads on Manage Members', async ({ open }) => {
    const creator = await person('Cam', 'Creator');
    const asker = await person('Ivy', 'Asker');
    const group = await createGroup(creator, { isPrivate: true });
    const phone = await open(asker, 390);
    await phone.page.goto(`/groups/${group.id}`);
    await new GroupDetail(phone.page).joinButton().click();
    const dialog = phone.page.getByRole('dialog', { name: `Ask to join ${group.name}` });
    await dialog.getByLabel('Message to the organizer (optional)').fill('Intermediate, I play in goal.');
    await expectAccessible(phone.page);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'detached' });
    await phone.page.getByRole('button', { name: 'Cancel Request' }).first().waitFor();

    const { page } = await open(creator, 1280);
    const manage = new ManageMembers(page);
    await manage.goto(group.id);
    await manage.heading().waitFor();
    await page.getByRole('tab', { name: /Waiting/ }).click();
    await manage.waiting().getByLabel("Ivy Asker's message").getByText('Intermediate, I play in goal.').waitFor();
  });

  it('the Terms and Privacy pages open at their top from the landing footer', async ({ open }) => {
    const { page } = await open(undefined, 390);
    for (const name of ['Terms of Service', 'Privacy Policy']) {
      await page.goto('/landing');
      const link = page.getByRole('contentinfo').getByRole('link', { name });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
});
