/**
 * Blocking a person in the browser (issue 34, point 2), at 1280 and 390 px: a member blocks another from one of their
 * comments and no longer sees their comments (collapsed to "You blocked this person", also after a reload: the server
 * withholds the text); the profile's Blocked people card lists them and unblocks. Each width makes its own people.
 */
import { describe, expect } from 'vitest';
import { MESSAGES, PRODUCT } from '@kickoff/shared';
import { createEvent, createGroup, joinEvent, joinGroup, person, uniqueTag } from './support/fixtures';
import { api } from './support/session';
import { it } from './support/test';
import { expectAccessible, settle, toast } from './support/ui';

const M = MESSAGES.block;

describe('blocks', { timeout: 300_000 }, () => {
  for (const width of [1280, 390]) {
    it(`a member blocks another and no longer sees their comments (${width} px)`, async ({ open }) => {
      const tag = uniqueTag();
      const [host, ann, ben] = await Promise.all([person('Hugo', 'Host'), person('Ann', 'Archer'), person('Ben', 'Brash')]);
      const group = await createGroup(host, { name: `Block Club ${tag}` });
      await Promise.all([joinGroup(ann, group.id), joinGroup(ben, group.id)]);
      const event = await createEvent(host, group.id, { title: `Block game ${tag}` });
      await Promise.all([joinEvent(ann, event.id), joinEvent(ben, event.id)]);
      const benText = `Rude remark ${tag}`;
      const hostText = `Bring water ${tag}`;
      await api(ben, 'POST', `/api/events/${event.id}/comments`, { content: benText });
      await api(host, 'POST', `/api/events/${event.id}/comments`, { content: hostText });

      const { page, consoleErrors } = await open(ann, width);
      await page.goto(`/events/${event.id}`);
      const comments = page.locator('#comments');
      await comments.getByText(benText).waitFor();
      await comments.getByRole('button', { name: 'Block Ben Brash' }).click();
      const dialog = page.getByRole('alertdialog', { name: M.confirmTitle('Ben Brash') });
      await dialog.getByText('They are not told.', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: M.action, exact: true }).click();
      await toast(page, M.blocked);
      await comments.getByText(M.collapsed).waitFor();
      expect(await comments.getByText(benText).count()).toBe(0);
      await comments.getByText(hostText).waitFor();

      // After a reload the text is still not there: the server withholds it.
      await page.reload();
      await comments.getByText(hostText).waitFor();
      await comments.getByText(M.collapsed).waitFor();
      expect(await page.content()).not.toContain(benText);
      await settle(page);
      await comments.scrollIntoViewIfNeeded();
      await comments.screenshot({ path: `e2e/screenshots/blocked-comment-${width}.png` });
      await expectAccessible(page);

      // Ben no longer gets Ann's comments, and cannot join a game she hosts.
      await api(ann, 'POST', `/api/events/${event.id}/comments`, { content: `Ann says hi ${tag}` });
      const benSees = await api<{ content: string }[]>(ben, 'GET', `/api/events/${event.id}/comments`);
      expect(benSees.map((c) => c.content)).toEqual([benText, hostText]);

      // The profile lists Ben, with Unblock.
      await page.goto('/profile');
      const card = page.getByRole('region', { name: M.listTitle });
      const row = card.getByRole('listitem').filter({ hasText: 'Ben Brash' });
      await row.waitFor();
      await settle(page);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `e2e/screenshots/profile-blocked-people-${width}.png` });
      // Published contact (issue 34, point 6) in the footer.
      await page.getByRole('contentinfo').getByText(PRODUCT.supportAddress).waitFor();
      await row.getByRole('button', { name: `${M.unblock} Ben Brash` }).click();
      await toast(page, M.unblocked);
      await card.getByText(M.listEmpty).waitFor();
      await page.goto(`/events/${event.id}`);
      await comments.getByText(benText).waitFor();
      expect(consoleErrors).toEqual([]);
    });
  }
});
