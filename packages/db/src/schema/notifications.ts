/**
 * Notifications: the durable job queue every process works from, the in-app notification list, and the push
 * targets of each user's devices (FCM tokens of the native shell, Web Push subscriptions of browsers).
 */
import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, NOTIFICATION_TYPES } from '@kickoff/shared';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';

const newId = () => crypto.randomUUID();

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * Durable jobs. Workers claim due rows with `for update skip locked`, so each job runs in one process at a time;
 * `lockedUntil` lets another process take over a job whose worker died. `key` makes a job idempotent
 * (e.g. `reminder:{eventId}:{userId}`): enqueueing the same key again updates or keeps the one row.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text().primaryKey().$defaultFn(newId),
    kind: text().notNull(),
    key: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_uq').on(t.key),
    check('jobs_status_ck', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    // Claiming: due pending jobs, oldest first.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    // Taking over jobs of a dead worker.
    index('jobs_running_locked_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/** A user's in-app notifications; `sourceKey` keeps a retried fan-out from notifying anyone twice. */
export const notifications = pgTable(
  'notifications',
  {
    id: text().primaryKey().$defaultFn(newId),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    data: jsonb().$type<{ groupId?: string | null; eventId?: string | null }>().notNull().default({}),
    sourceKey: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_source_uq').on(t.userId, t.sourceKey),
    // The list, newest first, and the unread count.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A person's channels for one kind of notification (issue 15). Sparse: a row exists only once they changed a kind;
 * no row means the defaults of `DEFAULT_NOTIFICATION_CHANNELS` (packages/shared). The primary key serves both reads:
 * one user's rows (the profile) and the recipients of one fan-out (`user_id in (...) and kind = $1`).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    push: boolean().notNull(),
    inApp: boolean().notNull(),
    email: boolean().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_ck', sql.raw(`kind in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/** FCM registration tokens of the native shell, one row per device token. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: text().primaryKey().$defaultFn(newId),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    platform: text().notNull().default('android'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('push_devices_token_uq').on(t.token), index('push_devices_user_idx').on(t.userId)],
);

/** Web Push subscriptions of browsers (endpoint plus the keys the payload is encrypted for). */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: text().primaryKey().$defaultFn(newId),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** Deliveries in a row whose host did not exist (DNS ENOTFOUND); the subscription is dropped at a bound (issue 33). */
    dnsFailures: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('web_push_subscriptions_endpoint_uq').on(t.endpoint), index('web_push_subscriptions_user_idx').on(t.userId)],
);

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const notificationPreferencesRelations = relations(notificationPreferences, ({ one }) => ({
  user: one(users, { fields: [notificationPreferences.userId], references: [users.id] }),
}));

export const pushDevicesRelations = relations(pushDevices, ({ one }) => ({
  user: one(users, { fields: [pushDevices.userId], references: [users.id] }),
}));

export const webPushSubscriptionsRelations = relations(webPushSubscriptions, ({ one }) => ({
  user: one(users, { fields: [webPushSubscriptions.userId], references: [users.id] }),
}));
