/** /invitations (issue 18): the groups whose creators invited the user ("add by email"), each to accept or decline. */
import { t } from '@/lib/i18n';
import { Link } from 'react-router';
import { Check, MailOpen, X } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';
import type { GroupInvitation } from '../api/types';
import { InviteGroupSummary } from './invite-group-card';

function InvitationRow({ invitation }: { invitation: GroupInvitation }) {
  const answer = useAnswerInvitation();
  const pending = answer.isPending ? answer.variables?.answer : null;
  const by = invitation.invitedBy ? `${invitation.invitedBy.firstName} ${invitation.invitedBy.lastName}`.trim() : t('The organizer');
  const name = invitation.group.name;
  return (
    <li>
      <Card className="grid gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <div className="grid min-w-0 gap-2">
          <p className="text-sm text-muted-foreground">{t('{name} invited you', { name: by })}</p>
          <InviteGroupSummary group={invitation.group} compact />
        </div>
        <div className="flex gap-2">
          <Button className="flex-1 sm:flex-none" onClick={() => answer.mutate({ id: invitation.id, answer: 'accept' })} disabled={answer.isPending} aria-label={t('Accept the invitation to {name}', { name })}>
            <Check aria-hidden="true" /> {pending === 'accept' ? t('Accepting...') : t('Accept')}
          </Button>
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={() => answer.mutate({ id: invitation.id, answer: 'decline' })}
            disabled={answer.isPending}
            aria-label={t('Decline the invitation to {name}', { name })}
          >
            <X aria-hidden="true" /> {pending === 'decline' ? t('Declining...') : t('Decline')}
          </Button>
        </div>
      </Card>
    </li>
  );
}

export function InvitationsScreen() {
  const invitations = useInvitations();
  const items = invitations.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={t('Invitations')} description={t('Groups whose organizers invited you. Accept to join, or decline.')} />
      {invitations.isPending ? (
        <div role="status" aria-label={t('Loading invitations')} className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : invitations.isError ? (
        <ErrorState title={t('Could not load your invitations')} error={invitations.error} onRetry={() => void invitations.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<MailOpen />}
          title={t('No invitations')}
          description={t('When an organizer invites you to a group, it shows up here.')}
          action={
            <Button asChild>
              <Link to={paths.groups}>{t('Browse groups')}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="grid gap-3" aria-label={t('Invitations')}>
            {items.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
          <LoadMoreButton query={invitations} label={t('Show more')} className="mt-4 w-full" />
        </>
      )}
    </PageContainer>
  );
}
