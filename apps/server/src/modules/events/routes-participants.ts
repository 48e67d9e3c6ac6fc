/** Join, leave and participant management routes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventIdParamSchema,
  joinEventInputSchema,
  joinEventResponseSchema,
  leaveEventQuerySchema,
  okSchema,
  participantListSchema,
  participantParamSchema,
  waitlistParticipantInputSchema,
} from '@kickoff/shared';
import { getParticipants, joinEvent, leaveEvent, manageParticipant } from './service-participants';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext, signedInReadContext } from '../../lib/context';

const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];

  app.post(
    '/api/events/:id/join',
    { schema: { tags, params: eventIdParamSchema, body: joinEventInputSchema, response: { 200: joinEventResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) } } },
    async (request) => {
      return joinEvent(signedInContext(app, request), request.params.id, request.body.guestCount);
    },
  );

  app.delete(
    '/api/events/:id/leave',
    {
      schema: {
        tags,
        params: eventIdParamSchema,
        // Payments (issue 29): after the refund cutoff, leaving a paid place needs confirmNoRefund=true (409 without).
        querystring: leaveEventQuerySchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await leaveEvent(signedInContext(app, request), request.params.id, { confirmNoRefund: request.query.confirmNoRefund === true });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/events/:id/participants',
    { schema: { tags, params: eventIdParamSchema, response: { 200: participantListSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getParticipants(await signedInReadContext(app, request), request.params.id),
  );

  app.put(
    '/api/events/:id/participants/:participantId/waitlist',
    {
      schema: {
        tags,
        summary: 'A host moves a party to the end of the waitlist; its places are held (default) or go to the next in line',
        params: participantParamSchema,
        body: waitlistParticipantInputSchema,
        response: { 200: participantListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      manageParticipant(signedInContext(app, request), request.params.id, request.params.participantId, 'waitlist', {
        freedPlaces: request.body?.freedPlaces ?? 'hold',
      }),
  );

  // activate: only when the party fits; let-in (issue 26): a chosen waitlisted party, the capacity raised if it must.
  for (const action of ['activate', 'let-in'] as const) {
    app.put(
      `/api/events/:id/participants/:participantId/${action}`,
      { schema: { tags, params: participantParamSchema, response: { 200: participantListSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
      async (request) => manageParticipant(signedInContext(app, request), request.params.id, request.params.participantId, action),
    );
  }

  app.delete(
    '/api/events/:id/participants/:participantId',
    { schema: { tags, params: participantParamSchema, response: { 200: participantListSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => manageParticipant(signedInContext(app, request), request.params.id, request.params.participantId, 'remove'),
  );
};

export default participantRoutes;
