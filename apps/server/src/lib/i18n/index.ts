/**
 * The server's words in the person's language (issue 30): the compiled catalogs (notification texts, emails) and
 * MESSAGES' Spanish texts, both loaded once; the request's language is the signed-in person's setting, else
 * Accept-Language, else English (an unknown code is no code).
 */
import type { FastifyRequest } from 'fastify';
import {
  acceptLanguageTags,
  formatMessage,
  resolveLanguage,
  type CompiledCatalog,
  type Language,
  type MessageArgs,
} from '@kickoff/shared';
import en from '@kickoff/shared/i18n/compiled/en';
import es from '@kickoff/shared/i18n/compiled/es';
import { MESSAGES_ES } from '@kickoff/shared/i18n/messages-es';
import { localizeMessage } from '@kickoff/shared/i18n/messages-lookup';

const CATALOGS: Record<Language, CompiledCatalog> = { en: en as CompiledCatalog, es: es as CompiledCatalog };

/** Message `key` of the catalogs in `language` (English when missing there). */
export function t(language: Language, key: string, args?: MessageArgs): string {
  return formatMessage(CATALOGS[language], CATALOGS.en, key, args);
}

/** A screen text (the catalogs' ids that are English words, like a sport's name) in `language`; unknown ones stay. */
export function tText(language: Language, text: string): string {
  return language !== 'en' && CATALOGS[language][text] ? t(language, text) : text;
}

/**
 * An answer's text (English, as thrown) in `language`: a text of MESSAGES through its translation, else a catalog id
 * without arguments (the texts shared code keeps apart from MESSAGES: INVITES.messages, PLACE_MESSAGES); other texts
 * stay as they are.
 */
export function localize(text: string, language: Language): string {
  if (language === 'en') return text;
  const message = language === 'es' ? localizeMessage(text, language, MESSAGES_ES) : text;
  return message !== text || /[{}]/.test(text) ? message : tText(language, text);
}

/** A stored setting read as a language (null, unknown codes: none). */
export { isLanguage } from '@kickoff/shared';

const cache = new WeakMap<FastifyRequest, Language>();
/** The language of a request: the signed-in person's setting, else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  let language = cache.get(request);
  if (!language) {
    const header = request.headers['accept-language'];
    language = resolveLanguage(request.user?.language, acceptLanguageTags(Array.isArray(header) ? header[0] : header));
    cache.set(request, language);
  }
  return language;
}
