import { useParams } from 'react-router';
import { ManageMembersScreen } from '@/features/groups';
import { InviteLinksPanel, SentInvitationsPanel } from '@/features/invitations';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  const { groupId = '' } = useParams();
  useDocumentTitle('Manage Members');
  return (
    <ManageMembersScreen
      key={groupId}
      groupId={groupId}
      // Invite links and the invitations sent by email (issue 18): the creator's, below the members.
      extra={(group) => (
        <>
          <InviteLinksPanel groupId={group.id} isPrivate={group.isPrivate} />
          <SentInvitationsPanel groupId={group.id} />
        </>
      )}
    />
  );
}
