/**
 * /invite/{token} (issue 18): the group a shared invite link leads to and one button that joins it (public groups, or
 * private links that admit directly) or asks to join (private links that ask). Signed out, the button signs in first
 * and comes back here. A revoked, expired or used-up link says so.
 */
import { t } from '@/lib/i18n';
import { Link } from 'react-router';
import { CheckCircle2, Hourglass, Link2Off, ShieldX, UserPlus } from 'lucide-react';
import { INVITES } from '@kickoff/shared';
import { PageContainer } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SharedPageSkeleton } from '@/components/layout/shared-page-states';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { signInPath } from '@/lib/return-to';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvite } from '../api/get-invite';
import type { InvitePreview } from '../api/types';
import { InviteGroupSummary } from './invite-group-card';

const M = INVITES.messages;
const STATUS_TEXT = { revoked: M.linkRevoked, expired: M.linkExpired, used_up: M.linkUsedUp } as const;

export function InviteScreen({ token }: { token: string }) {
  const invite = useInvite(token);
  if (invite.isPending) return <SharedPageSkeleton className="max-w-xl" lastLine="h-12" />;
  if (invite.isError) {
    return (
      <PageContainer className="max-w-xl">
        {errorStatus(invite.error) === 404 || errorStatus(invite.error) === 400 ? (
          <EmptyState headingLevel={1} icon={<Link2Off />} title={t(M.linkNotFound)} description={t('Ask the organizer for a new link.')} action={<BrowseGroups />} />
        ) : (
          <ErrorState headingLevel={1} title={t('Could not open this invite')} error={invite.error} onRetry={() => void invite.refetch()} />
        )}
      </PageContainer>
    );
  }
  return <InviteView token={token} invite={invite.data} />;
}

function BrowseGroups() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.groups}>{t('Browse groups')}</Link>
    </Button>
  );
}

function InviteView({ token, invite }: { token: string; invite: InvitePreview }) {
  const { user } = useAuth();
  const accept = useAcceptInvite(token);
  const groupPath = paths.group(invite.group.id);
  const by = invite.invitedBy ? `${invite.invitedBy.firstName} ${invite.invitedBy.lastName}`.trim() : null;
  const request = invite.outcome === 'request';
  const membership = accept.data?.status ?? invite.membershipStatus;

  let body: React.ReactNode;
  if (membership === 'blocked') {
    body = <Notice icon={<ShieldX />} tone="destructive" text={t('You are blocked from this group')} />;
  } else if (membership === 'active') {
    body = (
      <>
        <Notice icon={<CheckCircle2 />} text={t("You're a member of this group.")} />
        <Button asChild size="lg">
          <Link to={groupPath}>{t('Open the group')}</Link>
        </Button>
      </>
    );
  } else if (membership === 'waiting' && request) {
    body = (
      <>
        <Notice icon={<Hourglass />} text={t('You asked to join. The organizer will review your request.')} />
        <Button asChild size="lg" variant="outline">
          <Link to={groupPath}>{t('View the group')}</Link>
        </Button>
      </>
    );
  } else if (invite.status !== 'active') {
    body = (
      <>
        <Notice icon={<Link2Off />} tone="destructive" text={t(STATUS_TEXT[invite.status])} />
        <p className="text-sm text-muted-foreground">{t('Ask the organizer for a new link.')}</p>
      </>
    );
  } else if (!user) {
    body = (
      <Button asChild size="lg">
        <Link to={signInPath(paths.invite(token))}>
          <UserPlus aria-hidden="true" /> {request ? t('Sign in to ask to join') : t('Sign in to join')}
        </Link>
      </Button>
    );
  } else {
    body = (
      <Button size="lg" onClick={() => accept.mutate()} disabled={accept.isPending}>
        <UserPlus aria-hidden="true" /> {accept.isPending ? (request ? t('Sending...') : t('Joining...')) : request ? t('Ask to join') : t('Join group')}
      </Button>
    );
  }

  return (
    <PageContainer className="max-w-xl">
      <Card className="grid gap-6 p-4 sm:p-6">
        <p className="text-sm font-medium text-brand-strong">{by ? t('{name} invited you to join', { name: by }) : t("You're invited to join")}</p>
        <InviteGroupSummary group={invite.group} />
        <section aria-label={t('Your answer')} className="grid gap-3">
          {request && invite.status === 'active' && !membership ? (
            <p className="text-sm text-muted-foreground">{t('This is a private group: the organizer approves new members.')}</p>
          ) : null}
          {body}
        </section>
      </Card>
    </PageContainer>
  );
}

function Notice({ icon, text, tone }: { icon: React.ReactNode; text: string; tone?: 'destructive' }) {
  return (
    <p
      role="status"
      className={
        tone === 'destructive'
          ? 'flex items-center gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive [&_svg]:size-4'
          : 'flex items-center gap-2 rounded-md bg-brand-soft px-3 py-2 text-sm font-medium text-brand-strong [&_svg]:size-4'
      }
    >
      <span aria-hidden="true">{icon}</span>
      {text}
    </p>
  );
}
