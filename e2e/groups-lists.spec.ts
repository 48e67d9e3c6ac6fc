/**
 * Groups in the browser, the lists and the form: the empty lists with their next action, Discover's paging and sport
 * filter, creating a private group with an image in the UI, editing from a My Groups card and what a delete takes
 * with it, and a member joining a public group and asking to join a private one from Discover.
 * Each test makes its own people and groups through the API (support/fixtures).
 */
import { describe, expect } from 'vitest';
import { createdGroup, createEvent, createGroup, futureIso, person, uniqueTag } from './support/fixtures';
import { makePng } from './support/png';
import { DiscoverGroups } from './support/pages/discover';
import { GroupDetail } from './support/pages/group-detail';
import { EditGroupDialog, GroupForm } from './support/pages/group-form';
import { MyGroups } from './support/pages/my-lists';
import { it } from './support/test';
import { shoot, toast } from './support/ui';

// Generous limits: the browser tests share two cores with the rest of the suite.
describe('groups: lists, Discover and the form', { timeout: 240_000 }, () => {
  it('shows the empty lists with their next action', async ({ open }) => {
    const fresh = await person('Fay', 'Fresh');
    const { page, consoleErrors } = await open(fresh);
    const mine = new MyGroups(page);
    await mine.goto('organizer');
    await page.getByRole('heading', { name: 'No groups yet' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Group' }).count()).toBeGreaterThan(0);
    await shoot(page, 'groups-organizer-empty');

    await mine.goto('member');
    await page.getByRole('heading', { name: 'No joined groups' }).waitFor();
    await shoot(page, 'groups-member-empty');
    await page.getByRole('button', { name: 'Discover Groups' }).click();
    const discover = new DiscoverGroups(page);
    await discover.heading().waitFor();
    await discover.search(`nothing-matches-${uniqueTag()}`);
    await page.getByRole('heading', { name: 'No groups match your search' }).waitFor();
    await shoot(page, 'groups-discover-empty');
    expect(consoleErrors).toEqual([]);
  });

  it('pages Discover with Load more and filters by sport', async ({ open }) => {
    const owner = await person('Owen', 'Owner');
    const member = await person('Marco', 'Member');
    const tag = `pg${uniqueTag()}`;
    for (let i = 1; i <= 13; i++) await createGroup(owner, { name: `Club ${tag} ${i}`, sportType: i === 13 ? 'tennis' : 'yoga' });
    const { page, consoleErrors } = await open(member);
    const discover = new DiscoverGroups(page);
    await discover.goto(`q=${tag}`);
    await discover.loadMore().waitFor();
    await expect.poll(() => discover.cards().count()).toBe(12);
    await discover.loadMore().click();
    await discover.loadMore().waitFor({ state: 'detached' });
    await expect.poll(() => discover.cards().count()).toBe(13);
    await discover.filterBySport('tennis');
    await discover.card(`Club ${tag} 13`).waitFor();
    await expect.poll(() => discover.cards().count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('creates a private group with an image in the UI and lists it in My Groups', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const existing = await createGroup(organizer, { name: `Riverside Kickers ${uniqueTag()}` });
    const privateName = `Dawn Patrol Runners ${uniqueTag()}`;
    const { page, consoleErrors } = await open(organizer);
    const form = new GroupForm(page);
    await form.goto();
    await page.getByText('recommended 400x400px, max 5MB').waitFor();
    await form.submit();
    await page.getByText('Group name is required').waitFor();
    await page.getByText('Sport type is required').waitFor();
    await toast(page, 'Please fill in all required fields (Group Name and Sport)');
    expect(await form.nameInput().evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await shoot(page, 'create-group-errors');

    await form.fill({
      name: privateName,
      sport: 'running',
      description: 'Sunrise runs along the lake, 5 to 10 km at a chatty pace. Coffee after.',
      location: 'Lady Bird Lake, Austin',
      isPrivate: true,
      image: { name: 'runners.png', buffer: makePng(400, [37, 99, 235]) },
    });
    await shoot(page, 'create-group-filled');
    await form.submit();
    await toast(page, 'Group created successfully!');
    // The new group opens (issue 26).
    await page.waitForURL((url) => /^\/groups\/[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: privateName }).waitFor();
    // Creating a group makes the active role organizer: /groups shows My Groups.
    await page.goto('/groups');
    const mine = new MyGroups(page);
    await mine.heading('organizer').waitFor();
    const card = mine.card(privateName);
    await card.waitFor();
    await card.getByText('Private').waitFor();
    expect(await card.locator('img').count()).toBe(1);
    await mine.card(existing.name).waitFor();
    await shoot(page, 'groups-organizer');

    const stored = await createdGroup<{ id: string; name: string; isPrivate: boolean; imageUrl: string | null }>(organizer, privateName);
    expect(stored.isPrivate).toBe(true);
    expect(stored.imageUrl).toBeTruthy();
    expect(consoleErrors).toEqual([]);
  });

  it('edits from the card and states what a delete takes with it', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const group = await createGroup(organizer, { name: `Riverside Kickers ${uniqueTag()}`, location: 'Austin, TX' });
    for (const days of [3, 10]) await createEvent(organizer, group.id, { dateTime: futureIso(days, 18) });
    const { page } = await open(organizer);
    const mine = new MyGroups(page);
    await mine.goto('organizer');
    await mine.editButton(group.name).click();
    const edit = new EditGroupDialog(page);
    await edit.dialog.waitFor();
    expect(await edit.field('Group Name').inputValue()).toBe(group.name);
    await edit.field('Location').fill('Austin, TX · Riverside Park');
    await shoot(page, 'edit-group-dialog');
    await edit.save();
    await toast(page, 'Group Updated');
    await mine.card(group.name).getByText('Austin, TX · Riverside Park').waitFor();

    await mine.deleteButton(group.name).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Delete group and its 2 upcoming events?' }).waitFor();
    await shoot(page, 'delete-group-dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
  });

  it('lets a member join a public group and ask to join a private one from Discover', async ({ open }) => {
    const organizer = await person('Olivia', 'Organizer');
    const member = await person('Marco', 'Member');
    const tag = uniqueTag();
    const pub = await createGroup(organizer, { name: `Riverside Kickers ${tag}`, description: 'Weekly pickup soccer by the river.' });
    const priv = await createGroup(organizer, {
      name: `Dawn Patrol Runners ${tag}`,
      sportType: 'running',
      description: 'Sunrise runs along the lake, 5 to 10 km at a chatty pace.',
      isPrivate: true,
    });
    const { page, consoleErrors } = await open(member);
    const discover = new DiscoverGroups(page);
    await discover.goto();
    await discover.search(tag);
    await discover.card(pub.name).waitFor();
    await discover.card(priv.name).waitFor();
    await shoot(page, 'groups-discover');

    await discover.join(pub.name);
    await toast(page, 'Group Joined!');
    await discover.card(pub.name).getByText('Member', { exact: true }).waitFor();

    await discover.askToJoin(priv.name);
    await discover.card(priv.name).getByText('Requested').waitFor();

    const detail = new GroupDetail(page);
    await detail.goto(priv.id, priv.name);
    await page.getByText("Request sent: waiting for the organizer's approval").waitFor();
    expect(await detail.discussion().count()).toBe(0);
    await detail.about().waitFor();
    await shoot(page, 'group-detail-waiting');

    const mine = new MyGroups(page);
    await mine.goto('member');
    await mine.card(pub.name).waitFor();
    await shoot(page, 'groups-member');
    expect(consoleErrors).toEqual([]);
  });
});
