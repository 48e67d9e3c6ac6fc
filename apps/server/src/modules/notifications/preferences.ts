/** Notification preferences (issue 15), pure: a stored row or the kind's defaults, and who can be emailed. */
import { DEFAULT_NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationChannels, type NotificationKind } from '@kickoff/shared';
import { isPlaceholderEmail } from '../../lib/placeholder-email';

/** The channels of one kind: the stored row's, or the defaults when the person never changed it. */
export function channelsOf(kind: NotificationKind, row: NotificationChannels | null | undefined): NotificationChannels {
  return row ? { push: row.push, inApp: row.inApp, email: row.email } : { ...DEFAULT_NOTIFICATION_CHANNELS[kind] };
}

/** The channels of a row read with a left join (`push` null: no row, the defaults). */
export const channelsOfJoined = (kind: NotificationKind, r: { push: boolean | null; inApp: boolean | null; emailOn: boolean | null }) =>
  channelsOf(kind, r.push === null ? null : { push: r.push, inApp: Boolean(r.inApp), email: Boolean(r.emailOn) });

/** Every kind's channels from a person's stored rows. */
export function allChannels(rows: (NotificationChannels & { kind: NotificationKind })[]): Record<NotificationKind, NotificationChannels> {
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channelsOf(k, byKind.get(k))])) as Record<NotificationKind, NotificationChannels>;
}

/** Mail goes only to a proven address: never to an unverified one or to a phone sign-up's placeholder. */
export const canEmail = (user: { email: string; emailVerified: boolean }) => user.emailVerified && !isPlaceholderEmail(user.email);
