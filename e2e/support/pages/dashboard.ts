/** The member and organizer dashboards: greeting, stat cards, the organizer's tools, sections. */
import type { Page } from 'playwright-core';

export class Dashboard {
  constructor(readonly page: Page) {}

  readonly region = (name: string) => this.page.getByRole('region', { name });
  /** The cards of a section ("Your Upcoming Events", "Popular Communities", ...). */
  readonly cards = (section: string) => this.region(section).getByRole('article');
  /** The one greeting of the dashboard (issue 18): the role's welcome heads the page. */
  readonly memberWelcome = (firstName: string) => this.page.getByRole('heading', { level: 1, name: `Welcome member dashboard ${firstName}` });
  readonly organizerWelcome = (firstName: string | RegExp) =>
    this.page.getByRole('heading', { level: 1, name: typeof firstName === 'string' ? `Welcome to organizer dashboard ${firstName}` : firstName });
  readonly tools = () => this.region('Your tools');
  readonly joinRequests = () => this.tools().getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: /^Join requests/ }) });

  async goto(role: 'member' | 'organizer' | null) {
    await this.page.goto(role ? `/${role}/dashboard` : '/dashboard');
  }

  /** The number on a stat card, read by its label within the list ("Your stats"). */
  async statValue(list: string, label: string): Promise<number> {
    const item = this.page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label });
    await item.getByTestId('stat-value').filter({ hasText: /^\d+$/ }).waitFor();
    return Number(await item.getByTestId('stat-value').textContent());
  }
}
