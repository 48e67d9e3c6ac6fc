/** An event's detail screen (/events/:id): the participation panel with its join dialog, co-hosts, comments. */
import type { Page } from 'playwright-core';

export class EventDetail {
  constructor(readonly page: Page) {}

  readonly heading = (title: string) => this.page.getByRole('heading', { level: 1, name: title });
  /** "Your participation": join, leave, waitlist states and the hosts' link to Manage Participants. */
  readonly participation = () => this.page.getByRole('region', { name: 'Your participation' });
  readonly joinDialog = (name: 'Join Event' | 'Join Waitlist' = 'Join Event') => this.page.getByRole('dialog', { name });
  readonly coHosts = () => this.page.getByRole('region', { name: 'Co-hosts' });
  readonly participants = (name: string) => this.page.getByRole('region', { name });
  readonly commentBox = () => this.page.getByLabel('Add a comment');
  readonly postCommentButton = () => this.page.getByRole('button', { name: 'Post Comment' });

  async goto(id: string) {
    await this.page.goto(`/events/${id}`);
  }

  /** Waits for the event's title and for its comments to load (their skeleton is not for an accessibility check). */
  async loaded(title: string) {
    await this.heading(title).waitFor();
    await this.page.getByLabel('Loading comments').waitFor({ state: 'detached' });
  }

  /** Opens the join dialog from the participation panel (the page's Join button where there is no panel). */
  async openJoin(name: 'Join Event' | 'Join Waitlist' = 'Join Event') {
    await this.participation().getByRole('button', { name }).click();
    return this.joinDialog(name);
  }

  /** Sets the guests in the open join dialog and waits for the party size it states. */
  async setGuests(guests: number) {
    const dialog = this.joinDialog();
    await dialog.getByLabel('Guests').fill(String(guests));
    await dialog.getByText(`${guests + 1} places for your party`).waitFor();
  }

  async confirmJoin(name: 'Join Event' | 'Join Waitlist' = 'Join Event') {
    await this.joinDialog(name).getByRole('button', { name }).click();
  }

  async comment(text: string) {
    await this.commentBox().fill(text);
    await this.postCommentButton().click();
  }

  /** Replies to the comment of `author` ("First Last"). */
  async reply(author: string, text: string) {
    await this.page.getByRole('button', { name: `Reply to ${author}` }).click();
    await this.page.getByRole('textbox', { name: `Reply to ${author}` }).fill(text);
    await this.page.getByRole('button', { name: 'Post Reply' }).click();
  }

  readonly replies = (author: string) => this.page.getByRole('list', { name: `Replies to ${author}` });

  /** The confirmation every destructive action opens (issue 19), by its title. */
  readonly confirmation = (title: string) => this.page.getByRole('alertdialog', { name: title });

  /** Leaves the event (or its waitlist) through the confirmation. */
  async leave(kind: 'Leave Event' | 'Leave Waitlist' = 'Leave Event') {
    await this.participation().getByRole('button', { name: kind }).click();
    const confirm = this.confirmation(kind === 'Leave Event' ? 'Leave this event?' : 'Leave the waitlist?');
    await confirm.getByRole('button', { name: kind }).click();
    await confirm.waitFor({ state: 'detached' });
  }

  /** The banner of a cancelled event, with its reason. */
  readonly cancelledBanner = () => this.page.getByRole('status').filter({ hasText: 'This event has been cancelled' });

  /** The Delete button of a comment (or reply) by `author`. */
  readonly deleteCommentButton = (author: string, kind: 'comment' | 'reply' = 'comment') =>
    this.page.getByRole('button', { name: `Delete ${kind} by ${author}` });
}
