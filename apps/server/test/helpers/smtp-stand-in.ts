/**
 * A local SMTP server (the `smtp-server` package) standing in for the mail provider: it speaks real SMTP (EHLO, AUTH
 * PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA) and keeps every message it receives, so tests read the real mail Kickoff sent.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body, as sent). */
  raw: string;
  subject: string;
  /** The 6-digit code in the subject, if any. */
  code: string | null;
}

export interface SmtpStandIn {
  url: string;
  mails: ReceivedMail[];
  /** Mails to an address, oldest first. */
  to(address: string): ReceivedMail[];
  /** Waits for the next mail to an address after `count` already seen. */
  next(address: string, count?: number): Promise<ReceivedMail>;
  /** Refuse every message with this SMTP code from now on (null: accept again). */
  refuse(code: number | null): void;
  close(): Promise<void>;
}

export async function startSmtpStandIn(options: { user?: string; pass?: string } = {}): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: !options.user,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: refusal });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject,
          code: /\b(\d{6})\b/.exec(subject)?.[1] ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = options.user ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.pass ?? '')}@` : '';
  const to = (address: string) => mails.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    mails,
    to,
    async next(address, count = to(address).length) {
      // Up to 15 s: delivery goes through the job queue, slow on a loaded machine; a mail that came returns at once.
      for (let i = 0; i < 600; i++) {
        const list = to(address);
        if (list.length > count) return list[count]!;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${address}`);
    },
    refuse(code) {
      refusal = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
