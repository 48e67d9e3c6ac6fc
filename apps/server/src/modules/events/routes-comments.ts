/** Comment routes: the thread of an event, adding and deleting comments. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentListSchema,
  commentParamSchema,
  commentSchema,
  eventCommentParamSchema,
  createCommentInputSchema,
  eventIdParamSchema,
  okSchema,
} from '@kickoff/shared';
import { addComment, getComments, removeComment } from './service-comments';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext, signedInReadContext } from '../../lib/context';

const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];

  app.get(
    '/api/events/:id/comments',
    { schema: { tags, params: eventIdParamSchema, response: { 200: commentListSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getComments(await signedInReadContext(app, request), request.params.id),
  );

  app.post(
    '/api/events/:id/comments',
    { schema: { tags, params: eventIdParamSchema, body: createCommentInputSchema, response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) } } },
    async (request, reply) => {
      return reply.status(201).send(await addComment(signedInContext(app, request), request.params.id, request.body));
    },
  );

  app.delete(
    '/api/events/:id/comments/:commentId',
    { schema: { tags, params: eventCommentParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await removeComment(signedInContext(app, request), request.params.commentId, request.params.id);
      return { ok: true as const };
    },
  );

  // The spec's path (§7), kept for clients that use it; left out of the document, where it was ambiguous with
  // /api/events/{id}/... (is "comments" an event id?). The web uses the path above.
  app.delete(
    '/api/events/comments/:commentId',
    { schema: { hide: true, tags, params: commentParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await removeComment(signedInContext(app, request), request.params.commentId);
      return { ok: true as const };
    },
  );
};

export default commentRoutes;
