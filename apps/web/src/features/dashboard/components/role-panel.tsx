/** The role's own dashboard panel (spec §2): the welcome, the subtitle and the role's counters over its content. */
import * as React from 'react';
import { StatCards, type Stat } from './stat-cards';

export function RolePanel({
  id,
  title,
  subtitle,
  statsLabel,
  stats,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  statsLabel: string;
  stats: Stat[];
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="grid scroll-mt-20 gap-8 rounded-2xl border bg-background p-5 shadow-sm sm:p-8">
      <header className="grid gap-4 sm:flex sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="text-muted-foreground">{subtitle}</p>
        </div>
        <StatCards label={statsLabel} className="sm:min-w-96" stats={stats} />
      </header>
      {children}
    </section>
  );
}
