/**
 * Link previews of shared pages (issue 18): chat apps read `og:*` and `twitter:*` tags without running JavaScript,
 * so the server writes them into index.html for `/events/{id}` of a public group's event and `/groups/{id}` of a
 * public group. Anything else gets the generic tags: nothing leaks. An event or group page that is not there answers
 * 404 with them (issue 33), so crawlers do not index it; a private one answers 200 with them, because its members
 * open it in the app (a 404 there would be an error in their browser for a page they may see).
 */
import { PRODUCT, formatEventDateTime, sportLabel, type Language } from '@kickoff/shared';
import type { DbOrTx } from '@kickoff/db';
import { t, tText } from '../../lib/i18n';
import { findPublicEvent, findPublicGroup, pageTargetExists } from './repository';

export interface PagePreview {
  /** False: the path names an event or group that does not exist (answered 404 with the generic tags). */
  found?: boolean;
  /** The shared thing's own name (`og:title`, `twitter:title`: `og:site_name` names Kickoff). */
  title: string;
  /** The page's `<title>`: "<name> · Kickoff", as the app titles its screens (web `lib/document-title.ts`). */
  documentTitle: string;
  description: string;
  /** Absolute URL of the image. */
  image: string;
  /** The image's size when known (the default image's; uploads are resized keeping their shape, so theirs is not). */
  imageSize?: { width: number; height: number };
  /** What the image shows, for readers that cannot see it (`og:image:alt`, `twitter:image:alt`). */
  imageAlt: string;
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
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** At most `max` characters as people count them: cut between graphemes, never inside an emoji or an accent (issue 33). */
export function clip(text: string, max: number): string {
  const parts = Array.from(graphemes.segment(text), (g) => g.segment);
  return parts.length > max ? `${parts.slice(0, max - 1).join('').trimEnd()}…` : text;
}
const oneLine = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** An image URL made absolute on the public base URL (local uploads are paths; bucket URLs are absolute already). */
export function absoluteUrl(value: string, publicUrl: string): string {
  try {
    return new URL(value, `${publicUrl.replace(/\/+$/, '')}/`).toString();
  } catch {
    return `${publicUrl.replace(/\/+$/, '')}/og-image.png`;
  }
}

/** The default image (apps/web/public/og-image.png) and its size. */
const DEFAULT_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'Kickoff: pickup games and sports communities near you' } as const;

function defaultImage(base: string, language: Language = 'en'): Pick<PagePreview, 'image' | 'imageSize' | 'imageAlt'> {
  const imageAlt = language === 'en' ? DEFAULT_IMAGE.alt : t(language, 'preview.generic.imageAlt');
  return { image: `${base}${DEFAULT_IMAGE.path}`, imageSize: { width: DEFAULT_IMAGE.width, height: DEFAULT_IMAGE.height }, imageAlt };
}

/** The generic tags; in another language than English their words are the catalog's (issue 30). */
export function genericPreview(publicUrl: string, pathname = '/', language: Language = 'en'): PagePreview {
  const base = publicUrl.replace(/\/+$/, '');
  const words =
    language === 'en'
      ? GENERIC_PREVIEW
      : { title: t(language, 'preview.generic.title'), documentTitle: t(language, 'preview.generic.title'), description: t(language, 'preview.generic.description') };
  return { ...words, ...defaultImage(base, language), url: `${base}${pathname === '/' ? '/' : pathname}` };
}

/** The page of an event or group that does not exist: 404, the generic tags. */
export function notFoundPreview(publicUrl: string, language: Language = 'en'): PagePreview {
  return { ...genericPreview(publicUrl, '/', language), found: false };
}

/** No public preview: a private event or group keeps the generic tags (200, the app shows it to its members); a missing one is a 404. */
async function withoutPreview(db: DbOrTx, kind: 'events' | 'groups', id: string, publicUrl: string, language: Language): Promise<PagePreview> {
  return (await pageTargetExists(db, kind, id)) ? genericPreview(publicUrl, '/', language) : notFoundPreview(publicUrl, language);
}

/** /explore (issue 26): Discover for visitors, with words of its own for search results and shared links. */
export const EXPLORE_PREVIEW = {
  title: 'Explore pickup games near you',
  documentTitle: `Explore games · ${PRODUCT.name}`,
  description: 'Browse upcoming pickup games and meetups of public groups by sport, date, level and place. Sign in to join one.',
} as const;

/** /explore's preview in `language` (issue 30): the words above in English, the catalog's in another language. */
export function explorePreview(publicUrl: string, language: Language = 'en'): PagePreview {
  const words =
    language === 'en'
      ? EXPLORE_PREVIEW
      : {
          title: t(language, 'preview.explore.title'),
          documentTitle: t(language, 'preview.explore.documentTitle', { name: PRODUCT.name }),
          description: t(language, 'preview.explore.description'),
        };
  return { ...genericPreview(publicUrl, '/explore', language), ...words };
}

/**
 * The preview of a page path: null when the path is no event or group page (the caller uses the generic one); a
 * `found: false` preview when it names an event or group that does not exist. Kickoff's words (facts, dates, counts)
 * are in `language` (the request's Accept-Language, issue 30); the organizer's title and description stay theirs.
 */
export async function previewOf(db: DbOrTx, pathname: string, publicUrl: string, language: Language = 'en'): Promise<PagePreview | null> {
  if (pathname === '/explore' || pathname === '/explore/') return explorePreview(publicUrl, language);
  const match = /^\/(events|groups)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  if (!ID.test(match[2]!)) return notFoundPreview(publicUrl, language);
  const [, kind, id] = match as unknown as [string, 'events' | 'groups', string];
  const base = publicUrl.replace(/\/+$/, '');
  const url = `${base}/${kind}/${id}`;
  const imageOf = (imageUrl: string | null, title: string) =>
    imageUrl ? { image: absoluteUrl(imageUrl, publicUrl), imageAlt: t(language, 'preview.pictureOf', { title }) } : defaultImage(base, language);
  if (kind === 'events') {
    const e = await findPublicEvent(db, id);
    if (!e) return withoutPreview(db, kind, id, publicUrl, language);
    // In the event's zone, named (a reader's zone is unknown), in the reader's language.
    const when = formatEventDateTime(e.dateTime, e.timeZone, { language });
    const facts = [e.cancelledAt ? tText(language, 'Cancelled') : null, when, oneLine(e.location), e.groupName].filter(Boolean).join(' · ');
    const title = clip(e.cancelledAt ? t(language, 'preview.cancelledTitle', { title: oneLine(e.title) }) : oneLine(e.title), 120);
    return {
      title,
      documentTitle: documentTitleOf(title),
      description: clip([facts, oneLine(e.description)].filter(Boolean).join('. '), 300),
      ...imageOf(e.imageUrl, title),
      url,
    };
  }
  const g = await findPublicGroup(db, id);
  if (!g) return withoutPreview(db, kind, id, publicUrl, language);
  const members = t(language, '{count, plural, one {# member} other {# members}}', { count: g.memberCount });
  const facts = [tText(language, sportLabel(g.sportType)), oneLine(g.location), members].filter(Boolean).join(' · ');
  const title = clip(oneLine(g.name), 120);
  return {
    title,
    documentTitle: documentTitleOf(title),
    description: clip([facts, oneLine(g.description)].filter(Boolean).join('. '), 300),
    ...imageOf(g.imageUrl, title),
    url,
  };
}
