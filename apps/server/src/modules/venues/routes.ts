/** HTTP routes of venues (issue 28): add (409 offers the one already there), read, edit, and the map's list. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS, createVenueInputSchema, updateVenueInputSchema, venueConflictSchema, venueIdParamSchema, venueListQuerySchema, venueListSchema, venueSchema } from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { readContext, signedInContext } from '../../lib/context';
import { readForm } from '../../lib/multipart';
import { DuplicateVenueError, createVenue, getVenue, listVenues, setVenuePhoto, updateVenue } from './service';

const tags = ['venues'];

const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/venues',
    {
      schema: {
        tags,
        summary: 'Add a venue: a name and a pin (a near-identical name within 150 m answers 409 with that venue)',
        body: createVenueInputSchema,
        response: { 201: venueSchema, 409: venueConflictSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      try {
        const venue = await createVenue(signedInContext(app, request), request.body);
        return reply.code(201).send(venue);
      } catch (error) {
        if (error instanceof DuplicateVenueError) return reply.code(409).send(error.body());
        throw error;
      }
    },
  );

  app.get(
    '/api/venues',
    {
      schema: {
        tags,
        security: [],
        summary: 'Venues on the map: within radiusKm of near, closest first',
        querystring: venueListQuerySchema,
        response: { 200: venueListSchema, ...errorResponses(400) },
      },
    },
    async (request) => listVenues(await readContext(app, request), request.query),
  );

  app.get(
    '/api/venues/:id',
    {
      schema: {
        tags,
        security: [],
        summary: 'A venue: its pin and details (its games: GET /api/events?venueId=)',
        params: venueIdParamSchema,
        response: { 200: venueSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getVenue(await readContext(app, request), request.params.id),
  );

  app.patch(
    '/api/venues/:id',
    {
      schema: {
        tags,
        summary: 'Edit a venue (the person who added it, or creators of groups with games there); kept in its history',
        params: venueIdParamSchema,
        body: updateVenueInputSchema,
        response: { 200: venueSchema, 409: venueConflictSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      try {
        return await updateVenue(signedInContext(app, request), request.params.id, request.body);
      } catch (error) {
        if (error instanceof DuplicateVenueError) return reply.code(409).send(error.body());
        throw error;
      }
    },
  );

  app.put(
    '/api/venues/:id/photo',
    {
      schema: {
        tags,
        summary: 'Set a venue\'s photo (multipart, the file in venuePhoto), by those who may edit it; kept in its history',
        consumes: ['multipart/form-data'],
        params: venueIdParamSchema,
        response: { 200: venueSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const context = signedInContext(app, request);
      const form = await readForm(request, { fileField: 'venuePhoto', maxFileBytes: LIMITS.groupImageBytes });
      return setVenuePhoto(context, request.params.id, form.file?.data);
    },
  );

  app.delete(
    '/api/venues/:id/photo',
    {
      schema: {
        tags,
        summary: 'Remove a venue\'s photo, by those who may edit it; kept in its history',
        params: venueIdParamSchema,
        response: { 200: venueSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setVenuePhoto(signedInContext(app, request), request.params.id, null),
  );
};
export default venuesRoutes;
