/** GET/PUT /api/notifications/preferences and the one-click unsubscribe (issue 15): the zod contracts. */
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-preferences-texts';
import { notificationSettingsSchema } from './notifications';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const notificationChannelsSchema = z.object({ push: z.boolean(), inApp: z.boolean(), email: z.boolean() });

const kindsObject = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, value])) as Record<NotificationKind, T>);

/** What the profile shows: every kind's channels, the reminder's hours, and whether email can reach the person. */
export const notificationPreferencesSchema = z.object({
  kinds: kindsObject(notificationChannelsSchema),
  reminderHours: z.number().int(),
  email: z.object({
    /** The verified address mail goes to, or null (none, or not verified yet). */
    address: z.string().nullable(),
    /** An address waits for its code. */
    pending: z.boolean(),
    /** The server can send mail (SMTP configured). */
    mailEnabled: z.boolean(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change: any channels of any kinds, and/or the reminder's hours; the rest stays. */
export const updateNotificationPreferencesInputSchema = z
  .object({
    kinds: kindsObject(notificationChannelsSchema.partial().strict().optional()).partial().strict().optional(),
    reminderHours: notificationSettingsSchema.shape.reminderHours.optional(),
  })
  .strict();
export type UpdateNotificationPreferencesInput = z.infer<typeof updateNotificationPreferencesInputSchema>;

/** The signed link of an email's unsubscribe (List-Unsubscribe): `?token=`. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(400) });

export const unsubscribeResultSchema = z.object({ ok: z.literal(true), kind: notificationKindSchema });
