/**
 * Paying for a place (issue 29) in the browser, against the local Stripe stand-in that the e2e server is started with
 * (support/global-setup.ts): the organizer connects payouts through the stand-in's onboarding page and creates a $6
 * game; its Discover card says "Pay and join", then "Payment pending" while held; a player (1280 px) pays through the stand-in's Checkout page after cancelling once (the pending hold) and sees
 * "You're in" with a receipt; another (390 px) pays, then leaves before the cutoff and sees the refund; the host's
 * Payments tab and its CSV.
 */
import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, screenshot } from './support/browser';
import { createdEventIds, createEvent, createGroup, futureLocal, joinGroup, person, uniqueTag } from './support/fixtures';
import { EventForm } from './support/pages/event-form';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, settle } from './support/ui';

/** The visible copy of the event page's action card (the page holds a phone and a desktop copy). */
const actionCard = (page: Page) => page.locator('section[aria-label="Your participation"]:visible');

/** Joins through "Pay and join" and arrives on the stand-in's Checkout page. */
async function payAndJoin(page: Page, eventId: string, shot?: string) {
  await page.goto(`/events/${eventId}`);
  const card = actionCard(page);
  await card.getByText('$6.00').first().waitFor();
  await card.getByRole('button', { name: 'Pay and join' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay and join' });
  await dialog.getByText(/held for 15 minutes/).waitFor();
  if (shot) await screenshotViewport(page, shot);
  await dialog.getByRole('button', { name: 'Pay and join' }).click();
  await page.waitForURL(/\/checkout\/cs_/);
  await page.getByTestId('amount').waitFor();
}

/**
 * "Pay and join", "Cancel" on the stand-in's Checkout page (back to the event: the pending hold), "Finish paying" and
 * "Pay" there: back to the event with "You're in". Screenshots of each step at `width`.
 */
async function payAfterCancelling(page: Page, eventId: string, title: string, width: number) {
  // Discover's card of a game paid online says "Pay and join" (from the list's answer, issue 29).
  await page.goto(`/events?view=discover&q=${encodeURIComponent(title)}`);
  const discoverCard = page.getByRole('article', { name: title });
  await discoverCard.getByRole('link', { name: /^Pay and join/ }).waitFor();
  await discoverCard.getByText('$6.00').waitFor();
  await settle(page);
  await screenshot(page, `payments-card-pay-and-join-${width}`);
  await payAndJoin(page, eventId, `payments-pay-dialog-${width}`);
  expect(await page.getByTestId('amount').textContent()).toContain('6.00');
  await screenshot(page, `payments-checkout-standin-${width}`);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/payment=cancelled/);
  const card = actionCard(page);
  await card.getByText(/^Payment pending · \d+ min left$/).waitFor();
  await settle(page);
  await screenshot(page, `payments-pending-hold-${width}`);
  await expectAccessible(page);
  // The held place on the card: "Payment pending" instead of "Joined"; back to the event to finish.
  await page.goto(`/events?view=discover&q=${encodeURIComponent(title)}`);
  await page.getByRole('article', { name: title }).getByText('Payment pending').waitFor();
  await settle(page);
  await screenshot(page, `payments-card-pending-${width}`);
  await page.goto(`/events/${eventId}`);
  await card.getByRole('button', { name: 'Finish paying' }).click();
  await page.waitForURL(/\/checkout\/cs_/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/payment=success/);
  await card.getByText("You're in", { exact: true }).waitFor();
  return card;
}

/** Console errors of the stand-in's missing favicon (not the app's). */
let standInFavicon404s = 0;
function countStandInFavicon(page: Page) {
  page.on('console', (m) => {
    const url = m.location().url;
    if (m.type() === 'error' && url.endsWith('/favicon.ico') && !url.startsWith(baseURL())) standInFavicon404s += 1;
  });
}

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('payments: pay for your spot', { timeout: 300_000 }, () => {
  it('connects payouts, takes payment for a $6 game, refunds a player who leaves before the cutoff, and shows the host the payments', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const payer = await person('Paula', 'Payer');
    const leaver = await person('Leo', 'Leaver');
    const group = await createGroup(organizer, { name: `Paid Pickup ${uniqueTag()}`, description: 'Weekly paid pickup on a rented field.' });
    await joinGroup(payer, group.id);
    await joinGroup(leaver, group.id);

    // The organizer connects payouts: Manage Members' Payouts card, the stand-in's Express onboarding, back again.
    const o = await open(organizer);
    countStandInFavicon(o.page);
    await o.page.goto(`/groups/${group.id}/manage`);
    const payouts = o.page.getByRole('region', { name: 'Payouts' });
    await payouts.getByText('Not connected').waitFor();
    await payouts.getByText(/Stripe's processing fee is yours as the organizer/).waitFor();
    await payouts.getByRole('button', { name: 'Connect payouts' }).click();
    await o.page.getByRole('button', { name: 'Finish onboarding' }).click();
    await o.page.waitForURL(/\/groups\/[^/]+\/manage\?payouts=return/);
    await payouts.getByText('Ready').waitFor();
    expect(await payouts.getByRole('button').count()).toBe(0);
    await settle(o.page);
    await screenshot(o.page, 'payments-payouts-ready-1280');

    // A $6 game, made in the form.
    const title = `Paid Pickup Soccer ${uniqueTag()}`;
    const form = new EventForm(o.page);
    await form.goto(group.name);
    await form.fill({ title, sport: 'soccer', dateTime: futureLocal(10, 18), location: 'Riverside Park, Field 3', capacity: '10', price: '6', groupId: group.id });
    expect(await o.page.getByLabel('Currency').inputValue()).toBe('USD');
    expect(await o.page.getByLabel('Refund cutoff (hours)').inputValue()).toBe('24');
    await form.submit();
    await o.page.waitForURL(/\/dashboard|\/events\//);
    const [eventId] = await createdEventIds(organizer, title);
    expect(eventId).toBeTruthy();

    // A player at 1280 px: Pay and join, cancels on Stripe's page (the hold waits), then finishes paying.
    const p = await open(payer);
    countStandInFavicon(p.page);
    const pCard = await payAfterCancelling(p.page, eventId!, title, 1280);
    await pCard.getByText('Paid $6.00').waitFor();
    const receipt = pCard.getByRole('link', { name: 'Receipt' });
    expect(await receipt.getAttribute('href')).toMatch(/\/receipts\//);
    await settle(p.page);
    await screenshot(p.page, 'payments-youre-in-1280');

    // Another player at 390 px: the pending hold on a phone, pays, then leaves before the cutoff: refunded.
    const l = await open(leaver, 390);
    countStandInFavicon(l.page);
    const lCard = await payAfterCancelling(l.page, eventId!, title, 390);
    await settle(l.page);
    await screenshot(l.page, 'payments-youre-in-390');
    await lCard.getByRole('button', { name: 'Leave Event' }).click();
    const leave = l.page.getByRole('alertdialog', { name: 'Leave this event?' });
    await leave.getByText('You get a full refund of $6.00 to your card.', { exact: false }).waitFor();
    await screenshotViewport(l.page, 'payments-leave-refund-390');
    await leave.getByRole('button', { name: 'Leave and get refund' }).click();
    await lCard.getByText('Refunded: $6.00').waitFor();
    await lCard.getByRole('button', { name: 'Pay and join' }).waitFor();
    await settle(l.page);
    await screenshot(l.page, 'payments-refunded-390');

    // The host's Payments tab: who paid and how, the refund, the total, and the CSV.
    await o.page.goto(`/events/${eventId}/participants?tab=payments`);
    await o.page.getByRole('tab', { name: 'Payments', selected: true }).waitFor();
    const panel = o.page.getByRole('tabpanel', { name: 'Payments' });
    await panel.getByText('Collected').waitFor();
    await panel.getByText('Paula Payer').waitFor();
    await panel.getByText('Leo Leaver').waitFor();
    await panel.getByText('$6.00 refunded').waitFor();
    expect(await panel.getByText('$6.00', { exact: true }).count()).toBeGreaterThanOrEqual(3);
    await settle(o.page);
    await expectAccessible(o.page);
    await screenshot(o.page, 'payments-host-view-1280');
    const download = o.page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('name,method,status,places,amount,refunded,currency,created_at,paid_at,refunded_at');
    expect(csv).toContain('Paula Payer,online,paid,1,6.00,0.00,USD');
    expect(csv).toContain('Leo Leaver,online,refunded,1,6.00,6.00,USD');

    const o390 = await open(organizer, 390);
    await o390.page.goto(`/events/${eventId}/participants?tab=payments`);
    await o390.page.getByRole('tabpanel', { name: 'Payments' }).getByText('Paula Payer').waitFor();
    await settle(o390.page);
    await screenshot(o390.page, 'payments-host-view-390');

    // The stand-in's pages have no favicon (Chromium asks it for one, once): those 404s are not the app's.
    const errors = [...o.consoleErrors, ...p.consoleErrors, ...l.consoleErrors, ...o390.consoleErrors];
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    expect(errors.length).toBe(standInFavicon404s);
  });

  it('a paid game in a group without payouts says "Pay the host at the field" and joins as before', async ({ open }) => {
    const organizer = await person('Fiona', 'Field');
    const player = await person('Carl', 'Cash');
    const group = await createGroup(organizer, { name: `Cash Pickup ${uniqueTag()}` });
    await joinGroup(player, group.id);
    const { id } = await createEvent(organizer, group.id, { price: '6.00' });
    const { page, consoleErrors } = await open(player, 390);
    await page.goto(`/events/${id}`);
    const card = actionCard(page);
    await card.getByText('Pay the host at the field: $6.00 a place.').waitFor();
    expect(await card.getByRole('button', { name: 'Pay and join' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Join Event' }).click();
    await page.getByRole('dialog', { name: 'Join Event' }).getByRole('button', { name: 'Join Event' }).click();
    await page.waitForURL(/\/dashboard/);
    expect(consoleErrors).toEqual([]);
  });
});
