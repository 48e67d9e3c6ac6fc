/**
 * robots.txt and sitemap.xml (issue 26, rulings §12): search engines may read the landing, /explore and the public
 * pages of public groups' upcoming events and of public groups, nothing private and nothing past. The sitemap is
 * built at most once per `SITEMAP_TTL_MS` per process (one build at a time), dropped at once when public data turns
 * private (the `public` revocation, on every instance), and bounded by `SITEMAP_LIMITS`, below the protocol's 50,000
 * URLs.
 */
import type { DbOrTx } from '@kickoff/db';
import { publicGroups, publicUpcomingEvents, type SitemapRow } from './repository';

export const SITEMAP_LIMITS = { events: 20_000, groups: 20_000 } as const;
export const SITEMAP_TTL_MS = 10 * 60 * 1000;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /invite/', '', `Sitemap: ${base(publicUrl)}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function urlEntry(loc: string, lastmod?: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
}

export async function buildSitemap(db: DbOrTx, publicUrl: string, now: Date): Promise<string> {
  const root = base(publicUrl);
  const [eventRows, groupRows] = [
    await publicUpcomingEvents(db, now, SITEMAP_LIMITS.events),
    await publicGroups(db, SITEMAP_LIMITS.groups),
  ];
  const page = (kind: 'events' | 'groups') => (row: SitemapRow) => urlEntry(`${root}/${kind}/${encodeURIComponent(row.id)}`, row.updatedAt);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urlEntry(`${root}/landing`),
    urlEntry(`${root}/explore`),
    ...eventRows.map(page('events')),
    ...groupRows.map(page('groups')),
    '</urlset>',
    '',
  ].join('\n');
}

interface Cached {
  builtAt: number;
  xml: Promise<string>;
}
const cacheByDb = new WeakMap<DbOrTx, Cached>();

/** Drops the built sitemap: public data turned private (a group made private) must not stay listed. */
export function forgetSitemap(db: DbOrTx): void {
  cacheByDb.delete(db);
}

/** The sitemap, rebuilt when older than `SITEMAP_TTL_MS`; concurrent requests share one build. */
export function cachedSitemap(db: DbOrTx, publicUrl: string): Promise<string> {
  const now = Date.now();
  const cached = cacheByDb.get(db);
  if (cached && now - cached.builtAt < SITEMAP_TTL_MS) return cached.xml;
  const xml = buildSitemap(db, publicUrl, new Date(now));
  cacheByDb.set(db, { builtAt: now, xml });
  // A failed build is not kept: the next request tries again.
  xml.catch(() => cacheByDb.get(db)?.xml === xml && cacheByDb.delete(db));
  return xml;
}
