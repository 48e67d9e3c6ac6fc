/**
 * A local SMTP server standing in for the mail provider of the browser tests' server (`smtp-server`): every message
 * Kickoff sends is written to a folder, one file each, where the tests read the verification codes.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailStandIn(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const name = `${String(++count).padStart(6, '0')}.json`;
        writeFileSync(path.join(dir, name), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The code of the newest verification mail to an address in the folder (waits a little for it). */
export async function latestCode(dir: string, address: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = readdirSync(dir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; raw: string };
      if (!mail.to.includes(address.toLowerCase())) continue;
      const code = /^Subject: (\d{6}) /m.exec(mail.raw)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no verification mail to ${address}`);
}

/**
 * The newest mail to an address whose subject starts with `subject` (waits a little for it): its subject and its
 * headers unfolded (a long List-Unsubscribe is folded onto several lines).
 */
export async function latestMail(dir: string, address: string, subject: string): Promise<{ subject: string; header(name: string): string | null }> {
  for (let i = 0; i < 200; i++) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const mail = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; raw: string };
      if (!mail.to.includes(address.toLowerCase())) continue;
      const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
      if (header('Subject')?.startsWith(subject)) return { subject: header('Subject')!, header };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail "${subject}..." to ${address}`);
}
