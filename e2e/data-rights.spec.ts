/**
 * Data rights in the browser (issue 15): a member downloads their data from the profile (the file's contents read
 * back from the download); the profile still sends deletion to support (spec §2); the privacy policy's rights section
 * says what the product does. Each test makes its own people, group and event through the API.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect } from 'vitest';
import { DATA_EXPORT, PRODUCT, dataExportFileSchema } from '@kickoff/shared';
import { createEvent, createGroup, joinEvent, joinGroup, person, uniqueTag } from './support/fixtures';
import { api } from './support/session';
import { it } from './support/test';
import { expectAccessible, settle, shoot, toast } from './support/ui';

describe('data rights', { timeout: 240_000 }, () => {
  it('lets a member download their data from the profile', async ({ open }) => {
    const tag = uniqueTag();
    const host = await person('Hugo', 'Host');
    const member = await person('Mara', 'Member');
    const group = await createGroup(host, { name: `Data Club ${tag}` });
    await joinGroup(member, group.id);
    const event = await createEvent(host, group.id, { title: `Data game ${tag}` });
    await joinEvent(member, event.id);
    await api(member, 'POST', `/api/events/${event.id}/comments`, { content: `Count me in ${tag}` });

    const { page, consoleErrors } = await open(member);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: DATA_EXPORT.labels.title });
    await card.getByText(DATA_EXPORT.labels.description).waitFor();
    // Deleting stays with support (spec §2).
    await page.getByText('Self-service deletion isn').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: PRODUCT.supportEmail }).getAttribute('href')).toContain('mailto:');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: DATA_EXPORT.labels.button }).click()]);
    expect(download.suggestedFilename()).toMatch(/^kickoff-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = dataExportFileSchema.parse(JSON.parse(await readFile((await download.path())!, 'utf8')));
    expect(file.profile).toMatchObject({ id: member.id, firstName: 'Mara', lastName: 'Member', email: member.email });
    expect(file.memberships.map((m) => m.groupName)).toEqual([group.name]);
    expect(file.eventsJoined.map((e) => e.title)).toEqual([event.title]);
    expect(file.comments.map((c) => c.content)).toEqual([`Count me in ${tag}`]);
    expect(file.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(file)).not.toContain(member.token);
    await toast(page, DATA_EXPORT.labels.downloaded);

    await settle(page);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'e2e/screenshots/profile-your-data-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: 'e2e/screenshots/profile-your-data-390.png' });
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the privacy rights the product honours', async ({ open }) => {
    const { page, consoleErrors } = await open();
    await page.goto('/privacy-policy');
    const rights = page.getByRole('region', { name: /Your data rights/ }).or(page.locator('#your-rights'));
    await rights.first().getByText('Download my data', { exact: false }).first().waitFor();
    const text = await rights.first().innerText();
    expect(text).toContain('Download my data');
    expect(text).toContain('there is no self-service deletion in the app');
    expect(text).toContain('one-click unsubscribe');
    expect(text).toContain(PRODUCT.supportEmail);
    await settle(page);
    await shoot(page, 'privacy-policy');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await rights.first().screenshot({ path: `e2e/screenshots/privacy-your-rights-${width}.png` });
    }
    expect(consoleErrors).toEqual([]);
  });
});
