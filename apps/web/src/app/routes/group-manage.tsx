import { useParams } from 'react-router';
import { ManageMembersScreen, PayoutsCard } from '@/features/groups';
import { InviteLinksPanel, SentInvitationsPanel } from '@/features/invitations';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';
import { useLiveTopics } from '@/lib/live';

export function Component() {
  const { groupId = '' } = useParams();
  useDocumentTitle(t('Manage Members'));
  // A new join request, approvals and blocks (also from the creator's other devices) arrive live (issue 27).
  useLiveTopics([groupId && `group:${groupId}`]);
  return (
    <ManageMembersScreen
      key={groupId}
      groupId={groupId}
      // Invite links and the invitations sent by email (issue 18): the creator's, below the members.
      extra={(group) => (
        <>
          {/* Payments (issue 29): the group's payout account, when the server takes payments. */}
          <PayoutsCard groupId={group.id} />
          <InviteLinksPanel groupId={group.id} isPrivate={group.isPrivate} />
          <SentInvitationsPanel groupId={group.id} />
        </>
      )}
    />
  );
}
