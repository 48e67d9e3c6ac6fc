/**
 * Game day in the browser (issue 14): a host cancels an event with a reason instead of deleting it; a participant
 * then finds it marked Cancelled, with the reason, and can no longer join. Each test makes its own people, group
 * and event through the API.
 */
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { createEvent, createGroup, joinEvent, joinGroup, person, uniqueTag } from './support/fixtures';
import { EventDetail } from './support/pages/event-detail';
import { it } from './support/test';
import { expectAccessible, toast } from './support/ui';

describe('game day', { timeout: 240_000 }, () => {
  it('lets a host cancel an event with a reason, and a participant sees it cancelled', async ({ open }) => {
    const tag = uniqueTag();
    const host = await person('Hana', 'Host');
    const player = await person('Pablo', 'Player');
    const newcomer = await person('Nia', 'Newcomer');
    const group = await createGroup(host, { name: `Tuesday Futsal ${tag}`, location: 'Austin, TX' });
    await joinGroup(player, group.id);
    await joinGroup(newcomer, group.id);
    const event = await createEvent(host, group.id, { title: `Futsal night ${tag}`, location: 'Eastside Gym', capacity: '10' });
    await joinEvent(player, event.id);

    const hosting = await open(host);
    const hostView = new EventDetail(hosting.page);
    await hostView.goto(event.id);
    await hostView.loaded(event.title);
    await hostView.participation().getByRole('button', { name: 'Cancel Event' }).click();
    const confirm = hostView.confirmation(`Cancel “${event.title}”?`);
    // A blank reason is refused in place, with the message under the box.
    await confirm.getByRole('button', { name: 'Cancel Event' }).click();
    await confirm.getByText('Tell participants why the event is cancelled').waitFor();
    await hosting.page.mouse.move(0, 0); // the confirm button's hover tint is not what is checked
    await expectAccessible(hosting.page);
    await screenshot(hosting.page, 'event-cancel-dialog-1280');
    await confirm.getByLabel('Reason').fill('The gym floor is being refinished; back next week.');
    await confirm.getByRole('button', { name: 'Cancel Event' }).click();
    await toast(hosting.page, 'Event cancelled');
    await hostView.cancelledBanner().waitFor();
    expect(await hostView.participation().getByRole('button', { name: 'Cancel Event' }).count()).toBe(0);

    for (const width of [1280, 390]) {
      const { page, consoleErrors } = await open(player, width);
      const detail = new EventDetail(page);
      await detail.goto(event.id);
      await detail.loaded(event.title);
      await detail.cancelledBanner().getByText('The gym floor is being refinished; back next week.').waitFor();
      await page.getByText('Cancelled', { exact: true }).first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `event-cancelled-${width}`);
      expect(consoleErrors).toEqual([]);
    }

    // Someone who had not joined finds no way in.
    const late = await open(newcomer, 390);
    const lateView = new EventDetail(late.page);
    await lateView.goto(event.id);
    await lateView.loaded(event.title);
    await lateView.participation().getByRole('button', { name: 'Event cancelled' }).waitFor();
    expect(await lateView.participation().getByRole('button', { name: 'Join Event' }).count()).toBe(0);
  });
});
