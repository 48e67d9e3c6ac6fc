import { InvitationsScreen } from '@/features/invitations';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

/** /invitations (issue 18): the groups that invited the user, to accept or decline. */
export function Component() {
  useDocumentTitle(t('Invitations'));
  return <InvitationsScreen />;
}
