/**
 * Reports, deletion requests and the moderation console (issue 34). The console's routes answer 404 to anyone signed
 * in who is not a moderator (they do not exist for them) and 401 signed out, like every signed-in route.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReportInputSchema,
  deletionRequestPageSchema,
  deletionRequestStateSchema,
  moderationActionInputSchema,
  moderationAuditPageSchema,
  moderationAuditQuerySchema,
  moderationCasePageSchema,
  moderationCaseParamsSchema,
  moderationCaseQuerySchema,
  okSchema,
  pageQuerySchema,
  reportResultSchema,
} from '@kickoff/shared';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';
import { report } from './service-reports';
import { act, assertIsModerator, listAudit, listCases, listDeletionRequests, type ModerationContext } from './service-console';
import { getDeletionRequest, requestDeletion } from './service-deletion';

const actionResultSchema = z.object({ ok: z.literal(true), actionId: z.string() });

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['moderation'];
  const consoleContext = (request: Parameters<typeof signedInContext>[1]): ModerationContext => ({
    ...signedInContext(app, request),
    revokeSessions: (userId) => app.sessionCache.revoke({ kind: 'user', userId }),
    removeImage: (url) => app.images.remove(url),
  });

  app.post(
    '/api/reports',
    {
      schema: {
        tags,
        summary: 'Report a post, comment, event, group or profile you can see (a second report of yours is the same one)',
        body: createReportInputSchema,
        response: { 200: reportResultSchema, 201: reportResultSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const result = await report(signedInContext(app, request), request.body);
      return reply.code(result.status === 'reported' ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/user/deletion-request',
    { schema: { tags, summary: 'Your open request to delete your account, if any', response: { 200: deletionRequestStateSchema, ...errorResponses(401) } } },
    async (request) => getDeletionRequest(signedInContext(app, request)),
  );

  app.post(
    '/api/user/deletion-request',
    {
      schema: {
        tags,
        summary: 'Ask support to delete your account (201; 200 when a request is already open)',
        response: { 200: deletionRequestStateSchema, 201: deletionRequestStateSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const result = await requestDeletion(signedInContext(app, request));
      return reply.code(result.created ? 201 : 200).send(result.state);
    },
  );

  app.get(
    '/api/moderation/access',
    { schema: { tags, summary: 'Whether the caller is a moderator (404 when not)', response: { 200: okSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      await assertIsModerator(signedInContext(app, request));
      return { ok: true as const };
    },
  );

  app.get(
    '/api/moderation/cases',
    {
      schema: {
        tags,
        summary: 'Open reports grouped by target, newest or most reported first (moderators)',
        querystring: moderationCaseQuerySchema,
        response: { 200: moderationCasePageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listCases(signedInContext(app, request), request.query),
  );

  app.post(
    '/api/moderation/cases/:id/actions',
    {
      schema: {
        tags,
        summary: 'Act on a report: dismiss, hide, remove the event or group, warn or suspend the person (moderators)',
        params: moderationCaseParamsSchema,
        body: moderationActionInputSchema,
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => act(consoleContext(request), request.params.id, request.body),
  );

  app.get(
    '/api/moderation/audit',
    {
      schema: {
        tags,
        summary: 'Every moderator action, newest first (moderators)',
        querystring: moderationAuditQuerySchema,
        response: { 200: moderationAuditPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listAudit(signedInContext(app, request), request.query),
  );

  app.get(
    '/api/moderation/deletion-requests',
    {
      schema: {
        tags,
        summary: 'Open account deletion requests, oldest first, for support to run (moderators)',
        querystring: pageQuerySchema,
        response: { 200: deletionRequestPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listDeletionRequests(signedInContext(app, request), request.query),
  );
};

export default moderationRoutes;
