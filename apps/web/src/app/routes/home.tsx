import { RoleChooser } from '@/features/users';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

/** / and /home: the role chooser (rulings §3). */
export function Component() {
  useDocumentTitle(t('Choose your role'));
  return <RoleChooser />;
}
