/** What each console action says before and after (issue 34): the consequence first, as every destructive dialog. */
import { MODERATION, type ModerationAction } from '@kickoff/shared';
import type { ModerationCase } from '../api/types';

export type CaseAction = Extract<ModerationAction, 'dismiss' | 'hide' | 'remove_event' | 'remove_group' | 'warn' | 'suspend'>;

export const ACTION_BUTTONS: Record<CaseAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide content',
  remove_event: 'Remove event',
  remove_group: 'Remove group',
  warn: 'Warn',
  suspend: 'Suspend',
};

export function actionCopy(found: ModerationCase, action: CaseAction) {
  const person = found.subject?.name || 'this person';
  const what = MODERATION.targetLabels[found.targetType].toLowerCase();
  const told = 'Reason (the person is told)';
  switch (action) {
    case 'dismiss':
      return {
        title: 'Dismiss this report?',
        description: 'Nothing changes for the content or its author; the report leaves the queue and the audit log keeps why.',
        confirm: 'Dismiss',
        reasonLabel: 'Why (kept in the audit log)',
        done: 'The report left the queue.',
      };
    case 'hide':
      return {
        title: `Hide this ${what}?`,
        description: `Others see "${MODERATION.labels.hiddenPlaceholder}" in its place. ${person} keeps the text, reads your reason there and gets a notice.`,
        confirm: 'Hide',
        reasonLabel: told,
        done: `The ${what} is hidden.`,
      };
    case 'remove_event':
      return {
        title: `Remove ${found.snapshot.title ?? 'this event'}?`,
        description: 'The event is cancelled: its people and waitlist are told, as with any cancellation. The host reads your reason.',
        confirm: 'Remove event',
        reasonLabel: 'Reason (the host is told)',
        done: 'The event is cancelled.',
      };
    case 'remove_group':
      return {
        title: `Remove ${found.snapshot.title ?? 'this group'}?`,
        description: 'The group and its events are deleted and its members told. This cannot be undone.',
        confirm: 'Remove group',
        reasonLabel: 'Reason (the creator is told)',
        done: 'The group is removed.',
      };
    case 'warn':
      return {
        title: `Warn ${person}?`,
        description: `${person} gets a notice with your reason. Nothing else changes.`,
        confirm: 'Warn',
        reasonLabel: told,
        done: `${person} is warned.`,
      };
    case 'suspend':
      return {
        title: `Suspend ${person}?`,
        description: `${person} is signed out everywhere at once and cannot sign in until the suspension ends; their upcoming hosted events are cancelled with notice and their places in others' games released.`,
        confirm: 'Suspend',
        reasonLabel: told,
        done: `${person} is suspended.`,
      };
  }
}
