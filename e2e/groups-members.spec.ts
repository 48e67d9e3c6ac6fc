/**
 * A group creator's member screens in the browser: approving a waiting member on Manage Members and making them an
 * admin and back; blocking a member with a reason on Members (no discussion, no rejoin), adding a user by email and
 * unblocking. Each test makes its own people and group through the API (support/fixtures).
 */
import { describe, expect } from 'vitest';
import { createGroup, joinGroup, person, setMemberStatus, uniqueTag } from './support/fixtures';
import { GroupDetail } from './support/pages/group-detail';
import { GroupMembers, ManageMembers } from './support/pages/manage-members';
import { it } from './support/test';
import { shoot, toast } from './support/ui';

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('groups: managing members', { timeout: 240_000 }, () => {
  it('lets the creator approve a waiting member on Manage Members', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const member = await person('Marco', 'Member');
    const group = await createGroup(organizer, { name: `Dawn Patrol Runners ${uniqueTag()}`, sportType: 'running', isPrivate: true });
    await joinGroup(member, group.id); // waiting: the group is private

    const { page, consoleErrors } = await open(organizer);
    const manage = new ManageMembers(page);
    await manage.goto(group.id);
    await manage.heading().waitFor();
    await manage.tab('Waiting (1)', { selected: true }).waitFor();
    await manage.waiting().getByText(member.name).waitFor();
    await shoot(page, 'group-manage-waiting');
    await manage.approve(member.name);
    await toast(page, 'Member status updated');
    await manage.tab('Active (2)').click();
    await manage.active().getByText(member.name).waitFor();
    await manage.active().getByText('Creator').waitFor();
    await manage.activeAction('Make Admin', member.name).click();
    await toast(page, 'Admin added');
    await manage.active().getByText('Admin', { exact: true }).waitFor();
    await shoot(page, 'group-manage-active');
    await manage.activeAction('Remove Admin', member.name).click();
    await toast(page, 'Admin removed');
    await manage.activeAction('Move to Waiting', member.name).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('blocks a member with a reason, shuts them out, unblocks, and adds a user by email', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const member = await person('Marco', 'Member');
    const stranger = await person('Sam', 'Stranger');
    const group = await createGroup(organizer, { name: `Dawn Patrol Runners ${uniqueTag()}`, sportType: 'running', isPrivate: true });
    await joinGroup(member, group.id);
    await setMemberStatus(organizer, group.id, member.id, 'active');

    const o = await open(organizer);
    const members = new GroupMembers(o.page);
    await members.goto(group.id);
    await members.noBlocked().waitFor();
    await members.block(member.name, 'Repeated no-shows');
    await toast(o.page, 'Member blocked');
    await members.blocked().getByText('Repeated no-shows').waitFor();

    const m = await open(member);
    const detail = new GroupDetail(m.page);
    await detail.goto(group.id, group.name);
    await m.page.getByText('You are blocked from this group').first().waitFor();
    expect(await detail.discussion().count()).toBe(0);
    expect(await m.page.getByRole('button', { name: 'Join Group' }).count()).toBe(0);
    await shoot(m.page, 'group-detail-blocked');

    // Add by email: blank first, then the stranger's full address.
    await members.searchButton().click();
    await o.page.getByText('Email is required').waitFor();
    await members.inviteByEmail(stranger.email, stranger.name);
    await toast(o.page, 'Invitation sent');
    await o.page.getByRole('list', { name: 'Search results' }).getByText('Invited').waitFor();
    await shoot(o.page, 'group-members');

    await members.unblock(member.name);
    await toast(o.page, 'Member unblocked');
    await members.noBlocked().waitFor();
  });
});
