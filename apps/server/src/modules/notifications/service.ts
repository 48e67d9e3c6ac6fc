/** The signed-in user's notifications: the in-app list, push targets (FCM tokens, Web Push), reminder setting. */
import type { AppNotification, NotificationPage, PushStatus, WebPushSubscriptionInput } from '@kickoff/shared';
import { enqueue } from '../../lib/jobs';
import { badRequest, conflict, notFound } from '../../lib/errors';
import * as repo from './repository';
import * as users from '../users';
import * as push from './repository-push';
import { JOB, reminderTime } from './triggers';
import type { PushSenders } from './delivery';
import { MAX_PUSH_TARGETS_PER_KIND, type PushTargetPolicy } from './push-targets';
import { decodeTimeCursor, pageFrom } from '../../lib/cursor';
import type { SignedInContext } from '../../lib/context';

/** The service context plus the push senders this app was built with and the rules for push endpoints. */
export type NotificationsContext = SignedInContext & { senders: PushSenders; pushTargets: PushTargetPolicy };

export const PUSH_MESSAGES = {
  invalidEndpoint: 'Invalid push endpoint',
  deviceTaken: 'This device is registered to another account. Turn notifications off there first.',
  subscriptionTaken: "This browser's notifications belong to another account. Turn notifications off there first.",
  subscriptionNotFound: 'This push subscription is not registered to your account.',
};

type Row = Awaited<ReturnType<typeof repo.listNotifications>>[number]['notification'];

export function toNotification(row: Row): AppNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: { groupId: row.data.groupId ?? null, eventId: row.data.eventId ?? null },
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function list(
  ctx: NotificationsContext,
  query: { cursor?: string; limit: number; unread: boolean },
): Promise<NotificationPage> {
  const after = decodeTimeCursor(query.cursor);
  const rows = await repo.listNotifications(ctx.db, ctx.user.id, { after, unreadOnly: query.unread, limit: query.limit + 1 });
  const page = pageFrom(rows, query.limit, (row) => [row.cursorAt, row.notification.id]);
  return {
    items: page.items.map((row) => toNotification(row.notification)),
    nextCursor: page.nextCursor,
    unreadCount: await repo.unreadCount(ctx.db, ctx.user.id),
  };
}

export async function unreadCount(ctx: NotificationsContext) {
  return { unreadCount: await repo.unreadCount(ctx.db, ctx.user.id) };
}

export async function markRead(ctx: NotificationsContext, id: string) {
  if (!(await repo.markRead(ctx.db, ctx.user.id, id))) throw notFound('Notification not found');
  return { unreadCount: await repo.unreadCount(ctx.db, ctx.user.id) };
}

export async function markAllRead(ctx: NotificationsContext) {
  await repo.markAllRead(ctx.db, ctx.user.id);
  return { unreadCount: 0 };
}

/** A token is refused when another account has it (409), never moved; the account keeps its newest few. */
export async function registerDevice(ctx: NotificationsContext, token: string, platform = 'android') {
  const saved = await ctx.db.transaction(async (tx) => {
    await push.lockUser(tx, ctx.user.id);
    if (!(await push.upsertOwnDevice(tx, ctx.user.id, token, platform))) return false;
    await push.trimDevices(tx, ctx.user.id, MAX_PUSH_TARGETS_PER_KIND);
    return true;
  });
  if (!saved) throw conflict(PUSH_MESSAGES.deviceTaken);
}

export async function unregisterDevices(ctx: NotificationsContext, token?: string) {
  await push.deleteDevices(ctx.db, ctx.user.id, token);
}

/** Only endpoints of push services (push-targets.ts); one account per endpoint (409), the newest few per account. */
export async function subscribeWebPush(ctx: NotificationsContext, input: WebPushSubscriptionInput) {
  const refusal = ctx.pushTargets.refusal(input.endpoint);
  if (refusal) throw badRequest(PUSH_MESSAGES.invalidEndpoint, { endpoint: refusal });
  const subscription = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  const saved = await ctx.db.transaction(async (tx) => {
    await push.lockUser(tx, ctx.user.id);
    if (!(await push.upsertOwnWebPush(tx, ctx.user.id, subscription))) return false;
    await push.trimWebPush(tx, ctx.user.id, MAX_PUSH_TARGETS_PER_KIND);
    return true;
  });
  if (!saved) throw conflict(PUSH_MESSAGES.subscriptionTaken);
}

/** Forgets one of the user's own endpoints; another account's, or one already gone, is 404 and changes nothing. */
export async function unsubscribeWebPush(ctx: NotificationsContext, endpoint: string) {
  if ((await push.deleteWebPush(ctx.db, ctx.user.id, endpoint)) === 0) throw notFound(PUSH_MESSAGES.subscriptionNotFound);
}

export async function status(ctx: NotificationsContext): Promise<PushStatus> {
  const counts = await push.pushTargetCounts(ctx.db, ctx.user.id);
  return {
    devices: counts.devices,
    webPushSubscriptions: counts.webPush,
    fcmConfigured: Boolean(ctx.senders.fcm),
    webPushConfigured: Boolean(ctx.senders.webPush),
  };
}

export async function getSettings(ctx: Pick<SignedInContext, 'db' | 'user'>) {
  const hours = await users.reminderHoursOf(ctx.db, ctx.user.id);
  if (hours === null) throw notFound('User not found');
  return { reminderHours: hours };
}

/** Saves the reminder setting and moves the user's pending reminders to match. */
export async function updateSettings(ctx: Pick<SignedInContext, 'db' | 'user'>, reminderHours: number) {
  await ctx.db.transaction(async (tx) => {
    await users.setReminderHours(tx, ctx.user.id, reminderHours);
    for (const job of await repo.pendingRemindersOf(tx, ctx.user.id)) {
      const payload = job.payload as { eventId: string; userId: string; dateTime: string };
      const runAt = reminderTime(new Date(payload.dateTime), reminderHours);
      if (!runAt || !job.key) continue;
      await enqueue(tx, JOB.reminder, payload, { key: job.key, runAt, onConflict: 'replace' });
    }
  });
  return { reminderHours };
}
