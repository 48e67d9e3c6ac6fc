import { Outlet } from 'react-router';
import { Tooltip } from 'radix-ui';
import { RoleProvider } from '@/lib/role';
import { useRecordLocationTrail } from '@/components/layout/record-trail';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { TabBar } from '@/components/layout/app-nav';
import { RouteProgress } from '@/components/layout/route-progress';
import { NativeShellBridge, NotificationBell } from '@/features/notifications';

/**
 * Signed-in screens: shared header (with the top navigation), content, shared footer, the phone's tab bar and the
 * route-change progress bar, with the active role and the tooltips' provider.
 * Loaded lazily (router.tsx), so none of it is in the landing page's first load.
 */
export function AppLayout() {
  useRecordLocationTrail();
  return (
    <RoleProvider>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <RouteProgress />
        <div className="flex min-h-dvh flex-col pb-[var(--tab-bar-space,0px)]">
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2">
            Skip to content
          </a>
          <Header actions={<NotificationBell />} />
          <NativeShellBridge />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer />
        </div>
        <TabBar />
      </Tooltip.Provider>
    </RoleProvider>
  );
}
