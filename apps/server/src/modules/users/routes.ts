/** Users API of spec §7: the signed-in user's profile, the sign-up record, and the active role (rulings §3). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIMITS,
  createUserInputSchema,
  emailCodeSentSchema,
  verifyEmailInputSchema,
  setRoleInputSchema,
  setLanguageInputSchema,
  updateProfileInputSchema,
  userProfileSchema,
} from '@kickoff/shared';
import { readForm } from '../../lib/multipart';
import * as service from './service';
import { errorResponses } from '../../lib/error-responses';
import { parseInput } from '../../lib/parse-input';
import type { FastifyRequest } from 'fastify';
import { signedInContext } from '../../lib/context';
import { requestLanguage } from '../../lib/i18n';


const routes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): service.UsersContext => ({
    ...signedInContext(app, request),
    emails: { db: app.db, mail: app.mail, limiter: app.rateLimiter, log: request.log, language: requestLanguage(request) },
  });

  app.get(
    '/api/user/profile',
    { schema: { tags: ['users'], summary: "The signed-in user's profile", response: { 200: userProfileSchema, ...errorResponses(401) } } },
    async (request) => service.getProfile(context(request)),
  );

  app.put(
    '/api/user/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update the profile: multipart (firstName, lastName, email, location?, timezone?, profileImage?) or JSON',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: userProfileSchema, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const ctx = context(request);
      const form = await readForm(request, { fileField: 'profileImage', maxFileBytes: LIMITS.profilePhotoBytes, allowJson: true });
      return service.updateProfile(ctx, parseInput(updateProfileInputSchema, form.fields), form.file?.data);
    },
  );

  app.post(
    '/api/user/email/send-code',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a new 6-digit code to the email address waiting for verification',
        response: { 200: emailCodeSentSchema, ...errorResponses(400, 401, 409, 429, 503) },
      },
    },
    async (request) => service.sendEmailCode(context(request)),
  );

  app.post(
    '/api/user/email/verify',
    {
      schema: {
        tags: ['users'],
        summary: 'Verify the pending email address with its code; it becomes the profile email group creators can find',
        body: verifyEmailInputSchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => service.verifyEmail(context(request), request.body.code),
  );

  app.post(
    '/api/user/create',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign-up record (idempotent): stores the email and role of the signed-in user',
        body: createUserInputSchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.createUser(context(request), request.body),
  );

  app.put(
    '/api/user/role',
    {
      schema: {
        tags: ['users'],
        summary: 'Set the active role (member or organizer)',
        body: setRoleInputSchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => service.setRole(context(request), request.body.rolePreference),
  );

  app.put(
    '/api/user/language',
    {
      schema: {
        tags: ['users'],
        summary: 'Set the language Kickoff speaks to the signed-in user (en, es; null follows the browser)',
        body: setLanguageInputSchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.setLanguage(context(request), request.body.language),
  );
};

export default routes;
