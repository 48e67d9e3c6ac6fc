/**
 * The moderation console (issue 34, point 3): the queue of reported targets, the actions on them and the audit log.
 * Every route answers 404 to anyone who is not a moderator. An action resolves its case and writes one audit row in
 * the same transaction; what it does to others' tables goes through their modules (hide a post or comment, cancel an
 * event, delete a group, release places, end sessions).
 */
import {
  MODERATION,
  type ModerationActionInput,
  type ModerationAuditPage,
  type ModerationCase,
  type ModerationCasePage,
  type DeletionRequestPage,
  type ReportTargetType,
} from '@kickoff/shared';
import type { Transaction } from '@kickoff/db';
import type { SignedInContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { decodeCountCursor, decodeTimeCursor, encodeCursor, pageFrom } from '../../lib/cursor';
import { realEmail } from '../../lib/placeholder-email';
import { deleteSessionsOf } from '../auth';
import { cancelInTransaction, groupsWithUpcomingPlaces, hideCommentByModerator, releasePlacesInGroup } from '../events';
import { deleteGroupInTransaction, hidePostByModerator, listEventImageUrls } from '../groups';
import { notify } from '../notifications';
import { assertActionFits, assertCanActOnPerson, assertModerator } from './policy';
import * as repo from './repository';

const M = MODERATION.messages;

/** The console's context: the session's, plus what runs after the commit (sessions ended everywhere, images removed). */
export interface ModerationContext extends SignedInContext {
  revokeSessions: (userId: string) => Promise<void>;
  removeImage: (url: string) => Promise<void>;
}

export async function assertIsModerator(ctx: SignedInContext): Promise<void> {
  assertModerator(await repo.isModerator(ctx.db, ctx.user.id));
}

function toCase(row: repo.CaseListRow): ModerationCase {
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    status: row.status,
    reportCount: row.reportCount,
    firstReportedAt: row.firstReportedAt,
    lastReportedAt: row.lastReportedAt,
    snapshot: row.snapshot,
    current: row.exists ? { text: row.text, hidden: row.hidden, cancelled: row.cancelled } : null,
    subject: row.subjectUserId
      ? { id: row.subjectUserId, name: row.subjectName ?? '', isModerator: row.subjectIsModerator, suspendedUntil: row.suspendedUntil, suspendedForGood: row.suspendedForGood }
      : null,
    reasons: row.reasons,
    notes: row.notes,
  };
}

export async function listCases(ctx: SignedInContext, query: { sort: 'newest' | 'most_reported'; cursor?: string; limit: number }): Promise<ModerationCasePage> {
  await assertIsModerator(ctx);
  let after: { n?: number; at: string; id: string } | undefined;
  if (query.sort === 'newest') after = decodeTimeCursor(query.cursor);
  else if (query.cursor) {
    // (count, time, id): the count rides in front of a time cursor.
    const [countPart, timePart] = query.cursor.split('.');
    const count = decodeCountCursor(countPart);
    const time = decodeTimeCursor(timePart);
    if (count && time) after = { n: count.n, at: time.at, id: time.id };
    else decodeTimeCursor('!');
  }
  const rows = await repo.listOpenCases(ctx.db, { sort: query.sort, after, limit: query.limit + 1 });
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  let nextCursor: string | null = null;
  if (rows.length > query.limit && last) {
    nextCursor = query.sort === 'newest' ? encodeCursor([last.cursorAt, last.id]) : `${encodeCursor([last.reportCount, last.id])}.${encodeCursor([last.cursorAt, last.id])}`;
  }
  return { items: items.map(toCase), nextCursor };
}

export async function listAudit(ctx: SignedInContext, query: { cursor?: string; limit: number; subjectId?: string }): Promise<ModerationAuditPage> {
  await assertIsModerator(ctx);
  const after = decodeTimeCursor(query.cursor);
  const rows = await repo.listActions(ctx.db, { subjectId: query.subjectId, after, limit: query.limit + 1 });
  const page = pageFrom(rows, query.limit, (r) => [r.cursorAt, r.id]);
  return {
    items: page.items.map((r) => ({
      id: r.id,
      action: r.action as ModerationAuditPage['items'][number]['action'],
      moderatorName: r.moderatorName,
      subject: r.subjectUserId ? { id: r.subjectUserId, name: r.subjectName ?? '' } : null,
      caseId: r.caseId,
      targetType: r.targetType,
      targetId: r.targetId,
      reason: r.reason,
      details: (r.details ?? {}) as Record<string, unknown>,
      createdAt: r.createdAt,
    })),
    nextCursor: page.nextCursor,
  };
}

export async function listDeletionRequests(ctx: SignedInContext, query: { cursor?: string; limit: number }): Promise<DeletionRequestPage> {
  await assertIsModerator(ctx);
  const after = decodeTimeCursor(query.cursor);
  const rows = await repo.listOpenDeletionRequests(ctx.db, { after, limit: query.limit + 1 });
  const page = pageFrom(rows, query.limit, (r) => [r.cursorAt, r.id]);
  return {
    items: page.items.map((r) => {
      const email = r.emailVerified ? realEmail(r.email) : null;
      return {
        id: r.id,
        requestedAt: r.createdAt,
        user: { id: r.userId, name: r.name, email },
        // Support names the account by its verified email, else its phone number (never shown in the console).
        command: `npm run admin -- delete-user ${email ?? '<their phone number>'}`,
      };
    }),
    nextCursor: page.nextCursor,
  };
}

const what: Record<ReportTargetType, string> = { group_post: 'post', event_comment: 'comment', event: 'event', group: 'group', profile: 'profile' };

/** One action on a case: its effect, the person told, the case resolved and the audit row, in one transaction. */
export async function act(ctx: ModerationContext, caseId: string, input: ModerationActionInput): Promise<{ ok: true; actionId: string }> {
  await assertIsModerator(ctx);
  const moderatorName = (await repo.userName(ctx.db, ctx.user.id)) || 'Moderator';
  const after: { revoke?: string; images: string[] } = { images: [] };
  const actionId = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockCase(tx, caseId);
    if (!found) throw notFound(M.caseNotFound);
    if (found.status !== 'open') throw conflict(M.caseClosed);
    assertActionFits(found.targetType, input.action);
    const details = await apply(tx, ctx, found, input, after);
    const id = await repo.insertAction(tx, {
      action: input.action,
      moderatorId: ctx.user.id,
      moderatorName,
      subjectUserId: found.subjectUserId,
      caseId: found.id,
      targetType: found.targetType,
      targetId: found.targetId,
      reason: input.reason,
      details,
    });
    await repo.resolveCase(tx, found.id);
    return id;
  });
  // Every instance drops the person's sessions and ends their live streams before the answer.
  if (after.revoke) await ctx.revokeSessions(after.revoke);
  for (const url of after.images) await ctx.removeImage(url);
  return { ok: true, actionId };
}

async function apply(
  tx: Transaction,
  ctx: ModerationContext,
  found: repo.CaseRow,
  input: ModerationActionInput,
  after: { revoke?: string; images: string[] },
): Promise<Record<string, unknown>> {
  const moderatorId = ctx.user.id;
  const snapshot = found.snapshot;
  switch (input.action) {
    case 'dismiss':
      return {};
    case 'hide': {
      const hidden =
        found.targetType === 'group_post' ? await hidePostByModerator(tx, found.targetId, input.reason) : await hideCommentByModerator(tx, found.targetId, input.reason);
      if (!hidden) throw conflict(M.targetGone);
      const kind = what[found.targetType];
      await notify.moderationNotice(tx, {
        userId: hidden.authorId,
        title: `Your ${kind} was hidden by a moderator`,
        body: `Your ${kind}${snapshot.title ? ` in ${snapshot.title}` : ''} was hidden: ${input.reason}`,
        groupId: snapshot.groupId,
        eventId: snapshot.eventId,
        actorId: moderatorId,
      });
      return {};
    }
    case 'remove_event': {
      const event = await repo.findTarget(tx, 'event', found.targetId);
      if (!event) throw conflict(M.targetGone);
      // Its people hear it as a cancellation (reminders gone, the event kept as Cancelled); its host reads why.
      await cancelInTransaction(tx, found.targetId, MODERATION.removedEventReason, moderatorId);
      await notify.moderationNotice(tx, {
        userId: event.subjectUserId,
        title: `Your event ${event.snapshot.title ?? ''} was removed by a moderator`.replace('  ', ' '),
        body: `It was cancelled and its people were told. Why: ${input.reason}`,
        groupId: event.groupId,
        eventId: found.targetId,
        actorId: moderatorId,
      });
      return {};
    }
    case 'remove_group': {
      const group = await repo.findTarget(tx, 'group', found.targetId);
      if (!group) throw conflict(M.targetGone);
      const image = await repo.groupImage(tx, found.targetId);
      after.images.push(...[image, ...(await listEventImageUrls(tx, found.targetId))].filter((u): u is string => Boolean(u)));
      // As its creator's delete (rulings §5): its events go and their people are told.
      await deleteGroupInTransaction(tx, found.targetId, moderatorId);
      await notify.moderationNotice(tx, {
        userId: group.subjectUserId,
        title: `Your group ${group.snapshot.title ?? ''} was removed by a moderator`.replace('  ', ' '),
        body: `It was deleted with its events, and its people were told. Why: ${input.reason}`,
        actorId: moderatorId,
      });
      return {};
    }
    case 'warn': {
      const userId = assertCanActOnPerson({ id: found.subjectUserId, isModerator: await repo.isModerator(tx, found.subjectUserId ?? '') }, moderatorId);
      await notify.moderationNotice(tx, {
        userId,
        title: "A warning from Kickoff's moderators",
        body: `About your ${what[found.targetType]}${snapshot.title && found.targetType !== 'profile' ? ` (${snapshot.title})` : ''}: ${input.reason}`,
        actorId: moderatorId,
      });
      return {};
    }
    case 'suspend': {
      const userId = assertCanActOnPerson({ id: found.subjectUserId, isModerator: await repo.isModerator(tx, found.subjectUserId ?? '') }, moderatorId);
      return suspendInTransaction(tx, userId, input.days, input.reason, moderatorId, after);
    }
  }
}

/**
 * Suspends a person: no sign-in until `until` (null: for good), every session deleted now (and dropped from every
 * instance after the commit), their upcoming hosted events cancelled with notice, their places in others' released.
 */
async function suspendInTransaction(
  tx: Transaction,
  userId: string,
  days: number | null,
  reason: string,
  moderatorId: string,
  after: { revoke?: string },
): Promise<Record<string, unknown>> {
  const until = days === null ? null : new Date(Date.now() + days * 86_400_000);
  await repo.upsertSuspension(tx, { userId, until, reason });
  const sessionsEnded = await deleteSessionsOf(tx, userId);
  const hosted = await repo.lockUpcomingOrganized(tx, userId);
  for (const event of hosted) await cancelInTransaction(tx, event.id, MODERATION.suspendedHostReason, moderatorId);
  const placeGroups = await groupsWithUpcomingPlaces(tx, userId);
  let placesReleased = 0;
  for (const groupId of placeGroups) placesReleased += await releasePlacesInGroup(tx, { groupId, userId, actorId: moderatorId });
  after.revoke = userId;
  return { until: until?.toISOString() ?? null, days, eventsCancelled: hosted.map((e) => e.id), placesReleased, sessionsEnded };
}

/** Support gives or takes the moderator role (`npm run admin -- grant-moderator|revoke-moderator`); audited. */
export async function setModerator(db: SignedInContext['db'], userId: string, grant: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = grant ? await repo.insertModerator(tx, userId) : await repo.deleteModerator(tx, userId);
    if (changed) {
      await repo.insertAction(tx, { action: grant ? 'grant_moderator' : 'revoke_moderator', moderatorId: null, moderatorName: 'support', subjectUserId: userId });
    }
    return changed;
  });
}
