/** HTTP routes of groups (spec §7 "Groups"), the users search and the user's group lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  LIMITS,
  MESSAGES,
  addMemberInputSchema,
  addMemberResultSchema,
  blockMemberInputSchema,
  blockedRecordPageSchema,
  blockedRecordSchema,
  createGroupInputSchema,
  createGroupPostInputSchema,
  deleteGroupResultSchema,
  followStateSchema,
  groupArraySchema,
  groupDetailSchema,
  groupEventPageSchema,
  groupIdParamSchema,
  joinGroupInputSchema,
  groupListQuerySchema,
  groupMemberPageSchema,
  groupMemberParamSchema,
  groupMembersQuerySchema,
  groupPageSchema,
  groupPostPageSchema,
  groupPostParamSchema,
  groupPostSchema,
  memberRoleInputSchema,
  memberStatusInputSchema,
  membershipSchema,
  okSchema,
  pageQuerySchema,
  groupEventsQuerySchema,
  updateGroupInputSchema,
  updateGroupPostInputSchema,
  userSearchQuerySchema,
  userSearchResultsSchema,
} from '@kickoff/shared';
import { readForm } from '../../lib/multipart';
import * as groupsService from './service';
import * as membersService from './service-members';
import * as postsService from './service-posts';
import * as invitesService from './service-invites';
import inviteRoutes from './routes-invites';
import { errorResponses } from '../../lib/error-responses';
import { parseInput } from '../../lib/parse-input';
import { readContext, signedInContext, signedInReadContext } from '../../lib/context';

const tags = ['groups'];

/** Parses the group form; both required fields missing gives the form's combined text. */
function parseGroupForm<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  return parseInput(schema, fields, (messages) =>
    messages.name === MESSAGES.group.nameRequired && messages.sportType === MESSAGES.group.sportRequired ? MESSAGES.group.requiredFields : undefined,
  );
}

const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest) => signedInContext(app, request);
  // Lists and details read through the read handle (a replica when configured: plugins/read-replicas.ts).
  const readCtx = (request: FastifyRequest) => signedInReadContext(app, request);

  // --- Discover and the group ---------------------------------------------------------------------------------------

  app.get(
    '/api/groups',
    { schema: { tags, security: [], querystring: groupListQuerySchema, response: { 200: groupPageSchema, ...errorResponses(400) } } },
    // Open to signed-out visitors too: the landing page shows the popular groups.
    async (request) => groupsService.discover(await readContext(app, request), request.query),
  );

  app.get(
    '/api/groups/:id',
    { schema: { tags, security: [], params: groupIdParamSchema, response: { 200: groupDetailSchema, ...errorResponses(400, 403, 404) } } },
    // Open to visitors for public groups (issue 18: the read-only page of a shared link).
    async (request) => groupsService.getGroup(await readContext(app, request), request.params.id),
  );

  app.post('/api/groups', { schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: { 201: groupDetailSchema, ...errorResponses(400, 401, 409, 413, 415, 422, 429, 503) } } }, async (request, reply) => {
    const context = ctx(request);
    const form = await readForm(request, { fileField: 'groupImage', maxFileBytes: LIMITS.groupImageBytes, allowJson: true });
    const values = parseGroupForm(createGroupInputSchema, form.fields);
    return reply.status(201).send(await groupsService.createGroup(context, values, form.file?.data));
  });

  app.put(
    '/api/groups/:id',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        params: groupIdParamSchema,
        response: { 200: groupDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const context = ctx(request);
      const form = await readForm(request, { fileField: 'groupImage', maxFileBytes: LIMITS.groupImageBytes, allowJson: true });
      const values = parseGroupForm(updateGroupInputSchema, form.fields);
      return groupsService.updateGroup(context, request.params.id, values, form.file?.data);
    },
  );

  app.delete(
    '/api/groups/:id',
    { schema: { tags, params: groupIdParamSchema, response: { 200: deleteGroupResultSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => groupsService.deleteGroup(ctx(request), request.params.id),
  );

  // --- content lists ------------------------------------------------------------------------------------------------

  app.get(
    '/api/groups/:id/posts',
    { schema: { tags, params: groupIdParamSchema, querystring: pageQuerySchema, response: { 200: groupPostPageSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => postsService.listPosts(await readCtx(request), request.params.id, request.query),
  );

  app.post(
    '/api/groups/:id/posts',
    { schema: { tags, params: groupIdParamSchema, body: createGroupPostInputSchema, response: { 201: groupPostSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) } } },
    async (request, reply) =>
      reply.status(201).send(await postsService.createPost(ctx(request), request.params.id, request.body.content)),
  );

  app.patch(
    '/api/groups/:id/posts/:postId',
    { schema: { tags, params: groupPostParamSchema, body: updateGroupPostInputSchema, response: { 200: groupPostSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => postsService.updatePost(ctx(request), request.params.id, request.params.postId, request.body.content),
  );

  app.delete(
    '/api/groups/:id/posts/:postId',
    { schema: { tags, params: groupPostParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      await postsService.deletePost(ctx(request), request.params.id, request.params.postId);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/groups/:id/members',
    {
      schema: { tags, params: groupIdParamSchema, querystring: groupMembersQuerySchema, response: { 200: groupMemberPageSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => membersService.listMembers(await readCtx(request), request.params.id, request.query),
  );

  app.get(
    '/api/groups/:id/blocked',
    { schema: { tags, params: groupIdParamSchema, querystring: pageQuerySchema, response: { 200: blockedRecordPageSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => membersService.listBlocked(ctx(request), request.params.id, request.query),
  );

  app.get(
    '/api/groups/:id/events',
    { schema: { tags, params: groupIdParamSchema, querystring: groupEventsQuerySchema, response: { 200: groupEventPageSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => groupsService.listEvents(await readCtx(request), request.params.id, request.query),
  );

  // --- joining, leaving, following ---------------------------------------------------------------------------------

  app.post(
    '/api/groups/:id/join',
    { schema: { tags, params: groupIdParamSchema, body: joinGroupInputSchema, response: { 200: membershipSchema, ...errorResponses(400, 401, 403, 404, 409, 429) } } },
    async (request) => membersService.join(ctx(request), request.params.id, request.body?.message ?? null),
  );

  app.delete(
    '/api/groups/:id/leave',
    { schema: { tags, params: groupIdParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => membersService.leave(ctx(request), request.params.id),
  );

  app.post(
    '/api/groups/:id/follow',
    { schema: { tags, params: groupIdParamSchema, response: { 200: followStateSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => membersService.follow(ctx(request), request.params.id),
  );

  app.delete(
    '/api/groups/:id/follow',
    { schema: { tags, params: groupIdParamSchema, response: { 200: followStateSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => membersService.unfollow(ctx(request), request.params.id),
  );

  // --- member management (creator only) ----------------------------------------------------------------------------

  app.delete(
    '/api/groups/:id/members/:userId',
    { schema: { tags, params: groupMemberParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => membersService.removeMember(ctx(request), request.params.id, request.params.userId),
  );

  app.post(
    '/api/groups/:id/block',
    { schema: { tags, params: groupIdParamSchema, body: blockMemberInputSchema, response: { 200: blockedRecordSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) =>
      membersService.block(ctx(request), request.params.id, request.body.blockedUserId, request.body.reason),
  );

  app.delete(
    '/api/groups/:id/block/:userId',
    { schema: { tags, params: groupMemberParamSchema, response: { 200: okSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => membersService.unblock(ctx(request), request.params.id, request.params.userId),
  );

  app.post(
    '/api/groups/:id/members/:userId/waiting',
    { schema: { tags, params: groupMemberParamSchema, response: { 200: membershipSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => membersService.setStatus(ctx(request), request.params.id, request.params.userId, 'waiting'),
  );

  app.patch(
    '/api/groups/:id/members/:userId/status',
    { schema: { tags, params: groupMemberParamSchema, body: memberStatusInputSchema, response: { 200: membershipSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => membersService.setStatus(ctx(request), request.params.id, request.params.userId, request.body.status),
  );

  app.patch(
    '/api/groups/:id/members/:userId/role',
    { schema: { tags, params: groupMemberParamSchema, body: memberRoleInputSchema, response: { 200: membershipSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => membersService.setRole(ctx(request), request.params.id, request.params.userId, request.body.role),
  );

  app.post(
    '/api/groups/:id/add-member',
    { schema: { tags, params: groupIdParamSchema, body: addMemberInputSchema, response: { 201: addMemberResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) } } },
    // Issue 18: an invitation the person accepts (or the approval of their own request to join).
    async (request, reply) =>
      reply.status(201).send(await invitesService.inviteByEmail(ctx(request), request.params.id, request.body.email)),
  );

  // --- users search and the user's groups ----------------------------------------------------------------------------

  app.get(
    '/api/users/search',
    { schema: { tags, querystring: userSearchQuerySchema, response: { 200: userSearchResultsSchema, ...errorResponses(400, 401, 403, 429, 503) } } },
    async (request) => membersService.searchUsers(await readCtx(request), request.query.email),
  );

  app.get(
    '/api/user/created-groups',
    { schema: { tags, response: { 200: groupArraySchema, ...errorResponses(401) } } },
    async (request) => groupsService.createdGroups(await readCtx(request)),
  );

  app.get(
    '/api/user/groups',
    { schema: { tags, response: { 200: groupArraySchema, ...errorResponses(401) } } },
    async (request) => groupsService.joinedGroups(await readCtx(request)),
  );

  // Invite links and invitations (issue 18): their own file, one URL family.
  await app.register(inviteRoutes);
};

export default groupsRoutes;
