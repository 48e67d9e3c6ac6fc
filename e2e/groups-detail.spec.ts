/**
 * A group's detail screen in the browser: a visitor sees the join-benefits panel and joins and leaves there; an
 * approved member posts in the discussion and the creator sees it; the creator deletes the group there; a
 * non-creator sees Access Denied on /manage, and unknown groups say not found.
 * Each test makes its own people and groups through the API (support/fixtures).
 */
import { describe, expect } from 'vitest';
import { createEvent, createGroup, futureIso, joinGroup, person, setMemberStatus, uniqueTag } from './support/fixtures';
import { GroupDetail } from './support/pages/group-detail';
import { ManageMembers } from './support/pages/manage-members';
import { it } from './support/test';
import { shoot, toast } from './support/ui';

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('groups: the detail screen', { timeout: 240_000 }, () => {
  it('shows a non-member the join-benefits panel and lets them join from the detail screen', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const stranger = await person('Sam', 'Stranger');
    const tag = uniqueTag();
    const group = await createGroup(organizer, {
      name: `Riverside Kickers ${tag}`,
      description: 'Weekly pickup soccer by the river. All levels welcome, bring a light and a dark shirt.',
      location: 'Austin, TX',
    });
    await createEvent(organizer, group.id, { title: `Thursday Night 7v7 ${tag}`, dateTime: futureIso(3, 18), capacity: '14' });
    const { page } = await open(stranger, 390);
    const detail = new GroupDetail(page);
    await detail.goto(group.id, group.name);
    await detail.about().waitFor();
    await page.getByRole('link', { name: new RegExp(`Thursday Night 7v7 ${tag}`) }).waitFor();
    await shoot(page, 'group-detail-visitor');
    await detail.joinButton().click();
    // Spec §8: a card says "Group Joined!", the group's page "Joined group successfully!".
    await toast(page, 'Joined group successfully!');
    await detail.leave();
    await toast(page, 'Left group');
    await detail.joinButton().waitFor();
  });

  it('lets an approved member post in the discussion, and the creator sees it', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const member = await person('Marco', 'Member');
    const group = await createGroup(organizer, { name: `Dawn Patrol Runners ${uniqueTag()}`, sportType: 'running', isPrivate: true });
    await joinGroup(member, group.id);
    await setMemberStatus(organizer, group.id, member.id, 'active');

    const m = await open(member);
    const asMember = new GroupDetail(m.page);
    await asMember.goto(group.id, group.name);
    const discussion = asMember.discussion();
    await discussion.waitFor();
    await m.page.getByRole('heading', { name: 'No posts yet' }).waitFor();
    await discussion.getByRole('button', { name: 'Post' }).click();
    await discussion.getByText('Post cannot be empty').waitFor();
    await asMember.post('Who is in for Saturday 6:30? I can bring water.');
    await toast(m.page, 'Post created!');
    await discussion.getByText('Who is in for Saturday 6:30? I can bring water.').waitFor();
    await m.page.getByText('Member', { exact: true }).first().waitFor();
    await shoot(m.page, 'group-detail-member');
    expect(m.consoleErrors).toEqual([]);

    const o = await open(organizer);
    await new GroupDetail(o.page).goto(group.id, group.name);
    await o.page.getByText('Who is in for Saturday 6:30? I can bring water.').waitFor();
    await o.page.getByRole('link', { name: 'Manage Members' }).waitFor();
    await o.page.getByRole('link', { name: 'View All 2 Members' }).waitFor();
    await shoot(o.page, 'group-detail-creator');
  });

  it('deletes a group from its detail screen and returns to My Groups', async ({ open }) => {
    const owner = await person('Olivia', 'Owner');
    const doomed = await createGroup(owner, { name: `Short-lived Club ${uniqueTag()}`, sportType: 'tennis' });
    const { page, consoleErrors } = await open(owner);
    const detail = new GroupDetail(page);
    await detail.goto(doomed.id, doomed.name);
    await page.getByRole('button', { name: `Delete ${doomed.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Delete group? It has no upcoming events.' }).waitFor();
    await confirm.getByRole('button', { name: 'Delete Group' }).click();
    await toast(page, 'Group Deleted');
    await page.waitForURL((url) => url.pathname === '/organizer/groups');
    await page.getByRole('heading', { name: 'No groups yet' }).waitFor();
    await page.goto(`/groups/${doomed.id}`);
    await detail.notFound().waitFor();
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('denies a non-creator on /manage and shows not-found texts', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const member = await person('Marco', 'Member');
    const group = await createGroup(organizer, { name: `Riverside Kickers ${uniqueTag()}` });
    await joinGroup(member, group.id);
    const { page } = await open(member);
    const manage = new ManageMembers(page);
    await manage.goto(group.id);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to manage members for this group.").waitFor();
    await shoot(page, 'group-manage-denied');

    await page.goto('/groups/no-such-group');
    await page.getByRole('heading', { name: 'Group not found' }).waitFor();
    await shoot(page, 'group-not-found');
    await manage.goto('no-such-group');
    await page.getByRole('heading', { name: 'Group Not Found' }).waitFor();
  });
});
