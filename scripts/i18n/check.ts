/**
 * The catalogs' completeness check (issue 30), run by `npm test` through catalogs.test.ts: every key in every locale,
 * no key that no code uses, the same ICU arguments in every locale, each text of MESSAGES translated (and nothing
 * else), and the compiled modules up to date.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The argument names a message uses, with their kind ("name", "count:plural"). */
export function argumentsOf(message: string): Set<string> {
  const out = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') out.add(token.arg);
      else if (token.type === 'function') out.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        out.add(`${token.arg}:${token.type}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return out;
}

/** The source files whose code may use a catalog key (not the catalogs, not tests). */
export function sourceTexts(dirs = ['apps/web/src', 'apps/server/src', 'packages/shared/src']): string {
  const texts: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'node_modules' && !file.endsWith(path.join('shared', 'src', 'i18n'))) visit(file);
      } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        texts.push(readFileSync(file, 'utf8'));
      }
    }
  };
  for (const d of dirs) visit(path.join(ROOT, d));
  return texts.join('\n');
}

/**
 * Whether code uses a key: the key in quotes, or a template literal that builds it from its prefix
 * (`mail.kind.${kind}`).
 */
export function isUsed(key: string, code: string): boolean {
  if (code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``)) return true;
  const cut = key.lastIndexOf('.');
  return cut > 0 && code.includes(`\`${key.slice(0, cut + 1)}\${`);
}

export interface CheckInput {
  /** Locale -> key -> ICU text; `en` is the reference. */
  catalogs: Map<string, Record<string, string>>;
  /** The code the keys must appear in. */
  code: string;
  /** The paths of MESSAGES' texts and the Spanish translations' keys. */
  messagePaths: string[];
  translatedPaths: string[];
}

export function catalogProblems({ catalogs, code, messagePaths, translatedPaths }: CheckInput): string[] {
  const problems: string[] = [];
  const en = catalogs.get('en');
  if (!en) return ['no en catalog'];
  const enKeys = Object.keys(en);
  for (const [locale, messages] of catalogs) {
    if (locale === 'en') continue;
    for (const key of enKeys) if (!(key in messages)) problems.push(`${locale}: missing "${key}"`);
    for (const key of Object.keys(messages)) if (!(key in en)) problems.push(`${locale}: "${key}" is not in en`);
  }
  for (const [locale, messages] of catalogs) {
    for (const [key, text] of Object.entries(messages)) {
      let args: Set<string>;
      try {
        args = argumentsOf(text);
      } catch (error) {
        problems.push(`${locale}: "${key}" is not valid ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      if (locale === 'en' || !(key in en)) continue;
      let reference: Set<string>;
      try {
        reference = argumentsOf(en[key]!);
      } catch {
        continue;
      }
      const a = [...args].sort().join(', ');
      const b = [...reference].sort().join(', ');
      if (a !== b) problems.push(`${locale}: "${key}" has arguments {${a}}, en has {${b}}`);
    }
  }
  for (const key of enKeys) if (!isUsed(key, code)) problems.push(`unused key "${key}"`);
  const translated = new Set(translatedPaths);
  for (const p of messagePaths) if (!translated.has(p)) problems.push(`es: MESSAGES "${p}" has no translation in messages-es.ts`);
  const known = new Set(messagePaths);
  for (const p of translatedPaths) if (!known.has(p)) problems.push(`es: messages-es.ts "${p}" names no text of MESSAGES`);
  return problems;
}
