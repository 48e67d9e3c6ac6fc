/** The member dashboard (spec §2): welcome, subtitle, counters, My Events and My Groups with their empty states. */
import { Link } from 'react-router';
import { CalendarCheck, CalendarSearch, UsersRound } from 'lucide-react';
import type { DashboardStats } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useMyGroups, useMyUpcomingEvents } from '../api/get-my-activity';
import { MemberEventCard, MemberGroupCard } from './member-cards';
import { CardGrid, CardSkeletons, DashboardSection, EmptyPanel, ErrorPanel } from './section';
import { StatCards } from './stat-cards';

export function MemberDashboard({ name, stats }: { name: string; stats: DashboardStats | undefined }) {
  return (
    <section aria-labelledby="member-dashboard-title" className="grid gap-8 rounded-2xl border bg-background p-5 shadow-sm sm:p-8">
      <header className="grid gap-4 sm:flex sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="member-dashboard-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Welcome member dashboard {name}
          </h2>
          <p className="text-muted-foreground">Pick your events &amp; groups, find your tribe!</p>
        </div>
        <StatCards
          label="Your activity"
          className="sm:min-w-96"
          stats={[
            { label: 'Events joined', value: stats?.eventsJoined, icon: <CalendarCheck /> },
            { label: 'Groups joined', value: stats?.groupsJoined, icon: <UsersRound /> },
          ]}
        />
      </header>
      <MyEvents joinedTotal={stats?.eventsJoined} />
      <MyGroups />
    </section>
  );
}

function MyEvents({ joinedTotal }: { joinedTotal: number | undefined }) {
  const query = useMyUpcomingEvents(true);
  const events = query.data?.items ?? [];
  return (
    <DashboardSection id="my-events" title="My Events" link={{ to: paths.memberEvents, label: 'Browse More Events' }}>
      {query.isError ? (
        <ErrorPanel title="Could not load your events" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CardSkeletons count={3} label="Loading your events" />
      ) : events.length === 0 ? (
        <EmptyPanel
          icon={<CalendarSearch aria-hidden="true" />}
          title={joinedTotal ? 'No upcoming events' : 'No Events Joined Yet'}
          description={
            joinedTotal ? 'Your games are behind you. Find the next one.' : 'Find a game near you and grab a spot.'
          }
          action={
            <Button asChild>
              <Link to={paths.events}>Browse Events</Link>
            </Button>
          }
        />
      ) : (
        <CardGrid>
          {events.map((e) => (
            <MemberEventCard key={e.id} event={e} />
          ))}
        </CardGrid>
      )}
    </DashboardSection>
  );
}

function MyGroups() {
  const query = useMyGroups(true);
  const groups = query.data ?? [];
  return (
    <DashboardSection id="my-groups" title="My Groups" link={{ to: paths.memberGroups, label: 'Browse More Groups' }}>
      {query.isError ? (
        <ErrorPanel title="Could not load your groups" onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <CardSkeletons count={3} label="Loading your groups" />
      ) : groups.length === 0 ? (
        <EmptyPanel
          icon={<UsersRound aria-hidden="true" />}
          title="No Groups Joined Yet"
          description="Join a community to hear about games first."
          action={
            <Button asChild>
              <Link to={paths.groups}>Browse Groups</Link>
            </Button>
          }
        />
      ) : (
        <CardGrid>
          {groups.slice(0, 6).map((g) => (
            <MemberGroupCard key={g.id} group={g} />
          ))}
        </CardGrid>
      )}
    </DashboardSection>
  );
}
