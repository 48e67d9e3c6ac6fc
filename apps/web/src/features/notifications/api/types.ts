/** Notification shapes of the web app: the shared contracts (packages/shared/src/contracts/notifications.ts). */
import type { unreadCountSchema } from '@kickoff/shared';
import type { z } from 'zod';

export type { AppNotification, NotificationPage, NotificationPreferences, UpdateNotificationPreferencesInput } from '@kickoff/shared';
/** The answer of GET /api/notifications/unread-count and of every read. */
export type UnreadCount = z.infer<typeof unreadCountSchema>;
