/**
 * Issue 15, event-local time: a browser in Auckland sees a Chicago game in Chicago's time with the zone named (cards,
 * detail, edit form), an edit that leaves the time alone keeps the instant, and a time the clocks skip is refused under
 * the date field. Chromium's zone is set per context (playwright `timezoneId`).
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseURL, screenshot } from './support/browser';
import { createEvent, createGroup, person, uniqueTag } from './support/fixtures';
import { EditEventDialog } from './support/pages/event-form';
import { EventDetail } from './support/pages/event-detail';
import { MyEvents } from './support/pages/my-lists';
import { api, apiForm, useSession, type ApiUser } from './support/session';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, settle, toast } from './support/ui';

const VIEWER_ZONE = 'Pacific/Auckland';
const SHOTS = process.env.EVENT_TIME_SHOTS_DIR;

/** A signed-in page whose browser runs in `timezoneId`. */
async function openIn(browser: Browser, user: ApiUser, timezoneId: string, width: number) {
  const context = await browser.newContext({ baseURL: baseURL(), timezoneId, viewport: { width, height: width < 600 ? 844 : 900 } });
  await useSession(context, user);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  return { context, page };
}

async function extraShot(page: import('playwright-core').Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe('event-local time', () => {
  it("shows a Chicago game in Chicago's time to a browser in Auckland, and an edit keeps its instant", async ({ browser }) => {
    const organizer = await person('Tess', 'Zone');
    const group = await createGroup(organizer, { name: `Austin Futsal ${uniqueTag()}` });
    const title = `Tuesday futsal ${uniqueTag()}`;
    // Tue Jan 12, 2027, 6:30 PM in Chicago (CST) = Wed Jan 13, 1:30 PM in Auckland (NZDT).
    const { id } = await createEvent(organizer, group.id, { title, dateTime: '2027-01-12T18:30', timeZone: 'America/Chicago', duration: '90' });
    const instant = '2027-01-13T00:30:00.000Z';
    expect((await api<{ dateTime: string }>(organizer, 'GET', `/api/events/${id}`)).dateTime).toBe(instant);

    for (const width of [1280, 390]) {
      const { context, page } = await openIn(browser, organizer, VIEWER_ZONE, width);
      try {
        expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(VIEWER_ZONE);

        // The card (My Events).
        const mine = new MyEvents(page);
        await mine.goto('organizer');
        const card = mine.card(title);
        await card.getByText('Tue, Jan 12, 2027 · 6:30 PM CST').waitFor();
        await settle(page);
        await card.scrollIntoViewIfNeeded();
        await extraShot(page, `event-card-${width}`);

        // The detail.
        const detail = new EventDetail(page);
        await detail.goto(id);
        await detail.loaded(title);
        await page.getByText('Tuesday, January 12, 2027').first().waitFor();
        await page.getByText('6:30 PM - 8:00 PM CST').waitFor();
        expect(await page.getByText('Wednesday, January 13').count()).toBe(0);
        await settle(page);
        await extraShot(page, `event-detail-${width}`);
        if (width === 1280) await screenshot(page, 'event-local-time-detail-1280');

        // The edit form: the time as the organizer set it, in the event's zone, with the device's equivalent.
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const edit = new EditEventDialog(page);
        await edit.titleInput().waitFor();
        expect(await edit.dateTimeInput().inputValue()).toBe('2027-01-12T18:30');
        expect(await edit.dialog.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
        await edit.dialog.getByText("Time at the event's place: America / Chicago (CST). That is Wed, Jan 13, 2027 · 1:30 PM GMT+13 where you are.").waitFor();
        // The date, its hint and the zone picker at the top of the dialog's scroll area.
        await edit.dialog.getByRole('heading', { name: 'When and where' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await expectAccessible(page);
        await screenshotViewport(page, `event-local-time-edit-${width}`);
        await extraShot(page, `event-edit-zone-${width}`);

        if (width === 1280) {
          // A time the clocks skip in Chicago is refused under the field, and nothing is sent.
          await edit.dateTimeInput().fill('2027-03-14T02:30');
          await edit.updateButton().click();
          await edit.dialog
            .getByText('2:30 AM does not exist on Sun, Mar 14, 2027 in America/Chicago: the clocks go forward that night. Choose a later time.')
            .waitFor();
          await extraShot(page, 'event-edit-dst-gap-1280');
          expect((await api<{ dateTime: string }>(organizer, 'GET', `/api/events/${id}`)).dateTime).toBe(instant);

          // Back to the same time, a new title: the instant stays.
          await edit.dateTimeInput().fill('2027-01-12T18:30');
          await edit.titleInput().fill(`${title} (renamed)`);
          await edit.updateButton().click();
          await toast(page, 'Event Updated!');
          await detail.heading(`${title} (renamed)`).waitFor();
          await page.getByText('6:30 PM - 8:00 PM CST').waitFor();
          expect((await api<{ dateTime: string }>(organizer, 'GET', `/api/events/${id}`)).dateTime).toBe(instant);
          await apiForm(organizer, 'PATCH', `/api/events/${id}`, { title });
        } else {
          await page.keyboard.press('Escape');
          await edit.dialog.waitFor({ state: 'detached' });
        }
      } finally {
        await context.close();
      }
    }
  });

  it('shows no zone name to a viewer in the event zone', async ({ browser }) => {
    const organizer = await person('Cal', 'Local');
    const group = await createGroup(organizer, { name: `Chicago Runs ${uniqueTag()}` });
    const title = `Lakefront run ${uniqueTag()}`;
    const { id } = await createEvent(organizer, group.id, { title, dateTime: '2027-07-06T07:15', timeZone: 'America/Chicago', duration: '60' });
    const { context, page } = await openIn(browser, organizer, 'America/Chicago', 1280);
    try {
      const detail = new EventDetail(page);
      await detail.goto(id);
      await detail.loaded(title);
      await page.getByText('Tuesday, July 6, 2027').first().waitFor();
      await page.getByText('7:15 AM - 8:15 AM', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
