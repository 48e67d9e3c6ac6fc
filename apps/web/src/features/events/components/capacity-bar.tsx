import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export function isEventFull(event: { currentParticipants: number; capacity: number }) {
  return event.currentParticipants >= event.capacity;
}

/** Whether joining can still put someone on the waitlist: a cancelled event refuses joins (issue 14). */
export function isWaitlistOpen(event: { allowWaitlist: boolean; cancelledAt: string | null }) {
  return event.allowWaitlist && !event.cancelledAt;
}

/**
 * Places taken at a glance (design brief): green while open, amber when full or waitlisting. Callers pass the event's
 * own `allowWaitlist` and `cancelled`: a cancelled event refuses joins, so it offers neither free spots ("Joins
 * closed") nor its waitlist ("Full").
 */
export function CapacityBar({
  current,
  capacity,
  allowWaitlist,
  cancelled = false,
  className,
  size = 'sm',
}: {
  current: number;
  capacity: number;
  allowWaitlist?: boolean;
  cancelled?: boolean;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const full = current >= capacity;
  const pct = capacity > 0 ? Math.min(100, Math.round((current / capacity) * 100)) : 0;
  const left = Math.max(0, capacity - current);
  const label = full
    ? allowWaitlist && !cancelled // the same rule as isWaitlistOpen
      ? t('Full · waitlist open')
      : t('Full')
    : cancelled
      ? t('Joins closed')
      : t('{count, plural, one {# spot left} other {# spots left}}', { count: left });
  return (
    <div className={cn('grid gap-1', className)}>
      <div className="flex items-center justify-between text-xs">
        <span className="font-medium text-foreground">
          {current}/{capacity} <span className="font-normal text-muted-foreground">{t('going')}</span>
        </span>
        <span className={cn(full ? 'font-semibold text-accent-foreground' : 'text-muted-foreground')}>{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('Places taken')}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={Math.min(current, capacity)}
        aria-valuetext={t('{current} of {capacity} places taken', { current, capacity })}
        className={cn('w-full overflow-hidden rounded-full bg-secondary', size === 'sm' ? 'h-1.5' : 'h-2.5')}
      >
        <div
          className={cn('h-full rounded-full transition-[width]', full ? 'bg-amber-500' : 'bg-primary')}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
