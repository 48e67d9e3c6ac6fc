/** The group's no-show rule (issue 14) on its page: for everyone when set; for the creator also when off. */
import { UserX } from 'lucide-react';
import { NO_SHOW_RULE } from '@kickoff/shared';
import type { GroupDetail } from '../api/types';
import { t } from '@/lib/i18n';

export function NoShowRuleNote({ group }: { group: GroupDetail }) {
  if (group.noShowLimit === null && !group.isCreator) return null;
  return (
    <section aria-labelledby="no-show-rule-title" className="rounded-lg border bg-card p-5 shadow-sm">
      <h2 id="no-show-rule-title" className="flex items-center gap-2 text-lg font-semibold">
        <UserX className="size-5" aria-hidden="true" /> {t('No-show rule')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {group.noShowLimit !== null
          ? t("Members with {limit} or more no-shows in the last 90 days join this group's events on the waitlist; a host can still give them a place.", { limit: group.noShowLimit })
          : t("Off. You can put members with repeated no-shows in the last {days} days on the waitlist of this group's events: set it in Edit Group.", { days: NO_SHOW_RULE.windowDays })}
      </p>
    </section>
  );
}
