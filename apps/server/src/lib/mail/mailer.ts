/**
 * Kickoff's mail: one interface for every message the app sends (email verification codes today; the notification
 * mail of issue 15 next). SMTP when SMTP_URL is set (`smtp-mailer.ts`), otherwise mail is off and callers say so.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of notification mail). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False when no mail can be sent (SMTP_URL unset): callers show that instead of promising a message. */
  readonly enabled: boolean;
  /** Sends one message; rejects when the server did not take it (callers answer 503). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export class MailOffError extends Error {
  constructor() {
    super('mail is not configured (SMTP_URL)');
  }
}

/** SMTP_URL unset: nothing can be sent. */
export const mailOff: Mailer = {
  enabled: false,
  send: () => Promise.reject(new MailOffError()),
  close: async () => undefined,
};
