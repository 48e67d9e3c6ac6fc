/** Discover Groups (/groups?view=discover) and Discover Events (/events): search, filter, cards. */
import type { Page } from 'playwright-core';

export class DiscoverGroups {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Discover Groups' });
  readonly cards = () => this.page.getByRole('article');
  readonly card = (name: string) => this.page.getByRole('article', { name });
  readonly loadMore = () => this.page.getByRole('button', { name: 'Load more' });

  async goto(query = '') {
    await this.page.goto(`/groups?view=discover${query ? `&${query}` : ''}`);
    await this.heading().waitFor();
  }

  async search(text: string) {
    await this.page.getByLabel('Search groups').fill(text);
  }

  async filterBySport(sport: string) {
    await this.page.getByLabel('Sport').selectOption(sport);
    await this.page.waitForURL((url) => url.searchParams.get('sport') === sport);
  }

  /** Joins a public group from its card; the card then says Member. */
  async join(name: string) {
    await this.card(name).getByRole('button', { name: `Join ${name}` }).click();
  }

  /**
   * Asks to join a private group from its card: the group page's request dialog (issue 26), with an optional message
   * to the organizer. The card then says Requested.
   */
  async askToJoin(name: string, message?: string) {
    await this.card(name).getByRole('button', { name: `Ask to Join ${name}` }).click();
    const dialog = this.requestDialog(name);
    if (message) await dialog.getByLabel('Message to the organizer (optional)').fill(message);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  readonly requestDialog = (name: string) => this.page.getByRole('dialog', { name: `Ask to join ${name}` });
}

export class DiscoverEvents {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Discover Events' });
  readonly card = (title: string) => this.page.getByRole('article', { name: title });

  async goto(query = '') {
    await this.page.goto(`/events${query ? `?${query}` : ''}`);
    await this.heading().waitFor();
  }

  async search(text: string) {
    await this.page.getByLabel('Search').fill(text);
  }

  /** Follows a card's Join Event link to the event's detail screen. */
  async openToJoin(title: string) {
    await this.card(title).getByRole('link', { name: /Join Event/ }).click();
  }
}
