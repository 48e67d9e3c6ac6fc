/**
 * Keeps values out of logged errors. Drizzle's query errors carry the query's parameters (session tokens, phone
 * numbers, emails, post texts) in `params` and in their message and stack; PostgreSQL's `detail` repeats row values
 * ("Key (email)=(...) already exists"). The SQL text itself stays: it says what failed without saying whose.
 */
import { stdSerializers } from 'pino';

const HIDDEN = '[hidden]';

/**
 * What to hide, from every Drizzle query error in the cause chain: the `params` text as Drizzle wrote it into the
 * message, and each parameter value itself (PostgreSQL's own messages quote bad values: `value "..." is out of range`).
 */
function paramTexts(error: unknown): { texts: string[]; values: string[] } {
  const texts: string[] = [];
  const values: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params) && params.length) {
      texts.push(`\nparams: ${String(params)}`);
      for (const value of params) {
        const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
        // Short values ("1", "true") would blank out ordinary words; they are not secrets.
        if (text.length >= 4) values.push(text);
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return { texts, values };
}

function scrubString(value: string, hidden: { texts: string[]; values: string[] }): string {
  let out = value;
  for (const text of hidden.texts) out = out.split(text).join(`\nparams: ${HIDDEN}`);
  // A message passed on as a string (no error object left to read the params from): Drizzle puts them last.
  out = out.replace(/\nparams: (?!\[hidden\])[\s\S]*$/, `\nparams: ${HIDDEN}`);
  for (const text of hidden.values) out = out.split(text).join(HIDDEN);
  return out;
}

function scrub(value: unknown, texts: { texts: string[]; values: string[] }, depth = 0): unknown {
  if (typeof value === 'string') return scrubString(value, texts);
  if (!value || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, texts, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'params' || key === 'parameters' || key === 'detail') continue;
    out[key] = scrub(v, texts, depth + 1);
  }
  return out;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

/**
 * pino's error serializer (type, message, stack, causes, own fields) without query parameters or row values. A value
 * that is not an Error (some modules log `err: error.message`) is scrubbed and passed on as it is.
 */
export function errSerializer(error: unknown): SerializedError {
  const serialized = error instanceof Error ? stdSerializers.err(error) : error;
  return scrub(serialized, paramTexts(error)) as SerializedError;
}
