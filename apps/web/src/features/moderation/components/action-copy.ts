/** What each console action says before and after (issue 34): the consequence first, as every destructive dialog. */
import { MODERATION, type ModerationAction } from '@kickoff/shared';
import { t } from '@/lib/i18n';
import type { ModerationCase } from '../api/types';

export type CaseAction = Extract<ModerationAction, 'dismiss' | 'hide' | 'remove_event' | 'remove_group' | 'warn' | 'suspend'>;

/** English ids of the catalog (t() at display). */
export const ACTION_BUTTONS: Record<CaseAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide content',
  remove_event: 'Remove event',
  remove_group: 'Remove group',
  warn: 'Warn',
  suspend: 'Suspend',
};

export function actionCopy(found: ModerationCase, action: CaseAction) {
  const person = found.subject?.name || t('this person');
  const what = found.targetType;
  const told = t('Reason (the person is told)');
  switch (action) {
    case 'dismiss':
      return {
        title: t('Dismiss this report?'),
        description: t('Nothing changes for the content or its author; the report leaves the queue and the audit log keeps why.'),
        confirm: t('Dismiss'),
        reasonLabel: t('Why (kept in the audit log)'),
        done: t('The report left the queue.'),
      };
    case 'hide':
      return {
        title: t('Hide this {what, select, group_post {group post} event_comment {event comment} event {event} group {group} other {profile}}?', { what }),
        description: t('Others see "{placeholder}" in its place. {person} keeps the text, reads your reason there and gets a notice.', {
          placeholder: t(MODERATION.labels.hiddenPlaceholder),
          person,
        }),
        confirm: t('Hide'),
        reasonLabel: told,
        done: t('The {what, select, group_post {group post} event_comment {event comment} event {event} group {group} other {profile}} is hidden.', { what }),
      };
    case 'remove_event':
      return {
        title: t('Remove {title}?', { title: found.snapshot.title ?? t('this event') }),
        description: t('The event is cancelled: its people and waitlist are told, as with any cancellation. The host reads your reason.'),
        confirm: t('Remove event'),
        reasonLabel: t('Reason (the host is told)'),
        done: t('The event is cancelled.'),
      };
    case 'remove_group':
      return {
        title: t('Remove {title}?', { title: found.snapshot.title ?? t('this group') }),
        description: t('The group and its events are deleted and its members told. This cannot be undone.'),
        confirm: t('Remove group'),
        reasonLabel: t('Reason (the creator is told)'),
        done: t('The group is removed.'),
      };
    case 'warn':
      return {
        title: t('Warn {person}?', { person }),
        description: t('{person} gets a notice with your reason. Nothing else changes.', { person }),
        confirm: t('Warn'),
        reasonLabel: told,
        done: t('{person} is warned.', { person }),
      };
    case 'suspend':
      return {
        title: t('Suspend {person}?', { person }),
        description: t(
          "{person} is signed out everywhere at once and cannot sign in until the suspension ends; their upcoming hosted events are cancelled with notice and their places in others' games released.",
          { person },
        ),
        confirm: t('Suspend'),
        reasonLabel: told,
        done: t('{person} is suspended.', { person }),
      };
  }
}
