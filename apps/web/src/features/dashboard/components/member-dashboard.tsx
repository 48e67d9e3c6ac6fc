/** The member dashboard (spec §2): welcome, subtitle, counters, My Events and My Groups with their empty states. */
import { Link } from 'react-router';
import { CalendarCheck, CalendarSearch, UsersRound } from 'lucide-react';
import type { DashboardStats } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState } from '@/components/ui/states';
import { useMyGroups } from '../api/get-my-groups';
import { useMyUpcomingEvents } from '../api/get-my-upcoming-events';
import { MemberEventCard, MemberGroupCard } from './member-cards';
import { DashboardSection } from './section';
import { RolePanel } from './role-panel';

export function MemberDashboard({ name, stats }: { name: string; stats: DashboardStats | undefined }) {
  return (
    <RolePanel
      id="member-dashboard"
      title={`Welcome member dashboard ${name}`}
      subtitle="Pick your events & groups, find your tribe!"
      statsLabel="Your activity"
      stats={[
        { label: 'Events joined', value: stats?.eventsJoined, icon: <CalendarCheck /> },
        { label: 'Groups joined', value: stats?.groupsJoined, icon: <UsersRound /> },
      ]}
    >
      <MyEvents joinedTotal={stats?.eventsJoined} />
      <MyGroups />
    </RolePanel>
  );
}

function MyEvents({ joinedTotal }: { joinedTotal: number | undefined }) {
  const query = useMyUpcomingEvents();
  return (
    <DashboardSection id="my-events" title="My Events" link={{ to: paths.memberEvents, label: 'Browse More Events' }}>
      <QueryCardGrid
        query={query}
        items={query.data?.items ?? []}
        renderItem={(e) => <MemberEventCard key={e.id} event={e} />}
        loadingLabel="Loading your events"
        errorTitle="Could not load your events"
        headingLevel={3}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<CalendarSearch />}
            title={joinedTotal ? 'No upcoming events' : 'No Events Joined Yet'}
            description={joinedTotal ? 'Your games are behind you. Find the next one.' : 'Find a game near you and grab a spot.'}
            action={
              <Button asChild>
                <Link to={paths.events}>Browse Events</Link>
              </Button>
            }
          />
        }
      />
    </DashboardSection>
  );
}

function MyGroups() {
  const query = useMyGroups();
  return (
    <DashboardSection id="my-groups" title="My Groups" link={{ to: paths.memberGroups, label: 'Browse More Groups' }}>
      <QueryCardGrid
        query={query}
        items={query.data?.slice(0, 6) ?? []}
        renderItem={(g) => <MemberGroupCard key={g.id} group={g} />}
        loadingLabel="Loading your groups"
        errorTitle="Could not load your groups"
        headingLevel={3}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<UsersRound />}
            title="No Groups Joined Yet"
            description="Join a community to hear about games first."
            action={
              <Button asChild>
                <Link to={paths.groups}>Browse Groups</Link>
              </Button>
            }
          />
        }
      />
    </DashboardSection>
  );
}
