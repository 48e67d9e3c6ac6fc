/** Sends mail through an SMTP server (SMTP_URL) with nodemailer: pooled connections, short timeouts. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';
import { traced } from '../tracing';

export class SmtpMailer implements Mailer {
  readonly enabled = true;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      // A slow or silent mail server must not hold a request for long: the caller answers 503 and the user retries.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  /** One span per message when tracing is on (lib/tracing); no address or subject in it. */
  async send(message: MailMessage): Promise<void> {
    await traced('mail.send', { 'kickoff.mail.provider': 'smtp' }, () => this.sendNow(message));
  }

  private async sendNow(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
