/**
 * Where a notification leads, and the push toasts: zod-free, so the signed-in layout (the bell, the native shell's
 * taps) does not load zod with them (contracts/notifications.ts holds the schemas).
 */
/** Where tapping a notification leads (spec §4), or null when it has nowhere to go. */
export function notificationPath(n: { type: string; data?: Record<string, unknown> | null }): string | null {
  const data = (n.data ?? {}) as { groupId?: unknown; eventId?: unknown };
  const groupId = typeof data.groupId === 'string' && data.groupId ? data.groupId : null;
  const eventId = typeof data.eventId === 'string' && data.eventId ? data.eventId : null;
  if (n.type === 'group_message' || n.type === 'membership_approved') return groupId ? `/groups/${groupId}` : null;
  // Cancelled and kept (issue 14): the event, marked Cancelled; deleted: its group.
  if (n.type === 'event_cancelled') return eventId ? `/events/${eventId}` : groupId ? `/groups/${groupId}` : null;
  // Manage Members on its Waiting tab, where the request is approved.
  if (n.type === 'join_request') return groupId ? `/groups/${groupId}/manage?tab=waiting` : null;
  // Accepted or declined on the invitee's invitations screen (issue 18).
  if (n.type === 'group_invitation') return '/invitations';
  if (eventId) return `/events/${eventId}`;
  return groupId ? `/groups/${groupId}` : null;
}

export const NOTIFICATION_TOASTS = {
  enabled: { title: 'Push notifications enabled', description: 'You will now receive push notifications for events and group activity' },
  disabled: { title: 'Push notifications disabled', description: 'You will no longer receive push notifications' },
  reminderSaved: { title: 'Reminder updated' },
} as const;
