/** Comment routes and calendar files (one event's .ics, the personal feed and its secret URL). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedSchema,
  commentListSchema,
  commentParamSchema,
  commentSchema,
  createCommentInputSchema,
  eventIdParamSchema,
  okSchema,
} from '@kickoff/shared';
import { eventsContext } from './http';
import { addComment, calendarFeed, eventIcs, feedIcs, getComments, removeComment, revokeCalendarFeed } from './service-comments';

const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  const publicUrl = app.config.publicUrl;

  app.get(
    '/api/events/:id/comments',
    { schema: { tags, params: eventIdParamSchema, response: { 200: commentListSchema } } },
    async (request) => getComments(eventsContext(app, request), request.params.id),
  );

  app.post(
    '/api/events/:id/comments',
    { schema: { tags, params: eventIdParamSchema, body: createCommentInputSchema, response: { 201: commentSchema } } },
    async (request, reply) => {
      app.requireUser(request);
      return reply.status(201).send(await addComment(eventsContext(app, request), request.params.id, request.body));
    },
  );

  app.delete(
    '/api/events/comments/:commentId',
    { schema: { tags, params: commentParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeComment(eventsContext(app, request), request.params.commentId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/events/:id/calendar.ics',
    { schema: { tags, params: eventIdParamSchema, produces: ['text/calendar'] } },
    async (request, reply) => {
      const ics = await eventIcs(eventsContext(app, request), request.params.id, publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .send(ics);
    },
  );

  app.get('/api/user/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) =>
    calendarFeed(eventsContext(app, request), publicUrl, false),
  );
  app.post('/api/user/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema } } }, async (request) =>
    calendarFeed(eventsContext(app, request), publicUrl, true),
  );
  app.delete('/api/user/calendar-feed', { schema: { tags, response: { 200: okSchema } } }, async (request) => {
    await revokeCalendarFeed(eventsContext(app, request));
    return { ok: true as const };
  });

  app.get(
    '/api/calendar/:file',
    { schema: { tags, params: z.object({ file: z.string().max(100) }), produces: ['text/calendar'] } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const ics = await feedIcs(eventsContext(app, request), token, publicUrl);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(ics);
    },
  );
};

export default commentRoutes;
