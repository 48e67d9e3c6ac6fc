/** HTTP glue shared by the events routes: the service context, multipart field parsing, lenient JSON bodies. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '@kickoff/shared';
import { badRequest } from '../../lib/errors';
import type { EventsContext } from './service';

export function eventsContext(app: FastifyInstance, request: FastifyRequest): EventsContext {
  return {
    db: app.db,
    user: request.user,
    images: app.images,
    onRoleChanged: (userId) => app.sessionCache.revokeUser(userId),
  };
}

/** Parses multipart text fields with a shared schema; 400 with the first message and every field's message. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.') || '_'] ??= issue.message;
  throw badRequest(Object.values(messages)[0] ?? MESSAGES.common.invalidInput, messages);
}

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

