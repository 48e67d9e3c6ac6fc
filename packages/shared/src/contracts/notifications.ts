/** Notifications API (spec §3 push data, §7 register/unregister; rulings §7): in-app list, push targets, reminders. */
import { z } from 'zod';
import { LIMITS } from '../limits';

export const NOTIFICATION_TYPES = [
  'group_message',
  'event_comment',
  'new_event',
  'event_reminder',
  'waitlist_promoted',
  'event_cancelled',
  'membership_approved',
  'join_request',
  'new_member',
  'participation_changed',
  'added_to_group',
  'event_updated',
  'teams_published',
  'group_invitation',
  /** From the moderators (issue 34): content hidden and why, a warning, a deletion request received. */
  'moderation_notice',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const REMINDER_HOURS = { min: 1, max: 24, default: 2 } as const;

/** Spec §3: the payload a push carries (type, groupId, eventId), plus the in-app notification's id. */
export const notificationDataSchema = z.object({
  groupId: z.string().nullable().optional(),
  eventId: z.string().nullable().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  data: notificationDataSchema,
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** GET /api/notifications: a page of the list, newest first, with the unread count. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });

/** POST /api/notifications/register (spec §7): an FCM registration token of the native shell. */
export const registerDeviceInputSchema = z.object({
  token: z.string().trim().min(1).max(4096),
  platform: z.enum(['android', 'ios', 'web']).optional(),
});

/** DELETE /api/notifications/unregister: one token, or (no body) every device token of the user. */
export const unregisterDeviceInputSchema = z
  .object({ token: z.string().trim().min(1).max(4096).optional() })
  .nullish();

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const webPushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(2048).refine((u) => u.startsWith('https://'), { message: 'Invalid push endpoint' }),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type WebPushSubscriptionInput = z.infer<typeof webPushSubscriptionInputSchema>;

export const webPushUnsubscribeInputSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** GET /api/notifications/web-push/key: the VAPID public key, null when Web Push is not configured. */
export const vapidKeySchema = z.object({ publicKey: z.string().nullable() });

/** GET /api/notifications/status: which push targets the user has, and what the server can send. */
export const pushStatusSchema = z.object({
  devices: z.number().int(),
  webPushSubscriptions: z.number().int(),
  fcmConfigured: z.boolean(),
  webPushConfigured: z.boolean(),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;

/** GET/PUT /api/notifications/settings: hours before an event the reminder comes (1-24, default 2). */
export const notificationSettingsSchema = z.object({
  reminderHours: z.coerce
    .number({ error: 'Choose between 1 and 24 hours' })
    .int('Choose between 1 and 24 hours')
    .min(REMINDER_HOURS.min, 'Choose between 1 and 24 hours')
    .max(REMINDER_HOURS.max, 'Choose between 1 and 24 hours'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

