/** The designed empty and error states of lists and screens (design brief "Every state designed"). */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { AlertTriangle } from 'lucide-react';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { Button } from './button';

type HeadingLevel = 1 | 2 | 3;
const headings = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/** An empty list or a missing thing: the spec's text, a short explanation and the next action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: {
  /** A lucide icon or an emoji. */
  icon?: React.ReactNode;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const Heading = headings[headingLevel];
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-12 text-center', className)}>
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-2xl text-brand-strong [&_svg]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}

/** A failed load: what happened (the server's message when it gave one) and a retry. */
export function ErrorState({
  title,
  error,
  onRetry,
  headingLevel = 2,
  className,
}: {
  title: string;
  error?: unknown;
  onRetry?(): void;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  const Heading = headings[headingLevel];
  const message = (error instanceof ApiError && error.serverMessage) || t('Check your connection and try again.');
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-card px-6 py-10 text-center', className)}
    >
      <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
      <Heading className="font-semibold">{title}</Heading>
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('Try again')}
        </Button>
      ) : null}
    </div>
  );
}
