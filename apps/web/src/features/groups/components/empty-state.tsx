import * as React from 'react';
import { cn } from '@/lib/utils';

/** The spec's empty text with a next action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: {
  icon?: React.ReactNode;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center', className)}>
      {icon ? (
        <div className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-2xl text-brand-strong" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

export function ErrorState({ title, error, onRetry }: { title: string; error?: unknown; onRetry?(): void }) {
  const message =
    error && typeof error === 'object' && 'serverMessage' in error && (error as { serverMessage?: string }).serverMessage
      ? (error as { serverMessage: string }).serverMessage
      : 'Please check your connection and try again.';
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="h-11 rounded-md border px-4 text-sm font-semibold hover:bg-secondary">
          Try again
        </button>
      ) : null}
    </div>
  );
}
