/**
 * Notification mail (issue 15): reminders, "you're off the waitlist", membership approved, event cancelled or changed
 * (and every other kind a person turns email on for). Plain text first, the same words as HTML; the event's time in
 * its own zone with the zone's name (the reader's zone is unknown); a one-click unsubscribe for the kind
 * (RFC 8058: List-Unsubscribe with the https link + List-Unsubscribe-Post).
 */
import { formatEventDateTime, type Language } from '@kickoff/shared';
import { t } from '../i18n';
import type { MailMessage } from './mailer';
import { escapeHtml } from './templates';

export interface NotificationMailInput {
  to: string;
  firstName: string;
  subject: string;
  body: string;
  event?: { title: string; dateTime: string; timeZone: string; location?: string | null; cancelled?: boolean } | null;
  /** Where the notification leads in the app (absolute). */
  link: string;
  /** The kind's name in "Stop <name> emails". */
  kindName: string;
  unsubscribeUrl: string;
  profileUrl: string;
  /** The recipient's language (issue 30; default English): the mail's own words and the event's date. */
  language?: Language;
}

export function notificationMail(m: NotificationMailInput): MailMessage {
  const l = m.language ?? 'en';
  const details: [string, string][] = [];
  if (m.event) {
    details.push([t(l, 'mail.event'), m.event.title]);
    // No viewer zone in an email: the zone's name is always given ("6:30 PM CST").
    details.push([t(l, 'mail.when'), formatEventDateTime(m.event.dateTime, m.event.timeZone, { language: l })]);
    if (m.event.location) details.push([t(l, 'mail.where'), m.event.location]);
  }
  const greeting = m.firstName ? t(l, 'mail.greeting', { name: m.firstName }) : t(l, 'mail.greetingNoName');
  const footer = t(l, 'mail.footer', { kind: m.kindName });
  const stopWords = t(l, 'mail.stop', { kind: m.kindName });
  const stop = `${stopWords}: ${m.unsubscribeUrl}`;
  const manageWords = t(l, 'mail.manage');
  const manage = `${manageWords}: ${m.profileUrl}`;
  const open = t(l, 'mail.open');
  const text = [
    greeting,
    '',
    m.body,
    ...(details.length ? ['', ...details.map(([k, v]) => `${k}: ${v}`)] : []),
    '',
    `${open}: ${m.link}`,
    '',
    '--',
    footer,
    stop,
    manage,
  ].join('\n');
  const rows = details
    .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(k)}</td><td style="padding:2px 0"><strong>${escapeHtml(v)}</strong></td></tr>`)
    .join('');
  const html = [
    `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:1.5;color:#111;max-width:560px">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(m.body)}</p>`,
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">${rows}</table>` : '',
    `<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:#15803d;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(open)}</a></p>`,
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">`,
    `<p style="font-size:13px;color:#666">${escapeHtml(footer)}<br>`,
    `<a href="${escapeHtml(m.unsubscribeUrl)}" style="color:#666">${escapeHtml(stopWords)}</a> · <a href="${escapeHtml(m.profileUrl)}" style="color:#666">${escapeHtml(manageWords)}</a></p>`,
    `</div>`,
  ].join('');
  return {
    to: m.to,
    subject: m.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
