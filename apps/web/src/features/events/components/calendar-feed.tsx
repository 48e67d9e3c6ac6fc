/**
 * The personal calendar feed in the UI (issue 18): the private subscribe URL of the events the person takes part in,
 * to copy or open as webcal://, and a reset that replaces it (the old URL stops working). The URL is asked for only
 * when opened, since the first ask makes it.
 */
import * as React from 'react';
import { CalendarSync, ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { t } from '@/lib/i18n';

// The link, its copy field and the reset dialog load with the first opening, not with the screen.
const FeedBody = React.lazy(() => import('./calendar-feed-body').then((m) => ({ default: m.FeedBody })));

/** `card`: the profile's section. `bar`: one line on My events that opens the same content. */
export function CalendarFeedCard({ variant = 'card', className }: { variant?: 'card' | 'bar'; className?: string }) {
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const title = t('Calendar subscription');
  const text = t('Your games in Google Calendar, Apple Calendar or Outlook, kept up to date.');
  return (
    <section aria-labelledby={`${id}-title`} className={cn('rounded-lg border bg-card p-4 shadow-sm', variant === 'card' ? 'mt-6 sm:p-6' : 'mb-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={`${id}-title`} className={variant === 'card' ? 'text-lg font-semibold' : 'text-base font-semibold'}>
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
        {open ? null : (
          <Button variant="outline" onClick={() => setOpen(true)} aria-expanded={false} aria-controls={`${id}-body`}>
            <CalendarSync aria-hidden="true" /> {t('Show my calendar link')} <ChevronDown aria-hidden="true" />
          </Button>
        )}
      </div>
      {open ? (
        <div id={`${id}-body`} className="mt-4">
          <React.Suspense fallback={<Skeleton className="h-10 w-full" />}>
            <FeedBody />
          </React.Suspense>
        </div>
      ) : null}
    </section>
  );
}
