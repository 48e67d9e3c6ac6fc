import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink, TermsOfService } from '@/features/legal';
import { useDocumentTitle } from '@/lib/document-title';
import { t } from '@/lib/i18n';

export function Component() {
  useDocumentTitle(t('Terms of Service'));
  return (
    <PublicLayout action={<LegalBackLink />}>
      <TermsOfService />
    </PublicLayout>
  );
}
