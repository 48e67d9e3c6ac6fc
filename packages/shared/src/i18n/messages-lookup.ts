/**
 * MESSAGES in the person's language (issue 30). Code keeps throwing and checking with the English texts of MESSAGES
 * (the spec's); at the edge (the server's answers, the web's form errors) a text is looked up by its English words and
 * replaced by its translation (messages-es.ts), or kept when it has none. Texts built with arguments (MESSAGES'
 * functions, "Please select an image smaller than 5MB.") are recognised by their English pattern and translated with
 * the same arguments ("{0}" in the translation).
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

/** What a function of MESSAGES is called with to see its text's pattern: it stands for each argument. */
const ARGUMENT = '\u0000';

/**
 * Every function of MESSAGES by its path, as the pattern of the English texts it makes (each argument a group). A
 * function whose words change with a number ("One change was" / "3 changes were") is recognised in its other form.
 */
export function messagePatterns(): Map<string, RegExp> {
  const out = new Map<string, RegExp>();
  const walk = (node: object, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'function') {
        const text = String((v as (...a: unknown[]) => unknown)(...Array.from({ length: Math.max(1, v.length) }, () => ARGUMENT)));
        const source = text.split(ARGUMENT).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.+?)');
        out.set(path, new RegExp(`^${source}$`, 's'));
      } else if (v && typeof v === 'object') walk(v as object, path);
    }
  };
  walk(MESSAGES, '');
  return out;
}

let patterns: Map<string, RegExp> | undefined;
/** A text made by a function of MESSAGES in the translation's words: "{0}" and so on are its arguments. */
function localizePattern(text: string, translations: Record<string, string>): string | undefined {
  patterns ??= messagePatterns();
  for (const [path, pattern] of patterns) {
    const match = pattern.exec(text);
    const translation = translations[path];
    if (match && translation) return translation.replace(/\{(\d)\}/g, (_, i: string) => match[Number(i) + 1] ?? '');
  }
  return undefined;
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
  return (path && translations[path]) || localizePattern(text, translations) || text;
}
