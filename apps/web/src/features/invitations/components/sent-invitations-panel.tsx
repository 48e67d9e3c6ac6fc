/** The creator's pending invitations on Manage Members (issue 18): who was invited by email and not answered yet, to withdraw. */
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSentInvitations } from '../api/get-sent-invitations';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import type { SentInvitation } from '../api/types';
import { currentLanguage, t } from '@/lib/i18n';

const sentOn = (iso: string) =>
  new Date(iso).toLocaleDateString(currentLanguage() === 'es' ? 'es-US' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function SentRow({ invitation, groupId }: { invitation: SentInvitation; groupId: string }) {
  const withdraw = useWithdrawInvitation(groupId);
  const name = `${invitation.invitee.firstName} ${invitation.invitee.lastName}`.trim() || invitation.invitee.email || t('Invited person');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0">
        <span className="truncate font-semibold">{name}</span>
        <span className="truncate text-sm text-muted-foreground">
          {invitation.invitee.email ? `${invitation.invitee.email} · ` : ''}
          {t('invited {date}', { date: sentOn(invitation.createdAt) })}
        </span>
      </div>
      <Button variant="outline" onClick={() => withdraw.mutate(invitation.id)} disabled={withdraw.isPending} aria-label={t('Withdraw the invitation to {name}', { name })}>
        <X aria-hidden="true" /> {withdraw.isPending ? t('Withdrawing...') : t('Withdraw')}
      </Button>
    </li>
  );
}

export function SentInvitationsPanel({ groupId }: { groupId: string }) {
  const sent = useSentInvitations(groupId);
  const items = sent.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="sent-invitations-title" className="mt-6">
      <Card className="p-4 sm:p-6">
        <h2 id="sent-invitations-title" className="text-lg font-semibold">
          {t('Invitations sent')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('People you invited by email who have not answered yet.')}</p>
        {sent.isPending ? (
          <div role="status" aria-label={t('Loading invitations')} className="mt-4">
            <Skeleton className="h-12 w-full" />
          </div>
        ) : sent.isError ? (
          <p className="mt-4 text-sm text-muted-foreground">{t("Couldn't load the invitations.")}</p>
        ) : items.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">{t('No invitations waiting for an answer. Invite people by email on the members page.')}</p>
        ) : (
          <>
            <ul className="mt-2 divide-y" aria-label={t('Invitations sent')}>
              {items.map((invitation) => (
                <SentRow key={invitation.id} invitation={invitation} groupId={groupId} />
              ))}
            </ul>
            <LoadMoreButton query={sent} label={t('Show more')} className="mt-2 w-full" />
          </>
        )}
      </Card>
    </section>
  );
}
