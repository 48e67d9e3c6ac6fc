/** Who may do what in moderation (issue 34): pure checks. */
import { ACTIONS_FOR, MODERATION, type ModerationAction, type ReportTargetType } from '@kickoff/shared';
import { badRequest, conflict, notFound } from '../../lib/errors';

const M = MODERATION.messages;

/** The console's routes do not exist for anyone but moderators. */
export function assertModerator(isModerator: boolean): void {
  if (!isModerator) throw notFound(M.notFound);
}

export function assertActionFits(targetType: ReportTargetType, action: ModerationAction): void {
  if (!ACTIONS_FOR[targetType].includes(action)) throw badRequest(M.actionNotForTarget, { action: M.actionNotForTarget });
}

/** Warnings and suspensions need a person who is not a moderator (nor the moderator acting). */
export function assertCanActOnPerson(subject: { id: string | null; isModerator: boolean }, moderatorId: string): string {
  if (!subject.id) throw conflict(M.targetGone);
  if (subject.isModerator || subject.id === moderatorId) throw conflict(M.cannotActOnModerator);
  return subject.id;
}
