/** The small HTML pages of an email's unsubscribe link (no script, no sign-in): confirm, done, not valid. */
import { NOTIFICATION_KIND_TEXTS, NOTIFICATION_PREFERENCE_TEXTS, type NotificationKind } from '@kickoff/shared';
import { escapeHtml } from '../../lib/mail';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="#15803d"><link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"><link rel="manifest" href="/manifest.webmanifest"><title>${escapeHtml(title)} · Kickoff</title>
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#0a0a0a}
main{max-width:28rem;margin:10vh auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e5e5e5;border-radius:.75rem}
h1{font-size:1.375rem;margin:0 0 .75rem}p{line-height:1.5;color:#404040}
button{min-height:44px;padding:0 1.25rem;border:0;border-radius:.5rem;background:#15803d;color:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #16a34a;outline-offset:2px}a{color:#15803d}
</style></head><body><main><p><strong>⚽ Kickoff</strong></p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const label = (kind: NotificationKind) => NOTIFICATION_KIND_TEXTS[kind].label.toLowerCase();
const profileLink = (publicUrl: string) => `<p><a href="${escapeHtml(publicUrl.replace(/\/+$/, ''))}/profile">Choose what Kickoff sends you</a></p>`;

export function confirmPage(kind: NotificationKind, actionUrl: string, publicUrl: string): string {
  return page(
    `Stop emails about ${label(kind)}?`,
    `<p>Kickoff will stop emailing you about ${escapeHtml(label(kind))}. Your other emails, push and in-app notifications stay as they are.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>
${profileLink(publicUrl)}`,
  );
}

export function donePage(kind: NotificationKind, publicUrl: string): string {
  return page(
    "You're unsubscribed",
    `<p>Kickoff won't email you about ${escapeHtml(label(kind))} any more. You can turn these emails back on in your profile.</p>${profileLink(publicUrl)}`,
  );
}

export function invalidPage(publicUrl: string): string {
  return page('This link is not valid', `<p>${escapeHtml(NOTIFICATION_PREFERENCE_TEXTS.unsubscribeInvalid)}</p>${profileLink(publicUrl)}`);
}
