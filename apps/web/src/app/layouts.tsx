import { Outlet } from 'react-router';
import { Tooltip } from 'radix-ui';
import { RoleProvider } from '@/lib/role';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { NativeShellBridge, NotificationBell } from '@/features/notifications';

/**
 * Signed-in screens: shared header, content, shared footer, with the active role and the tooltips' provider.
 * Loaded lazily (router.tsx), so none of it is in the landing page's first load.
 */
export function AppLayout() {
  return (
    <RoleProvider>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <div className="flex min-h-dvh flex-col">
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
      </Tooltip.Provider>
    </RoleProvider>
  );
}
