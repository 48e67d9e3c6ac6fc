/** An SMS sender that keeps the messages it would send, so a test can read the code a user would receive. */
import type { SmsSender } from '../../src/modules/auth/sms';

export class RecordingSmsSender implements SmsSender {
  readonly name = 'recording';
  readonly sent: { to: string; body: string }[] = [];
  async send(to: string, body: string): Promise<void> {
    this.sent.push({ to, body });
  }
  /** The 6-digit code of the last message to `to`. */
  lastCode(to: string): string {
    const message = this.sent.findLast((m) => m.to === to);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  }
}

let next = Math.floor(Math.random() * 9000);
/** A valid, non-test US number, unique within the run (202-555-01xx style numbers are reserved for fiction). */
export function realLookingPhone(): string {
  next = (next + 1) % 10000;
  return `+1202555${String(next).padStart(4, '0')}`;
}
