/**
 * The one call each groups/events action makes to notify (rulings §7). Every trigger only writes jobs, inside the
 * caller's transaction when it has one, so a notification exists exactly when the change was committed; the job
 * handlers (handlers.ts) work out recipients and texts, write the in-app rows and queue the pushes.
 */
import type { DbOrTx } from '@kickoff/db';
import { cancelJobs, cancelJobsByPrefix, enqueue, enqueueManyReplacing, type KeyedJob } from '../../lib/jobs';
import * as repo from './repository';
import * as live from '../../lib/live/publish';

export const JOB = { notify: 'notify', push: 'push', email: 'email', reminder: 'reminder' } as const;

export type NotifyPayload =
  | { type: 'group_message'; groupId: string; postId: string; actorId: string }
  | { type: 'event_comment'; eventId: string; commentId: string; actorId: string }
  | { type: 'new_event'; eventId: string; actorId: string }
  | { type: 'waitlist_promoted'; eventId: string; userIds: string[]; actorId: string | null; at: string; paymentDueAt?: string }
  | { type: 'membership_approved'; groupId: string; userId: string; actorId: string }
  | { type: 'join_request' | 'new_member'; groupId: string; userId: string; actorId: string; at: string; message?: string | null }
  | { type: 'added_to_group'; groupId: string; userId: string; actorId: string; at: string }
  | { type: 'group_invitation'; groupId: string; userId: string; actorId: string; invitationId: string }
  | { type: 'teams_published'; eventId: string; userIds: string[]; actorId: string; at: string }
  | { type: 'event_updated'; eventId: string; changes: ('time' | 'place' | 'price' | 'capacity' | 'details')[]; actorId: string; at: string }
  | { type: 'participation_changed'; eventId: string; userId: string; change: 'removed' | 'waitlisted'; actorId: string; at: string }
  /** Lost sight of an event (issue 33): `title` is the one the person knew; nothing else of the event is told. */
  | { type: 'participation_changed'; change: 'lost_access'; eventId: string; groupId: string; userId: string; title: string; actorId: string; at: string }
  /** Moderators tell one person something (issue 34): the texts are written by the moderation module. */
  | { type: 'moderation_notice'; userId: string; title: string; body: string; groupId: string | null; eventId: string | null; actorId: string | null; at: string }
  | {
      type: 'event_cancelled';
      eventId: string;
      groupId: string;
      title: string;
      dateTime: string;
      timeZone: string;
      userIds: string[];
      actorId: string;
      /** A host's reason when the event was cancelled and stays (issue 14); absent when it was deleted. */
      reason?: string;
    };

const HOUR = 3600_000;

export const reminderKey = (eventId: string, userId: string) => `reminder:${eventId}:${userId}`;

/** When a user's reminder for an event is due, or null when it would be in the past. */
export function reminderTime(dateTime: Date, hours: number, now = Date.now()): Date | null {
  const at = dateTime.getTime() - hours * HOUR;
  return at > now ? new Date(at) : null;
}

/**
 * Makes the pending reminders of an event match its registered participants, its time and their settings: new
 * participants get one, moved events move them, people who left (or were waitlisted) lose theirs. With `userIds`,
 * only those people's reminders (a leave or a move touches a few parties, not the whole list: a hot event's
 * changes stay cheap).
 */
export async function syncReminders(db: DbOrTx, eventId: string, userIds?: string[]): Promise<void> {
  const event = await repo.eventInfo(db, eventId);
  if (!event) {
    await cancelJobsByPrefix(db, `reminder:${eventId}:`);
    return;
  }
  const registered = event.sendReminders && !event.cancelledAt ? await repo.registeredWithReminderHours(db, eventId, userIds) : [];
  const keep = new Set<string>();
  const due: KeyedJob[] = [];
  for (const p of registered) {
    const runAt = reminderTime(event.dateTime, p.reminderHours);
    if (!runAt) continue;
    keep.add(p.userId);
    due.push({
      key: reminderKey(eventId, p.userId),
      payload: { eventId, userId: p.userId, dateTime: event.dateTime.toISOString() },
      runAt,
    });
  }
  await enqueueManyReplacing(db, JOB.reminder, due);
  const candidates = userIds ?? (await repo.pendingReminderUserIds(db, eventId));
  const stale = candidates.filter((id) => !keep.has(id));
  await cancelJobs(db, stale.map((id) => reminderKey(eventId, id)));
}

const notify = (db: DbOrTx, payload: NotifyPayload, key: string) => enqueue(db, JOB.notify, payload, { key });

/** A new group post: the group's other active members (group_message). */
export async function groupPost(db: DbOrTx, input: { groupId: string; postId: string; actorId: string }) {
  live.postChanged(db, input.groupId, input.postId, 'added');
  await notify(db, { type: 'group_message', ...input }, `notify:group_message:${input.postId}`);
}

/** A comment or reply: hosts, participants and, for a reply, the parent's author (event_comment). */
export async function eventComment(db: DbOrTx, input: { eventId: string; commentId: string; actorId: string }) {
  live.commentChanged(db, input.eventId, input.commentId, 'added');
  await notify(db, { type: 'event_comment', ...input }, `notify:event_comment:${input.commentId}`);
}

/**
 * New events (a recurring series counts once, by its first occurrence): the group's active members and followers
 * hear of it (new_event); the hosts' reminders are scheduled.
 */
export async function eventsCreated(db: DbOrTx, input: { eventIds: string[]; actorId: string }) {
  const [first] = input.eventIds;
  if (!first) return;
  await notify(db, { type: 'new_event', eventId: first, actorId: input.actorId }, `notify:new_event:${first}`);
  for (const id of input.eventIds) await syncReminders(db, id);
}

/**
 * Participation or the event changed (leave, edit, a host moving people): reminders follow, and parties the
 * waitlist promoted hear they are in (waitlist_promoted). `changedUserIds`: only these people's places changed (plus
 * the promoted ones); without it every participant's reminder is checked (an edit of the event).
 */
export async function participationChanged(
  db: DbOrTx,
  input: { eventId: string; actorId: string | null; promotedUserIds?: string[]; changedUserIds?: string[] },
) {
  live.participationChanged(db, input.eventId, { changedUserIds: input.changedUserIds, promotedUserIds: input.promotedUserIds });
  const changed = input.changedUserIds && [...input.changedUserIds, ...(input.promotedUserIds ?? [])];
  await syncReminders(db, input.eventId, changed);
  const userIds = (input.promotedUserIds ?? []).filter((id) => id !== input.actorId);
  if (userIds.length === 0) return;
  const at = new Date().toISOString();
  await notify(
    db,
    { type: 'waitlist_promoted', eventId: input.eventId, userIds, actorId: input.actorId, at },
    `notify:waitlist_promoted:${input.eventId}:${at}:${userIds.join(',')}`.slice(0, 500),
  );
}

/**
 * Places of an event paid online were offered from its waitlist (issue 29): the parties hold them until `dueAt` and
 * hear that they must pay by then (push, in-app, email: the waitlist kind); reminders and live screens follow.
 */
export async function placesOffered(db: DbOrTx, input: { eventId: string; userIds: string[]; dueAt: string }) {
  live.participationChanged(db, input.eventId, { promotedUserIds: input.userIds });
  await syncReminders(db, input.eventId, input.userIds);
  if (input.userIds.length === 0) return;
  const at = new Date().toISOString();
  await notify(
    db,
    { type: 'waitlist_promoted', eventId: input.eventId, userIds: input.userIds, actorId: null, at, paymentDueAt: input.dueAt },
    `notify:waitlist_offer:${input.eventId}:${at}:${input.userIds.join(',')}`.slice(0, 500),
  );
}

/** A payment was settled or refunded (issue 29): the event's screens show the new payment status. */
export function paymentSettled(db: DbOrTx, input: { eventId: string; userId: string }) {
  live.participationChanged(db, input.eventId, { changedUserIds: [input.userId] });
  return Promise.resolve();
}

/**
 * An event is off (deleted, or cancelled and kept with `reason`): its reminders go, and its hosts and participants
 * (not the actor) hear it, if it has not started.
 */
async function announceCancelled(db: DbOrTx, eventId: string, actorId: string, reason?: string) {
  await cancelJobsByPrefix(db, `reminder:${eventId}:`);
  const event = await repo.eventInfo(db, eventId);
  if (!event || event.dateTime.getTime() <= Date.now()) return;
  const userIds = (await repo.eventAudienceIds(db, eventId, event.groupId)).filter((id) => id !== actorId);
  if (userIds.length === 0) return;
  const { groupId, title, timeZone } = event;
  await notify(
    db,
    { type: 'event_cancelled', eventId, groupId, title, dateTime: event.dateTime.toISOString(), timeZone, userIds, actorId, ...(reason ? { reason } : {}) },
    `notify:event_cancelled:${eventId}`,
  );
}

/** Events about to be deleted (call before deleting, inside the same transaction). */
export async function eventsCancelled(db: DbOrTx, input: { eventIds: string[]; actorId: string }) {
  for (const eventId of input.eventIds) {
    live.eventDeleted(db, eventId);
    await announceCancelled(db, eventId, input.actorId);
  }
}

/** A host cancelled an event that stays, marked Cancelled (issue 14; call in the cancelling transaction). */
export async function eventCancelling(db: DbOrTx, input: { eventId: string; reason: string; actorId: string }) {
  live.eventUpdated(db, input.eventId);
  await announceCancelled(db, input.eventId, input.actorId, input.reason);
}

/** Deleting one event, or it and the rest of its series (call before deleting, in the same transaction). */
export async function eventDeleting(
  db: DbOrTx,
  input: { event: { id: string; recurringSeriesId: string | null; dateTime: Date; organizerId: string }; following: boolean; actorId: string },
) {
  const rows = await repo.eventsToDelete(db, input.event, input.following);
  await eventsCancelled(db, { eventIds: rows.map((r) => r.id), actorId: input.actorId });
}

/** Deleting a group: its events' people hear they were cancelled (rulings §5). Call before deleting. */
export async function groupDeleting(db: DbOrTx, input: { groupId: string; actorId: string }) {
  live.groupDeleted(db, input.groupId);
  const rows = await repo.upcomingEventIdsOfGroup(db, input.groupId);
  await eventsCancelled(db, { eventIds: rows.map((r) => r.id), actorId: input.actorId });
}

/** A private group's creator approved a join request (membership_approved). */
export async function membershipApproved(db: DbOrTx, input: { groupId: string; userId: string; actorId: string }) {
  if (input.userId === input.actorId) return;
  await notify(db, { type: 'membership_approved', ...input }, `notify:membership_approved:${input.groupId}:${input.userId}:${Date.now()}`);
}

/** Someone asked to join a private group: its creator hears of it (join_request), to approve on Manage Members. */
export async function joinRequested(db: DbOrTx, input: { groupId: string; userId: string; message?: string | null }) {
  const at = new Date().toISOString();
  await notify(db, { type: 'join_request', ...input, actorId: input.userId, at }, `notify:join_request:${input.groupId}:${input.userId}:${at}`);
}

/** Someone joined a public group: its creator hears of it (new_member, spec §9 "activity updates such as new members"). */
export async function memberJoined(db: DbOrTx, input: { groupId: string; userId: string }) {
  const at = new Date().toISOString();
  await notify(db, { type: 'new_member', ...input, actorId: input.userId, at }, `notify:new_member:${input.groupId}:${input.userId}:${at}`);
}

/** A host removed someone from an event or moved them to its waitlist: they hear it (participation_changed). */
export async function participantMoved(db: DbOrTx, input: { eventId: string; userId: string; change: 'removed' | 'waitlisted'; actorId: string }) {
  if (input.userId === input.actorId) return;
  const at = new Date().toISOString();
  await notify(db, { type: 'participation_changed', ...input, at }, `notify:participation_changed:${input.eventId}:${input.userId}:${at}`);
}

/**
 * Someone lost their place because they can no longer see the event (its group turned private, or it moved into a
 * private group: rulings §12): they hear it once, with the title they knew and nothing else of the event.
 */
export async function lostSight(db: DbOrTx, input: { eventId: string; groupId: string; userId: string; title: string; actorId: string }) {
  if (input.userId === input.actorId) return;
  const at = new Date().toISOString();
  await notify(db, { type: 'participation_changed', change: 'lost_access', ...input, at }, `notify:lost_access:${input.eventId}:${input.userId}:${at}`);
}

/** The creator invited someone by email (issue 18): they hear it (group_invitation), to accept or decline. */
export async function groupInvited(db: DbOrTx, input: { groupId: string; userId: string; actorId: string; invitationId: string }) {
  if (input.userId === input.actorId) return;
  await notify(db, { type: 'group_invitation', ...input }, `notify:group_invitation:${input.invitationId}`);
}

/**
 * The creator withdrew an invitation: the invitee's notification of it goes (or is never written, when its job has
 * not run yet), so the bell does not lead to an invitation that is not there. A push already sent stays sent.
 */
export async function groupInvitationWithdrawn(db: DbOrTx, input: { userId: string; invitationId: string }) {
  await cancelJobs(db, [`notify:group_invitation:${input.invitationId}`]);
  if (await repo.deleteBySource(db, input.userId, `group_invitation:${input.invitationId}`)) live.notificationsAdded(db, [input.userId]);
}

/**
 * The organizer changed an event's time, place, price or capacity (one occurrence, or several of a series): its
 * hosts and participants hear what changed (event_updated). Call inside the edit's transaction.
 */
export async function eventUpdated(db: DbOrTx, input: { eventId: string; changes: ('time' | 'place' | 'price' | 'capacity' | 'details')[]; actorId: string }) {
  live.eventUpdated(db, input.eventId);
  if (input.changes.length === 0) return;
  const at = new Date().toISOString();
  await notify(db, { type: 'event_updated', ...input, at }, `notify:event_updated:${input.eventId}:${at}`);
}

/** Teams published (issue 14): the players in them, not the host who published. */
export async function teamsPublished(db: DbOrTx, input: { eventId: string; userIds: string[]; actorId: string }) {
  live.eventUpdated(db, input.eventId);
  const userIds = [...new Set(input.userIds)].filter((id) => id !== input.actorId);
  if (userIds.length === 0) return;
  const at = new Date().toISOString();
  await notify(db, { type: 'teams_published', ...input, userIds, at }, `notify:teams_published:${input.eventId}:${at}`);
}

/**
 * Moderators tell one person something (issue 34): their content was hidden and why, a warning, their deletion request
 * was received. The moderation module writes the texts; the person's channels for "changes" decide where it goes.
 */
export async function moderationNotice(
  db: DbOrTx,
  input: { userId: string; title: string; body: string; groupId?: string | null; eventId?: string | null; actorId: string | null },
) {
  const at = new Date().toISOString();
  await notify(
    db,
    { type: 'moderation_notice', userId: input.userId, title: input.title, body: input.body, groupId: input.groupId ?? null, eventId: input.eventId ?? null, actorId: input.actorId, at },
    `notify:moderation_notice:${input.userId}:${at}`,
  );
}
