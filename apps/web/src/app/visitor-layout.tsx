/** The public layout of the pages open to visitors (auth-branch.tsx), with Sign In leading back to the page. */
import { t } from '@/lib/i18n';
import { Link, Outlet, useLocation } from 'react-router';
import { signInPath } from '@/lib/return-to';
import { PublicLayout } from '@/components/layout/public-layout';
import { ConnectionStatus } from '@/components/layout/connection-status';
import { AfterPaint } from '@/components/ui/after-paint';
import { Button } from '@/components/ui/button';

const loadUpdatePrompt = () => import('@/components/layout/update-prompt');

export function VisitorLayout() {
  const location = useLocation();
  return (
    <PublicLayout
      action={
        <Button asChild>
          <Link to={signInPath(`${location.pathname}${location.search}`)}>{t('Sign In')}</Link>
        </Button>
      }
    >
      <ConnectionStatus />
      <Outlet />
      <AfterPaint load={loadUpdatePrompt} render={(m) => <m.UpdatePrompt />} />
    </PublicLayout>
  );
}
