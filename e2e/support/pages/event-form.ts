/** Organize Your Own Event (/create-event) and the Edit Event dialog. */
import type { Locator, Page } from 'playwright-core';

export interface EventFormInput {
  title?: string;
  sport?: string;
  description?: string;
  dateTime?: string;
  location?: string;
  capacity?: string;
  price?: string;
  groupId?: string;
  equipment?: string;
  coHosts?: string[];
  image?: { name: string; buffer: Buffer };
}

export class EventForm {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Organize Your Own Event' });
  readonly titleInput = () => this.page.getByLabel('Event title');
  readonly submitButton = () => this.page.getByRole('button', { name: 'Create Event' });
  readonly coHost = (name: string) => this.page.getByRole('group', { name: 'Co-hosts (optional)' }).getByRole('checkbox', { name });

  /** Opens the form and waits until the group list offers `groupName`. */
  async goto(groupName: string) {
    await this.page.goto('/create-event');
    await this.heading().waitFor();
    await this.page.getByRole('option', { name: groupName }).waitFor({ state: 'attached' });
  }

  async fill(input: EventFormInput) {
    const { page } = this;
    if (input.title !== undefined) await this.titleInput().fill(input.title);
    if (input.sport !== undefined) await page.getByLabel('Sport', { exact: true }).selectOption(input.sport);
    if (input.description !== undefined) await page.getByLabel('Description (optional)').fill(input.description);
    if (input.dateTime !== undefined) await page.getByLabel('Date and time').fill(input.dateTime);
    if (input.location !== undefined) await page.getByLabel('Location').fill(input.location);
    if (input.capacity !== undefined) await page.getByLabel('Capacity').fill(input.capacity);
    if (input.price !== undefined) await page.getByLabel('Price (USD)').fill(input.price);
    if (input.groupId !== undefined) await page.getByLabel('Group', { exact: true }).selectOption(input.groupId);
    for (const name of input.coHosts ?? []) await this.coHost(name).check();
    if (input.equipment !== undefined) await page.getByLabel('Equipment required (optional)').fill(input.equipment);
    if (input.image) {
      await page.getByLabel('Event image').setInputFiles({ name: input.image.name, mimeType: 'image/png', buffer: input.image.buffer });
      await page.getByRole('img', { name: 'Event image preview' }).waitFor();
    }
  }

  /** Turns on a weekly series on the given day chips ("Tue", "Thu"). */
  async makeRecurring(days: string[]) {
    await this.page.getByRole('switch', { name: 'Recurring event' }).click();
    await this.page.getByRole('group', { name: 'On these days' }).waitFor();
    for (const day of days) await this.page.getByText(day, { exact: true }).click();
  }

  async submit() {
    await this.submitButton().click();
  }
}

export class EditEventDialog {
  readonly dialog: Locator;
  /** `Edit the Copy` right after Copy (issue 19). */
  constructor(readonly page: Page, name: 'Edit Event' | 'Edit the Copy' = 'Edit Event') {
    this.dialog = page.getByRole('dialog', { name });
  }

  readonly titleInput = () => this.dialog.getByLabel('Event title');
  readonly dateTimeInput = () => this.dialog.getByLabel('Date and time');
  readonly priceInput = () => this.dialog.getByLabel('Price (USD)');
  /** An occurrence of a series: "This event" or "This and all following events". */
  readonly scope = (label: 'This event' | 'This and all following events') => this.dialog.getByRole('radio', { name: label });
  readonly updateButton = () => this.dialog.getByRole('button', { name: 'Update Event' });
}
