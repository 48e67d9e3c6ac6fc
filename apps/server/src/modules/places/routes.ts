/**
 * GET /api/places?q=: place search for the location type-ahead (public; the answer depends on q only), and
 * GET /api/places/config: the map tiles and whether street search is on, for the web app's maps.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapConfigSchema, placeQuerySchema, placesResponseSchema } from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { HttpGeocoder } from './geocoder';
import { searchPlaces, type PlacesDeps } from './service';

const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const deps: PlacesDeps = {
    geocoder: config.GEOCODER_URL
      ? new HttpGeocoder(
          {
            url: config.GEOCODER_URL,
            protocol: config.GEOCODER_PROTOCOL,
            timeoutMs: config.GEOCODER_TIMEOUT_MS,
            userAgent: `Kickoff (${config.publicUrl})`,
          },
          app.log,
        )
      : null,
  };
  const mapConfig = {
    tileUrl: config.MAP_TILE_URL === 'none' ? null : config.MAP_TILE_URL,
    tileAttribution: config.MAP_TILE_ATTRIBUTION,
    streetSearch: Boolean(deps.geocoder),
  };

  app.get(
    '/api/places',
    {
      schema: {
        tags: ['places'],
        security: [],
        summary: 'Places by name: cities of the built-in gazetteer, then streets and venues of the geocoder when configured',
        querystring: placeQuerySchema,
        response: { 200: placesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ items: await searchPlaces(deps, request.query.q, request.query.limit) }),
  );

  app.get(
    '/api/places/config',
    { schema: { tags: ['places'], security: [], summary: 'Map tiles and place search of this server', response: { 200: mapConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return mapConfig;
    },
  );
};
export default placesRoutes;
