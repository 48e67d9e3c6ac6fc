/** Counters as cards: a label, a big number, an icon. Loading shows a placeholder of the same size. */
import * as React from 'react';
import { cn } from '@/lib/utils';

export interface Stat {
  label: string;
  value: number | undefined;
  icon: React.ReactNode;
}

export function StatCards({ stats, label, className }: { stats: Stat[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn('grid gap-2 sm:gap-4', stats.length === 3 ? 'grid-cols-3' : stats.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-2', className)}>
      {stats.map((s) => (
        <li key={s.label} className="flex items-center gap-3 rounded-lg border bg-card p-3 shadow-sm sm:gap-4 sm:p-5">
          <span
            aria-hidden="true"
            className={cn(
              'size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong sm:size-12 [&_svg]:size-6',
              stats.length === 3 ? 'hidden sm:flex' : 'flex',
            )}
          >
            {s.icon}
          </span>
          <p className="flex min-w-0 flex-col">
            <span className="text-xs font-medium text-muted-foreground sm:text-sm">
              {s.label}
              <span className="sr-only">: </span>
            </span>
            <span className="order-first text-2xl font-extrabold sm:text-3xl tabular-nums tracking-tight" data-testid="stat-value">
              {s.value === undefined ? <span className="inline-block h-8 w-10 animate-pulse rounded bg-secondary align-middle" /> : s.value}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
