/** The member and organizer dashboards: greeting, stat cards, sections. */
import type { Page } from 'playwright-core';

export class Dashboard {
  constructor(readonly page: Page) {}

  readonly region = (name: string) => this.page.getByRole('region', { name });
  /** The cards of a section ("My Events", "Popular Communities", ...). */
  readonly cards = (section: string) => this.region(section).getByRole('article');
  readonly memberWelcome = (firstName: string) => this.page.getByRole('heading', { name: `Welcome member dashboard ${firstName}` });
  readonly organizerWelcome = (firstName: string | RegExp) =>
    this.page.getByRole('heading', { name: typeof firstName === 'string' ? `Welcome to organizer dashboard ${firstName}` : firstName });

  async goto(role: 'member' | 'organizer' | null) {
    await this.page.goto(role ? `/${role}/dashboard` : '/dashboard');
  }

  /** The number on a stat card, read by its label within the list (`Your stats`, `Your activity`, `What you run`). */
  async statValue(list: string, label: string): Promise<number> {
    const item = this.page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label });
    await item.getByTestId('stat-value').filter({ hasText: /^\d+$/ }).waitFor();
    return Number(await item.getByTestId('stat-value').textContent());
  }
}
