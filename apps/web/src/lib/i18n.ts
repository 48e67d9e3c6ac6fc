/**
 * The web app's language (issue 30). One language is active; only its catalog is loaded (lazy chunks per language: the
 * ICU messages compiled to functions, the landing's part apart, plus MESSAGES' Spanish texts for Spanish). Which one: the signed-in person's
 * profile setting (applied when the session is read), else this browser's last choice (the footer's switch), else the
 * browser's languages (navigator.languages), else English. `<html lang>` and the dates' language follow.
 * `t(key, args)` formats a message of the active catalog; `m(text)` shows a text of MESSAGES (English, as the shared
 * zod schemas and the server code write them) in the active language.
 */
import { useSyncExternalStore } from 'react';
import {
  formatMessage,
  isLanguage,
  pickLanguage,
  setDateLanguage,
  type CompiledCatalog,
  type Language,
  type MessageArgs,
} from '@kickoff/shared';
import type { WebPart } from '@kickoff/shared/i18n/compiled/web-parts';

/** This browser's last choice (signed out, or before the profile is read). */
export const LANGUAGE_STORAGE_KEY = 'kickoff.language';

/**
 * Each language's catalog comes in parts (scripts/i18n/parts.ts): `shell`, the words of the landing's first load, and
 * `web`, every other screen's (the server's own words are never loaded here). The landing renders with the shell; any
 * other route, the landing's lazy parts and the toasts wait for their words (`withCatalog`): in English
 * the whole web part (one small chunk), in Spanish that route's or lazy module's part alone (with MESSAGES' Spanish),
 * whose loaders come with the shell (lib/i18n-spanish.ts), so the entry carries no map of them.
 */
type Part = 'shell' | 'web';
/** Spanish beyond its first part (lib/i18n-spanish.ts), loaded with it. */
let spanish: typeof import('./i18n-spanish') | undefined;
const loadSpanish = () => import('./i18n-spanish');
const loaders: Record<Language, Record<Part, () => Promise<{ default: unknown }>>> = {
  en: { shell: () => import('@kickoff/shared/i18n/compiled/en.shell'), web: () => import('@kickoff/shared/i18n/compiled/en.web') },
  es: {
    shell: () => Promise.all([import('@kickoff/shared/i18n/compiled/es.shell'), loadSpanish()]).then(([catalog, module]) => ((spanish = module), catalog)),
    web: () => loadSpanish().then((module) => module.webPart()),
  },
};
const loading: Record<Language, Partial<Record<Part, Promise<void>>>> = { en: {}, es: {} };
const catalogs: Partial<Record<Language, CompiledCatalog>> = {};
let active: Language = 'en';
/**
 * Tests only (e2e/i18n-pseudo.spec.ts): a pseudo-locale, a function the test puts on the window before the app starts
 * (accented, ~30% longer); every message then shows through it, so clipped or hard-coded text stands out. People never
 * have it: nothing in the app sets it.
 */
const pseudo = (globalThis as { __kickoffPseudo?: (text: string) => string }).__kickoffPseudo;
/** The pseudo-locale is on (main.tsx renders the prerendered pages afresh, as for Spanish). */
export const pseudoLocale = typeof pseudo === 'function';
let activated = false;
const listeners = new Set<() => void>();

/** The active language. */
export const currentLanguage = (): Language => active;

/** The stored choice of this browser, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language | null): void {
  try {
    // A cookie too: the server sends the landing prerendered in this language (apps/server/src/plugins/web.ts).
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language ?? ''};path=/;max-age=${language ? 3e7 : 0}`;
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // private mode: the choice lasts for this tab
  }
}

/** The language to start with: this browser's choice, else its languages, else English. */
export function initialLanguage(): Language {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return storedLanguage() ?? pickLanguage(browser);
}

/** Loads one part of a language's catalog (once; again after a failure). */
function loadPart(language: Language, part: Part): Promise<void> {
  return (loading[language][part] ??= loaders[language][part]().then(
    (module) => void Object.assign((catalogs[language] ??= {}), module.default as CompiledCatalog),
    (error: unknown) => {
      delete loading[language][part];
      throw error;
    },
  ));
}

/** Loads a language's catalog: the whole of it, or (`whole: false`) only the landing's part. */
export async function loadLanguage(language: Language, { whole = true }: { whole?: boolean } = {}): Promise<void> {
  await Promise.all([loadPart(language, 'shell'), whole ? loadPart(language, 'web') : null]);
}
/** The active language's whole catalog (the landing's English prefetch, tests). */
export function wholeCatalog(): Promise<void> {
  return loadLanguage(active);
}

/**
 * A lazy module (`load`) loaded with its words in the active language: English's whole
 * web part, else the module's part of the catalog (scripts/i18n/parts.ts), `part` being the module's name (a layout,
 * the landing's lazy parts, the toaster, a screen router.tsx loads itself:
 * `withCatalog('<its part>', () => import('<it>'))`) or a route's path in router.tsx (its `lazy`). The catalogs'
 * compile fails when the shell imports a lazy module any other way or under another name. Called once the language is
 * active (a screen renders after that).
 */
export const withCatalog = <T,>(part: WebPart | `/${string}`, load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), spanish && active !== 'en' ? spanish.words(part, catalogs.es!) : wholeCatalog()]).then(([module]) => module);

/**
 * Makes `language` the active one once its catalog is loaded (`whole: false`: only the landing's part, main.tsx on the
 * landing); every screen re-renders in it.
 */
export async function activateLanguage(language: Language, { whole = true }: { whole?: boolean } = {}): Promise<void> {
  // Already active (the profile's language read at sign-in): each screen has loaded its words.
  if (activated && language === active) return;
  await loadLanguage(language, { whole });
  activated = true;
  active = language;
  setDateLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** Message `key` in the active language (English, else the key, when missing: see formatMessage). */
export function t(key: string, args?: MessageArgs): string {
  const text = formatMessage(catalogs[active], catalogs.en, key, args);
  return pseudo ? pseudo(text) : text;
}

/**
 * A text of MESSAGES (a shared schema's or the server's English words) in the active language; else, a catalog id
 * without arguments (the shared texts kept apart from MESSAGES: PLACE_MESSAGES, INVITES.messages) through `t`.
 */
export function m(text: string): string {
  if (pseudo) return pseudo(text);
  if (active === 'en') return text;
  const message = spanish ? spanish.localize(text) : text;
  return message !== text || /[{}]/.test(text) || !catalogs[active]?.[text] ? message : t(text);
}

/**
 * A text that may be a catalog id or one of MESSAGES' English texts, in the active language: the toasts translate
 * their texts at display time with it (GROUP_TOASTS and the like stay the spec's English in shared code). A text that
 * is neither (a name, the server's already translated message) is shown as it is; ids with ICU arguments are not
 * looked up here.
 */
export function tx(text: string): string {
  if (catalogs[active]?.[text] && !/[{}]/.test(text)) return t(text);
  return m(text);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
