import * as React from 'react';
import { Outlet } from 'react-router';
import { RoleProvider } from '@/lib/role';
import { useRecordLocationTrail } from '@/components/layout/record-trail';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { TabBar } from '@/components/layout/app-nav';
import { RouteProgress } from '@/components/layout/route-progress';
import { ConnectionStatus } from '@/components/layout/connection-status';
import { AfterPaint } from '@/components/ui/after-paint';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { startQueueFor } from '@/lib/offline/queue';
import { NativeShellBridge, NotificationBell } from '@/features/notifications';

const loadOfflineParts = () => import('@/components/layout/offline-parts');

/**
 * Signed-in screens: shared header (with the top navigation), content, shared footer, the phone's tab bar and the
 * route-change progress bar, with the active role. (No tooltips' provider: no screen has a tooltip, and Radix's
 * tooltip brought its positioning code into every signed-in route's first load.)
 * Loaded lazily (router.tsx), so none of it is in the landing page's first load; the offline queue, the update and the
 * install prompts load after the first paint.
 */
export function AppLayout() {
  useRecordLocationTrail();
  const { user } = useAuth();
  // Whose writes may wait offline; the queue's engine loads now, after the first render (lib/offline/queue.ts).
  React.useEffect(() => startQueueFor(user?.id ?? null), [user]);
  return (
    <RoleProvider>
      <>
        <RouteProgress />
        <div className="flex min-h-dvh flex-col pb-[var(--tab-bar-space,0px)]">
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2">
            {t('Skip to content')}
          </a>
          <Header actions={<NotificationBell />} />
          <ConnectionStatus />
          <NativeShellBridge />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer />
        </div>
        <TabBar />
        <AfterPaint
          load={loadOfflineParts}
          render={(m) => (
            <>
              <m.UpdatePrompt />
              <m.InstallPrompt />
              <m.OfflineQueue />
            </>
          )}
        />
      </>
    </RoleProvider>
  );
}
