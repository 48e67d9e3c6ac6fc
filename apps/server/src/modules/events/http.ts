/** HTTP glue of the events routes: lenient JSON bodies. */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@kickoff/shared';
import { badRequest } from '../../lib/errors';

/** Accepts an empty JSON body (the event card's join sends none). */
export function lenientJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body ?? '');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest(MESSAGES.common.malformedJson), undefined);
    }
  });
}

