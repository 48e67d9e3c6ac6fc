import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink, TermsOfService } from '@/features/legal';
import { useDocumentTitle } from '@/lib/document-title';

export function Component() {
  useDocumentTitle('Terms of Service');
  return (
    <PublicLayout action={<LegalBackLink />}>
      <TermsOfService />
    </PublicLayout>
  );
}
