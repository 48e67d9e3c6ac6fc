/**
 * The creator's member screens: Manage Members (/groups/:id/manage: Waiting and Active tabs) and Members
 * (/groups/:id/members: block with a reason, the blocked list, add by email).
 */
import type { Page } from 'playwright-core';

export class ManageMembers {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Manage Members' });
  readonly tab = (name: string, options: { selected?: boolean } = {}) => this.page.getByRole('tab', { name, ...options });
  readonly waiting = () => this.page.getByRole('tabpanel', { name: /Waiting/ });
  readonly active = () => this.page.getByRole('tabpanel', { name: /Active/ });
  /** A row action of the active list: "Make Admin", "Remove Admin", "Move to Waiting". */
  readonly activeAction = (action: string, name: string) => this.active().getByRole('button', { name: `${action}: ${name}` });

  async goto(groupId: string) {
    await this.page.goto(`/groups/${groupId}/manage`);
  }

  async approve(name: string) {
    await this.waiting().getByRole('button', { name: `Approve ${name}` }).click();
  }
}

export class GroupMembers {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Members' });
  readonly noBlocked = () => this.page.getByRole('heading', { name: 'No blocked members' });
  readonly blocked = () => this.page.getByRole('region', { name: /Blocked Members/ });
  readonly active = () => this.page.getByRole('region', { name: /Active Members/ });
  readonly searchButton = () => this.page.getByRole('button', { name: 'Search' });

  async goto(groupId: string) {
    await this.page.goto(`/groups/${groupId}/members`);
    await this.heading().waitFor();
  }

  /** Blocks through the confirmation, with an optional reason. */
  async block(name: string, reason?: string) {
    await this.page.getByRole('button', { name: `Block ${name}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    if (reason) await confirm.getByLabel('Reason (optional)').fill(reason);
    await confirm.getByRole('button', { name: 'Block Member' }).click();
  }

  async unblock(name: string) {
    await this.blocked().getByRole('button', { name: `Unblock ${name}` }).click();
  }

  /** Finds a user by their full email and invites them (issue 18: they accept or decline). */
  async inviteByEmail(email: string, name: string) {
    await this.page.getByLabel('Email address').fill(email);
    await this.searchButton().click();
    await this.page.getByRole('button', { name: `Invite ${name}` }).click();
  }
}
