/**
 * Game day in the browser (issue 14): a participant checks in at the place on a phone; a host takes attendance on a
 * phone-sized screen; a host cancels an event with a reason instead of deleting it and a participant then finds it
 * marked Cancelled, with the reason, and can no longer join. Each test makes its own people, group and event through
 * the API.
 */
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { createEvent, createGroup, joinEvent, joinGroup, person, startEvent, uniqueTag } from './support/fixtures';
import { EventDetail } from './support/pages/event-detail';
import { placeDevice } from './support/pages/near-me';
import { it } from './support/test';
import { expectAccessible, settle, shoot, toast } from './support/ui';

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

  it('lets a participant check in at the place and a host take attendance on a phone', async ({ open }) => {
    const tag = uniqueTag();
    const host = await person('Hugo', 'Host');
    const [ana, ben, cy] = await Promise.all([person('Ana', 'Early'), person('Ben', 'Bright'), person('Cy', 'Late')]);
    const group = await createGroup(host, { name: `Lunch Runners ${tag}`, location: 'Austin, TX' });
    for (const p of [ana, ben, cy]) await joinGroup(p, group.id);
    const event = await createEvent(host, group.id, {
      title: `Lunch run ${tag}`,
      location: 'Zilker Park',
      latitude: '30.2669',
      longitude: '-97.7729',
    });
    for (const p of [ana, ben, cy]) await joinEvent(p, event.id, p === ben ? 1 : 0);
    // The game has just begun: check-in is open (30 minutes before to 60 after the start), attendance too.
    await startEvent(host, event.id);

    const phone = await open(ana, 390);
    await placeDevice(phone.page, { latitude: 30.2671, longitude: -97.7731 });
    const detail = new EventDetail(phone.page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    await detail.participation().getByText('within 300 m').waitFor();
    await detail.participation().getByRole('button', { name: 'Check in' }).click();
    await toast(phone.page, "You're checked in");
    await detail.participation().getByText("You're checked in").waitFor();
    await screenshot(phone.page, 'event-checked-in-390');

    const hosting = await open(host, 390);
    await hosting.page.goto(`/events/${event.id}/participants`);
    const attendance = hosting.page.getByRole('list', { name: 'Attendance' });
    await attendance.waitFor();
    // Ana checked herself in; Cy did not come; "All attended" marks the rest (Ben and his guest, and the host).
    await attendance.getByRole('group', { name: 'Attendance of Ana Early' }).getByRole('button', { name: 'Attended', pressed: true }).waitFor();
    await attendance.getByRole('group', { name: 'Attendance of Cy Late' }).getByRole('button', { name: 'No-show' }).click();
    await attendance.getByRole('group', { name: 'Attendance of Cy Late' }).getByRole('button', { name: 'No-show', pressed: true }).waitFor();
    await hosting.page.getByRole('button', { name: /All attended \(2 left\)/ }).click();
    await toast(hosting.page, 'Attendance saved');
    await attendance.getByRole('group', { name: 'Attendance of Ben Bright' }).getByRole('button', { name: 'Attended', pressed: true }).waitFor();
    await attendance.getByText('Reliability 0% (0 of 1)').waitFor();
    await hosting.page.mouse.move(0, 0);
    await expectAccessible(hosting.page);
    await settle(hosting.page);
    await shoot(hosting.page, 'event-attendance');
    expect(hosting.consoleErrors).toEqual([]);

    // Cy sees his own record on his profile; nobody else's.
    const cyPhone = await open(cy, 390);
    await cyPhone.page.goto('/profile');
    const record = cyPhone.page.getByRole('region', { name: 'Game day record' });
    await record.getByText('No-shows').waitFor();
    expect(await record.locator('dd').allTextContents()).toEqual(['0%', '0', '1']);
    await screenshot(cyPhone.page, 'profile-game-day-record-390');
  });

  it('tells a participant whose device gives no position to share it, and takes the check-in once it does (issue 33)', async ({ open }) => {
    const tag = uniqueTag();
    const host = await person('Hal', 'Host');
    const dee = await person('Dee', 'Nowhere');
    const group = await createGroup(host, { name: `Dusk Runners ${tag}`, location: 'Austin, TX' });
    await joinGroup(dee, group.id);
    const event = await createEvent(host, group.id, {
      title: `Dusk run ${tag}`,
      location: 'Zilker Park',
      latitude: '30.2669',
      longitude: '-97.7729',
      dateTime: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    await joinEvent(dee, event.id, 0);

    // The browser has no permission to give a position: the check-in asks for one and does not mark Dee.
    const desk = await open(dee, 1280);
    const detail = new EventDetail(desk.page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    await detail.participation().getByText("Allow your device's location when asked").waitFor();
    await screenshot(desk.page, 'event-check-in-1280');
    await detail.participation().getByRole('button', { name: 'Check in' }).click();
    await toast(desk.page, 'Share your location to check in: you must be within 300 m of the place');
    await screenshot(desk.page, 'event-check-in-no-position-1280');
    expect(await detail.participation().getByText("You're checked in").count()).toBe(0);

    const phone = await open(dee, 390);
    await placeDevice(phone.page, { latitude: 30.2671, longitude: -97.7731 });
    const onPhone = new EventDetail(phone.page);
    await onPhone.goto(event.id);
    await onPhone.loaded(event.title);
    await screenshot(phone.page, 'event-check-in-390');
    await onPhone.participation().getByRole('button', { name: 'Check in' }).click();
    await onPhone.participation().getByText("You're checked in").waitFor();
    expect(desk.consoleErrors.filter((e) => !e.includes('400'))).toEqual([]);
  });

  it('lets a host balance teams, move a player and publish, and a participant sees their team', async ({ open }) => {
    const tag = uniqueTag();
    const host = await person('Tara', 'Host');
    const names = ['Abe', 'Bea', 'Cal', 'Dee', 'Eli'];
    const people = await Promise.all(names.map((n) => person(n, 'Player')));
    const group = await createGroup(host, { name: `Sunday Five ${tag}`, location: 'Austin, TX' });
    for (const p of people) await joinGroup(p, group.id);
    const event = await createEvent(host, group.id, { title: `Five-a-side ${tag}`, capacity: '12' });
    for (const [i, p] of people.entries()) await joinEvent(p, event.id, i === 0 ? 1 : 0);

    const hosting = await open(host, 1280);
    await hosting.page.goto(`/events/${event.id}/participants`);
    await hosting.page.getByRole('tab', { name: 'Teams' }).click();
    await hosting.page.getByRole('button', { name: 'Balance teams' }).click();
    const red = hosting.page.getByRole('region', { name: 'Team Red' });
    const blue = hosting.page.getByRole('region', { name: 'Team Blue' });
    await red.waitFor();
    // Abe and his guest stay together (parties kept by default).
    const abeIn = (await red.getByText('Abe Player', { exact: true }).count()) ? red : blue;
    await abeIn.getByText('Guest of Abe Player').waitFor();
    // Move Abe's guest with the menu (the keyboard and touch way), then name the blue team and publish.
    const other = abeIn === red ? 'Blue' : 'Red';
    await abeIn.getByLabel('Move Guest of Abe Player to').selectOption({ label: `Move to ${other}` });
    await hosting.page.getByRole('region', { name: `Team ${other}` }).getByText('Guest of Abe Player').waitFor();
    // And drag a player to the other team with the pointer: a real mouse down, move and up on the HTML drag and drop.
    const calFrom = (await red.getByText('Cal Player', { exact: true }).count()) ? red : blue;
    const calTo = calFrom === red ? blue : red;
    const from = (await calFrom.getByText('Cal Player', { exact: true }).boundingBox())!;
    const to = (await calTo.getByText(/^\d+ players? · level points/).boundingBox())!;
    await hosting.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await hosting.page.mouse.down();
    await hosting.page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, { steps: 4 });
    await hosting.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await hosting.page.mouse.up();
    await calTo.getByText('Cal Player', { exact: true }).waitFor();
    expect(await calFrom.getByText('Cal Player', { exact: true }).count()).toBe(0);
    await hosting.page.getByLabel('Name of team 2').fill('Bibs');
    await hosting.page.mouse.move(0, 0);
    await settle(hosting.page);
    await shoot(hosting.page, 'event-teams');
    await hosting.page.getByRole('button', { name: 'Publish teams' }).click();
    await toast(hosting.page, 'Teams published');

    const phone = await open(people[1]!, 390);
    const detail = new EventDetail(phone.page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    const teams = phone.page.getByRole('region', { name: 'Teams' }).first();
    await teams.getByText(/You're on (Red|Bibs)/).waitFor();
    await teams.getByText('Bibs:').waitFor();
    await screenshot(phone.page, 'event-my-team-390');
    expect(phone.consoleErrors).toEqual([]);
  });
});
