/**
 * The organizer dashboard (spec §2): welcome, subtitle, Groups created / Events created, View My Groups and
 * View My Events cards, a Home link and a footer with the legal pages and the support mail link.
 */
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, Home, UsersRound } from 'lucide-react';
import { PRODUCT, type DashboardStats } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { StatCards } from './stat-cards';
import { countLabel } from './format';

export function OrganizerDashboard({ name, stats }: { name: string; stats: DashboardStats | undefined }) {
  return (
    <section aria-labelledby="organizer-dashboard-title" className="grid gap-8 rounded-2xl border bg-background p-5 shadow-sm sm:p-8">
      <header className="grid gap-4 sm:flex sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="organizer-dashboard-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Welcome to organizer dashboard {name}
          </h2>
          <p className="text-muted-foreground">Create your groups &amp; events - Build your community!</p>
        </div>
        <StatCards
          label="What you run"
          className="sm:min-w-96"
          stats={[
            { label: 'Groups created', value: stats?.groupsCreated, icon: <UsersRound /> },
            { label: 'Events created', value: stats?.eventsOrganized, icon: <CalendarDays /> },
          ]}
        />
      </header>

      <ul className="grid gap-4 sm:grid-cols-2">
        <ManageCard
          to={paths.organizerGroups}
          title="View My Groups"
          text={stats ? `${countLabel(stats.groupsCreated, 'group', 'groups')} you run. Edit them, approve members, post updates.` : 'Edit your groups, approve members, post updates.'}
          icon={<UsersRound aria-hidden="true" />}
        />
        <ManageCard
          to={paths.organizerEvents}
          title="View My Events"
          text={stats ? `${countLabel(stats.eventsOrganized, 'event', 'events')} you organize. Edit, copy and manage participants.` : 'Edit, copy and manage participants.'}
          icon={<CalendarDays aria-hidden="true" />}
        />
      </ul>

      <footer className="flex flex-col gap-4 border-t pt-5 text-sm sm:flex-row sm:items-center sm:justify-between">
        <Link to={paths.home} className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary-hover hover:underline">
          <Home className="size-4" aria-hidden="true" /> Home
        </Link>
        <nav aria-label="Organizer dashboard links" className="flex flex-wrap gap-x-5 text-muted-foreground">
          <Link className="inline-flex min-h-11 items-center hover:text-foreground hover:underline" to={paths.privacy}>
            Privacy Policy
          </Link>
          <Link className="inline-flex min-h-11 items-center hover:text-foreground hover:underline" to={paths.terms}>
            Terms of Service
          </Link>
          <a className="inline-flex min-h-11 items-center hover:text-foreground hover:underline" href={`mailto:${PRODUCT.supportEmail}`}>
            {PRODUCT.supportEmail}
          </a>
        </nav>
      </footer>
    </section>
  );
}

function ManageCard({ to, title, text, icon }: { to: string; title: string; text: string; icon: React.ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full items-center gap-4 rounded-lg border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground [&_svg]:size-6">
          {icon}
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-muted-foreground">{text}</span>
        </span>
        <ArrowRight className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary" aria-hidden="true" />
      </Link>
    </li>
  );
}
