/**
 * Formatting a message of a compiled catalog (issue 30). Catalogs are ICU MessageFormat texts (catalogs/<lang>.json)
 * compiled ahead of time by @messageformat/core into functions (compiled/<lang>.ts, `npm run i18n:compile`), so
 * neither the browser nor the server parses ICU at run time and the browser carries no compiler.
 */
export type MessageArgs = Record<string, unknown>;
export type CompiledCatalog = Record<string, (args: MessageArgs) => string>;

/** Called when a message is missing or an argument it uses was not given (tests fail on it; see testing setup). */
export type MessageProblem = (problem: string) => void;

let onProblem: MessageProblem = (problem) => console.error(`[i18n] ${problem}`);
export function setMessageProblemHandler(handler: MessageProblem): void {
  onProblem = handler;
}

/** Runs one compiled message, noting every argument it reads that `args` lacks. */
function run(fn: (args: MessageArgs) => string, args: MessageArgs): { text: string; missing: string[] } {
  const missing: string[] = [];
  const watched = new Proxy(args, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) missing.push(key);
      return target[key as string];
    },
  });
  return { text: fn(watched), missing };
}

/**
 * The message `key` of `catalog` with `args`. A missing message or argument reports a problem and shows the English
 * text (`fallback`, when loaded), else the key: a person never sees "undefined".
 */
export function formatMessage(catalog: CompiledCatalog | undefined, fallback: CompiledCatalog | undefined, key: string, args: MessageArgs = {}): string {
  const fn = catalog?.[key];
  // English asked (the catalog is the fallback): an id without ICU syntax is its own text, and the compiled English
  // catalog leaves those out (scripts/i18n/compile.ts).
  if (!fn && catalog && catalog === fallback && !/[{}]/.test(key)) return key;
  if (fn) {
    const { text, missing } = run(fn, args);
    if (!missing.length) return text;
    onProblem(`message "${key}" is missing ${missing.join(', ')}`);
  } else {
    onProblem(`no message "${key}"`);
  }
  const english = fallback?.[key];
  if (english && english !== fn) {
    const { text, missing } = run(english, args);
    if (!missing.length) return text;
  }
  return key;
}
