import { InvitationsScreen } from '@/features/invitations';
import { useDocumentTitle } from '@/lib/document-title';

/** /invitations (issue 18): the groups that invited the user, to accept or decline. */
export function Component() {
  useDocumentTitle('Invitations');
  return <InvitationsScreen />;
}
