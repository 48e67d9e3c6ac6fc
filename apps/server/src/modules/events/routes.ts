/** Events API (spec §7 "Events"): Discover, one event, create/edit/delete/copy, and the user's event lists. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelEventInputSchema,
  createEventInputSchema,
  createEventResponseSchema,
  deleteEventQuerySchema,
  deleteEventResponseSchema,
  eventIdParamSchema,
  eventCardPageSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventSchema,
  seriesDatesSchema,
  LIMITS,
  updateEventInputSchema,
  userEventsQuerySchema,
} from '@kickoff/shared';
import { readForm } from '../../lib/multipart';
import { sendAnswer } from '../../lib/json-text';
import { cancelEvent, copyEvent, createEvent, deleteEvent, getEvent, updateEvent } from './service';
import { listDiscover, listEventDates, listUserEvents } from './service-lists';
import { useJsonBodies } from '../../lib/json-body';
import participantRoutes from './routes-participants';
import paymentRoutes from './routes-payments';
import attendanceRoutes from './routes-attendance';
import teamRoutes from './routes-teams';
import calendarRoutes from './routes-calendar';
import commentRoutes from './routes-comments';
import { errorResponses } from '../../lib/error-responses';
import { parseInput } from '../../lib/parse-input';
import { readContext, signedInContext, signedInReadContext } from '../../lib/context';

const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // An empty JSON body is accepted: the event card's join sends none.
  useJsonBodies(app, { allowEmpty: true });
  // Lists and details read through the read handle (a replica when configured: plugins/read-replicas.ts).
  const readCtx = (request: FastifyRequest) => readContext(app, request);
  const ctx = (request: FastifyRequest) => signedInContext(app, request);
  const tags = ['events'];
  const imageForm = { fileField: 'eventImage', maxFileBytes: LIMITS.eventImageBytes };

  app.get(
    '/api/events',
    // Discover answers cards (written by PostgreSQL as JSON text); featured answers whole events.
    { schema: { security: [], tags, querystring: eventListQuerySchema, response: { 200: z.union([eventPageSchema, eventCardPageSchema]), ...errorResponses(400) } } },
    async (request, reply) => sendAnswer(reply, await listDiscover(await readCtx(request), request.query)),
  );

  app.get(
    '/api/events/:id',
    { schema: { security: [], tags, params: eventIdParamSchema, response: { 200: eventSchema, ...errorResponses(400, 404) } } },
    async (request) => getEvent(await readCtx(request), request.params.id),
  );

  app.get(
    '/api/events/:id/dates',
    { schema: { security: [], tags, params: eventIdParamSchema, response: { 200: seriesDatesSchema, ...errorResponses(400, 404) } } },
    async (request) => listEventDates(await readCtx(request), request.params.id),
  );

  app.post(
    '/api/events',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: createEventResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 503) } } },
    async (request, reply) => {
      const signedIn = ctx(request);
      const form = await readForm(request, { ...imageForm, allowJson: true });
      const data = parseInput(createEventInputSchema, form.fields);
      return reply.status(201).send(await createEvent(signedIn, data, form.file?.data));
    },
  );

  app.patch(
    '/api/events/:id',
    { schema: { tags, params: eventIdParamSchema, consumes: ['multipart/form-data'], response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) } } },
    async (request) => {
      const signedIn = ctx(request);
      const form = await readForm(request, { ...imageForm, allowJson: true });
      const data = parseInput(updateEventInputSchema, form.fields);
      return updateEvent(signedIn, request.params.id, data, form.file?.data);
    },
  );

  app.delete(
    '/api/events/:id',
    { schema: { tags, params: eventIdParamSchema, querystring: deleteEventQuerySchema, response: { 200: deleteEventResponseSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ ok: true as const, deleted: await deleteEvent(ctx(request), request.params.id, request.query.series) }),
  );

  // Cancel and keep it visible as Cancelled (issue 14); hosts only, before it starts, once.
  app.post(
    '/api/events/:id/cancel',
    { schema: { tags, params: eventIdParamSchema, body: cancelEventInputSchema, response: { 200: eventSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => cancelEvent(ctx(request), request.params.id, request.body.reason),
  );

  app.post(
    '/api/events/:id/copy',
    { schema: { tags, params: eventIdParamSchema, response: { 201: eventSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => reply.status(201).send(await copyEvent(ctx(request), request.params.id)),
  );

  app.get(
    '/api/user/events',
    { schema: { tags, querystring: userEventsQuerySchema, response: { 200: eventPageSchema, ...errorResponses(400, 401) } } },
    async (request) => listUserEvents(await signedInReadContext(app, request), 'joined', request.query),
  );

  app.get(
    '/api/user/created-events',
    { schema: { tags, querystring: userEventsQuerySchema, response: { 200: eventPageSchema, ...errorResponses(400, 401) } } },
    async (request) => listUserEvents(await signedInReadContext(app, request), 'created', request.query),
  );

  await app.register(participantRoutes);
  await app.register(paymentRoutes);
  await app.register(attendanceRoutes);
  await app.register(teamRoutes);
  await app.register(commentRoutes);
  await app.register(calendarRoutes);
};

export default eventsRoutes;
