/** HTTP routes of notifications: spec §7 register/unregister, Web Push, the in-app list, the reminder setting. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  idParamSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSettingsSchema,
  okSchema,
  pushStatusSchema,
  registerDeviceInputSchema,
  unreadCountSchema,
  unregisterDeviceInputSchema,
  vapidKeySchema,
  webPushSubscriptionInputSchema,
  webPushUnsubscribeInputSchema,
} from '@kickoff/shared';
import * as service from './service';
import type { PushSenders } from './delivery';
import type { PushTargetPolicy } from './push-targets';
import { errorResponses } from '../../lib/error-responses';
import { signedInContext } from '../../lib/context';

const tags = ['notifications'];

export interface NotificationRoutesOptions {
  senders: PushSenders;
  pushTargets: PushTargetPolicy;
}

const routes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, opts) => {
  const ctx = (request: FastifyRequest): service.NotificationsContext => ({
    ...signedInContext(app, request),
    senders: opts.senders,
    pushTargets: opts.pushTargets,
  });

  app.get(
    '/api/notifications',
    { schema: { tags, summary: 'The in-app list, newest first, with the unread count', querystring: notificationListQuerySchema, response: { 200: notificationPageSchema, ...errorResponses(400, 401) } } },
    async (request) => service.list(ctx(request), request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    { schema: { tags, summary: 'Unread notifications', response: { 200: unreadCountSchema, ...errorResponses(401) } } },
    async (request) => service.unreadCount(ctx(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { tags, summary: 'Mark one notification read', params: idParamSchema, response: { 200: unreadCountSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => service.markRead(ctx(request), request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { tags, summary: 'Mark every notification read', response: { 200: unreadCountSchema, ...errorResponses(401) } } },
    async (request) => service.markAllRead(ctx(request)),
  );

  app.post(
    '/api/notifications/register',
    {
      schema: {
        tags,
        summary: 'Register a native device token (FCM); 409 when another account has it; an account keeps its 10 newest',
        body: registerDeviceInputSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      await service.registerDevice(ctx(request), request.body.token, request.body.platform);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/notifications/unregister',
    {
      schema: {
        tags,
        summary: "Unregister a device token, or (no body) all of the user's device tokens",
        body: unregisterDeviceInputSchema,
        response: { 200: okSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await service.unregisterDevices(ctx(request), request.body?.token);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/notifications/web-push/key',
    { schema: { security: [], tags, summary: 'The VAPID public key (null when Web Push is not configured)', response: { 200: vapidKeySchema } } },
    async () => ({ publicKey: opts.senders.webPush?.publicKey ?? null }),
  );

  app.post(
    '/api/notifications/web-push/subscribe',
    {
      schema: {
        tags,
        summary: "Save this browser's push subscription (https endpoints of push services only; 409 when another account has it)",
        body: webPushSubscriptionInputSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      await service.subscribeWebPush(ctx(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/notifications/web-push/unsubscribe',
    { schema: { tags, summary: "Forget this browser's push subscription (404 when it is not the caller's)", body: webPushUnsubscribeInputSchema, response: { 200: okSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => {
      await service.unsubscribeWebPush(ctx(request), request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/notifications/status',
    { schema: { tags, summary: "The user's push targets and what the server can send", response: { 200: pushStatusSchema, ...errorResponses(401) } } },
    async (request) => service.status(ctx(request)),
  );

  app.get(
    '/api/notifications/settings',
    { schema: { tags, summary: 'The reminder setting', response: { 200: notificationSettingsSchema, ...errorResponses(401) } } },
    async (request) => service.getSettings(ctx(request)),
  );

  app.put(
    '/api/notifications/settings',
    {
      schema: {
        tags,
        summary: 'Set how many hours (1-24) before an event the reminder comes',
        body: notificationSettingsSchema,
        response: { 200: z.object({ reminderHours: z.number().int() }), ...errorResponses(400, 401) },
      },
    },
    async (request) => service.updateSettings(ctx(request), request.body.reminderHours),
  );
};

export default routes;
