/** Create Community Group (/create-group) and the Edit Group dialog. */
import type { Locator, Page } from 'playwright-core';

export interface GroupFormInput {
  name?: string;
  sport?: string;
  description?: string;
  location?: string;
  isPrivate?: boolean;
  image?: { name: string; buffer: Buffer };
}

export class GroupForm {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Create Community Group' });
  readonly submitButton = () => this.page.getByRole('button', { name: 'Create Group' });
  readonly nameInput = () => this.page.getByLabel('Group Name');

  async goto() {
    await this.page.goto('/create-group');
    await this.heading().waitFor();
  }

  async fill(input: GroupFormInput) {
    const { page } = this;
    if (input.name !== undefined) await this.nameInput().fill(input.name);
    if (input.sport !== undefined) await page.getByLabel('Sport').selectOption(input.sport);
    if (input.description !== undefined) await page.getByLabel('Description').fill(input.description);
    if (input.location !== undefined) await page.getByLabel('Location').fill(input.location);
    if (input.isPrivate) await page.getByRole('switch', { name: 'Private Group' }).click();
    if (input.image) {
      await page.locator('#create-group-image').setInputFiles({ name: input.image.name, mimeType: 'image/png', buffer: input.image.buffer });
      await page.getByRole('img', { name: 'Selected group image' }).waitFor();
    }
  }

  async submit() {
    await this.submitButton().click();
  }
}

export class EditGroupDialog {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Edit Group' });
  }

  readonly field = (label: string) => this.dialog.getByLabel(label);

  async save() {
    await this.dialog.getByRole('button', { name: 'Save Changes' }).click();
  }
}
