/**
 * Game day's group rules and what hosts see (issue 14), in the browser: a creator sets the no-show rule in Edit Group; a
 * member who missed a game joins the next one on the waitlist and is told why; the host sees levels, reliability and
 * the rule on the participants list and activates them; the creator sees reliability on the group's waiting list; a
 * member rates their own level per sport on the profile. Each test makes its own people, group and events.
 */
import { describe, expect } from 'vitest';
import { api } from './support/session';
import { createEvent, createGroup, joinEvent, joinGroup, person, startEvent, uniqueTag } from './support/fixtures';
import { EventDetail } from './support/pages/event-detail';
import { EditGroupDialog } from './support/pages/group-form';
import { ManageMembers } from './support/pages/manage-members';
import { ManageParticipants } from './support/pages/manage-participants';
import { it } from './support/test';
import { settle, shoot, toast } from './support/ui';

const HELD = 'This group puts members with 1 or more no-shows in the last 90 days on the waitlist.';

describe('game day rules', { timeout: 240_000 }, () => {
  it('puts a member who missed a game on the waitlist by the group rule, says why, and a host activates them', async ({ open }) => {
    const tag = uniqueTag();
    const host = await person('Gina', 'Host');
    const [nate, rae] = await Promise.all([person('Nate', 'Noshow'), person('Rae', 'Regular')]);
    const group = await createGroup(host, { name: `Thursday Kickabout ${tag}`, location: 'Austin, TX' });
    for (const p of [nate, rae]) await joinGroup(p, group.id);
    await api(rae, 'PUT', '/api/user/sport-skills', { skills: [{ sportType: 'soccer', level: 'advanced' }] });
    // A game that has just begun: Nate missed it.
    const missed = await createEvent(host, group.id, { title: `Warm-up ${tag}` });
    for (const p of [nate, rae]) await joinEvent(p, missed.id);
    await startEvent(host, missed.id);

    // Meanwhile the creator turns the rule on in Edit Group (1 no-show is enough in this group).
    const hosting = await open(host);
    await hosting.page.goto(`/groups/${group.id}`);
    await hosting.page.getByRole('heading', { level: 1, name: group.name }).waitFor();
    await hosting.page.getByRole('region', { name: 'No-show rule' }).getByText('Off.').waitFor();
    await hosting.page.getByRole('button', { name: 'Edit Group' }).click();
    const edit = new EditGroupDialog(hosting.page);
    await edit.field('No-show rule (optional)').fill('1');
    await hosting.page.mouse.move(0, 0);
    await shoot(hosting.page, 'group-no-show-rule-form');
    await edit.save();
    await toast(hosting.page, 'Group Updated');
    await hosting.page.getByRole('region', { name: 'No-show rule' }).getByText('Members with 1 or more no-shows in the last 90 days').waitFor();
    await settle(hosting.page);
    await shoot(hosting.page, 'group-no-show-rule');

    const marks = await api<{ id: string; userId: string }[]>(host, 'GET', `/api/events/${missed.id}/participants`);
    for (const [who, attendance] of [
      [nate, 'no_show'],
      [rae, 'attended'],
    ] as const) {
      const row = marks.find((m) => m.userId === who.id)!;
      await api(host, 'PUT', `/api/events/${missed.id}/participants/${row.id}/attendance`, { attendance });
    }

    // The next game has room, but Nate joins on the waitlist, and the page tells him why.
    const next = await createEvent(host, group.id, { title: `Kickabout ${tag}`, capacity: '10' });
    await joinEvent(rae, next.id);
    const phone = await open(nate, 390);
    const detail = new EventDetail(phone.page);
    await detail.goto(next.id);
    await detail.loaded(next.title);
    await detail.openJoin();
    await detail.confirmJoin();
    await toast(phone.page, "You're on the waitlist");
    await detail.participation().getByText(HELD).waitFor();
    await settle(phone.page);
    await shoot(phone.page, 'event-held-by-no-show-rule');
    expect(phone.consoleErrors).toEqual([]);

    // The host sees the level and record beside names, the rule on Nate's row, and gives him the place.
    const manage = new ManageParticipants(hosting.page);
    await manage.goto(next.id);
    await manage.registered().getByText('Advanced').waitFor();
    await manage.registered().getByText('Reliability 100% (1 of 1)').waitFor();
    await manage.tab('Waitlisted (1)').click();
    await manage.waitlisted().getByText('No-show rule', { exact: true }).waitFor();
    await manage.waitlisted().getByText('Reliability 0% (0 of 1)').waitFor();
    await hosting.page.mouse.move(0, 0);
    await shoot(hosting.page, 'event-participants-no-show-rule');
    await manage.tab('Registered (2)').click();
    await shoot(hosting.page, 'event-participants-levels');
    await manage.tab('Waitlisted (1)').click();
    await manage.activateButton(nate.name).click();
    await toast(hosting.page, 'Participant activated');
    await manage.tab('Registered (3)').waitFor();

    // Nate asks to join the host's private group: its waiting list shows his record to the creator.
    const club = await createGroup(host, { name: `Private League ${tag}`, isPrivate: true });
    await joinGroup(nate, club.id);
    const members = new ManageMembers(hosting.page);
    await members.goto(club.id);
    await members.waiting().getByText('Reliability 0% (0 of 1)').waitFor();
    await settle(hosting.page);
    await shoot(hosting.page, 'group-waiting-list-reliability');
    expect(hosting.consoleErrors).toEqual([]);
  });

  it('lets a member rate their own level per sport on the profile', async ({ open }) => {
    const member = await person('Lia', 'Levels');
    const { page, consoleErrors } = await open(member, 390);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Your level per sport' });
    await card.getByText('No levels yet').waitFor();
    await card.getByLabel('Sport', { exact: true }).selectOption('soccer');
    await card.getByLabel('Level', { exact: true }).selectOption('advanced');
    await card.getByRole('button', { name: 'Add level' }).click();
    await toast(page, 'Levels saved');
    const soccer = card.getByRole('list', { name: 'Your levels' }).getByLabel('Soccer', { exact: true });
    await expect.poll(() => soccer.inputValue()).toBe('advanced');
    await soccer.selectOption('expert');
    await toast(page, 'Soccer: Expert');
    // The add row keeps the last level chosen (Advanced).
    await card.getByLabel('Sport', { exact: true }).selectOption('tennis');
    await card.getByRole('button', { name: 'Add level' }).click();
    await card.getByRole('list', { name: 'Your levels' }).getByLabel('Tennis', { exact: true }).waitFor();
    expect(await api(member, 'GET', '/api/user/sport-skills')).toEqual({
      skills: [
        { sportType: 'soccer', level: 'expert' },
        { sportType: 'tennis', level: 'advanced' },
      ],
    });
    await card.getByRole('button', { name: 'Remove Tennis' }).click();
    await card.getByRole('list', { name: 'Your levels' }).getByLabel('Tennis', { exact: true }).waitFor({ state: 'detached' });
    await settle(page);
    await shoot(page, 'profile-levels');
    expect(consoleErrors).toEqual([]);
  });
});
