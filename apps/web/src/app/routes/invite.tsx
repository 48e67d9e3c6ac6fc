import { useParams } from 'react-router';
import { InviteScreen } from '@/features/invitations';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

/** /invite/{token} (issue 18): join a group through its invite link; signed out, sign in first and come back. */
export function Component() {
  const { token = '' } = useParams();
  useDocumentTitle(t('Group invite'));
  return <InviteScreen key={token} token={token} />;
}
