/**
 * What every kind of notification shares (the preamble of `plan-groups.ts` and `plan-events.ts`): the plan's shape,
 * the date and text helpers, the email's event details.
 */
import { formatEventDateTime, type NotificationType } from '@kickoff/shared';
import type { NotifyPayload } from './triggers';

export const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

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

export interface Planned {
  type: NotificationType;
  userIds: string[];
  title: string;
  body: string;
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
export type EventPayload = Exclude<NotifyPayload, GroupPayload>;
const GROUP_KINDS: readonly string[] = ['group_message', 'join_request', 'new_member', 'added_to_group', 'group_invitation', 'membership_approved'] satisfies GroupKind[];
export const isGroupPayload = (p: NotifyPayload): p is GroupPayload => GROUP_KINDS.includes(p.type);
