/** The user's own lists: My Groups / My Joined Groups and My Events / My Joined Events, with the cards' actions. */
import type { Page } from 'playwright-core';

type Role = 'organizer' | 'member';

export class MyGroups {
  constructor(readonly page: Page) {}

  readonly heading = (role: Role) =>
    this.page.getByRole('heading', { level: 1, name: role === 'organizer' ? 'My Groups' : 'My Joined Groups' });
  readonly card = (name: string) => this.page.getByRole('article', { name });
  readonly editButton = (name: string) => this.card(name).getByRole('button', { name: `Edit ${name}` });
  readonly deleteButton = (name: string) => this.card(name).getByRole('button', { name: `Delete ${name}` });

  async goto(role: Role) {
    await this.page.goto(`/${role}/groups`);
    await this.heading(role).waitFor();
  }
}

export class MyEvents {
  constructor(readonly page: Page) {}

  readonly heading = (role: Role) =>
    this.page.getByRole('heading', { level: 1, name: role === 'organizer' ? 'My Events' : 'My Joined Events' });
  readonly cards = (title: string) => this.page.getByRole('article', { name: title });
  readonly card = (title: string) => this.cards(title).first();
  /** The card linking to one event, where several share a title (a copy). */
  readonly cardOf = (eventId: string) => this.page.locator('article', { has: this.page.locator(`a[href="/events/${eventId}"]`) });
  readonly action = (title: string, action: 'Edit' | 'Copy' | 'Delete') =>
    this.card(title).getByRole('button', { name: `${action} ${title}` });
  /** The Upcoming / Past sections of the list (issue 18). */
  readonly section = (name: 'Upcoming' | 'Past') => this.page.getByRole('tab', { name });
  readonly shownPanel = () => this.page.getByRole('tabpanel', { name: /^(Upcoming|Past)$/ });
  /** One section's panel: after a switch the other one may still be shown until the new section's page arrives. */
  readonly panel = (name: 'Upcoming' | 'Past') => this.page.getByRole('tabpanel', { name, exact: true });
  /** The titles of the cards of the section shown, in their order. */
  async titles(section?: 'Upcoming' | 'Past'): Promise<string[]> {
    return (section ? this.panel(section) : this.shownPanel()).getByRole('article').locator('h2, h3').allTextContents();
  }

  async goto(role: Role) {
    await this.page.goto(`/${role}/events`);
    await this.heading(role).waitFor();
  }
}
