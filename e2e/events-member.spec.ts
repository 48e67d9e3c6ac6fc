/**
 * Events in the browser, the member's side: finding an event in Discover, joining with 2 guests and seeing it in My
 * Joined Events; commenting on a joined event. Each test makes its own people, group and event through the API.
 */
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { createEvent, createGroup, joinEvent, joinGroup, person, uniqueTag } from './support/fixtures';
import { DiscoverEvents } from './support/pages/discover';
import { EventDetail } from './support/pages/event-detail';
import { MyEvents } from './support/pages/my-lists';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, toast } from './support/ui';

/** A soccer event (capacity 10) of a group the member has joined. */
async function eventForMember() {
  const organizer = await person('Olivia', 'Organizer');
  const member = await person('Marco', 'Member');
  const tag = uniqueTag();
  const group = await createGroup(organizer, { name: `Riverside Kickers ${tag}`, location: 'Austin, TX' });
  await joinGroup(member, group.id);
  const event = await createEvent(organizer, group.id, {
    title: `Sunday Pickup Soccer ${tag}`,
    description: 'Friendly 7v7 on the big field. All levels welcome, bring a light and a dark shirt.',
    location: 'Riverside Park, Field 3',
    capacity: '10',
    price: '5',
  });
  return { organizer, member, event, tag };
}

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('events: the member', { timeout: 240_000 }, () => {
  it('lets a member find the event in Discover, join with 2 guests and see it in My Joined Events', async ({ open }) => {
    const { member, event, tag } = await eventForMember();
    const { page, consoleErrors } = await open(member);
    const discover = new DiscoverEvents(page);
    await discover.goto('sport=soccer');
    await discover.search(tag);
    await discover.card(event.title).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'events-discover-1280');

    await discover.openToJoin(event.title);
    await page.waitForURL(`**/events/${event.id}`);
    const detail = new EventDetail(page);
    await detail.loaded(event.title);
    await expectAccessible(page);
    await screenshot(page, 'event-detail-1280');

    await detail.openJoin();
    await detail.setGuests(2);
    await expectAccessible(page);
    await screenshotViewport(page, 'join-dialog-1280');
    await detail.confirmJoin();
    await toast(page, 'Event Joined!');
    await page.getByText('with 2 guests').first().waitFor();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });

    const mine = new MyEvents(page);
    await mine.goto('member');
    const joined = mine.card(event.title);
    await joined.getByRole('link', { name: /View Details/ }).waitFor();
    await joined.getByText('Joined', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'events-member-joined-1280');
    expect(consoleErrors).toEqual([]);
  });

  it('lets the member comment on the event', async ({ open }) => {
    const { member, event } = await eventForMember();
    await joinEvent(member, event.id, 2);
    const { page, consoleErrors } = await open(member, 390);
    const detail = new EventDetail(page);
    await detail.goto(event.id);
    await detail.participation().getByText("You're in! (+2 guests)").waitFor();
    await detail.postCommentButton().click();
    await page.getByText('Comment cannot be empty').waitFor();
    await detail.comment('See you there! Bringing two friends.');
    await toast(page, 'Comment added');
    await page.getByText('See you there! Bringing two friends.').waitFor();
    await page.getByRole('button', { name: new RegExp(`^Delete comment by ${member.name}`) }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'event-detail-member-390');
    expect(consoleErrors).toEqual([]);
  });
});
