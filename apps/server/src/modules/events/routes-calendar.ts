/** Calendar routes: one event's .ics, the personal feed (its secret URL, reset and revoked) and the feed itself. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptLanguageTags, calendarFeedSchema, eventIdParamSchema, okSchema } from '@kickoff/shared';
import { calendarFeed, eventIcs, feedIcs, revokeCalendarFeed } from './service-calendar';
import { errorResponses } from '../../lib/error-responses';
import { serviceContext, signedInContext } from '../../lib/context';
import { requestLanguage } from '../../lib/i18n';
import { mergeVary } from '../../plugins/http-cache';

/** An iCalendar file (sent as text/calendar, so it is not serialized as JSON). */
const icsFile = z.string().describe('iCalendar (text/calendar)');

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];
  const publicUrl = app.config.publicUrl;
  const feed = { publicUrl, secret: app.config.authSecret };

  app.get(
    '/api/events/:id/calendar.ics',
    { schema: { security: [], tags, params: eventIdParamSchema, produces: ['text/calendar'], response: { 200: icsFile, ...errorResponses(400, 404) } } },
    async (request, reply) => {
      // Kickoff's words in the caller's language: their setting, else Accept-Language (issue 30).
      const ics = await eventIcs(serviceContext(app, request), request.params.id, publicUrl, requestLanguage(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('vary', mergeVary(reply.getHeader('vary'), ['Accept-Language']))
        .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .send(ics);
    },
  );

  app.get('/api/user/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema, ...errorResponses(401) } } }, async (request) =>
    calendarFeed(signedInContext(app, request), feed, false),
  );
  app.post('/api/user/calendar-feed', { schema: { tags, response: { 200: calendarFeedSchema, ...errorResponses(401) } } }, async (request) =>
    calendarFeed(signedInContext(app, request), feed, true),
  );
  app.delete('/api/user/calendar-feed', { schema: { tags, response: { 200: okSchema, ...errorResponses(401) } } }, async (request) => {
    await revokeCalendarFeed(signedInContext(app, request));
    return { ok: true as const };
  });

  app.get(
    '/api/calendar/:file',
    {
      schema: {
        security: [],
        tags,
        summary: 'The personal calendar feed: ETag (304 on If-None-Match), Last-Modified; 410 once its URL was reset or turned off',
        params: z.object({ file: z.string().max(100) }),
        produces: ['text/calendar'],
        response: { 200: icsFile, 304: z.string().describe('Not modified'), ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const header = request.headers['accept-language'];
      const tags = acceptLanguageTags(Array.isArray(header) ? header[0] : header);
      const { ics, lastModified } = await feedIcs(serviceContext(app, request), token, feed, tags);
      reply.header('vary', mergeVary(reply.getHeader('vary'), ['Accept-Language']));
      const etag = `"${createHash('sha256').update(ics).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, max-age=300').header('etag', etag);
      if (lastModified) reply.header('last-modified', lastModified.toUTCString());
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send('');
      return reply.type('text/calendar; charset=utf-8').send(ics);
    },
  );
};

export default calendarRoutes;
