/**
 * MESSAGES in the person's language (issue 30). Code keeps throwing and checking with the English texts of MESSAGES
 * (the spec's); at the edge (the server's answers, the web's form errors) a text is looked up by its English words and
 * replaced by its translation (messages-es.ts), or kept when it has none (texts built with arguments).
 */
import { MESSAGES } from '../messages';
import type { Language } from './languages';

/** Every string of MESSAGES by its path ("event.titleRequired"). */
export function messageStrings(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') out.set(path, v);
      else if (v && typeof v === 'object') walk(v as object, path);
    }
  };
  walk(MESSAGES, '');
  return out;
}

let byEnglish: Map<string, string> | undefined;
/** The path of an English text of MESSAGES (the first one, when two paths share the words). */
export function messagePathOf(english: string): string | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [path, text] of messageStrings()) if (!byEnglish.has(text)) byEnglish.set(text, path);
  }
  return byEnglish.get(english);
}

/** `text` in `language` when it is one of MESSAGES' texts and `translations` has it; else `text` unchanged. */
export function localizeMessage(text: string, language: Language, translations: Record<string, string> | undefined): string {
  if (language === 'en' || !translations) return text;
  const path = messagePathOf(text);
  return (path && translations[path]) || text;
}
