/**
 * /groups/{groupId}/manage 'Manage Members' (spec §2, creator only): counts and Active / Waiting / Blocked tabs. The
 * tab is in the URL (`?tab=waiting`, where a join request's notification leads); without one, Waiting opens while
 * requests wait.
 */
import type * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { reliabilityLabel } from '@/lib/reliability';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useGroupMembers } from '../api/get-group-members';
import type { GroupDetail, MemberStatus } from '../api/types';
import { CreatorGate } from './creator-gate';
import { formatDate, personName } from './format';
import { AdminToggleButton, MoveToWaitingButton, RemoveMemberButton, StatusButton, UnblockStatusButton } from './member-actions';
import { joinedLabel, MemberRow, MemberRowsSkeleton } from './member-row';
import { t } from '@/lib/i18n';

/** English ids of the catalog (t() at display). */
const EMPTY: Record<MemberStatus, { title: string; description: string }> = {
  active: { title: 'No active members yet', description: 'Add players by email on the members page, or share the group link.' },
  waiting: { title: 'No one is waiting', description: 'Requests to join a private group wait here for your approval.' },
  blocked: { title: 'No blocked members', description: 'Members you block lose access to the group and show up here.' },
};

function AddMembersButton({ groupId }: { groupId: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={paths.groupMembers(groupId)}>
        <UserPlus aria-hidden="true" /> {t('Add Members')}
      </Link>
    </Button>
  );
}

function Count({ label, value, tone }: { label: string; value: number | null | undefined; tone?: 'accent' | 'destructive' }) {
  return (
    <Card className="p-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-bold tabular-nums sm:text-3xl',
          tone === 'accent' && value ? 'text-accent-foreground' : null,
          tone === 'destructive' && value ? 'text-destructive' : null,
        )}
      >
        {value ?? <Skeleton className="h-8 w-10" />}
      </dd>
    </Card>
  );
}

function MembersTab({ group, status }: { group: GroupDetail; status: MemberStatus }) {
  const members = useGroupMembers(group.id, { status });
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  if (members.isPending) return <MemberRowsSkeleton label={t('Loading members')} />;
  if (members.isError) return <p className="py-6 text-sm text-muted-foreground">{t("Couldn't load the members.")}</p>;
  const shown = items;
  if (shown.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        className="my-4 py-8"
        title={t(EMPTY[status].title)}
        description={t(EMPTY[status].description)}
        action={
          status === 'active' ? <AddMembersButton groupId={group.id} /> : null
        }
      />
    );
  return (
    <>
      <ul className="divide-y">
        {shown.map((m) => {
          const name = personName(m.user) ?? t('Member');
          const target = { groupId: group.id, userId: m.userId, name, groupName: group.name };
          const actionable = m.role === 'member';
          const adminToggle =
            status === 'active' && m.role !== 'organizer' ? (
              <AdminToggleButton groupId={group.id} userId={m.userId} name={name} isAdmin={m.role === 'admin'} />
            ) : null;
          return (
            <MemberRow
              key={m.id}
              person={m.user}
              role={m.role}
              meta={status === 'waiting' ? t('Asked to join {date}', { date: formatDate(m.joinedAt) }) : joinedLabel(m.joinedAt)}
              note={
                m.reliability || m.joinMessage ? (
                  <>
                    {m.joinMessage ? (
                      <blockquote className="mt-1 whitespace-pre-line break-words border-l-2 border-primary/50 pl-2 text-sm" aria-label={t("{name}'s message", { name })}>
                        {m.joinMessage}
                      </blockquote>
                    ) : null}
                    {m.reliability ? <p className="text-xs text-muted-foreground">{reliabilityLabel(m.reliability)}</p> : null}
                  </>
                ) : null
              }
              actions={
                !actionable ? (
                  adminToggle
                ) : status === 'active' ? (
                  <>
                    {adminToggle}
                    <MoveToWaitingButton {...target} />
                    <StatusButton {...target} to="blocked" />
                    <RemoveMemberButton {...target} />
                  </>
                ) : status === 'waiting' ? (
                  <>
                    <StatusButton {...target} to="active" />
                    <RemoveMemberButton {...target} label={t('Decline')} />
                  </>
                ) : (
                  <>
                    <UnblockStatusButton {...target} />
                    <RemoveMemberButton {...target} />
                  </>
                )
              }
            />
          );
        })}
      </ul>
      <LoadMoreButton query={members} label={t('Show more')} className="mt-4 w-full" />
    </>
  );
}

const STATUSES: readonly MemberStatus[] = ['active', 'waiting', 'blocked'];
const isStatus = (value: string | null): value is MemberStatus => STATUSES.includes(value as MemberStatus);

function ManageContent({ group }: { group: GroupDetail }) {
  // Every members page carries the counts; the active tab's query is always loaded.
  const active = useGroupMembers(group.id, { status: 'active' });
  const counts = active.data?.pages[0]?.counts;
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: MemberStatus = isStatus(asked) ? asked : counts?.waiting ? 'waiting' : 'active';
  const choose = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const tabLabel = (label: string, n: number | null | undefined) => (n === undefined || n === null ? label : `${label} (${n})`);
  return (
    <>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <Count label={t('Active')} value={counts?.active} />
        <Count label={t('Waiting')} value={counts?.waiting} tone="accent" />
        <Count label={t('Blocked')} value={counts?.blocked} tone="destructive" />
        <Count label={t('Total')} value={counts?.total} />
      </dl>
      <Card className="p-4 sm:p-6">
        <Tabs value={tab} onValueChange={choose}>
          <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-auto">
            <TabsTrigger value="active" className="h-auto min-h-11 whitespace-normal px-1 leading-tight sm:px-5">
              {tabLabel(t('Active'), counts?.active)}
            </TabsTrigger>
            <TabsTrigger value="waiting" className="h-auto min-h-11 whitespace-normal px-1 leading-tight sm:px-5">
              {tabLabel(t('Waiting'), counts?.waiting)}
            </TabsTrigger>
            <TabsTrigger value="blocked" className="h-auto min-h-11 whitespace-normal px-1 leading-tight sm:px-5">
              {tabLabel(t('Blocked'), counts?.blocked)}
            </TabsTrigger>
          </TabsList>
          {STATUSES.map((status) => (
            <TabsContent key={status} value={status}>
              <MembersTab group={group} status={status} />
            </TabsContent>
          ))}
        </Tabs>
      </Card>
    </>
  );
}

/** `extra`: what the route adds below the members for the creator (the invite links, another feature's panel). */
export function ManageMembersScreen({ groupId, extra }: { groupId: string; extra?: (group: GroupDetail) => React.ReactNode }) {
  return (
    <CreatorGate groupId={groupId} notFoundTitle={MESSAGES.group.manageNotFound} title={t('Manage Members')} action={<AddMembersButton groupId={groupId} />}>
      {(group) => (
        <>
          <ManageContent group={group} />
          {extra?.(group)}
        </>
      )}
    </CreatorGate>
  );
}
