/** The calendar feed's link, copy, webcal:// and reset: loaded when the person opens the section (calendar-feed.tsx). */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { CalendarSync, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';

export const webcalUrl = (url: string) => url.replace(/^https?:/, 'webcal:');

export function FeedBody() {
  const feed = useCalendarFeed(true);
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = React.useState(false);
  if (feed.isPending)
    return (
      <div role="status" aria-label={t('Loading your calendar link')} className="grid gap-2">
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (feed.isError)
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {t("Couldn't load your calendar link.")}{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void feed.refetch()}>
          {t('Try again')}
        </Button>
      </p>
    );
  return (
    <div className="grid gap-3">
      <CopyField id="calendar-feed-url" label={t('Calendar link')} value={feed.data.url} copiedToast={t('Calendar link copied')} />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={webcalUrl(feed.data.url)}>
            <CalendarSync aria-hidden="true" /> {t('Subscribe in your calendar app')}
          </a>
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <RotateCcw aria-hidden="true" /> {t('Reset link')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('Keep this link to yourself: anyone with it sees the events you take part in.')}</p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('Reset your calendar link?')}
        description={t('The current link stops working at once: calendars subscribed to it stop updating. Subscribe again with the new link.')}
        confirmLabel={t('Reset link')}
        pendingLabel={t('Resetting...')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}
