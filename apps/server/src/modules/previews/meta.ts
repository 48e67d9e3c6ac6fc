/** Writes a page's preview into the head of the built index.html: every value HTML-escaped. */
import type { PagePreview } from './service';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The title, description, Open Graph and Twitter tags the built file had: replaced as a whole. */
const OWN_TAGS = /\s*<(?:title>[^<]*<\/title>|meta\s+(?:name="(?:description|twitter:[^"]*)"|property="og:[^"]*")[^>]*>|link\s+rel="canonical"[^>]*>)/g;

export function metaTags(p: PagePreview): string {
  const e = escapeHtml;
  return [
    `<title>${e(p.documentTitle)}</title>`,
    `<meta name="description" content="${e(p.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Kickoff" />`,
    `<meta property="og:title" content="${e(p.title)}" />`,
    `<meta property="og:description" content="${e(p.description)}" />`,
    `<meta property="og:image" content="${e(p.image)}" />`,
    ...(p.imageSize
      ? [`<meta property="og:image:width" content="${p.imageSize.width}" />`, `<meta property="og:image:height" content="${p.imageSize.height}" />`]
      : []),
    `<meta property="og:image:alt" content="${e(p.imageAlt)}" />`,
    `<meta property="og:url" content="${e(p.url)}" />`,
    `<link rel="canonical" href="${e(p.url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(p.title)}" />`,
    `<meta name="twitter:description" content="${e(p.description)}" />`,
    `<meta name="twitter:image" content="${e(p.image)}" />`,
    `<meta name="twitter:image:alt" content="${e(p.imageAlt)}" />`,
  ].join('\n    ');
}

/** index.html with its own preview tags swapped for `preview`'s. */
export function withPreview(html: string, preview: PagePreview): string {
  const stripped = html.replace(OWN_TAGS, '');
  // A function, so that `$` in a value is never read as a replacement pattern.
  return stripped.replace('</head>', () => `    ${metaTags(preview)}\n  </head>`);
}
