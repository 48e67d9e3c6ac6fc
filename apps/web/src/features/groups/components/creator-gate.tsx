/** Loads the group for the creator-only screens: 'Group Not Found' / 'Access Denied' (spec §2, §6). */
import * as React from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { PageContainer } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGroup } from '../api/get-group';
import type { GroupDetail } from '../types';
import { EmptyState, ErrorState } from './empty-state';
import { isNotFound } from './group-detail';

export function CreatorGate({
  groupId,
  notFoundTitle,
  children,
}: {
  groupId: string;
  notFoundTitle: string;
  children(group: GroupDetail): React.ReactNode;
}) {
  const group = useGroup(groupId);
  if (group.isPending)
    return (
      <PageContainer className="max-w-4xl">
        <div role="status" aria-label="Loading members" className="grid gap-6">
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
  if (group.isError)
    return (
      <PageContainer className="max-w-2xl">
        {isNotFound(group.error) ? (
          <EmptyState
            headingLevel={1}
            icon="🔍"
            title={notFoundTitle}
            description="This group doesn't exist any more, or it's private."
            action={
              <Button asChild>
                <Link to={paths.groups}>Back to Groups</Link>
              </Button>
            }
          />
        ) : (
          <ErrorState title="Couldn't load this group" error={group.error} onRetry={() => void group.refetch()} />
        )}
      </PageContainer>
    );
  if (!group.data.isCreator)
    return (
      <PageContainer className="max-w-2xl">
        <EmptyState
          headingLevel={1}
          icon={<ShieldAlert className="size-6" />}
          title="Access Denied"
          description={MESSAGES.group.accessDenied}
          action={
            <Button asChild variant="outline">
              <Link to={paths.group(groupId)}>Back to Group</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  return <>{children(group.data)}</>;
}
