/** Join, leave and participant management routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventIdParamSchema,
  joinEventInputSchema,
  joinEventResponseSchema,
  okSchema,
  participantListSchema,
  participantParamSchema,
} from '@kickoff/shared';
import { eventsContext } from './http';
import { getParticipants, joinEvent, leaveEvent, manageParticipant } from './service-participants';

const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];

  app.post(
    '/api/events/:id/join',
    { schema: { tags, params: eventIdParamSchema, body: joinEventInputSchema, response: { 200: joinEventResponseSchema } } },
    async (request) => {
      app.requireUser(request);
      return joinEvent(eventsContext(app, request), request.params.id, request.body.guestCount);
    },
  );

  app.delete(
    '/api/events/:id/leave',
    { schema: { tags, params: eventIdParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await leaveEvent(eventsContext(app, request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/events/:id/participants',
    { schema: { tags, params: eventIdParamSchema, response: { 200: participantListSchema } } },
    async (request) => getParticipants(eventsContext(app, request), request.params.id),
  );

  for (const action of ['waitlist', 'activate'] as const) {
    app.put(
      `/api/events/:id/participants/:participantId/${action}`,
      { schema: { tags, params: participantParamSchema, response: { 200: participantListSchema } } },
      async (request) => manageParticipant(eventsContext(app, request), request.params.id, request.params.participantId, action),
    );
  }

  app.delete(
    '/api/events/:id/participants/:participantId',
    { schema: { tags, params: participantParamSchema, response: { 200: participantListSchema } } },
    async (request) => manageParticipant(eventsContext(app, request), request.params.id, request.params.participantId, 'remove'),
  );
};

export default participantRoutes;
