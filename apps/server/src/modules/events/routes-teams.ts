/** Balanced teams (issue 14): hosts balance, adjust and publish; participants read published teams; members' levels. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceTeamsInputSchema, eventIdParamSchema, eventTeamsSchema, saveTeamsInputSchema, sportSkillsSchema } from '@kickoff/shared';
import { balanceEventTeams, getEventTeams, mySportSkills, saveEventTeams, setMySportSkills } from './service-teams';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext, signedInReadContext } from '../../lib/context';

const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['events'];

  app.get(
    '/api/events/:id/teams',
    { schema: { tags, params: eventIdParamSchema, response: { 200: eventTeamsSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => getEventTeams(await signedInReadContext(app, request), request.params.id),
  );

  app.post(
    '/api/events/:id/teams/balance',
    { schema: { tags, params: eventIdParamSchema, body: balanceTeamsInputSchema, response: { 200: eventTeamsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => balanceEventTeams(signedInContext(app, request), request.params.id, request.body),
  );

  app.put(
    '/api/events/:id/teams',
    { schema: { tags, params: eventIdParamSchema, body: saveTeamsInputSchema, response: { 200: eventTeamsSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => saveEventTeams(signedInContext(app, request), request.params.id, request.body),
  );

  app.get(
    '/api/user/sport-skills',
    { schema: { tags: ['users'], response: { 200: sportSkillsSchema, ...errorResponses(401) } } },
    async (request) => mySportSkills(signedInContext(app, request)),
  );

  app.put(
    '/api/user/sport-skills',
    { schema: { tags: ['users'], body: sportSkillsSchema, response: { 200: sportSkillsSchema, ...errorResponses(400, 401) } } },
    async (request) => setMySportSkills(signedInContext(app, request), request.body.skills),
  );
};

export default teamRoutes;
