/** The texts of Kickoff's mail (plain text first: every client shows it; the HTML part is the same words). */
import type { MailMessage } from './mailer';

/** Text for an HTML part or page. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function verificationCodeMail(to: string, code: string, minutes: number): MailMessage {
  const lines = [
    `Your Kickoff code is ${code}.`,
    '',
    `Enter it in your Kickoff profile to verify this email address. It expires in ${minutes} minutes.`,
    '',
    "If you did not add this address to a Kickoff profile, ignore this email: the address stays unverified and nobody can use it to find you.",
  ];
  return {
    to,
    subject: `${code} is your Kickoff verification code`,
    text: lines.join('\n'),
    html: `<p>Your Kickoff code is <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(code)}</strong>.</p><p>${escapeHtml(lines[2]!)}</p><p style="color:#666">${escapeHtml(lines[4]!)}</p>`,
  };
}
