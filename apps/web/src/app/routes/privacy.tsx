import { PublicLayout } from '@/components/layout/public-layout';
import { LegalBackLink, PrivacyPolicy } from '@/features/legal';

export function Component() {
  return (
    <PublicLayout action={<LegalBackLink />}>
      <PrivacyPolicy />
    </PublicLayout>
  );
}
