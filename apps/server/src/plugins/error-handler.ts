/** One error handler: the JSON shape and statuses of rulings §1; 5xx texts are hidden and logged. */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@kickoff/shared';
import { AppError } from '../lib/errors';

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.common.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.common.malformedJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.common.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.common.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.common.bodyTooLarge,
  FST_REQ_FILE_TOO_LARGE: MESSAGES.common.bodyTooLarge,
  FST_PARTS_LIMIT: MESSAGES.common.bodyTooLarge,
  FST_FILES_LIMIT: MESSAGES.common.bodyTooLarge,
  FST_FIELDS_LIMIT: MESSAGES.common.bodyTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MESSAGES.common.unsupportedMediaType,
};

/**
 * Router errors raised before any route matches (a malformed percent-encoding, a path parameter over 100
 * characters). Fastify's default answer echoes the path and its own error code; ours is the usual JSON shape.
 * Passed to `Fastify({ frameworkErrors })` in app.ts.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return reply.status(status).send({ message: MESSAGES.common.invalidInput });
}

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? MESSAGES.common.invalidInput;
      }
      const first = Object.values(fields)[0];
      return reply.status(400).send({ message: first ?? MESSAGES.common.invalidInput, fields });
    }
    // PostgreSQL refuses NUL characters in text (22021) and untranslatable characters (22P05): bad input, not a crash.
    const dbCode = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (dbCode === '22021' || dbCode === '22P05') return reply.status(400).send({ message: MESSAGES.common.invalidInput });
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: MESSAGES.common.internal });
    }
    if (status === 429) return reply.status(429).send({ message: MESSAGES.common.rateLimited });
    const message = (error.code ? frameworkMessages[error.code] : undefined) ?? error.message ?? MESSAGES.common.invalidInput;
    return reply.status(status).send({ message });
  });

});
