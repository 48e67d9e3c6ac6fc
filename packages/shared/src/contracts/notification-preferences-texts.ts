/**
 * Notification preferences (issue 15): the kinds a person chooses per channel, which notification type belongs to
 * which kind, the defaults and the texts. Zod-free, so the profile screen reads it without the contracts.
 */
import type { NotificationType } from './notifications';

export const NOTIFICATION_KINDS = ['group_messages', 'comments', 'new_events', 'reminders', 'changes'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['push', 'inApp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationChannels = Record<NotificationChannel, boolean>;

/**
 * Every notification type belongs to one kind (docs/decisions.md: "Notification preferences"); a unit test checks that
 * each of NOTIFICATION_TYPES is listed here (a new type without a kind fails it).
 */
export const NOTIFICATION_KIND_OF: Readonly<Record<string, NotificationKind>> = {
  group_message: 'group_messages',
  event_comment: 'comments',
  new_event: 'new_events',
  event_reminder: 'reminders',
  waitlist_promoted: 'changes',
  participation_changed: 'changes',
  event_cancelled: 'changes',
  event_updated: 'changes',
  teams_published: 'changes',
  membership_approved: 'changes',
  added_to_group: 'changes',
  group_invitation: 'changes',
  join_request: 'changes',
  new_member: 'changes',
  moderation_notice: 'changes',
};

/** The kind of a notification type (an unlisted type counts as a change, the kind with email on by default). */
export const notificationKindOf = (type: NotificationType): NotificationKind => NOTIFICATION_KIND_OF[type] ?? 'changes';

/**
 * Defaults: everything in the app and as push (as before preferences existed); email only for what is worth an
 * email (reminders and changes to your places, events and memberships), never for chat.
 */
export const DEFAULT_NOTIFICATION_CHANNELS: Record<NotificationKind, NotificationChannels> = {
  group_messages: { push: true, inApp: true, email: false },
  comments: { push: true, inApp: true, email: false },
  new_events: { push: true, inApp: true, email: false },
  reminders: { push: true, inApp: true, email: true },
  changes: { push: true, inApp: true, email: true },
};

export const NOTIFICATION_KIND_TEXTS: Record<NotificationKind, { label: string; description: string; emailName: string }> = {
  group_messages: { label: 'Group messages', description: 'New posts in your groups', emailName: 'group message' },
  comments: { label: 'Comments', description: 'Comments and replies on your events', emailName: 'comment' },
  new_events: { label: 'New events in my groups', description: 'When a group you are in or follow posts an event', emailName: 'new event' },
  reminders: { label: 'Reminders', description: 'Before events you have joined', emailName: 'reminder' },
  changes: {
    label: 'Waitlist and membership changes',
    description: 'Off the waitlist, moved or removed, events changed or cancelled, teams, join requests and approvals',
    emailName: 'waitlist, membership and event change',
  },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { push: 'Push', inApp: 'In-app', email: 'Email' };

export const NOTIFICATION_PREFERENCE_TEXTS = {
  saved: 'Notification preferences saved',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your email preferences in your Kickoff profile.',
  emailUnverified: 'Verify your email address above to get emails.',
  emailNone: 'Add and verify an email address above to get emails.',
  mailOff: 'Kickoff is not sending email right now.',
} as const;
