import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink, PrivacyPolicy } from '@/features/legal';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  useDocumentTitle('Privacy Policy');
  return (
    <PublicLayout action={<LegalBackLink />}>
      <PrivacyPolicy />
    </PublicLayout>
  );
}
