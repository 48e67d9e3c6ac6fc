/**
 * A titled dashboard section (its `id` a scroll target) with optional "see all" links, at least 44 px tall, and an
 * optional eyebrow: the other name a section carries when it stands for two elements of the spec (issue 18).
 */
import * as React from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/utils';

export function DashboardSection({
  id,
  eyebrow,
  title,
  description,
  link,
  extraLink,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  link?: { to: string; label: string; onClick?(): void };
  extraLink?: { to: string; label: string };
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('grid scroll-mt-20 gap-4', className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="grid gap-1">
          {eyebrow ? <p className="text-xs font-semibold uppercase tracking-wider text-primary-hover">{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {link || extraLink ? (
          <div className="flex flex-wrap gap-x-3">
            {extraLink ? <SeeAllLink to={extraLink.to}>{extraLink.label}</SeeAllLink> : null}
            {link ? (
              <SeeAllLink to={link.to} onClick={link.onClick}>
                {link.label}
              </SeeAllLink>
            ) : null}
          </div>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function SeeAllLink({ to, children, label, onClick }: { to: string; children: React.ReactNode; label?: string; onClick?(): void }) {
  return (
    <Link
      to={to}
      aria-label={label}
      onClick={onClick}
      className="-mr-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-primary-hover hover:bg-brand-soft"
    >
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
