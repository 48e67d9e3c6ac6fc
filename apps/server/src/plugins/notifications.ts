/**
 * Notifications: the durable job worker (`app.jobs`, started with the app and stopped on close), the push senders
 * (FCM and Web Push when keys are configured), the notification mailer, and the notifications and preferences routes.
 */
import fp from 'fastify-plugin';
import { JobWorker } from '../lib/jobs';
import { FcmSender, parseServiceAccount } from '../modules/notifications/fcm';
import { WebPushSender } from '../modules/notifications/web-push';
import { PushDelivery, type PushSenders } from '../modules/notifications/delivery';
import { registerNotificationJobs } from '../modules/notifications/handlers';
import { PushTargetPolicy } from '../modules/notifications/push-targets';
import notificationRoutes from '../modules/notifications/routes';
import preferenceRoutes from '../modules/notifications/routes-preferences';
import { NotificationMailer } from '../modules/notifications/email';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobWorker;
    push: PushDelivery;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const pushTargets = new PushTargetPolicy({ extraHosts: config.PUSH_ENDPOINT_HOSTS, testOrigins: config.PUSH_TEST_ORIGINS });
    const senders: PushSenders = {};
    if (config.FCM_SERVICE_ACCOUNT) {
      senders.fcm = new FcmSender(parseServiceAccount(config.FCM_SERVICE_ACCOUNT), config.FCM_API_BASE_URL, config.PUSH_TIMEOUT_MS);
    }
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
      senders.webPush = new WebPushSender(
        {
          publicKey: config.VAPID_PUBLIC_KEY,
          privateKey: config.VAPID_PRIVATE_KEY,
          subject: config.VAPID_SUBJECT ?? (config.publicUrl.startsWith('https://') ? config.publicUrl : 'mailto:support@kickoff.invalid'),
        },
        { policy: pushTargets, timeoutMs: config.PUSH_TIMEOUT_MS },
      );
    }
    app.log.info({ fcm: Boolean(senders.fcm), webPush: Boolean(senders.webPush) }, 'push senders');

    const log = app.log.child({ module: 'jobs' });
    const worker = new JobWorker({
      db: app.db,
      log,
      pollMs: config.JOBS_POLL_MS,
      backoffMs: config.JOBS_BACKOFF_MS,
      concurrency: config.JOBS_CONCURRENCY,
    });
    const delivery = new PushDelivery(app.db, senders, log);
    const mailer = new NotificationMailer(app.db, app.mail, { publicUrl: config.publicUrl, secret: config.authSecret }, log);
    registerNotificationJobs(worker, app.db, delivery, { concurrency: config.PUSH_CONCURRENCY, timeoutMs: config.PUSH_TIMEOUT_MS }, mailer);
    app.decorate('jobs', worker);
    app.decorate('push', delivery);

    // Requests that may have queued notifications wake the worker instead of waiting for the next poll.
    app.addHook('onResponse', async (request) => {
      if (request.method !== 'GET' && request.url.startsWith('/api/')) worker.poke();
    });
    if (config.JOBS_WORKER) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());

    await app.register(notificationRoutes, { senders, pushTargets });
    await app.register(preferenceRoutes);
  },
  { name: 'notifications', dependencies: ['database', 'auth', 'config', 'mail'] },
);
