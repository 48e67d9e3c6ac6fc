/** Manage Participants (/events/:id/participants): Registered and Waitlisted tabs with their row actions. */
import type { Page } from 'playwright-core';

export class ManageParticipants {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Manage Participants' });
  readonly tab = (name: string) => this.page.getByRole('tab', { name });
  readonly registered = () => this.page.getByRole('tabpanel', { name: /Registered/ });
  readonly waitlisted = () => this.page.getByRole('tabpanel', { name: /Waitlisted/ });
  readonly waitlistButton = (name: string) => this.registered().getByRole('button', { name: `Waitlist ${name}` });
  readonly activateButton = (name: string) => this.waitlisted().getByRole('button', { name: `Activate ${name}` });
  readonly removeButton = (name: string) => this.page.getByRole('tabpanel').getByRole('button', { name: `Remove ${name}` });
  /** "Let in" a chosen waitlisted party on a full game (issue 26), and its confirmation. */
  readonly letInButton = (name: string) => this.waitlisted().getByRole('button', { name: `Let in ${name}` });
  readonly letInConfirmation = (name: string) => this.page.getByRole('alertdialog', { name: `Let in ${name}?` });
  /** Moving a party to the waitlist while others wait asks what happens to its places. */
  readonly waitlistConfirmation = (name: string) => this.page.getByRole('alertdialog', { name: `Move ${name} to the waitlist?` });
  readonly removeConfirmation = (name: string) => this.page.getByRole('alertdialog', { name: `Remove ${name}?` });

  async goto(eventId: string) {
    await this.page.goto(`/events/${eventId}/participants`);
  }
}
