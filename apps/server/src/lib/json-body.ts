/**
 * JSON request bodies: nesting is bounded before anything walks the value (a body of 5,000 nested objects overflowed
 * the stack of a recursive walk and answered 500); `__proto__` keys are refused as by Fastify's own parser.
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@kickoff/shared';
import { badRequest } from './errors';

/** Deeper than any body of the API (the deepest is 3). */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` nests arrays and objects deeper than `max` (strings and their escapes skipped); one pass. */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/**
 * Replaces the `application/json` parser of `app` (and its children): bounded depth, then Fastify's default parser.
 * `allowEmpty`: an empty body is `undefined` (the events routes: a join sends none).
 */
export function useJsonBodies(app: FastifyInstance, options: { allowEmpty?: boolean } = {}) {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body ?? '');
    if (options.allowEmpty && text.trim() === '') return done(null, undefined);
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) return done(badRequest(MESSAGES.common.jsonTooDeep), undefined);
    parse(request, text, (error, value) => (error ? done(badRequest(MESSAGES.common.malformedJson), undefined) : done(null, value)));
  });
}
