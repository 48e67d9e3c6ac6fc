/**
 * The languages Kickoff speaks (issue 30) and how one is chosen: the profile's setting, else the browser's languages
 * (navigator.languages on the web, Accept-Language on the server), else English. Unknown codes are skipped, never an
 * error. Dependency-free: the web's entry loads it.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, for the switchers. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag Intl formats with: US English, and Spanish as spoken in the US ("sáb, 5 de dic", "10:30 a. m."). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

/** "es-US" -> "es", "EN" -> "en", "fr", "", "x-*" -> null. */
export function languageOf(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().slice(0, 35).split(/[-_]/)[0]!.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/** The first known language of `tags` (in order of preference), else English. */
export function pickLanguage(tags: readonly (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The tags of an Accept-Language header, most preferred first ("es-US,es;q=0.9,en;q=0.8" -> es-US, es, en); q=0 and
 * malformed parts are dropped; at most 20 parts are read.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (typeof header !== 'string' || !header) return [];
  const parts: { tag: string; q: number; i: number }[] = [];
  header
    .slice(0, 1000)
    .split(',')
    .slice(0, 20)
    .forEach((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      let q = 1;
      for (const p of params) {
        const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
        if (m) q = Number(m[1]);
      }
      if (tag && Number.isFinite(q) && q > 0) parts.push({ tag: tag.trim(), q, i });
    });
  return parts.sort((a, b) => b.q - a.q || a.i - b.i).map((p) => p.tag);
}

/** The person's language: their profile's setting when known, else the browser's tags, else English. */
export function resolveLanguage(setting: string | null | undefined, browserTags: readonly string[]): Language {
  return isLanguage(setting) ? setting : pickLanguage(browserTags);
}
