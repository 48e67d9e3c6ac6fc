import { CreateGroupScreen } from '@/features/groups';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  useDocumentTitle('Create Group');
  return <CreateGroupScreen />;
}
