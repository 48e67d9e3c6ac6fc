/**
 * Job handlers: `notify` works out who hears of an action and writes their in-app notifications (one transaction,
 * idempotent by source key) plus one `push` job each; `push` delivers to the user's devices; `reminder` sends the
 * event reminder when it is due and still valid.
 */
import type { Database, DbOrTx } from '@kickoff/db';
import { formatEventDateTime } from '@kickoff/shared';
import { notificationKindOf, type NotificationType } from '@kickoff/shared';
import * as prefs from './repository-preferences';
import { canEmail, channelsOfJoined } from './preferences';
import type { NotificationEmailJob, NotificationMailer } from './email';
import { enqueueManyKeeping, RescheduleJob, type ClaimedJob, type JobWorker } from '../../lib/jobs';
import * as repo from './repository';
import * as users from '../users';
import * as live from '../../lib/live/publish';
import { JOB, reminderTime, type NotifyPayload } from './triggers';
import type { PushContent, PushDelivery } from './delivery';

const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The notice of someone who lost sight of an event (rulings §12). */
export const LOST_ACCESS = {
  title: (eventTitle: string) => clip(`${eventTitle} is now private`),
  body: "It is now open to its group's members only, so your place was released.",
};

/**
 * "Sat, Nov 22, 2026 · 6:00 PM CST": the event's own local time and the zone's short name (issue 15). One text goes to
 * every recipient and their devices' zones are unknown, so the zone is always named.
 */
export function formatEventDate(date: Date, timeZone: string): string {
  return formatEventDateTime(date, timeZone);
}

interface Planned {
  type: NotificationType;
  userIds: string[];
  title: string;
  body: string;
  data: { groupId?: string | null; eventId?: string | null };
  sourceKey: string;
  /** The event the notification is about, for the email's details (kept here: a deleted event is gone later). */
  event?: MailEvent;
}

type MailEvent = { title: string; dateTime: string; timeZone: string; location?: string | null };
const mailEvent = (e: { title: string; dateTime: Date; timeZone: string; location: string }): MailEvent => ({
  title: e.title,
  dateTime: e.dateTime.toISOString(),
  timeZone: e.timeZone,
  location: e.location,
});

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => Boolean(id)))];

/** Recipients and texts of one action; null when its subject is gone (nothing to say any more). */
async function plan(db: DbOrTx, p: NotifyPayload): Promise<Planned | null> {
  switch (p.type) {
    case 'group_message': {
      const [group, post] = await Promise.all([repo.groupInfo(db, p.groupId), repo.postInfo(db, p.postId)]);
      if (!group || !post) return null;
      const name = await repo.userName(db, p.actorId);
      return {
        type: p.type,
        userIds: await repo.activeMemberIds(db, p.groupId),
        title: `New message in ${group.name}`,
        body: clip(`${name}: ${post.content}`),
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `group_message:${p.postId}`,
      };
    }
    case 'event_comment': {
      const comment = await repo.commentInfo(db, p.commentId);
      const event = comment && (await repo.eventInfo(db, comment.eventId));
      if (!comment || !event) return null;
      const name = await repo.userName(db, p.actorId);
      const audience = await repo.eventAudienceIds(db, event.id, event.groupId);
      const parentAuthor = comment.parentAuthorId ? await repo.seeingEventsAmong(db, event.groupId, [comment.parentAuthorId]) : [];
      return {
        type: p.type,
        userIds: unique([...audience, ...parentAuthor]),
        title: comment.parentCommentId ? `New reply on ${event.title}` : `New comment on ${event.title}`,
        body: clip(`${name}: ${comment.content}`),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `event_comment:${p.commentId}`,
        event: mailEvent(event),
      };
    }
    case 'new_event': {
      const event = await repo.eventInfo(db, p.eventId);
      // "Post to group" off: the event is not announced (the hosts' reminders are still scheduled).
      if (!event || !event.postToGroups) return null;
      const members = await repo.activeMemberIds(db, event.groupId);
      // Followers of a private group who are not members may not see its events.
      const followers = event.groupIsPrivate ? [] : await repo.followerIds(db, event.groupId);
      return {
        type: p.type,
        userIds: unique([...members, ...followers]),
        title: `New event in ${event.groupName}`,
        body: clip(`${event.title} · ${formatEventDate(event.dateTime, event.timeZone)}`),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `new_event:${p.eventId}`,
        event: mailEvent(event),
      };
    }
    case 'waitlist_promoted': {
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, event.groupId, p.userIds),
        title: `You're in! ${event.title}`,
        body: `A place opened up: you moved off the waitlist for ${formatEventDate(event.dateTime, event.timeZone)}.`,
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `waitlist_promoted:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'event_cancelled': {
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, p.groupId, p.userIds),
        title: `Event cancelled: ${p.title}`,
        body: p.reason
          ? `${formatEventDate(new Date(p.dateTime), p.timeZone)} is cancelled: ${p.reason}`
          : `${formatEventDate(new Date(p.dateTime), p.timeZone)} was cancelled by the organizer.`,
        // A cancelled event stays and opens; a deleted one is gone, so its group opens.
        data: { groupId: p.groupId, eventId: p.reason ? p.eventId : null },
        sourceKey: `event_cancelled:${p.eventId}`,
        event: { title: p.title, dateTime: p.dateTime, timeZone: p.timeZone },
      };
    }
    case 'join_request':
    case 'new_member': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      const name = await repo.userName(db, p.userId);
      return {
        type: p.type,
        userIds: [group.creatorId],
        title: p.type === 'join_request' ? `Join request in ${group.name}` : `New member in ${group.name}`,
        body:
          p.type === 'join_request'
            ? `${name} asked to join${p.message ? `: "${p.message}"` : '.'} Approve or decline on Manage Members.`
            : `${name} joined the group.`,
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `${p.type}:${p.groupId}:${p.userId}:${p.at}`,
      };
    }
    case 'added_to_group': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      const name = await repo.userName(db, p.actorId);
      return {
        type: p.type,
        userIds: [p.userId],
        title: `You were added to ${group.name}`,
        body: `${name} added you to the group.`,
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `added_to_group:${p.groupId}:${p.userId}:${p.at}`,
      };
    }
    case 'group_invitation': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      const name = await repo.userName(db, p.actorId);
      return {
        type: p.type,
        userIds: [p.userId],
        title: `You're invited to ${group.name}`,
        body: `${name} invited you to join the group. Accept or decline in Invitations.`,
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `group_invitation:${p.invitationId}`,
      };
    }
    case 'teams_published': {
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, event.groupId, p.userIds),
        title: `Teams are out: ${event.title}`,
        body: `See which team you're on for ${formatEventDate(event.dateTime, event.timeZone)}.`,
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `teams_published:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'event_updated': {
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      const when = formatEventDate(event.dateTime, event.timeZone);
      const parts = [p.changes.includes('time') ? `New time: ${when}` : when];
      if (p.changes.includes('place')) parts.push(`New place: ${event.location}`);
      if (p.changes.includes('price')) parts.push('The price changed');
      if (p.changes.includes('capacity')) parts.push('The number of places changed');
      return {
        type: p.type,
        userIds: (await repo.eventAudienceIds(db, event.id, event.groupId)).filter((id) => id !== p.actorId),
        title: `Changed: ${event.title}`,
        body: clip(`${parts.join('. ')}.`),
        data: { groupId: event.groupId, eventId: event.id },
        sourceKey: `event_updated:${p.eventId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'participation_changed': {
      if (p.change === 'lost_access') {
        // No link and no event details: the person may not open it any more (issue 33).
        return {
          type: p.type,
          userIds: await repo.notBlockedAmong(db, p.groupId, [p.userId]),
          title: LOST_ACCESS.title(p.title),
          body: LOST_ACCESS.body,
          data: { groupId: null, eventId: null },
          sourceKey: `participation_changed:${p.eventId}:${p.userId}:${p.at}`,
        };
      }
      const event = await repo.eventInfo(db, p.eventId);
      if (!event) return null;
      const when = formatEventDate(event.dateTime, event.timeZone);
      return {
        type: p.type,
        userIds: await repo.notBlockedAmong(db, event.groupId, [p.userId]),
        title: p.change === 'removed' ? `You were removed from ${event.title}` : `You're on the waitlist for ${event.title}`,
        body: p.change === 'removed' ? `A host took you off ${when}.` : `A host moved you to the waitlist for ${when}. You'll hear when a place opens up.`,
        data: { groupId: event.groupId, eventId: p.change === 'removed' ? null : event.id },
        sourceKey: `participation_changed:${p.eventId}:${p.userId}:${p.at}`,
        event: mailEvent(event),
      };
    }
    case 'membership_approved': {
      const group = await repo.groupInfo(db, p.groupId);
      if (!group) return null;
      return {
        type: p.type,
        userIds: [p.userId],
        title: `Welcome to ${group.name}`,
        body: 'Your request to join was approved.',
        data: { groupId: p.groupId, eventId: null },
        sourceKey: `membership_approved:${p.groupId}:${Date.now()}`,
      };
    }
  }
}

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
