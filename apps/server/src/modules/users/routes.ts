/** Users API of spec §7: the signed-in user's profile, the sign-up record, and the active role (rulings §3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIMITS,
  MESSAGES,
  apiErrorSchema,
  createUserInputSchema,
  setRoleInputSchema,
  updateProfileInputSchema,
  userProfileSchema,
} from '@kickoff/shared';
import { badRequest } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import * as service from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: Parameters<typeof app.requireUser>[0]): service.UsersContext => ({
    db: app.db,
    user: app.requireUser(request),
    images: app.images,
  });

  app.get(
    '/api/user/profile',
    { schema: { tags: ['users'], summary: "The signed-in user's profile", response: { 200: userProfileSchema, 401: apiErrorSchema } } },
    async (request) => service.getProfile(context(request)),
  );

  app.put(
    '/api/user/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the profile: multipart (firstName, lastName, email, location?, timezone?, profileImage?) or JSON',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: userProfileSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const ctx = context(request);
      const form = await readForm(request, { fileField: 'profileImage', maxFileBytes: LIMITS.profilePhotoBytes, allowJson: true });
      const parsed = updateProfileInputSchema.safeParse(form.fields);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
        throw badRequest(Object.values(fields)[0] ?? MESSAGES.common.invalidInput, fields);
      }
      const profile = await service.updateProfile(ctx, parsed.data, form.file?.data);
      app.sessionCache.revokeUser(ctx.user.id);
      return profile;
    },
  );

  app.post(
    '/api/user/create',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign-up record (idempotent): stores the email and role of the signed-in user',
        body: createUserInputSchema,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const profile = await service.createUser(ctx, request.body);
      app.sessionCache.revokeUser(ctx.user.id);
      return profile;
    },
  );

  app.put(
    '/api/user/role',
    {
      schema: {
        tags: ['users'],
        summary: 'Set the active role (member or organizer)',
        body: setRoleInputSchema,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = context(request);
      const profile = await service.setRole(ctx, request.body.rolePreference);
      app.sessionCache.revokeUser(ctx.user.id);
      return profile;
    },
  );
};

export default routes;
