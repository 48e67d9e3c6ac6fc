/**
 * Live on every screen (issue 27), two people in two browser contexts, one at 1280 px and one at 390 px: what one does
 * in their browser shows on the other's open list or managing screen without a reload. A card's places on Discover
 * (signed in) and on /explore (a visitor) while a player joins, until the game is Full; a new join request on the
 * creator's Manage Members; a player's check-in on a second host's Attendance tab; a member's dashboard (its group card's
 * member count and its game's places) while a newcomer joins both.
 */
import { describe, expect } from 'vitest';
import { createEvent, createGroup, joinEvent, joinGroup, person, startEvent, uniqueTag } from './support/fixtures';
import { Dashboard } from './support/pages/dashboard';
import { DiscoverEvents } from './support/pages/discover';
import { EventDetail } from './support/pages/event-detail';
import { GroupDetail } from './support/pages/group-detail';
import { ManageMembers } from './support/pages/manage-members';
import { it } from './support/test';
import { settle, shoot, toast } from './support/ui';

/** Time for a screen to open its live stream after it mounted (the connection is a lazy chunk). */
const STREAM_OPENS_MS = 500;

describe('live lists and managing screens', { timeout: 240_000 }, () => {
  it('a card’s places update on Discover and /explore while another player joins, until it says Full', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, watcher, joiner, last] = await Promise.all([
      person('Lena', 'Host'),
      person('Wade', 'Watcher'),
      person('Jo', 'Joiner'),
      person('Lou', 'Last'),
    ]);
    const group = await createGroup(organizer, { name: `Live Lists ${tag}` });
    await Promise.all([joinGroup(watcher, group.id), joinGroup(joiner, group.id), joinGroup(last, group.id)]);
    // The organizer holds one of the 3 places: "2 spots left".
    const event = await createEvent(organizer, group.id, { title: `Live card ${tag}`, capacity: '3' });

    const watching = await open(watcher);
    const discover = new DiscoverEvents(watching.page);
    await discover.goto(`view=discover&q=${tag}`);
    const card = discover.card(event.title);
    await card.getByText('2 spots left').waitFor();

    const visitor = await open(undefined, 390);
    await visitor.page.goto(`/explore?q=${tag}`);
    const publicCard = visitor.page.getByRole('article', { name: event.title });
    await publicCard.getByText('2 spots left').waitFor();
    await watching.page.waitForTimeout(STREAM_OPENS_MS);

    // Jo joins in her own browser, on a phone.
    const joining = await open(joiner, 390);
    const detail = new EventDetail(joining.page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    await detail.openJoin();
    await detail.confirmJoin();
    await toast(joining.page, 'Event Joined!');

    await card.getByText('1 spot left').waitFor({ timeout: 15_000 });
    await publicCard.getByText('1 spot left').waitFor({ timeout: 15_000 });

    // The last place goes: both cards say Full (the badge and the bar).
    await joinEvent(last, event.id);
    await card.getByText('Full', { exact: true }).first().waitFor({ timeout: 15_000 });
    await publicCard.getByText('Full', { exact: true }).first().waitFor({ timeout: 15_000 });
    expect(await card.getByRole('progressbar', { name: 'Places taken' }).getAttribute('aria-valuetext')).toBe('3 of 3 places taken');

    await settle(watching.page);
    await shoot(watching.page, 'live-discover-card-full');
    await settle(visitor.page);
    await shoot(visitor.page, 'live-explore-card-full');
    expect(watching.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
  });

  it('a creator’s Manage Members shows a new join request live, and its count', async ({ open }) => {
    const tag = uniqueTag();
    const [creator, asker] = await Promise.all([person('Cora', 'Creator'), person('Ash', 'Asker')]);
    const group = await createGroup(creator, { name: `Private Live ${tag}`, isPrivate: true });

    const managing = await open(creator, 390);
    const manage = new ManageMembers(managing.page);
    await manage.goto(group.id);
    await manage.heading().waitFor();
    await managing.page.getByRole('tab', { name: /^Waiting/ }).click();
    await manage.waiting().waitFor();
    expect(await manage.waiting().getByRole('button', { name: 'Approve Ash Asker' }).count()).toBe(0);
    await managing.page.waitForTimeout(STREAM_OPENS_MS);

    // Ash asks to join from the group's page, in his own browser.
    const asking = await open(asker);
    const page = new GroupDetail(asking.page);
    await page.goto(group.id, group.name);
    await page.joinButton().click();
    const dialog = asking.page.getByRole('dialog', { name: `Ask to join ${group.name}` });
    await dialog.getByLabel('Message to the organizer (optional)').fill('I play Tuesdays');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await asking.page.getByText("Request sent: waiting for the organizer's approval").waitFor();

    await manage.waiting().getByRole('button', { name: 'Approve Ash Asker' }).waitFor({ timeout: 15_000 });
    await manage.waiting().getByText('I play Tuesdays').waitFor();
    await managing.page.getByRole('tab', { name: 'Waiting (1)' }).waitFor();
    await settle(managing.page);
    await shoot(managing.page, 'live-manage-members-request');
    expect(managing.consoleErrors).toEqual([]);
  });

  it('a second host’s Attendance tab shows a player’s check-in live', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, coHost, player] = await Promise.all([person('Hana', 'Host'), person('Cole', 'Cohost'), person('Pat', 'Player')]);
    const group = await createGroup(organizer, { name: `Game Day Live ${tag}` });
    await Promise.all([joinGroup(coHost, group.id), joinGroup(player, group.id)]);
    const event = await createEvent(organizer, group.id, { title: `Live check-in ${tag}`, coHostIds: JSON.stringify([coHost.id]) });
    await joinEvent(player, event.id);
    await startEvent(organizer, event.id);

    const hosting = await open(coHost);
    await hosting.page.goto(`/events/${event.id}/participants`);
    const attendance = hosting.page.getByRole('list', { name: 'Attendance' });
    const row = attendance.getByRole('group', { name: 'Attendance of Pat Player' });
    await row.getByRole('button', { name: 'Attended', pressed: false }).waitFor();
    await hosting.page.waitForTimeout(STREAM_OPENS_MS);

    // Pat checks in on his phone (no place on the map: no location asked).
    const phone = await open(player, 390);
    const detail = new EventDetail(phone.page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    await detail.participation().getByRole('button', { name: 'Check in' }).click();
    await toast(phone.page, "You're checked in");

    await row.getByRole('button', { name: 'Attended', pressed: true }).waitFor({ timeout: 15_000 });
    await settle(hosting.page);
    await hosting.page.mouse.move(0, 0);
    await shoot(hosting.page, 'live-attendance-check-in');
    expect(hosting.consoleErrors).toEqual([]);
  });

  it('a member’s dashboard follows its group card’s member count and its game’s places while a newcomer joins both', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, member, newcomer] = await Promise.all([person('Mona', 'Host'), person('Max', 'Member'), person('Nell', 'Newcomer')]);
    const group = await createGroup(organizer, { name: `Dash Live ${tag}` });
    await joinGroup(member, group.id);
    const event = await createEvent(organizer, group.id, { title: `Dash game ${tag}`, capacity: '6' });
    await joinEvent(member, event.id);

    const phone = await open(member, 390);
    const dashboard = new Dashboard(phone.page);
    await dashboard.goto('member');
    const groupCard = dashboard.region('My Groups').getByRole('article', { name: group.name });
    const gameCard = dashboard.region('Your Upcoming Events').getByRole('article', { name: event.title });
    await groupCard.getByText('2 members').waitFor();
    await gameCard.getByText('4 spots left').waitFor();
    await phone.page.waitForTimeout(STREAM_OPENS_MS);

    // Nell joins the group and the game in her own browser.
    const joining = await open(newcomer);
    const page = new GroupDetail(joining.page);
    await page.goto(group.id, group.name);
    await page.joinButton().click();
    await toast(joining.page, 'Joined group successfully!');
    const detail = new EventDetail(joining.page);
    await detail.goto(event.id);
    await detail.loaded(event.title);
    await detail.openJoin();
    await detail.confirmJoin();
    await toast(joining.page, 'Event Joined!');

    await groupCard.getByText('3 members').waitFor({ timeout: 15_000 });
    await gameCard.getByText('3 spots left').waitFor({ timeout: 15_000 });
    await settle(phone.page);
    await shoot(phone.page, 'live-dashboard');
    expect(phone.consoleErrors).toEqual([]);
  });
});
