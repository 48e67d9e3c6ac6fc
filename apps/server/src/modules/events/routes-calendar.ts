/** Calendar routes: one event's .ics, the personal feed (its secret URL, reset and revoked) and the feed itself. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedSchema, eventIdParamSchema, okSchema } from '@kickoff/shared';
import { calendarFeed, eventIcs, feedIcs, revokeCalendarFeed } from './service-calendar';
import { errorResponses } from '../../lib/error-responses';
import { serviceContext } from '../../lib/context';

/** An iCalendar file (sent as text/calendar, so it is not serialized as JSON). */
const icsFile = z.string().describe('iCalendar (text/calendar)');

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  const publicUrl = app.config.publicUrl;

  app.get(
    '/api/events/:id/calendar.ics',
    { schema: { security: [], tags, params: eventIdParamSchema, produces: ['text/calendar'], response: { 200: icsFile, ...errorResponses(400, 404) } } },
    async (request, reply) => {
      const ics = await eventIcs(serviceContext(app, request), request.params.id, publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .send(ics);
    },
  );

  app.get('/api/user/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema, ...errorResponses(401) } } }, async (request) =>
    calendarFeed(serviceContext(app, request), publicUrl, false),
  );
  app.post('/api/user/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema, ...errorResponses(401) } } }, async (request) =>
    calendarFeed(serviceContext(app, request), publicUrl, true),
  );
  app.delete('/api/user/calendar-feed', { schema: { tags, response: { 200: okSchema, ...errorResponses(401) } } }, async (request) => {
    await revokeCalendarFeed(serviceContext(app, request));
    return { ok: true as const };
  });

  app.get(
    '/api/calendar/:file',
    { schema: { security: [], tags, params: z.object({ file: z.string().max(100) }), produces: ['text/calendar'], response: { 200: icsFile, ...errorResponses(400, 404) } } },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const ics = await feedIcs(serviceContext(app, request), token, publicUrl);
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(ics);
    },
  );
};

export default calendarRoutes;
