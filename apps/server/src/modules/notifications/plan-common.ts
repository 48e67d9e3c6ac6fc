/**
 * What every kind of notification shares (the preamble of `plan-groups.ts` and `plan-events.ts`): the plan's shape,
 * the date and text helpers, the email's event details.
 */
import { formatEventDateTime, type Language, type NotificationType } from '@kickoff/shared';
import { t } from '../../lib/i18n';
import type { NotifyPayload } from './triggers';

export const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The notice of someone who lost sight of an event (rulings §12). */
export const lostAccessWords = (eventTitle: string) =>
  say((l) => ({ title: clip(t(l, 'notify.lostAccess.title', { event: eventTitle })), body: t(l, 'notify.lostAccess.body') }));

/** A notification's texts. */
export type Words = { title: string; body: string };
/**
 * The texts of a notification in every language (issue 30): the English ones as `title`/`body` and `localized` for the
 * recipients who read another language (each recipient reads their own, whoever acted).
 */
export function say(words: (language: Language) => Words): Words & { localized: (language: Language) => Words } {
  return { ...words('en'), localized: words };
}

/**
 * "Sat, Nov 22, 2026 · 6:00 PM CST": the event's own local time and the zone's short name (issue 15). One text goes to
 * every recipient and their devices' zones are unknown, so the zone is always named.
 */
export function formatEventDate(date: Date, timeZone: string, language: Language = 'en'): string {
  return formatEventDateTime(date, timeZone, { language });
}

export interface Planned {
  type: NotificationType;
  userIds: string[];
  title: string;
  body: string;
  /** The texts in a recipient's language (absent: the English `title` and `body` for everyone). */
  localized?: (language: Language) => Words;
  data: { groupId?: string | null; eventId?: string | null };
  sourceKey: string;
  /** The event the notification is about, for the email's details (kept here: a deleted event is gone later). */
  event?: MailEvent;
}

export type MailEvent = { title: string; dateTime: string; timeZone: string; location?: string | null };
export const mailEvent = (e: { title: string; dateTime: Date; timeZone: string; location: string }): MailEvent => ({
  title: e.title,
  dateTime: e.dateTime.toISOString(),
  timeZone: e.timeZone,
  location: e.location,
});

export const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => Boolean(id)))];

type GroupKind = 'group_message' | 'join_request' | 'new_member' | 'added_to_group' | 'group_invitation' | 'membership_approved';
/** A group's news (its discussion, members, invitations); every other kind is about an event. */
export type GroupPayload = Extract<NotifyPayload, { type: GroupKind }>;
export type EventPayload = Exclude<NotifyPayload, GroupPayload | { type: 'moderation_notice' }>;
const GROUP_KINDS: readonly string[] = ['group_message', 'join_request', 'new_member', 'added_to_group', 'group_invitation', 'membership_approved'] satisfies GroupKind[];
export const isGroupPayload = (p: NotifyPayload): p is GroupPayload => GROUP_KINDS.includes(p.type);
