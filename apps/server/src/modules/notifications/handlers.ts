/**
 * Job handlers: `notify` works out who hears of an action (`plan-groups.ts`, `plan-events.ts`, one shared preamble in
 * `plan-common.ts`) and writes their in-app notifications (one transaction, idempotent by source key) plus one `push` job each; `push` delivers to the user's devices; `reminder` sends the
 * event reminder when it is due and still valid.
 */
import type { Database, DbOrTx } from '@kickoff/db';
import { isLanguage, notificationKindOf, type Language, type NotificationType } from '@kickoff/shared';
import * as prefs from './repository-preferences';
import { canEmail, channelsOfJoined } from './preferences';
import type { NotificationEmailJob, NotificationMailer } from './email';
import { enqueueManyKeeping, RescheduleJob, type ClaimedJob, type JobWorker } from '../../lib/jobs';
import * as repo from './repository';
import * as users from '../users';
import { withoutBlocksWith } from '../blocks';
import * as live from '../../lib/live/publish';
import { JOB, reminderTime, type NotifyPayload } from './triggers';
import { formatEventDate, isGroupPayload, mailEvent, say, type EventPayload, type Planned, type Words } from './plan-common';
import { t } from '../../lib/i18n';
import { planEventNews } from './plan-events';
import { planGroupNews } from './plan-groups';
import type { PushContent, PushDelivery } from './delivery';

/** Recipients and texts of one action; null when its subject is gone (nothing to say any more). */
const plan = (db: DbOrTx, p: NotifyPayload): Promise<Planned | null> =>
  p.type === 'moderation_notice' ? Promise.resolve(planModerationNotice(p)) : isGroupPayload(p) ? planGroupNews(db, p) : planEventNews(db, p as EventPayload);

/** A moderators' notice names its one recipient and its texts (issue 34). */
function planModerationNotice(p: Extract<NotifyPayload, { type: 'moderation_notice' }>): Planned {
  return {
    type: p.type,
    userIds: [p.userId],
    title: p.title,
    body: p.body,
    data: { groupId: p.groupId, eventId: p.eventId },
    sourceKey: `moderation_notice:${p.userId}:${p.at}`,
  };
}

/** The kinds that tell of another person's activity: not sent between two people when either blocked the other. */
const ACTIVITY_KINDS: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'group_message',
  'event_comment',
  'new_event',
  'join_request',
  'new_member',
  'added_to_group',
  'group_invitation',
]);

/**
 * Delivers a plan on each recipient's channels for its kind (issue 15): in-app rows (the bell), one `push` job each
 * (from the row, or with the message itself when the person keeps this kind out of the app) and one `email` job each
 * to a verified address when mail is on. One transaction; retries of the fan-out send nothing twice (rows by source
 * key, jobs by key). Returns how many rows and jobs were written.
 */
async function record(db: Database, planned: Planned, actorId: string | null, mailEnabled: boolean) {
  // Blocks (issue 34): neither person hears of the other's activity (what they wrote, created, asked or offered),
  // whichever blocked whom. News of one's own place or of an event one holds a place in still comes.
  const others = planned.userIds.filter((id) => id !== actorId);
  const userIds = ACTIVITY_KINDS.has(planned.type) ? await withoutBlocksWith(db, actorId, others) : others;
  if (userIds.length === 0) return 0;
  const kind = notificationKindOf(planned.type);
  const recipients = (await prefs.recipientsWithChannels(db, userIds, kind)).map((r) => ({
    ...r,
    channels: channelsOfJoined(kind, r),
  }));
  const pushOn = new Set(recipients.filter((r) => r.channels.push).map((r) => r.userId));
  // Each recipient reads their own language (issue 30); no setting: English (the server does not know their browser).
  const byLanguage = new Map<string, Words>();
  const wordsOf = (setting: string | null) => {
    const language = isLanguage(setting) && planned.localized ? setting : 'en';
    let words = byLanguage.get(language);
    if (!words) {
      words = language === 'en' ? { title: planned.title, body: planned.body } : planned.localized!(language);
      byLanguage.set(language, words);
    }
    return words;
  };
  const languageOf = new Map(recipients.map((r) => [r.userId, r.language]));
  const wordsLanguage = (setting: string | null): Language => (isLanguage(setting) ? setting : 'en');
  return db.transaction(async (tx) => {
    const inserted = await repo.insertNotifications(
      tx,
      recipients
        .filter((r) => r.channels.inApp)
        .map((r) => ({ userId: r.userId, type: planned.type, ...wordsOf(r.language), data: planned.data, sourceKey: planned.sourceKey })),
    );
    live.notificationsAdded(tx, inserted.map((row) => row.userId));
    // userId: the worker runs one push per user at a time, so one user's slow devices cannot take every slot.
    const pushes: { key: string; payload: Record<string, unknown> }[] = inserted
      .filter((row) => pushOn.has(row.userId))
      .map((row) => ({ key: `push:${row.id}`, payload: { notificationId: row.id, userId: row.userId } }));
    const message = (userId: string) => ({ type: planned.type, ...wordsOf(languageOf.get(userId) ?? null), data: planned.data });
    for (const r of recipients) {
      if (r.channels.push && !r.channels.inApp) pushes.push({ key: `push:${planned.sourceKey}:${r.userId}`, payload: { userId: r.userId, message: message(r.userId) } });
    }
    await enqueueManyKeeping(tx, JOB.push, pushes, 6);
    const emails = mailEnabled
      ? recipients
          .filter((r) => r.channels.email && canEmail(r))
          .map((r) => ({ key: `email:${planned.sourceKey}:${r.userId}`.slice(0, 500), payload: { userId: r.userId, kind, ...message(r.userId), event: planned.event ?? null, language: wordsLanguage(r.language) } }))
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
      ...say((l) => ({
        title: t(l, 'notify.reminder.title', { event: event.title }),
        body: t(l, 'notify.reminder.body', { hours: left, date: formatEventDate(event.dateTime, event.timeZone, l), place: event.location }),
      })),
      data: { groupId: event.groupId, eventId },
      sourceKey: `event_reminder:${eventId}:${event.dateTime.toISOString()}`,
      event: mailEvent(event),
    };
    if ((await record(db, planned, null, mailer.enabled)) > 0) worker.poke();
  });
}
