/** The bell's popover with the notification list (notification-bell.tsx loads it after the first paint). */
import * as React from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { notificationPath } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { refreshNotificationSubject } from '../api/refresh-notifications';
import type { AppNotification } from '../api/types';
import { NotificationIcon } from './notification-icon';
import { timeAgo } from './time-ago';
import { t } from '@/lib/i18n';

export function NotificationPanel({ trigger, defaultOpen = false, unreadCount }: { trigger: React.ReactElement; defaultOpen?: boolean; unreadCount: number }) {
  const [open, setOpen] = React.useState(defaultOpen);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
        aria-label={t('Notifications')}
        tabIndex={-1}
        // Focus the panel itself, not its first button, so opening it does not light up "Mark all read".
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <NotificationList open={open} unreadCount={unreadCount} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationList({ open, unreadCount, onNavigate }: { open: boolean; unreadCount: number; onNavigate: () => void }) {
  const list = useNotifications(open);
  const markAll = useMarkAllRead();
  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="text-base font-semibold">{t('Notifications')}</h2>
        <Button variant="ghost" size="sm" className="min-h-11" disabled={unreadCount === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          <CheckCheck aria-hidden="true" /> {markAll.isPending ? t('Marking...') : t('Mark all read')}
        </Button>
      </div>
      <div className="overflow-y-auto">
        {list.isPending ? (
          <ul aria-busy="true" aria-label={t('Loading notifications')} className="divide-y">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-3 px-4 py-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <div className="grid gap-3 px-4 py-6 text-sm">
            <p role="alert">{t('We couldn’t load your notifications.')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : list.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('No notifications yet')}</p>
            <p className="text-sm text-muted-foreground">{t('Join a group or an event and you’ll hear about new posts, comments and games here.')}</p>
          </div>
        ) : (
          <ul className="divide-y">
            {list.data.items.map((n) => (
              <NotificationItem key={n.id} notification={n} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NotificationItem({ notification: n, onNavigate }: { notification: AppNotification; onNavigate: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const markRead = useMarkRead();
  const path = notificationPath(n);
  const unread = !n.readAt;
  function open() {
    if (unread) markRead.mutate(n.id);
    refreshNotificationSubject(queryClient, n);
    onNavigate();
    if (path) void navigate(path);
  }
  return (
    <li>
      <button
        type="button"
        onClick={open}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left outline-none transition-colors hover:bg-secondary focus-visible:bg-secondary',
          unread && 'bg-brand-soft/40',
        )}
      >
        <NotificationIcon type={n.type} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className={cn('wrap-anywhere text-sm', unread ? 'font-semibold' : 'font-medium')}>{n.title}</span>
          <span className="line-clamp-2 wrap-anywhere text-sm text-muted-foreground">{n.body}</span>
          <span className="text-xs text-muted-foreground">{timeAgo(n.createdAt)}</span>
        </span>
        {unread ? (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" aria-label={t('Unread')} role="img" />
        ) : null}
      </button>
    </li>
  );
}
