/**
 * The organizer dashboard (spec §2): welcome, subtitle, Groups created / Events created, View My Groups and
 * View My Events cards, a Home link and a footer with the legal pages and the support mail link.
 */
import { Link } from 'react-router';
import { ArrowRight, CalendarDays, Home, UsersRound } from 'lucide-react';
import { PRODUCT, type DashboardStats } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { LegalLinks } from '@/components/layout/legal-links';
import { RolePanel } from './role-panel';
import { countLabel } from './format';

export function OrganizerDashboard({ name, stats }: { name: string; stats: DashboardStats | undefined }) {
  return (
    <RolePanel
      id="organizer-dashboard"
      title={`Welcome to organizer dashboard ${name}`}
      subtitle="Create your groups & events - Build your community!"
      statsLabel="What you run"
      stats={[
        { label: 'Groups created', value: stats?.groupsCreated, icon: <UsersRound /> },
        { label: 'Events created', value: stats?.eventsOrganized, icon: <CalendarDays /> },
      ]}
    >
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
        <LegalLinks
          label="Organizer dashboard links"
          supportText={PRODUCT.supportEmail}
          className="gap-x-5 text-muted-foreground"
          linkClassName="inline-flex min-h-11 items-center"
        />
      </footer>
    </RolePanel>
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
