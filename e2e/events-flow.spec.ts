/**
 * The whole life of one event in the browser (issue 5, browser-test acceptance point): an organizer creates an event
 * with an image and a co-host; a member finds it in Discover, joins with 2 guests and comments; another member
 * replies; the event fills and a third user joins the waitlist; the first member leaves and the waitlisted user is
 * promoted; the co-host manages participants.
 */
// One test on purpose: it is one event's story, each step building on the last (issue 5's acceptance). Its people and
// group are made in the test itself, so it runs alone like every other browser test.
import { describe, expect } from 'vitest';
import { screenshot } from './support/browser';
import { createdEventIds, createGroup, futureLocal, joinEvent, joinGroup, person, uniqueTag } from './support/fixtures';
import { makePng } from './support/png';
import { DiscoverEvents } from './support/pages/discover';
import { EventDetail } from './support/pages/event-detail';
import { EventForm } from './support/pages/event-form';
import { ManageParticipants } from './support/pages/manage-participants';
import { api } from './support/session';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, toast } from './support/ui';

interface EventDetailAnswer {
  imageUrl: string | null;
  currentParticipants: number;
  isFull: boolean;
  coHosts: { id: string }[];
}

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('an event from creation to a managed waitlist', { timeout: 600_000 }, () => {
  it('creates, joins, comments, replies, fills, waitlists, promotes and lets the co-host manage participants', async ({ open }) => {
    const tag = uniqueTag();
    const title = `Thursday Night Futsal ${tag}`;
    const organizer = await person('Olivia', 'Organizer');
    const [coHost, member, replier, waiter] = await Promise.all([
      person('Cora', 'Cohost'),
      person('Marco', 'Member'),
      person('Bea', 'Replier'),
      person('Walt', 'Waiter'),
    ]);
    const group = await createGroup(organizer, { name: `Downtown Futsal ${tag}`, description: 'Indoor futsal on Thursday nights.', location: 'Austin, TX' });
    for (const p of [coHost, member, replier, waiter]) await joinGroup(p, group.id);
    const errors: string[] = [];
    const stored = (eventId: string) => api<EventDetailAnswer>(organizer, 'GET', `/api/events/${eventId}`);

    // 1. The organizer creates the event in the UI: capacity 6, an image and Cora as co-host.
    {
      const { page, context, consoleErrors } = await open(organizer);
      const form = new EventForm(page);
      await form.goto(group.name);
      await form.fill({
        title,
        sport: 'soccer',
        description: 'Five-a-side futsal, 40-minute halves. Flat indoor shoes only.',
        dateTime: futureLocal(12, 19),
        location: 'Downtown Rec Center, Court 2',
        capacity: '6',
        groupId: group.id,
        coHosts: [coHost.name],
      });
      expect(await form.coHost(coHost.name).isChecked()).toBe(true);
      await form.fill({ image: { name: 'court.png', buffer: makePng(400, [234, 88, 12]) } });
      await expectAccessible(page);
      await screenshot(page, 'flow-create-event-cohost-1280');

      await form.submit();
      // Issue 18: the new event's page opens.
      await page.waitForURL(/\/events\/[\w-]+$/, { timeout: 60_000 }).catch(async (error: unknown) => {
        await screenshot(page, 'debug-flow-create-event-failed');
        throw new Error(`${String(error)}\nconsole: ${consoleErrors.join(' | ')}`);
      });
      await toast(page, 'Event Created!');
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }
    const [eventId] = await createdEventIds(organizer, title);
    expect(eventId).toBeTruthy();
    const created = await stored(eventId!);
    expect(created.imageUrl).toBeTruthy();
    expect(created.coHosts.map((c) => c.id)).toEqual([coHost.id]);
    expect(created.currentParticipants).toBe(2); // the organizer and the co-host hold a place each

    // 2. Marco finds it in Discover, sees the image and the co-host, and joins with 2 guests.
    {
      const { page, context, consoleErrors } = await open(member);
      await page.goto('/events');
      await page.getByRole('heading', { level: 1, name: 'My Joined Events' }).waitFor();
      await page.getByRole('tab', { name: 'Discover' }).click();
      const discover = new DiscoverEvents(page);
      await discover.heading().waitFor();
      await discover.search(tag);
      await discover.openToJoin(title);
      await page.waitForURL(`**/events/${eventId}`);
      const detail = new EventDetail(page);
      await detail.heading(title).waitFor();
      // the uploaded image (decorative, alt="") has loaded
      await page.waitForFunction((src) => [...document.images].some((img) => img.src.endsWith(src) && img.complete && img.naturalWidth > 0), created.imageUrl!);
      await detail.coHosts().getByText(coHost.name).waitFor();
      await screenshot(page, 'flow-event-detail-cohost-1280');

      const dialog = await detail.openJoin();
      await dialog.getByText('4 places left.', { exact: false }).waitFor();
      await detail.setGuests(2);
      await detail.confirmJoin();
      await toast(page, 'Event Joined!');
      await page.waitForURL('**/dashboard', { timeout: 30_000 });

      // 3. ... and comments.
      await detail.goto(eventId!);
      await detail.participation().getByText("You're in! (+2 guests)").waitFor();
      await detail.comment('Count me in with two friends. Who brings the ball?');
      await toast(page, 'Comment added');
      await page.getByText('Count me in with two friends. Who brings the ball?').waitFor();
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }

    // 4. Bea replies to Marco's comment in the UI (on a phone).
    {
      const { page, context, consoleErrors } = await open(replier, 390);
      const detail = new EventDetail(page);
      await detail.goto(eventId!);
      await page.getByText('Count me in with two friends. Who brings the ball?').waitFor();
      await detail.reply(member.name, 'I have a futsal ball, see you there!');
      await toast(page, 'Reply added');
      const replies = detail.replies(member.name);
      await replies.getByText('I have a futsal ball, see you there!').waitFor();
      // the author may delete her own reply
      await replies.getByRole('button', { name: `Delete reply by ${replier.name}` }).waitFor();
      await page.getByRole('textbox', { name: `Reply to ${member.name}` }).waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Comments (2)' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'flow-event-comment-reply-390');
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }

    // 5. Bea takes the last place through the API: 2 hosts + Marco's party of 3 + Bea = 6 of 6.
    await joinEvent(replier, eventId!);
    const full = await stored(eventId!);
    expect(full.currentParticipants).toBe(6);
    expect(full.isFull).toBe(true);

    // 6. Walt sees the full event, joins the waitlist in the UI and sees his waitlist state.
    {
      const { page, context, consoleErrors } = await open(waiter);
      const detail = new EventDetail(page);
      await detail.goto(eventId!);
      await detail.loaded(title);
      await page.getByText('Full', { exact: true }).first().waitFor();
      const dialog = await detail.openJoin('Join Waitlist');
      await dialog.getByText('This event is full.', { exact: false }).waitFor();
      await expectAccessible(page);
      await screenshotViewport(page, 'flow-join-waitlist-dialog-1280');
      await detail.confirmJoin('Join Waitlist');
      // The toast says what happened: the waitlist, not "Event Joined!" (issue 19).
      await toast(page, "You're on the waitlist");
      await page.getByText('You joined the waitlist', { exact: false }).first().waitFor();
      await page.waitForURL('**/dashboard', { timeout: 30_000 });

      await detail.goto(eventId!);
      // The waitlisted see their place in the queue (issue 19).
      await detail.participation().getByText("You're #1 on the waitlist").waitFor();
      await detail.participation().getByRole('button', { name: 'Leave Waitlist' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'flow-event-waitlisted-1280');
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }

    // 7. Marco leaves in the UI; his three places free up.
    {
      const { page, context, consoleErrors } = await open(member, 390);
      const detail = new EventDetail(page);
      await detail.goto(eventId!);
      await detail.participation().getByText("You're in! (+2 guests)").waitFor();
      await detail.leave();
      await toast(page, 'Left Event');
      await detail.participation().getByRole('button', { name: 'Join Event' }).waitFor();
      await screenshot(page, 'flow-event-left-390');
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }

    // 8. Walt was promoted: his detail page says he is in, at both widths.
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await open(waiter, width);
      const detail = new EventDetail(page);
      await detail.goto(eventId!);
      await detail.participation().getByText("You're in!", { exact: true }).waitFor();
      await detail.participation().getByRole('button', { name: 'Leave Event' }).waitFor();
      await detail.participants('Participants (4/6)').getByText(waiter.name).waitFor();
      if (width === 1280) await expectAccessible(page);
      await screenshot(page, `flow-event-promoted-${width}`);
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }

    // 9. Cora, the co-host, opens Manage Participants, moves Bea to the waitlist and activates her again.
    {
      const { page, context, consoleErrors } = await open(coHost);
      const detail = new EventDetail(page);
      await detail.goto(eventId!);
      await detail.participation().getByText("You're a co-host of this event.").waitFor();
      await detail.participation().getByRole('link', { name: 'Manage Participants' }).click();
      await page.waitForURL(`**/events/${eventId}/participants`);
      const manage = new ManageParticipants(page);
      await manage.heading().waitFor();
      await manage.tab('Registered (4)').waitFor();
      await manage.tab('Waitlisted (0)').waitFor();
      await manage.waitlistButton(waiter.name).waitFor();
      expect(await manage.waitlistButton(member.name).count()).toBe(0);
      expect(await manage.registered().getByText('Hosts keep their place').count()).toBe(2);
      await expectAccessible(page);
      await screenshot(page, 'flow-participants-cohost-1280');

      await manage.waitlistButton(replier.name).click();
      await toast(page, 'Moved to waitlist');
      await manage.tab('Waitlisted (1)').click();
      await manage.activateButton(replier.name).waitFor();
      await screenshot(page, 'flow-participants-cohost-waitlisted-1280');
      await manage.activateButton(replier.name).click();
      await toast(page, 'Participant activated');
      await manage.tab('Waitlisted (0)').waitFor();
      await manage.tab('Registered (4)').click();
      await manage.waitlistButton(replier.name).waitFor();
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }
    {
      const { page, context, consoleErrors } = await open(coHost, 390);
      await new ManageParticipants(page).goto(eventId!);
      await page.getByRole('tab', { name: 'Registered (4)' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'flow-participants-cohost-390');
      errors.push(...consoleErrors);
      await context.close(); // keep the machine light: one open page per step
    }

    const end = await stored(eventId!);
    expect(end.currentParticipants).toBe(4);
    expect(errors).toEqual([]);
  });
});
