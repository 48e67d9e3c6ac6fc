/**
 * /groups/{id} for a signed-out visitor (issue 18, rulings §11): the read-only page of a public group, whose card is
 * public anyway. Joining asks to sign in first and comes back here. A private or missing group sends them to sign in.
 */
import type * as React from 'react';
import { Link } from 'react-router';
import { MapPin, UserPlus, Users } from 'lucide-react';
import { PageContainer } from '@/components/layout/page';
import { SharedPageFailure, SharedPageSkeleton } from '@/components/layout/shared-page-states';
import { Button } from '@/components/ui/button';
import { SportImage } from '@/components/ui/sport-image';
import { useDocumentTitle } from '@/lib/document-title';
import { signInPath } from '@/lib/return-to';
import { useGroup } from '../api/get-group';
import { creatorName, memberCountLabel } from './format';
import { SportBadge } from './sport-badge';
import { t } from '@/lib/i18n';

/** `upcoming`: the group's next games (the events feature's cards, composed by the route). */
export function PublicGroupScreen({ groupId, upcoming }: { groupId: string; upcoming?: React.ReactNode }) {
  const group = useGroup(groupId);
  useDocumentTitle(group.data?.name ?? 'Group');
  if (group.isPending) return <SharedPageSkeleton lastLine="h-24" />;
  if (group.isError) return <SharedPageFailure error={group.error} path={`/groups/${groupId}`} title={t('Could not load this group')} onRetry={() => void group.refetch()} />;
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
          <p className="text-sm text-muted-foreground">{t('Organized by {name}', { name: creatorName(g.creator) })}</p>
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
        <section aria-label={t('Join')} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-6">
          <p className="text-sm text-muted-foreground">{t("Join to take part in the group's discussion and hear about new games first.")}</p>
          <Button asChild size="lg">
            <Link to={signInPath(`/groups/${g.id}`)}>
              <UserPlus aria-hidden="true" /> {t('Sign in to join')}
            </Link>
          </Button>
        </section>
        {upcoming}
      </article>
    </PageContainer>
  );
}
