import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink } from '@/features/legal/components/legal-back-link';
import { TermsOfService } from '@/features/legal/components/terms-of-service';

export function Component() {
  return (
    <PublicLayout action={<LegalBackLink />}>
      <TermsOfService />
    </PublicLayout>
  );
}
