import { CreateEventScreen } from '@/features/events';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

export function Component() {
  useDocumentTitle(t('Create Event'));
  return <CreateEventScreen />;
}
