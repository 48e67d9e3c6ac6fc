/** The public layout of the pages open to visitors (auth-branch.tsx), with Sign In leading back to the page. */
import { Link, Outlet, useLocation } from 'react-router';
import { signInPath } from '@/lib/return-to';
import { PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';

export function VisitorLayout() {
  const location = useLocation();
  return (
    <PublicLayout
      action={
        <Button asChild>
          <Link to={signInPath(`${location.pathname}${location.search}`)}>Sign In</Link>
        </Button>
      }
    >
      <Outlet />
    </PublicLayout>
  );
}
