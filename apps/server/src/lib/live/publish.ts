/**
 * The publishing points of the live channel, one function per kind of change, called by the services (and the
 * notification triggers) with the handle they wrote through: inside a transaction the message leaves after COMMIT
 * (outbox.ts). Payloads are ids and counters; clients fetch what they show.
 */
import type { DbOrTx } from '@kickoff/db';
import { publishLive } from './outbox';
import { eventTopic, groupTopic, userTopic } from './messages';

/** Places or the waitlist of an event changed: new counters, the participant list, and the people concerned. */
export function participationChanged(db: DbOrTx, eventId: string, input: { changedUserIds?: string[]; promotedUserIds?: string[] } = {}): void {
  publishLive(
    db,
    { topic: eventTopic(eventId), kind: 'counts' },
    { topic: eventTopic(eventId), kind: 'participants' },
    ...(input.changedUserIds ?? []).map((id) => ({ topic: userTopic(id), kind: 'participation', eventId })),
    ...(input.promotedUserIds ?? []).map((id) => ({ topic: userTopic(id), kind: 'promoted', eventId })),
  );
}

/** Attendance marks or a check-in changed (issue 14): the other hosts' open lists refetch. */
export function attendanceChanged(db: DbOrTx, eventId: string): void {
  publishLive(db, { topic: eventTopic(eventId), kind: 'participants' });
}

export function commentChanged(db: DbOrTx, eventId: string, commentId: string, action: 'added' | 'deleted'): void {
  publishLive(db, { topic: eventTopic(eventId), kind: 'comments', action, commentId });
}

export function eventUpdated(db: DbOrTx, eventId: string): void {
  publishLive(db, { topic: eventTopic(eventId), kind: 'updated' }, { topic: eventTopic(eventId), kind: 'counts' });
}

/** Who may see the event changed (it moved to another group): its followers re-check it (nothing is sent). */
export function eventAccessChanged(db: DbOrTx, eventId: string): void {
  publishLive(db, { topic: eventTopic(eventId), kind: 'access' });
}

export function eventDeleted(db: DbOrTx, eventId: string): void {
  publishLive(db, { topic: eventTopic(eventId), kind: 'deleted' });
}

export function postChanged(db: DbOrTx, groupId: string, postId: string, action: 'added' | 'edited' | 'deleted'): void {
  publishLive(db, { topic: groupTopic(groupId), kind: 'posts', action, postId, members: true });
}

/** A membership of the group changed: its member count, and the member's own standing (their streams re-check). */
export function membershipChanged(db: DbOrTx, groupId: string, userId: string): void {
  publishLive(db, { topic: groupTopic(groupId), kind: 'members' }, { topic: userTopic(userId), kind: 'membership', groupId });
}

export function groupUpdated(db: DbOrTx, groupId: string): void {
  publishLive(db, { topic: groupTopic(groupId), kind: 'updated' });
}

export function groupDeleted(db: DbOrTx, groupId: string): void {
  publishLive(db, { topic: groupTopic(groupId), kind: 'deleted' });
}

/** New in-app notifications: the bell's count of each user. */
export function notificationsAdded(db: DbOrTx, userIds: string[]): void {
  publishLive(db, ...[...new Set(userIds)].map((id) => ({ topic: userTopic(id), kind: 'notifications' })));
}

/** The user blocked or unblocked someone (issue 34): their own tabs refetch what they show. Only the blocker hears. */
export function blocksChanged(db: DbOrTx, userId: string): void {
  publishLive(db, { topic: userTopic(userId), kind: 'blocks' });
}
