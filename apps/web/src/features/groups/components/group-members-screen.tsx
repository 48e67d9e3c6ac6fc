/** /groups/{groupId}/members (spec §2): add by email, active members, blocked members with reasons. */
import { Link } from 'react-router';
import { Settings2 } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useBlockedMembers } from '../api/get-blocked-members';
import { useGroupMembers } from '../api/get-group-members';
import type { GroupDetail } from '../api/types';
import { AddMemberForm } from './add-member-form';
import { CreatorGate } from './creator-gate';
import { personName } from './format';
import { ReportButton } from '@/components/report/report-button';
import { BlockWithReasonButton, RemoveMemberButton, UnblockRecordButton } from './member-actions';
import { joinedLabel, MemberRow, MemberRowsSkeleton } from './member-row';
import { t } from '@/lib/i18n';

function Panel({ id, title, count, children }: { id: string; title: string; count?: number; children: React.ReactNode }) {
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        {title}
        {count !== undefined ? <Badge variant="secondary">{count}</Badge> : null}
      </h2>
      {children}
    </Card>
  );
}

function ActiveMembers({ group }: { group: GroupDetail }) {
  const members = useGroupMembers(group.id, { status: 'active' });
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  const count = members.data?.pages[0]?.counts.active;
  return (
    <Panel id="active-members-title" title={t('Active Members')} count={count}>
      {members.isPending ? (
        <MemberRowsSkeleton label={t('Loading members')} />
      ) : members.isError ? (
        <p className="text-sm text-muted-foreground">{t("Couldn't load the members.")}</p>
      ) : (
        <>
          <ul className="divide-y">
            {items.map((m) => {
              const name = personName(m.user) ?? t('Member');
              const actionable = m.role === 'member';
              return (
                <MemberRow
                  key={m.id}
                  person={m.user}
                  role={m.role}
                  meta={joinedLabel(m.joinedAt)}
                  actions={
                    actionable ? (
                      <>
                        <BlockWithReasonButton groupId={group.id} userId={m.userId} name={name} groupName={group.name} />
                        <RemoveMemberButton groupId={group.id} userId={m.userId} name={name} groupName={group.name} />
                        {/* A report of the person to Kickoff's moderators (issue 34); the group's Block stays the creator's. */}
                        <ReportButton target={{ type: 'profile', id: m.userId }} about={name} />
                      </>
                    ) : null
                  }
                />
              );
            })}
          </ul>
          {items.length <= 1 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t("It's just you so far. Add players by email above, or share the group link.")}</p>
          ) : null}
          <LoadMoreButton query={members} label={t('Show more members')} className="mt-4 w-full" />
        </>
      )}
    </Panel>
  );
}

function BlockedMembers({ group }: { group: GroupDetail }) {
  const blocked = useBlockedMembers(group.id);
  const items = blocked.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Panel id="blocked-members-title" title={t('Blocked Members')} count={blocked.data ? items.length : undefined}>
      {blocked.isPending ? (
        <MemberRowsSkeleton rows={1} label={t('Loading blocked members')} />
      ) : blocked.isError ? (
        <p className="text-sm text-muted-foreground">{t("Couldn't load the blocked members.")}</p>
      ) : items.length === 0 ? (
        <EmptyState headingLevel={3} className="mt-2 py-8" title={t('No blocked members')} description={t('People you block show up here with your reason.')} />
      ) : (
        <ul className="divide-y">
          {items.map((record) => {
            const name = personName(record.blockedUser) ?? t('Member');
            return (
              <MemberRow
                key={record.id}
                person={record.blockedUser}
                note={
                  <p className="text-sm">
                    <span className="font-medium">{t('Reason:')}</span>{' '}
                    <span className="text-muted-foreground">{record.reason || t('No reason given')}</span>
                  </p>
                }
                actions={<UnblockRecordButton groupId={group.id} userId={record.blockedUserId} name={name} />}
              />
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

function MembersContent({ group }: { group: GroupDetail }) {
  const members = useGroupMembers(group.id, { status: 'active' });
  const memberIds = new Set(members.data?.pages.flatMap((p) => p.items.map((m) => m.userId)) ?? []);
  return (
    <div className="grid gap-6">
      <Panel id="add-member-title" title={t('Add Member')}>
        <AddMemberForm groupId={group.id} memberIds={memberIds} />
      </Panel>
      <ActiveMembers group={group} />
      <BlockedMembers group={group} />
    </div>
  );
}

export function GroupMembersScreen({ groupId }: { groupId: string }) {
  return (
    <CreatorGate
      groupId={groupId}
      notFoundTitle={MESSAGES.group.notFound}
      title={t('Members')}
      action={
        <Button asChild variant="outline">
          <Link to={paths.groupManage(groupId)}>
            <Settings2 aria-hidden="true" /> {t('Manage Members')}
          </Link>
        </Button>
      }
    >
      {(group) => <MembersContent group={group} />}
    </CreatorGate>
  );
}
