/**
 * GET /api/places?q=: place search for the location type-ahead (public; the answer depends on q and where the person
 * is: `near`, else their home area, else `around`), and GET /api/places/config: the map tiles and whether street
 * search is on, for the web app's maps.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLACE_QUERY_MIN, mapConfigSchema, placeQuerySchema, placesResponseSchema } from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { homeAreaOf } from '../users';
import { HttpGeocoder } from './geocoder';
import { searchPlaces, type PlacesDeps, type VenueSearch } from './service';

const placesRoutes: FastifyPluginAsyncZod<{ venues?: VenueSearch }> = async (app, options) => {
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
    venues: options.venues,
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
        summary:
          'Places by name: venues near the person (near, else their home area, else around), then cities near them, then the other cities and venues, then streets of the geocoder when configured',
        querystring: placeQuerySchema,
        response: { 200: placesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { q, limit, near, around } = request.query;
      if (q.trim().length < PLACE_QUERY_MIN) return { items: [] };
      const point = near ?? (request.user ? await homeAreaOf(app.db, request.user.id) : null) ?? around ?? null;
      return { items: await searchPlaces(deps, q, limit, point) };
    },
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
