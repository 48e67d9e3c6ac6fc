/** The creator's members preview card: the first 5 active members and 'View All N Members' (spec §2; 'View Member List' for one, issue 19). */
import { Link } from 'react-router';
import { LIMITS } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGroupMembers } from '../api/get-group-members';
import { personName } from './format';
import { MemberAvatar } from './member-avatar';
import { RoleBadge } from './role-badges';
import { t } from '@/lib/i18n';

export function MembersPreview({ groupId, memberCount }: { groupId: string; memberCount: number }) {
  const members = useGroupMembers(groupId, { status: 'active', limit: LIMITS.groupMemberPreview });
  const first = members.data?.pages[0];
  const total = first?.counts.active ?? memberCount;
  return (
    <section aria-labelledby="members-preview-title" className="rounded-lg border bg-card p-5 shadow-sm">
      <h2 id="members-preview-title" className="mb-4 text-lg font-semibold">
        {t('Members')}
      </h2>
      {members.isPending ? (
        <ul role="status" aria-label={t('Loading members')} className="grid gap-3">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </li>
          ))}
        </ul>
      ) : members.isError ? (
        <p className="text-sm text-muted-foreground">{t("Couldn't load the members.")}</p>
      ) : (
        <ul className="grid gap-3">
          {first!.items.slice(0, LIMITS.groupMemberPreview).map((member) => (
            <li key={member.id} className="flex items-center gap-3">
              <MemberAvatar person={member.user} />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{personName(member.user) ?? t('Member')}</span>
              <RoleBadge role={member.role} />
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="outline" className="mt-4 w-full">
        <Link to={paths.groupMembers(groupId)}>{total === 1 ? t('View Member List') : t('View All {count} Members', { count: total })}</Link>
      </Button>
    </section>
  );
}
