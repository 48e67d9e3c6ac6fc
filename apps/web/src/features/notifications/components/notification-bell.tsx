/**
 * The header's bell (rulings §7): unread count, and the list in a popover; tapping an item opens its screen. The
 * popover and the list (notification-panel.tsx, with Radix's popover) load after the first paint through `Deferred`,
 * as the header's menus do; the bell with its count shows at once, and a tap before then opens the panel on load.
 */
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useUnreadCount } from '../api/get-unread-count';

const loadPanel = () => import('./notification-panel');

export function NotificationBell() {
  const unread = useUnreadCount();
  // The signed-in user's own news (new notifications, a promotion, a session ended elsewhere) arrive live (issue 13);
  // the connection loads after the first paint, outside every route's first load.
  const client = useQueryClient();
  const { refresh } = useAuth();
  React.useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/lib/live-connection').then(({ followLive }) => {
      if (!gone) stop = followLive(client, ['me'], { refreshAuth: () => void refresh() });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [client, refresh]);
  const count = unread.data?.unreadCount ?? 0;
  const label = count ? t('Notifications, {count} unread', { count }) : t('Notifications');
  const trigger = (
    // The count sits beside the bell, never over it (issue 19): the button widens to hold both.
    <Button variant="ghost" className={count > 0 ? 'h-11 min-w-11 gap-1.5 px-2.5' : 'size-11 px-0'} aria-label={label}>
      <Bell className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          data-testid="unread-count"
          className="flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] font-bold leading-none text-destructive-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Button>
  );
  return <Deferred load={loadPanel} trigger={trigger} render={(m, t, open) => <m.NotificationPanel trigger={t} defaultOpen={open} unreadCount={count} />} />;
}
