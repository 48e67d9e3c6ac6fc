/** Dashboard API: GET /api/user/dashboard (spec §3, §7) and GET /api/sports/popular (the Popular Sports section). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema, popularSportsSchema } from '@kickoff/shared';
import { getDashboard, getPopularSports } from './service';
import { errorResponses } from '../../lib/error-responses';
import { serviceContext, signedInContext } from '../../lib/context';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboard'];

  app.get(
    '/api/user/dashboard',
    {
      schema: {
        tags,
        summary: "The signed-in user's counters and first upcoming events",
        response: { 200: dashboardSchema, ...errorResponses(401) },
      },
    },
    async (request) => getDashboard(signedInContext(app, request)),
  );

  app.get(
    '/api/sports/popular',
    {
      schema: {
        tags,
        security: [],
        summary: 'First 6 sports by upcoming events the caller can see, with their counts',
        response: { 200: popularSportsSchema },
      },
    },
    // Open to signed-out callers too: the counts then cover public groups' events only.
    async (request) => getPopularSports(serviceContext(app, request)),
  );
};

export default dashboardRoutes;
