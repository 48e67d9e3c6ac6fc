import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink, PrivacyPolicy } from '@/features/legal';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

export function Component() {
  useDocumentTitle(t('Privacy Policy'));
  return (
    <PublicLayout action={<LegalBackLink />}>
      <PrivacyPolicy />
    </PublicLayout>
  );
}
