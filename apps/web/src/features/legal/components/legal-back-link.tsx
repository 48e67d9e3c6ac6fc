import { useAuth } from '@/lib/auth';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { BackLink } from '@/components/layout/back-link';

/** Legal pages lead back to the dashboard when signed in, otherwise to the landing. */
export function LegalBackLink() {
  const { user } = useAuth();
  return user ? <BackLink to={paths.dashboard}>{t('Back to Dashboard')}</BackLink> : <BackLink to={paths.landing}>{t('Back to Home')}</BackLink>;
}
