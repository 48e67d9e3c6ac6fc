/**
 * Link previews of shared pages (issue 18): chat apps read `og:*` and `twitter:*` tags without running JavaScript,
 * so the server writes them into index.html for `/events/{id}` of a public group's event and `/groups/{id}` of a
 * public group. Anything else (private, missing, any other path) gets the generic tags: nothing leaks.
 */
import { PRODUCT, formatEventDateTime, sportLabel } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { findPublicEvent, findPublicGroup } from './repository';

export interface PagePreview {
  /** The shared thing's own name (`og:title`, `twitter:title`: `og:site_name` names Kickoff). */
  title: string;
  /** The page's `<title>`: "<name> · Kickoff", as the app titles its screens (web `lib/document-title.ts`). */
  documentTitle: string;
  description: string;
  /** Absolute URL of the image. */
  image: string;
  /** Absolute URL of the page. */
  url: string;
}

const GENERIC_TITLE = 'Kickoff: find local pickup games and sports communities';
export const GENERIC_PREVIEW = {
  title: GENERIC_TITLE,
  documentTitle: GENERIC_TITLE,
  description: 'Find and join local pickup games, bring your friends, and run your sports community.',
} as const;

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** A page's `<title>`, the same words as the web's `titleOf(screen)`. */
const documentTitleOf = (name: string) => `${name} · ${PRODUCT.name}`;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An image URL made absolute on the public base URL (local uploads are paths; bucket URLs are absolute already). */
export function absoluteUrl(value: string, publicUrl: string): string {
  try {
    return new URL(value, `${publicUrl.replace(/\/+$/, '')}/`).toString();
  } catch {
    return `${publicUrl.replace(/\/+$/, '')}/og-image.png`;
  }
}

export function genericPreview(publicUrl: string, pathname = '/'): PagePreview {
  const base = publicUrl.replace(/\/+$/, '');
  return { ...GENERIC_PREVIEW, image: `${base}/og-image.png`, url: `${base}${pathname === '/' ? '/' : pathname}` };
}

/** /explore (issue 26): Discover for visitors, with words of its own for search results and shared links. */
export const EXPLORE_PREVIEW = {
  title: 'Explore pickup games near you',
  documentTitle: `Explore games · ${PRODUCT.name}`,
  description: 'Browse upcoming pickup games and meetups of public groups by sport, date, level and place. Sign in to join one.',
} as const;

/** The preview of a page path, or null when the path is no public page (the caller uses the generic one). */
export async function previewOf(db: DbOrTx, pathname: string, publicUrl: string): Promise<PagePreview | null> {
  if (pathname === '/explore' || pathname === '/explore/') return { ...genericPreview(publicUrl, '/explore'), ...EXPLORE_PREVIEW };
  const match = /^\/(events|groups)\/([^/]+)\/?$/.exec(pathname);
  if (!match || !ID.test(match[2]!)) return null;
  const [, kind, id] = match as unknown as [string, 'events' | 'groups', string];
  const base = publicUrl.replace(/\/+$/, '');
  const url = `${base}/${kind}/${id}`;
  const fallbackImage = `${base}/og-image.png`;
  if (kind === 'events') {
    const e = await findPublicEvent(db, id);
    if (!e) return null;
    const when = formatEventDateTime(e.dateTime, e.timeZone);
    const facts = [e.cancelledAt ? 'Cancelled' : null, when, oneLine(e.location), e.groupName].filter(Boolean).join(' · ');
    const title = clip(`${e.cancelledAt ? 'Cancelled: ' : ''}${oneLine(e.title)}`, 120);
    return {
      title,
      documentTitle: documentTitleOf(title),
      description: clip([facts, oneLine(e.description)].filter(Boolean).join('. '), 300),
      image: e.imageUrl ? absoluteUrl(e.imageUrl, publicUrl) : fallbackImage,
      url,
    };
  }
  const g = await findPublicGroup(db, id);
  if (!g) return null;
  const facts = [sportLabel(g.sportType), oneLine(g.location), `${g.memberCount} ${g.memberCount === 1 ? 'member' : 'members'}`].filter(Boolean).join(' · ');
  const title = clip(oneLine(g.name), 120);
  return {
    title,
    documentTitle: documentTitleOf(title),
    description: clip([facts, oneLine(g.description)].filter(Boolean).join('. '), 300),
    image: g.imageUrl ? absoluteUrl(g.imageUrl, publicUrl) : fallbackImage,
    url,
  };
}
