import { CreateGroupScreen } from '@/features/groups';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

export function Component() {
  useDocumentTitle(t('Create Group'));
  return <CreateGroupScreen />;
}
