import { CreateEventScreen } from '@/features/events';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  useDocumentTitle('Create Event');
  return <CreateEventScreen />;
}
