/**
 * Spanish beyond the landing's words (issue 30): a chunk of its own, loaded with the Spanish catalog's first part
 * (never in English, never in the entry). It holds the loaders of each lazy module's part of the catalog and the map
 * of router.tsx's paths to them (compiled/es.parts.ts, from scripts/i18n/parts.ts), the whole web part (a change of
 * language), and MESSAGES' Spanish, loaded with the first of either.
 */
import type { CompiledCatalog } from '@kickoff/shared';
import parts, { routes } from '@kickoff/shared/i18n/compiled/es.parts';
import type { WebPart } from '@kickoff/shared/i18n/compiled/web-parts';

type Loaded = Promise<{ default: unknown }>;

let messages: Promise<void> | undefined;
let localizeText: ((text: string) => string) | undefined;
/** MESSAGES' texts in Spanish (5.7 KB gzip), once; again after a failure. */
function spanishMessages(): Promise<void> {
  return (messages ??= Promise.all([import('@kickoff/shared/i18n/messages-es'), import('@kickoff/shared/i18n/messages-lookup')]).then(
    ([{ MESSAGES_ES }, { localizeMessage }]) => void (localizeText = (text) => localizeMessage(text, 'es', MESSAGES_ES)),
    (error: unknown) => {
      messages = undefined;
      throw error;
    },
  ));
}

/** A text of MESSAGES in Spanish (itself until they are loaded: the landing never shows one). */
export const localize = (text: string): string => (localizeText ? localizeText(text) : text);

let whole: Loaded | undefined;
/** The whole web part (a change of language: every mounted screen needs its words), with MESSAGES' Spanish. */
export function webPart(): Loaded {
  const loaded = Promise.all([import('@kickoff/shared/i18n/compiled/es.web'), spanishMessages()]).then(([module]) => module);
  whole = loaded;
  return loaded;
}

const loading = new Map<string, Promise<unknown>>();
/**
 * The words of a lazy module (`part`: its name) or a route (`part`: its path in router.tsx) added to `catalog`, with
 * MESSAGES' Spanish; once, again after a failure. A name the compile did not map (never: the catalogs' test) loads
 * the whole web part rather than show English.
 */
export function words(part: string, catalog: CompiledCatalog): Promise<unknown> {
  const name = (routes as Record<string, WebPart | '' | undefined>)[part] ?? part;
  // The landing's words are the first part's, loaded.
  if (!name) return Promise.resolve();
  const loader = (parts as Record<string, (() => Loaded) | undefined>)[name];
  // Once the whole is loading (a change of language), it has every module's words.
  let loaded = whole ? undefined : loading.get(name);
  if (!loaded) {
    loaded = Promise.all([whole ?? (loader ? loader() : webPart()), spanishMessages()]).then(
      // Added here too (not only by lib/i18n.ts's loader of the whole): the screen renders once they are in.
      ([module]) => void Object.assign(catalog, module.default as CompiledCatalog),
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    if (!whole) loading.set(name, loaded);
  }
  return loaded;
}
