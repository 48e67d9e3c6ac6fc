/**
 * The group discussion after a post is written (issue 19): a double click posts once; the author edits (the post
 * says "edited") and deletes through a confirmation; the group's creator deletes anyone's post; another member sees
 * neither button on someone else's post. Each test makes its own people and group.
 */
import { describe, expect } from 'vitest';
import { api, type ApiUser } from './support/session';
import { createGroup, joinGroup, person, uniqueTag } from './support/fixtures';
import { GroupDetail } from './support/pages/group-detail';
import { it } from './support/test';
import { expectAccessible, screenshotViewport, shoot, toast } from './support/ui';

const postsOf = async (user: ApiUser, groupId: string) =>
  (await api<{ items: { content: string; editedAt: string | null }[] }>(user, 'GET', `/api/groups/${groupId}/posts`)).items;

describe('groups: posts', { timeout: 240_000 }, () => {
  it('a double click on Post posts once; the author edits and deletes their post', async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, member] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi')]);
    const group = await createGroup(organizer, { name: `Harbor Hoopers ${tag}`, sportType: 'basketball' });
    await joinGroup(member, group.id);
    for (const width of [1280, 390]) {
      const { page, consoleErrors } = await open(member, width);
      const detail = new GroupDetail(page);
      await detail.goto(group.id, group.name);
      const text = `Who is in for Saturday? (${width})`;
      await detail.discussion().getByLabel('Share something with the group').fill(text);
      await detail.discussion().getByRole('button', { name: 'Post', exact: true }).dblclick();
      await detail.postItem(text).waitFor();
      expect((await postsOf(organizer, group.id)).filter((p) => p.content === text)).toHaveLength(1);

      const edited = `Who is in for Sunday? (${width})`;
      await detail.editPost(text, edited);
      await toast(page, 'Post updated');
      await detail.postItem(edited).getByText('(edited)').waitFor();
      if (width === 1280) await shoot(page, 'posts-edited');
      expect((await postsOf(organizer, group.id)).find((p) => p.content === edited)?.editedAt).toBeTruthy();

      await detail.postItem(edited).getByRole('button', { name: /^Delete post by/ }).click();
      await page.getByRole('alertdialog', { name: 'Delete this post?' }).waitFor();
      await expectAccessible(page);
      await screenshotViewport(page, `posts-delete-confirm-${width}`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
      await detail.deletePost(edited);
      await toast(page, 'Post deleted');
      await detail.postItem(edited).waitFor({ state: 'detached' });
      expect((await postsOf(organizer, group.id)).some((p) => p.content === edited)).toBe(false);
      expect(consoleErrors).toEqual([]);
    }
  });

  it("the group's creator deletes a member's post; another member can neither edit nor delete it", async ({ open }) => {
    const tag = uniqueTag();
    const [organizer, member, other] = await Promise.all([person('Olivia', 'Okafor'), person('Marco', 'Rossi'), person('Bea', 'Berg')]);
    const group = await createGroup(organizer, { name: `Eastside Futsal ${tag}` });
    for (const p of [member, other]) await joinGroup(p, group.id);
    const text = `Selling my old boots ${tag}`;
    await api(member, 'POST', `/api/groups/${group.id}/posts`, { content: text });

    {
      const { page } = await open(other, 390);
      const detail = new GroupDetail(page);
      await detail.goto(group.id, group.name);
      await detail.postItem(text).waitFor();
      expect(await detail.postItem(text).getByRole('button', { name: /edit|delete/i }).count()).toBe(0);
    }

    const { page, consoleErrors } = await open(organizer);
    const detail = new GroupDetail(page);
    await detail.goto(group.id, group.name);
    expect(await detail.postItem(text).getByRole('button', { name: 'Edit your post' }).count()).toBe(0);
    await detail.deletePost(text);
    await toast(page, 'Post deleted');
    expect((await postsOf(organizer, group.id)).some((p) => p.content === text)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});
