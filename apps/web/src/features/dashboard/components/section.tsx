/** A titled dashboard section with an optional "see all" link, at least 44 px tall. */
import * as React from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/utils';

export function DashboardSection({
  id,
  title,
  description,
  link,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  link?: { to: string; label: string };
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn('grid gap-4', className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {link ? <SeeAllLink to={link.to}>{link.label}</SeeAllLink> : null}
      </div>
      {children}
    </section>
  );
}

export function SeeAllLink({ to, children, label }: { to: string; children: React.ReactNode; label?: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="-mr-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-primary-hover hover:bg-brand-soft"
    >
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** 1, 2 or 3 columns (spec §2). */
export function CardGrid({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3', className)} {...props} />;
}

export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <CardGrid role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-lg border bg-card shadow-sm" aria-hidden="true">
          <div className="aspect-video w-full animate-pulse bg-secondary" />
          <div className="grid gap-3 p-4">
            <div className="h-5 w-3/4 animate-pulse rounded bg-secondary" />
            <div className="h-4 w-full animate-pulse rounded bg-secondary" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-secondary" />
            <div className="h-11 w-full animate-pulse rounded bg-secondary" />
          </div>
        </div>
      ))}
    </CardGrid>
  );
}

/** An empty list: the spec's text plus the next action. */
export function EmptyPanel({
  icon,
  title,
  description,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  description?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card px-6 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-strong [&_svg]:size-6">{icon}</div>
      <h3 className="text-lg font-semibold">{title}</h3>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}

export function ErrorPanel({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-lg border border-destructive/30 bg-card px-6 py-8 text-center">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
      <button type="button" onClick={onRetry} className="min-h-11 rounded-md border px-4 text-sm font-semibold hover:bg-secondary">
        Try again
      </button>
    </div>
  );
}
