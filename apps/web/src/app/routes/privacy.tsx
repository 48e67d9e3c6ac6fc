import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink } from '@/features/legal/components/legal-back-link';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';

export function Component() {
  return (
    <PublicLayout action={<LegalBackLink />}>
      <PrivacyPolicy />
    </PublicLayout>
  );
}
