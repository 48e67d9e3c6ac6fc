import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_KIND_OF, NOTIFICATION_KINDS, NOTIFICATION_TYPES, updateNotificationPreferencesInputSchema } from '../index';

describe('notification preferences', () => {
  it('gives every notification type a kind, and every kind defaults', () => {
    for (const type of NOTIFICATION_TYPES) expect(NOTIFICATION_KINDS, type).toContain(NOTIFICATION_KIND_OF[type]);
    expect(Object.keys(DEFAULT_NOTIFICATION_CHANNELS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('takes partial changes and refuses unknown kinds, channels and hours out of 1-24', () => {
    expect(updateNotificationPreferencesInputSchema.safeParse({ kinds: { reminders: { email: false } } }).success).toBe(true);
    expect(updateNotificationPreferencesInputSchema.safeParse({ reminderHours: 24 }).success).toBe(true);
    expect(updateNotificationPreferencesInputSchema.safeParse({ kinds: { marketing: { email: true } } }).success).toBe(false);
    expect(updateNotificationPreferencesInputSchema.safeParse({ kinds: { reminders: { sms: true } } }).success).toBe(false);
    expect(updateNotificationPreferencesInputSchema.safeParse({ kinds: { reminders: { email: 'yes' } } }).success).toBe(false);
    expect(updateNotificationPreferencesInputSchema.safeParse({ reminderHours: 25 }).success).toBe(false);
  });
});
