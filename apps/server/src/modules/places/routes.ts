/** GET /api/places?q=: place search for the location type-ahead (public, cacheable: the answer depends on q only). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { searchCities } from './gazetteer';

const placeSchema = z.object({
  name: z.string(),
  label: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  population: z.number(),
  timeZone: z.string().nullable(),
});

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places',
    {
      schema: {
        tags: ['places'],
        security: [],
        querystring: z.object({ q: z.string().max(100).default(''), limit: z.coerce.number().int().min(1).max(20).default(8) }),
        response: { 200: z.object({ items: z.array(placeSchema) }), ...errorResponses(400) },
      },
    },
    async (request) => ({ items: searchCities(request.query.q, request.query.limit) }),
  );
};
export default placesRoutes;
