/**
 * Notification preferences (issue 15): GET/PUT /api/notifications/preferences for the signed-in person, and the
 * one-click unsubscribe of an email's link: GET shows a page that asks (mail scanners open links; a GET changes
 * nothing), POST (RFC 8058 `List-Unsubscribe=One-Click` from the mail provider, or the page's button) turns the
 * token's kind off by email.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  isLanguage,
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  updateNotificationPreferencesInputSchema,
  type Language,
} from '@kickoff/shared';
import { AppError } from '../../lib/errors';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';
import * as service from './service-preferences';
import { confirmPage, donePage, invalidPage } from './unsubscribe-page';
import { requestLanguage } from '../../lib/i18n';

const tags = ['notifications'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof signedInContext>[1]): service.PreferencesContext => ({
    ...signedInContext(app, request),
    mailEnabled: app.mail.enabled,
  });
  const { publicUrl, authSecret } = app.config;

  // The one-click POST of mail providers is a form (`List-Unsubscribe=One-Click`); its content is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, String(body)),
  );

  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of notification come by push, in the app and by email; the reminder hours; whether email can reach you',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.getPreferences(ctx(request)),
  );

  app.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Change some channels of some kinds and/or the reminder hours (1-24); the rest stays',
        body: updateNotificationPreferencesInputSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.updatePreferences(ctx(request), request.body),
  );

  const wantsPage = (accept: string | undefined) => Boolean(accept?.includes('text/html'));
  /**
   * A page, or the "not valid" page (400) when the token is refused. Its words are in the link's person's language
   * (their mail was), else the browser's (issue 30).
   */
  const asPage = (request: FastifyRequest, target: Promise<service.UnsubscribeTarget>, html: (t: service.UnsubscribeTarget, language: Language) => string) =>
    target.then(
      (found) => ({ status: 200 as const, html: html(found, isLanguage(found.language) ? found.language : requestLanguage(request)) }),
      (error: unknown) => {
        if (error instanceof AppError) return { status: 400 as const, html: invalidPage(publicUrl, requestLanguage(request)) };
        throw error;
      },
    );
  // The page's HTML is sent as it is (a string with a non-JSON type is not serialized).
  const sendPage = (reply: FastifyReply, page: { status: 200 | 400; html: string }) =>
    reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html as never);

  app.get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        security: [],
        tags,
        summary: "An email's unsubscribe link: a page asking to confirm (changes nothing)",
        querystring: unsubscribeQuerySchema,
        response: { 200: z.string(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      const page = await asPage(request, service.unsubscribeTarget(app.db, authSecret, request.query.token), ({ kind }, language) =>
        confirmPage(kind, action, publicUrl, language),
      );
      return sendPage(reply, page);
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        security: [],
        tags,
        summary: 'One-click unsubscribe (RFC 8058): stops the link\'s kind of email for its person; a forged link changes nothing',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      if (!wantsPage(request.headers.accept)) return { ok: true as const, kind: (await service.unsubscribe(app.db, authSecret, request.query.token)).kind };
      // The confirm page's button: answer with a page.
      return sendPage(reply, await asPage(request, service.unsubscribe(app.db, authSecret, request.query.token), ({ kind }, language) => donePage(kind, publicUrl, language)));
    },
  );
};

export default routes;
