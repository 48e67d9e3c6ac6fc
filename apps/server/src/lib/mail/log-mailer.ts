/**
 * The development mailer (issue 33, point 3): with no SMTP_URL outside production, each message's recipient, subject
 * and text (a verification code included) go to the server log at info level, as the SMS sender logs sign-in codes,
 * so `npm start` with nothing configured can still prove an address.
 */
import type { Mailer, MailMessage } from './mailer';

export interface InfoLog {
  info(obj: object, msg: string): void;
}

export class LogMailer implements Mailer {
  readonly enabled = true;
  constructor(private readonly log: InfoLog) {}
  async send(message: MailMessage): Promise<void> {
    this.log.info({ to: message.to, subject: message.subject }, `[dev mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
  async close(): Promise<void> {}
}
