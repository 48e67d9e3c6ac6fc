/** The small HTML pages of an email's unsubscribe link (no script, no sign-in): confirm, done, not valid. */
import { NOTIFICATION_KIND_TEXTS, NOTIFICATION_PREFERENCE_TEXTS, type Language, type NotificationKind } from '@kickoff/shared';
import { t } from '../../lib/i18n';
import { escapeHtml } from '../../lib/mail';

function page(title: string, body: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="#15803d"><link rel="icon" href="/favicon.ico" sizes="32x32"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"><link rel="manifest" href="/manifest.webmanifest"><title>${escapeHtml(title)} · Kickoff</title>
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f5f4;color:#0a0a0a}
main{max-width:28rem;margin:10vh auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e5e5e5;border-radius:.75rem}
h1{font-size:1.375rem;margin:0 0 .75rem}p{line-height:1.5;color:#404040}
button{min-height:44px;padding:0 1.25rem;border:0;border-radius:.5rem;background:#15803d;color:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #16a34a;outline-offset:2px}a{color:#15803d}
</style></head><body><main><p><strong>⚽ Kickoff</strong></p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The kind in a sentence: English as it always was ("group messages"), else the mails' own name for it. */
const label = (kind: NotificationKind, l: Language) => (l === 'en' ? NOTIFICATION_KIND_TEXTS[kind].label.toLowerCase() : t(l, `mail.kind.${kind}`));
const profileLink = (publicUrl: string, l: Language) =>
  `<p><a href="${escapeHtml(publicUrl.replace(/\/+$/, ''))}/profile">${escapeHtml(t(l, 'mail.manage'))}</a></p>`;

/** The pages in the link's person's language (issue 30; default English). */
export function confirmPage(kind: NotificationKind, actionUrl: string, publicUrl: string, l: Language = 'en'): string {
  return page(
    t(l, 'unsubscribe.confirmTitle', { kind: label(kind, l) }),
    `<p>${escapeHtml(t(l, 'unsubscribe.confirmBody', { kind: label(kind, l) }))}</p>
<form method="post" action="${escapeHtml(actionUrl)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t(l, 'unsubscribe.button'))}</button></form>
${profileLink(publicUrl, l)}`,
    l,
  );
}

export function donePage(kind: NotificationKind, publicUrl: string, l: Language = 'en'): string {
  return page(
    t(l, 'unsubscribe.doneTitle'),
    `<p>${escapeHtml(t(l, 'unsubscribe.doneBody', { kind: label(kind, l) }))}</p>${profileLink(publicUrl, l)}`,
    l,
  );
}

export function invalidPage(publicUrl: string, l: Language = 'en'): string {
  const body = l === 'en' ? NOTIFICATION_PREFERENCE_TEXTS.unsubscribeInvalid : t(l, 'unsubscribe.invalidBody');
  return page(t(l, 'unsubscribe.invalidTitle'), `<p>${escapeHtml(body)}</p>${profileLink(publicUrl, l)}`, l);
}
