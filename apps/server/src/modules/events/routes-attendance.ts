/** Game day attendance routes (issue 14): hosts mark parties, participants check in. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInInputSchema, eventIdParamSchema, markAttendanceInputSchema, participantListSchema, participantParamSchema, reliabilitySchema } from '@kickoff/shared';
import { checkIn, markAllAttended, markAttendance, myReliability } from './service-attendance';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';

const checkInResponseSchema = z.object({ attendance: z.literal('attended'), distanceMetres: z.number().nullable() });

const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];

  app.put(
    '/api/events/:id/participants/:participantId/attendance',
    { schema: { tags, params: participantParamSchema, body: markAttendanceInputSchema, response: { 200: participantListSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => markAttendance(signedInContext(app, request), request.params.id, request.params.participantId, request.body.attendance),
  );

  app.post(
    '/api/events/:id/attendance/all-attended',
    { schema: { tags, params: eventIdParamSchema, response: { 200: participantListSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => markAllAttended(signedInContext(app, request), request.params.id),
  );

  app.post(
    '/api/events/:id/check-in',
    { schema: { tags, params: eventIdParamSchema, body: checkInInputSchema, response: { 200: checkInResponseSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => checkIn(signedInContext(app, request), request.params.id, request.body),
  );

  app.get(
    '/api/user/reliability',
    { schema: { tags, response: { 200: reliabilitySchema, ...errorResponses(401) } } },
    async (request) => myReliability(signedInContext(app, request)),
  );
};

export default attendanceRoutes;
