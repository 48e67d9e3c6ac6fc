/** The texts of Kickoff's mail (plain text first: every client shows it; the HTML part is the same words). */
import type { Language } from '@kickoff/shared';
import { t } from '../i18n';
import type { MailMessage } from './mailer';

/** Text for an HTML part or page. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The email verification code, in the language of the person who asked for it (issue 30; default English). */
export function verificationCodeMail(to: string, code: string, minutes: number, language: Language = 'en'): MailMessage {
  const lines = [t(language, 'mail.verify.code', { code }), '', t(language, 'mail.verify.enter', { minutes }), '', t(language, 'mail.verify.ignore')];
  // The code stands out in the HTML part: the sentence is split around it (a marker no translation contains).
  const [before = '', after = ''] = t(language, 'mail.verify.code', { code: '\u0000' }).split('\u0000');
  const strong = `<strong style="font-size:20px;letter-spacing:2px">${escapeHtml(code)}</strong>`;
  return {
    to,
    subject: t(language, 'mail.verify.subject', { code }),
    text: lines.join('\n'),
    html: `<p>${escapeHtml(before)}${strong}${escapeHtml(after)}</p><p>${escapeHtml(lines[2]!)}</p><p style="color:#666">${escapeHtml(lines[4]!)}</p>`,
  };
}
