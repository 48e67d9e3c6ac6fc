/** A group's detail screen (/groups/:id): heading, membership actions, the discussion, the creator's links. */
import type { Page } from 'playwright-core';

export class GroupDetail {
  constructor(readonly page: Page) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });
  readonly about = () => this.page.getByRole('heading', { name: 'About this group' });
  readonly discussion = () => this.page.getByRole('region', { name: 'Group Discussion' });
  readonly joinButton = () => this.page.getByRole('button', { name: 'Join Group' }).first();
  readonly notFound = () => this.page.getByRole('heading', { level: 1, name: 'Group not found' });

  /** The group's games (issue 18): upcoming soonest first, Past apart, closed until opened. */
  readonly eventList = (name: 'Upcoming events' | 'Past events') => this.page.getByRole('list', { name, exact: true });
  readonly pastEvents = () => this.page.locator('summary', { hasText: 'Past events' });
  /** The event titles of one list, in their order. */
  async eventTitles(name: 'Upcoming events' | 'Past events'): Promise<string[]> {
    return this.eventList(name).getByRole('link').locator('span.font-semibold').allTextContents();
  }

  /** Opens the group and waits for its name. */
  async goto(id: string, name: string) {
    await this.page.goto(`/groups/${id}`);
    await this.heading(name).waitFor();
  }

  /** Writes a post in the discussion. */
  async post(text: string) {
    const discussion = this.discussion();
    await discussion.getByLabel('Share something with the group').fill(text);
    await discussion.getByRole('button', { name: 'Post' }).click();
  }

  /** A post of the discussion, by its text. */
  readonly postItem = (text: string) => this.discussion().getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: text });

  /** The author changes a post's text in place. */
  async editPost(text: string, next: string) {
    await this.postItem(text).getByRole('button', { name: 'Edit your post' }).click();
    const box = this.discussion().getByRole('textbox', { name: 'Edit your post' });
    await box.fill(next);
    await this.discussion().getByRole('button', { name: 'Save' }).click();
    await box.waitFor({ state: 'detached' });
  }

  /** Deletes a post through the confirmation. */
  async deletePost(text: string) {
    await this.postItem(text).getByRole('button', { name: /^Delete post by/ }).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Delete this post?' });
    await confirm.getByRole('button', { name: 'Delete Post' }).click();
    await confirm.waitFor({ state: 'detached' });
  }

  /** Leaves through the confirmation. */
  async leave() {
    await this.page.getByRole('button', { name: 'Leave Group' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Leave Group' }).click();
  }
}
