/**
 * Job handlers: `notify` works out who hears of an action (`plan-groups.ts`, `plan-events.ts`, one shared preamble in
 * `plan-common.ts`) and writes their in-app notifications (one transaction, idempotent by source key) plus one `push` job each; `push` delivers to the user's devices; `reminder` sends the
 * event reminder when it is due and still valid.
 */
import type { Database, DbOrTx } from '@kickoff/db';
import { notificationKindOf } from '@kickoff/shared';
import * as prefs from './repository-preferences';
import { canEmail, channelsOfJoined } from './preferences';
import type { NotificationEmailJob, NotificationMailer } from './email';
import { enqueueManyKeeping, RescheduleJob, type ClaimedJob, type JobWorker } from '../../lib/jobs';
import * as repo from './repository';
import * as users from '../users';
import * as live from '../../lib/live/publish';
import { JOB, reminderTime, type NotifyPayload } from './triggers';
import { formatEventDate, isGroupPayload, mailEvent, type Planned } from './plan-common';
import { planEventNews } from './plan-events';
import { planGroupNews } from './plan-groups';
import type { PushContent, PushDelivery } from './delivery';

/** Recipients and texts of one action; null when its subject is gone (nothing to say any more). */
const plan = (db: DbOrTx, p: NotifyPayload): Promise<Planned | null> => (isGroupPayload(p) ? planGroupNews(db, p) : planEventNews(db, p));

/**
 * Delivers a plan on each recipient's channels for its kind (issue 15): in-app rows (the bell), one `push` job each
 * (from the row, or with the message itself when the person keeps this kind out of the app) and one `email` job each
 * to a verified address when mail is on. One transaction; retries of the fan-out send nothing twice (rows by source
 * key, jobs by key). Returns how many rows and jobs were written.
 */
async function record(db: Database, planned: Planned, actorId: string | null, mailEnabled: boolean) {
  const userIds = planned.userIds.filter((id) => id !== actorId);
  if (userIds.length === 0) return 0;
  const kind = notificationKindOf(planned.type);
  const recipients = (await prefs.recipientsWithChannels(db, userIds, kind)).map((r) => ({
    ...r,
    channels: channelsOfJoined(kind, r),
  }));
  const pushOn = new Set(recipients.filter((r) => r.channels.push).map((r) => r.userId));
  return db.transaction(async (tx) => {
    const inserted = await repo.insertNotifications(
      tx,
      recipients
        .filter((r) => r.channels.inApp)
        .map((r) => ({ userId: r.userId, type: planned.type, title: planned.title, body: planned.body, data: planned.data, sourceKey: planned.sourceKey })),
    );
    live.notificationsAdded(tx, inserted.map((row) => row.userId));
    // userId: the worker runs one push per user at a time, so one user's slow devices cannot take every slot.
    const pushes: { key: string; payload: Record<string, unknown> }[] = inserted
      .filter((row) => pushOn.has(row.userId))
      .map((row) => ({ key: `push:${row.id}`, payload: { notificationId: row.id, userId: row.userId } }));
    const message = { type: planned.type, title: planned.title, body: planned.body, data: planned.data };
    for (const r of recipients) {
      if (r.channels.push && !r.channels.inApp) pushes.push({ key: `push:${planned.sourceKey}:${r.userId}`, payload: { userId: r.userId, message } });
    }
    await enqueueManyKeeping(tx, JOB.push, pushes, 6);
    const emails = mailEnabled
      ? recipients
          .filter((r) => r.channels.email && canEmail(r))
          .map((r) => ({ key: `email:${planned.sourceKey}:${r.userId}`.slice(0, 500), payload: { userId: r.userId, kind, ...message, event: planned.event ?? null } }))
      : [];
    await enqueueManyKeeping(tx, JOB.email, emails, 5);
    return inserted.length + pushes.length + emails.length;
  });
}

export interface PushJobOptions {
  /** Push jobs running at once per worker, in slots of their own. */
  concurrency: number;
  /** Deadline of one push request: a push job lasts about that long at most (its targets are sent in parallel). */
  timeoutMs: number;
}

export function registerNotificationJobs(
  worker: JobWorker,
  db: Database,
  delivery: PushDelivery,
  pushJobs: PushJobOptions,
  mailer: NotificationMailer,
) {
  worker.register(JOB.notify, async (job: ClaimedJob) => {
    const payload = job.payload as unknown as NotifyPayload;
    const planned = await plan(db, payload);
    if (!planned) return;
    // membership_approved is keyed per approval; keep the source key stable across retries of this job.
    if (payload.type === 'membership_approved') planned.sourceKey = `membership_approved:${job.key ?? job.id}`;
    if ((await record(db, planned, payload.actorId, mailer.enabled)) > 0) worker.poke();
  });

  // A push lasts about one request deadline (its targets are sent in parallel); the lease is two, renewed every third
  // while the job runs, so a crashed process's push is taken over within seconds.
  worker.register(
    JOB.push,
    async (job: ClaimedJob) => {
      const { notificationId, userId, message } = job.payload as { notificationId?: string; userId: string; message?: PushContent };
      // A kind kept out of the app has no row: the job carries its message.
      if (message) await delivery.deliverMessage(userId, message);
      else await delivery.deliver(String(notificationId));
    },
    { concurrency: pushJobs.concurrency, leaseMs: Math.max(5_000, pushJobs.timeoutMs * 2) },
  );

  // One email per job, in the shared slots (one per user at a time); the default 30 s lease, renewed while it runs,
  // outlasts the SMTP timeouts (10-15 s).
  worker.register(JOB.email, async (job: ClaimedJob) => mailer.send(job.payload as unknown as NotificationEmailJob));

  worker.register(JOB.reminder, async (job: ClaimedJob) => {
    const { eventId, userId } = job.payload as { eventId: string; userId: string };
    const event = await repo.eventInfo(db, eventId);
    if (!event || !event.sendReminders || event.cancelledAt || event.dateTime.getTime() <= Date.now()) return;
    if (!(await repo.isRegistered(db, eventId, userId))) return;
    const hours = (await users.reminderHoursOf(db, userId)) ?? 2;
    const due = reminderTime(event.dateTime, hours);
    // The event moved later (or the setting changed) without the job being moved: wait until it is due.
    if (due && due.getTime() > Date.now() + 60_000) throw new RescheduleJob(due);
    const left = Math.max(1, Math.round((event.dateTime.getTime() - Date.now()) / 3600_000));
    const planned: Planned = {
      type: 'event_reminder',
      userIds: await repo.notBlockedAmong(db, event.groupId, [userId]),
      title: `Reminder: ${event.title}`,
      body: `Starts in ${left === 1 ? 'about an hour' : `${left} hours`} · ${formatEventDate(event.dateTime, event.timeZone)} · ${event.location}`,
      data: { groupId: event.groupId, eventId },
      sourceKey: `event_reminder:${eventId}:${event.dateTime.toISOString()}`,
      event: mailEvent(event),
    };
    if ((await record(db, planned, null, mailer.enabled)) > 0) worker.poke();
  });
}
