/** Blocking a person anywhere (issue 34, point 2): block, unblock, and the blocker's list (the profile's card). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockedPersonPageSchema, blockedUserParamSchema, blockUserInputSchema, okSchema, pageQuerySchema } from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';
import { blockUser, listBlocked, unblockUser } from './service';

const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/api/user/blocks',
    { schema: { tags, summary: 'The people you blocked, newest first', querystring: pageQuerySchema, response: { 200: blockedPersonPageSchema, ...errorResponses(400, 401) } } },
    async (request) => listBlocked(signedInContext(app, request), request.query),
  );

  app.post(
    '/api/user/blocks',
    {
      schema: {
        tags,
        summary: 'Block a person: 201 when new, 200 when already blocked',
        body: blockUserInputSchema,
        response: { 200: okSchema, 201: okSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { created } = await blockUser(signedInContext(app, request), request.body.userId);
      return reply.code(created ? 201 : 200).send({ ok: true as const });
    },
  );

  app.delete(
    '/api/user/blocks/:userId',
    { schema: { tags, summary: 'Unblock a person (also ok when they were not blocked)', params: blockedUserParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      await unblockUser(signedInContext(app, request), request.params.userId);
      return { ok: true as const };
    },
  );
};

export default blocksRoutes;
