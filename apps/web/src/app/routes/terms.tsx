import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink, TermsOfService } from '@/features/legal';

export function Component() {
  return (
    <PublicLayout action={<LegalBackLink />}>
      <TermsOfService />
    </PublicLayout>
  );
}
