/**
 * Support's account deletion (issue 15, rulings §9), run by `npm run admin -- delete-user`: in one transaction, the
 * groups the user created go to their longest-standing active admin (else member) or are deleted when nobody else is
 * in them; the user's upcoming events are cancelled (issue 14's cancellation: reason, reminders gone, people told)
 * and their other events handed to the group's creator; their places in others' events are released (waitlists move
 * up); replies others wrote to their comments are kept as top-level comments; then the user's row goes and the
 * foreign keys take everything else that was only theirs (sessions, memberships, comments, posts, notifications,
 * devices, ...). After the commit their sessions end on every instance and their images leave storage.
 *
 * `dryRun` runs the very same transaction and rolls it back, so what it prints is what a real run would do.
 */
import type { Database, Transaction } from '@kickoff/db';
import { ACCOUNT_DELETION, countOf, formatEventDateTime } from '@kickoff/shared';
import type { ImageService } from '../../lib/images';
import type { SessionCache } from '../../lib/sessions/session-cache';
import { realEmail } from '../../lib/placeholder-email';
import { literalPhoneNumber, normalizePhoneNumber } from '../auth';
import * as live from '../../lib/live/publish';
import { cancelInTransaction, groupsWithUpcomingPlaces, releasePlacesInGroup } from '../events';
import { deleteGroupInTransaction, listEventImageUrls, refreshMemberCount } from '../groups';
import * as repo from './repository-delete';

export interface AdminDeps {
  db: Database;
  images: Pick<ImageService, 'remove'>;
  sessionCache: Pick<SessionCache, 'revoke'>;
  /** Configured test phone numbers, accepted as written. */
  testPhoneNumbers?: ReadonlyMap<string, string>;
}

export interface DeletionReport {
  dryRun: boolean;
  user: { id: string; name: string; email: string | null; phoneNumber: string | null };
  groupsHandedOver: { id: string; name: string; to: { id: string; name: string; role: string; since: string } }[];
  groupsDeleted: { id: string; name: string; events: number; upcomingEvents: number; otherPeople: number }[];
  /** `when`: the start in the event's own zone, as its people read it ("Mon, May 5, 2031 · 6:30 PM CDT"). */
  eventsCancelled: { id: string; title: string; dateTime: string; when: string; peopleNotified: number }[];
  eventsHandedOver: number;
  groupsWithPlacesReleased: number;
  memberships: number;
  comments: number;
  repliesKept: number;
  posts: number;
  notifications: number;
  sessions: number;
  participations: number;
  images: string[];
}

export class UserNotFoundError extends Error {}

/** The user named by a phone number or email address (support's input), or an error saying what was not found. */
export async function resolveUser(deps: AdminDeps, who: string): Promise<string> {
  const input = who.trim();
  if (input.includes('@')) {
    const id = await repo.findUserBy(deps.db, { email: input.toLowerCase() });
    if (!id) throw new UserNotFoundError(`No account has the verified email ${input}`);
    return id;
  }
  // A lookup, not a sign-up: a test number (a reserved range a validity check refuses) signed in on a server whose
  // AUTH_TEST_PHONE_NUMBERS this command may not have is found as written (issue 33, point 9d).
  const phoneNumber = normalizePhoneNumber(input, deps.testPhoneNumbers) ?? literalPhoneNumber(input);
  if (!phoneNumber) throw new UserNotFoundError(`${input} is neither an email address nor a valid phone number`);
  const id = await repo.findUserBy(deps.db, { phoneNumber });
  if (!id) throw new UserNotFoundError(`No account has the phone number ${phoneNumber}`);
  return id;
}

class RollBack extends Error {
  constructor(readonly report: DeletionReport) {
    super('dry run');
  }
}

export async function deleteUser(deps: AdminDeps, userId: string, options: { dryRun: boolean }): Promise<DeletionReport> {
  let report: DeletionReport;
  try {
    report = await deps.db.transaction(async (tx) => {
      const done = await deleteInTransaction(tx, userId, options.dryRun);
      if (options.dryRun) throw new RollBack(done);
      return done;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.report;
    throw error;
  }
  // Every instance drops the user's cached sessions and ends their live streams before this resolves.
  await deps.sessionCache.revoke({ kind: 'user', userId });
  for (const url of report.images) await deps.images.remove(url);
  return report;
}

async function deleteInTransaction(tx: Transaction, userId: string, dryRun: boolean): Promise<DeletionReport> {
  const user = await repo.lockUser(tx, userId);
  if (!user) throw new UserNotFoundError('No such account');
  const own = await repo.countOwnRows(tx, userId);
  const images = new Set<string>(user.image ? [user.image] : []);

  // 1. The groups they created: handed over, or deleted with their events when nobody else is in them.
  const created = await repo.lockCreatedGroups(tx, userId);
  const successors = await repo.successorsOf(tx, created.map((g) => g.id), userId);
  const groupsHandedOver: DeletionReport['groupsHandedOver'] = [];
  const groupsDeleted: DeletionReport['groupsDeleted'] = [];
  for (const group of created) {
    const to = successors.get(group.id);
    if (to) {
      groupsHandedOver.push({ id: group.id, name: group.name, to: { id: to.userId, name: to.name, role: to.role, since: to.since.toISOString() } });
      continue;
    }
    const counts = await repo.countGroupEvents(tx, group.id, userId);
    groupsDeleted.push({ id: group.id, name: group.name, events: counts.all, upcomingEvents: counts.upcoming, otherPeople: counts.otherPeople });
    for (const url of [group.imageUrl, ...(await listEventImageUrls(tx, group.id))]) if (url) images.add(url);
    await deleteGroupInTransaction(tx, group.id, userId);
  }

  // 2. Their places and co-hostings in others' upcoming events: released, the waitlists move up.
  const placeGroups = await groupsWithUpcomingPlaces(tx, userId);
  for (const groupId of placeGroups) await releasePlacesInGroup(tx, { groupId, userId, actorId: userId });

  // 3. Their upcoming events: cancelled as a host would (issue 14), their people told; then every remaining event of
  //    theirs (past, cancelled) goes to the group's new creator.
  const upcoming = await repo.lockUpcomingOrganized(tx, userId);
  for (const event of upcoming) {
    await cancelInTransaction(tx, event.id, ACCOUNT_DELETION.cancelReason, userId);
  }
  for (const group of groupsHandedOver) {
    await repo.handGroupTo(tx, group.id, group.to.id);
    live.groupUpdated(tx, group.id);
  }
  const eventsHandedOver = await repo.handEventsToGroupCreators(tx, userId);

  // 4. Memberships (counts recounted), comments (others' replies kept) and posts.
  const memberOf = await repo.lockMembershipGroups(tx, userId);
  await repo.deleteMemberships(tx, userId);
  for (const groupId of memberOf) {
    await refreshMemberCount(tx, groupId);
    live.membershipChanged(tx, groupId, userId);
  }
  const repliesKept = await repo.keepOthersReplies(tx, userId);
  const removed = await repo.deleteCommentsAndPosts(tx, userId);
  for (const c of removed.comments) live.commentChanged(tx, c.eventId, c.id, 'deleted');
  for (const p of removed.posts) live.postChanged(tx, p.groupId, p.id, 'deleted');

  // 5. The rest: jobs and sign-in traces, then the row (sessions, notifications, devices, ... cascade).
  await repo.deleteTraces(tx, user);
  await repo.deleteUserRow(tx, userId);

  return {
    dryRun,
    user: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: realEmail(user.email), phoneNumber: user.phoneNumber },
    groupsHandedOver,
    groupsDeleted,
    eventsCancelled: upcoming.map((e) => ({
      id: e.id,
      title: e.title,
      dateTime: e.dateTime.toISOString(),
      when: formatEventDateTime(e.dateTime, e.timeZone),
      peopleNotified: e.people,
    })),
    eventsHandedOver,
    groupsWithPlacesReleased: placeGroups.length,
    memberships: own.memberships,
    comments: own.comments,
    repliesKept,
    posts: own.posts,
    notifications: own.notifications,
    sessions: own.sessions,
    participations: own.participations,
    images: [...images],
  };
}

/** The report as support reads it in the terminal. */
export function formatDeletionReport(r: DeletionReport): string {
  const lines: string[] = [];
  const who = [r.user.name || '(no name)', r.user.phoneNumber, r.user.email].filter(Boolean).join(', ');
  lines.push(`${r.dryRun ? 'DRY RUN: nothing was changed. Deleting would do this:' : 'Deleted:'} user ${r.user.id} (${who})`);
  lines.push(`Groups they created: ${r.groupsHandedOver.length + r.groupsDeleted.length}`);
  for (const g of r.groupsHandedOver) lines.push(`  - "${g.name}" (${g.id}) handed to ${g.to.name || g.to.id} (active ${g.to.role} since ${g.to.since.slice(0, 10)})`);
  for (const g of r.groupsDeleted) {
    lines.push(`  - "${g.name}" (${g.id}) deleted: no other active member; its ${countOf(g.events, 'event')} go with it (${g.upcomingEvents} upcoming, their people notified)`);
    if (g.otherPeople > 0) lines.push(`    ${countOf(g.otherPeople, 'person', 'people')} who are not members took part in its events: their places in them go too`);
  }
  lines.push(`Upcoming events they organize, cancelled with their people notified: ${r.eventsCancelled.length}`);
  for (const e of r.eventsCancelled) {
    lines.push(`  - "${e.title}" on ${e.when} (${e.id}): ${countOf(e.peopleNotified, 'other person', 'other people')}`);
  }
  lines.push(`Their other events (past or cancelled) now organized by the group's new creator: ${r.eventsHandedOver - r.eventsCancelled.length}`);
  lines.push(`Places in others' upcoming events released (waitlists move up), in ${countOf(r.groupsWithPlacesReleased, 'group')}`);
  lines.push(
    `Removed: ${[countOf(r.memberships, 'membership'), countOf(r.participations, 'event place'), countOf(r.comments, 'comment'), countOf(r.posts, 'post'), countOf(r.notifications, 'notification')].join(', ')}`,
  );
  lines.push(`Replies by others to their comments, kept as top-level comments: ${r.repliesKept}`);
  lines.push(`Sessions ended on every instance: ${r.sessions}`);
  lines.push(`Images removed from storage: ${r.images.length}`);
  for (const url of r.images) lines.push(`  - ${url}`);
  return lines.join('\n');
}
