/**
 * /groups/{id} for a signed-out visitor (issue 18, rulings §11): the read-only page of a public group, whose card is
 * public anyway. Joining asks to sign in first and comes back here. A private or missing group sends them to sign in.
 */
import { Link, Navigate } from 'react-router';
import { MapPin, UserPlus, Users } from 'lucide-react';
import { PageContainer } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SportImage } from '@/components/ui/sport-image';
import { ErrorState } from '@/components/ui/states';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { signInPath } from '@/lib/return-to';
import { useGroup } from '../api/get-group';
import { creatorName, memberCountLabel } from './format';
import { SportBadge } from './sport-badge';

export function PublicGroupScreen({ groupId }: { groupId: string }) {
  const group = useGroup(groupId);
  useDocumentTitle(group.data?.name ?? 'Group');
  if (group.isPending)
    return (
      <PageContainer aria-busy="true" className="max-w-3xl">
        <Skeleton className="aspect-video w-full rounded-lg" />
        <Skeleton className="mt-6 h-9 w-2/3" />
        <Skeleton className="mt-4 h-24" />
      </PageContainer>
    );
  if (group.isError) {
    const status = errorStatus(group.error);
    if (status === 404 || status === 400 || status === 401) return <Navigate to={signInPath(`/groups/${groupId}`)} replace />;
    return (
      <PageContainer className="max-w-3xl">
        <ErrorState title="Could not load this group" error={group.error} onRetry={() => void group.refetch()} />
      </PageContainer>
    );
  }
  const g = group.data;
  return (
    <PageContainer className="max-w-3xl">
      <article className="grid gap-6">
        <div className="overflow-hidden rounded-lg border shadow-sm">
          <SportImage imageUrl={g.imageUrl} sportType={g.sportType} eager />
        </div>
        <header className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <SportBadge sportType={g.sportType} />
          </div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{g.name}</h1>
          <p className="text-sm text-muted-foreground">Organized by {creatorName(g.creator)}</p>
          {g.description ? <p className="whitespace-pre-wrap text-muted-foreground">{g.description}</p> : null}
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Users className="size-4 text-brand-strong" aria-hidden="true" /> {memberCountLabel(g.memberCount)}
            </li>
            {g.location ? (
              <li className="flex items-center gap-2">
                <MapPin className="size-4 text-brand-strong" aria-hidden="true" /> {g.location}
              </li>
            ) : null}
          </ul>
        </header>
        <section aria-label="Join" className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
          <p className="text-sm text-muted-foreground">Join to see the group's games and discussion, and hear about new events.</p>
          <Button asChild size="lg">
            <Link to={signInPath(`/groups/${g.id}`)}>
              <UserPlus aria-hidden="true" /> Sign in to join
            </Link>
          </Button>
        </section>
      </article>
    </PageContainer>
  );
}
