/**
 * Reporting (issue 34, point 1): anyone signed in reports a post, comment, event, group or profile they can see. One
 * open case per target holds the content as first reported; the same person reporting it again changes nothing;
 * new reports are rate limited per account.
 */
import { MODERATION, type CreateReportInput, type ReportResult, type ReportTargetType } from '@kickoff/shared';
import type { SignedInContext } from '../../lib/context';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors';
import { getEvent } from '../events';
import { isActiveMember, isBlocked, loadAccess } from '../groups';
import * as repo from './repository';

const M = MODERATION.messages;

export const reportRules = (userId: string) => [
  { key: `report:user:1h:${userId}`, windowSeconds: 3600, max: MODERATION.reportsPerHour },
  { key: `report:user:24h:${userId}`, windowSeconds: 86_400, max: MODERATION.reportsPerDay },
];

/** The target as the caller may see it; 404 for what they cannot (rulings §1: not revealed). */
async function visibleTarget(ctx: SignedInContext, type: ReportTargetType, id: string): Promise<repo.TargetFacts> {
  const facts = await repo.findTarget(ctx.db, type, id);
  if (!facts) throw notFound(M.notFound);
  const hidden = () => notFound(M.notFound);
  if (type === 'group_post') {
    // The discussion is for active members only.
    const access = await loadAccess(ctx.db, facts.groupId!, ctx.user.id).catch(() => Promise.reject(hidden()));
    if (!isActiveMember(access) || isBlocked(access)) throw hidden();
  } else if (type === 'event' || type === 'event_comment') {
    await getEvent(ctx, facts.eventId!).catch(() => Promise.reject(hidden()));
    if (type === 'event_comment') {
      // The blocked see an event's page, never its comments.
      const access = await loadAccess(ctx.db, facts.groupId!, ctx.user.id).catch(() => Promise.reject(hidden()));
      if (isBlocked(access)) throw hidden();
    }
  }
  // A group's card and a person's name are seen by anyone signed in.
  return facts;
}

export async function report(ctx: SignedInContext, input: { targetType: ReportTargetType; targetId: string; reason: NonNullable<CreateReportInput['reason']>; note: string | null }): Promise<ReportResult> {
  const facts = await visibleTarget(ctx, input.targetType, input.targetId);
  if (facts.subjectUserId === ctx.user.id) throw badRequest(M.ownContent);
  if (await repo.hasReported(ctx.db, input.targetType, input.targetId, ctx.user.id)) return { status: 'already_reported' };
  if (!(await ctx.limiter.hit(reportRules(ctx.user.id)))) throw tooManyRequests(M.tooMany, await ctx.limiter.retryAfter(reportRules(ctx.user.id)));
  const added = await ctx.db.transaction(async (tx) => {
    const caseId = await repo.openCaseFor(tx, input.targetType, input.targetId, facts);
    return repo.insertReport(tx, { caseId, reporterId: ctx.user.id, reason: input.reason, note: input.note });
  });
  return { status: added ? 'reported' : 'already_reported' };
}
