/** A group's detail screen (/groups/:id): heading, membership actions, the discussion, the creator's links. */
import type { Page } from 'playwright-core';

export class GroupDetail {
  constructor(readonly page: Page) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });
  readonly about = () => this.page.getByRole('heading', { name: 'About this group' });
  readonly discussion = () => this.page.getByRole('region', { name: 'Group Discussion' });
  readonly joinButton = () => this.page.getByRole('button', { name: 'Join Group' }).first();
  readonly notFound = () => this.page.getByRole('heading', { level: 1, name: 'Group not found' });

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

  /** Leaves through the confirmation. */
  async leave() {
    await this.page.getByRole('button', { name: 'Leave Group' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Leave Group' }).click();
  }
}
