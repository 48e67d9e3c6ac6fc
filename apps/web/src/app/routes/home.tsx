import { RoleChooser } from '@/features/users';
import { useDocumentTitle } from '@/lib/document-title';

/** / and /home: the role chooser (rulings §3). */
export function Component() {
  useDocumentTitle('Choose your role');
  return <RoleChooser />;
}
