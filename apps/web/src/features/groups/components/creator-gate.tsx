/**
 * The frame of the creator-only screens (members, manage): loads the group, answers 'Group Not Found' / 'Access
 * Denied' (spec §2, §6), then draws "Back to Group", the screen's title over the group's name, its action and content.
 */
import * as React from 'react';
import { MESSAGES } from '@kickoff/shared';
import { AccessDenied } from '@/components/layout/access-denied';
import { BackLink } from '@/components/layout/back-link';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGroup } from '../api/get-group';
import type { GroupDetail } from '../api/types';
import { GroupLoadError } from './group-load-error';
import { m, t } from '@/lib/i18n';

export function CreatorGate({
  groupId,
  notFoundTitle,
  title,
  action,
  children,
}: {
  groupId: string;
  notFoundTitle: string;
  title: string;
  /** The header's button (to the other creator screen). */
  action: React.ReactNode;
  children(group: GroupDetail): React.ReactNode;
}) {
  const group = useGroup(groupId);
  if (group.isPending)
    return (
      <PageContainer className="max-w-4xl">
        <div role="status" aria-label={t('Loading members')} className="grid gap-6">
          <Skeleton className="h-11 w-40" />
          <Skeleton className="h-9 w-64" />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-72 w-full" />
        </div>
      </PageContainer>
    );
  if (group.isError) {
    return <GroupLoadError error={group.error} onRetry={() => void group.refetch()} notFoundTitle={notFoundTitle} backTo={paths.groups} />;
  }
  if (!group.data.isCreator) {
    return <AccessDenied description={m(MESSAGES.group.accessDenied)} backTo={paths.group(groupId)} backLabel={t('Back to Group')} />;
  }
  return (
    <PageContainer className="max-w-4xl">
      <BackLink to={paths.group(groupId)} className="-ml-2 mb-4">
        {t('Back to Group')}
      </BackLink>
      <PageHeader title={title} description={group.data.name} actions={action} />
      {children(group.data)}
    </PageContainer>
  );
}
