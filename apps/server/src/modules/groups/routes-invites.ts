/** HTTP routes of group invitations (issue 18): the creator's invite links, joining through one, the invitee's invitations. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  acceptInviteResultSchema,
  createInviteLinkInputSchema,
  groupIdParamSchema,
  groupInvitationParamSchema,
  groupInvitationPageSchema,
  invitationAnswerSchema,
  invitationIdParamSchema,
  inviteLinkPageSchema,
  inviteLinkParamSchema,
  inviteLinkSchema,
  invitePreviewSchema,
  inviteTokenParamSchema,
  okSchema,
  pageQuerySchema,
  sentInvitationPageSchema,
} from '@kickoff/shared';
import * as invites from './service-invites';
import { errorResponses } from '../../lib/error-responses';
import { serviceContext, signedInContext } from '../../lib/context';

const tags = ['invitations'];

const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest) => signedInContext(app, request);
  const publicUrl = app.config.publicUrl;

  app.get(
    '/api/groups/:id/invite-links',
    { schema: { tags, params: groupIdParamSchema, querystring: pageQuerySchema, response: { 200: inviteLinkPageSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => invites.listInviteLinks(ctx(request), request.params.id, request.query, publicUrl),
  );

  app.post(
    '/api/groups/:id/invite-links',
    { schema: { tags, params: groupIdParamSchema, body: createInviteLinkInputSchema, response: { 201: inviteLinkSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send(await invites.createInviteLink(ctx(request), request.params.id, request.body, publicUrl)),
  );

  app.delete(
    '/api/groups/:id/invite-links/:linkId',
    { schema: { tags, params: inviteLinkParamSchema, response: { 200: inviteLinkSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => invites.revokeInviteLink(ctx(request), request.params.id, request.params.linkId, publicUrl),
  );

  app.get(
    '/api/groups/:id/invitations',
    { schema: { tags, params: groupIdParamSchema, querystring: pageQuerySchema, response: { 200: sentInvitationPageSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => invites.listGroupInvitations(ctx(request), request.params.id, request.query),
  );

  app.delete(
    '/api/groups/:id/invitations/:invitationId',
    { schema: { tags, params: groupInvitationParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => invites.withdrawInvitation(ctx(request), request.params.id, request.params.invitationId),
  );

  app.get(
    '/api/invites/:token',
    { schema: { security: [], tags, params: inviteTokenParamSchema, response: { 200: invitePreviewSchema, ...errorResponses(400, 404) } } },
    async (request, reply) => {
      // The token is a credential: the answer is never stored by shared caches.
      reply.header('cache-control', 'private, no-store');
      return invites.previewInvite(serviceContext(app, request), request.params.token);
    },
  );

  app.post(
    '/api/invites/:token/accept',
    { schema: { tags, params: inviteTokenParamSchema, response: { 200: acceptInviteResultSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => invites.acceptInvite(ctx(request), request.params.token),
  );

  app.get(
    '/api/user/invitations',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: groupInvitationPageSchema, ...errorResponses(400, 401) } } },
    async (request) => invites.listMyInvitations(ctx(request), request.query),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/invitations/:id/${answer}`,
      { schema: { tags, params: invitationIdParamSchema, response: { 200: invitationAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
      async (request) => invites.answerInvitation(ctx(request), request.params.id, answer),
    );
  }
};

export default inviteRoutes;
