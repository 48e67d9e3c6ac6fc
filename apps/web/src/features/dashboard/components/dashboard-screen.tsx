/**
 * The dashboard of spec §2 for both roles: the home hero and sections (stat cards, Your Upcoming Events, Happening
 * This Week, Popular Sports, Popular Communities), then the organizer or member dashboard. Event and group cards come
 * from the route module (features do not import each other).
 */
import * as React from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarPlus, CalendarRange, ClipboardList, UsersRound } from 'lucide-react';
import type { EventResponse, Group } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { ActiveRole } from '@/lib/role';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useDashboard } from '../api/get-dashboard';
import { useFeaturedEvents } from '../api/get-featured-events';
import { useFeaturedGroups } from '../api/get-featured-groups';
import { HomeHero } from './home-hero';
import { MemberDashboard } from './member-dashboard';
import { OrganizerDashboard } from './organizer-dashboard';
import { PopularSports } from './popular-sports';
import { DashboardSection } from './section';
import { StatCards } from './stat-cards';
import { nameOr } from './format';

export interface DashboardScreenProps {
  role: ActiveRole;
  user: { firstName?: string | null; lastName?: string | null } | null;
  /** The events feature's card for one event. */
  renderEvent(event: EventResponse, index: number): React.ReactNode;
  /** The groups feature's card for one group. */
  renderGroup(group: Group, index: number): React.ReactNode;
}

export function DashboardScreen({ role, user, renderEvent, renderGroup }: DashboardScreenProps) {
  const dashboard = useDashboard();
  const stats = dashboard.data?.stats;
  const organizer = role === 'organizer';

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-6 sm:gap-12 sm:py-8">
      <div className="grid gap-4">
        <HomeHero role={role} name={nameOr(user, organizer ? 'Organizer' : 'Champion')} />
        {dashboard.isError ? (
          <ErrorState title="Could not load your dashboard" error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <StatCards
            label="Your stats"
            stats={[
              { label: 'Events Joined', value: stats?.eventsJoined, icon: <CalendarCheck /> },
              { label: 'Groups Joined', value: stats?.groupsJoined, icon: <UsersRound /> },
              { label: 'Events Organized', value: stats?.eventsOrganized, icon: <ClipboardList /> },
            ]}
          />
        )}
      </div>

      <DashboardSection
        id="upcoming"
        title="Your Upcoming Events"
        description="The next games you are in."
        // Spec §2: View All goes to /dashboard, where the role's panel below lists the user's events (member) or leads
        // to them (organizer); on the dashboard itself it scrolls there.
        link={{ to: paths.dashboard, label: 'View All', onClick: () => scrollToSoon(organizer ? 'organizer-dashboard' : 'my-events') }}
      >
        {/* A failed dashboard call shows its error above, once. */}
        {dashboard.isError ? null : (
          <QueryCardGrid
            query={dashboard}
            items={dashboard.data?.upcomingEvents.slice(0, 3) ?? []}
            renderItem={renderEvent}
            loadingLabel="Loading your upcoming events"
            errorTitle="Could not load your dashboard"
            headingLevel={3}
            empty={
              <EmptyState
                headingLevel={3}
                icon={<CalendarRange />}
                title="Nothing on your calendar"
                description="Join a game and it shows up here."
                action={
                  <Button asChild variant="outline">
                    <Link to={paths.events}>Browse Events</Link>
                  </Button>
                }
              />
            }
          />
        )}
      </DashboardSection>

      <DashboardSection
        id="this-week"
        title="Happening This Week"
        description="The most joined games of the next 7 days."
        link={{ to: paths.events, label: 'Browse Events' }}
      >
        <HappeningThisWeek renderEvent={renderEvent} />
      </DashboardSection>

      <DashboardSection id="popular-sports" title="Popular Sports" description="Pick a sport and see what is on.">
        <PopularSports />
      </DashboardSection>

      <DashboardSection
        id="popular-communities"
        title="Popular Communities"
        description="Groups where the regulars play."
        link={{ to: paths.groups, label: 'Browse Groups' }}
      >
        <PopularCommunities renderGroup={renderGroup} />
      </DashboardSection>

      {organizer ? (
        <OrganizerDashboard name={nameOr(user, 'Organizer')} stats={stats} />
      ) : (
        <MemberDashboard name={nameOr(user, 'Champion')} stats={stats} />
      )}
    </div>
  );
}

/** Scrolls to a section once the navigation the click started has rendered. */
function scrollToSoon(id: string) {
  requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' })));
}

function HappeningThisWeek({ renderEvent }: Pick<DashboardScreenProps, 'renderEvent'>) {
  const query = useFeaturedEvents();
  return (
    <QueryCardGrid
      query={query}
      items={query.data?.items ?? []}
      renderItem={renderEvent}
      loadingLabel="Loading this week's events"
      errorTitle="Could not load this week's events"
      headingLevel={3}
      empty={
        <EmptyState
          headingLevel={3}
          icon={<CalendarPlus />}
          title="No events this week"
          description="Be the one who gets the game going."
          action={
            <Button asChild>
              <Link to={paths.createEvent}>Create Event</Link>
            </Button>
          }
        />
      }
    />
  );
}

function PopularCommunities({ renderGroup }: Pick<DashboardScreenProps, 'renderGroup'>) {
  const query = useFeaturedGroups();
  return (
    <QueryCardGrid
      query={query}
      items={query.data?.items ?? []}
      renderItem={renderGroup}
      loadingLabel="Loading communities"
      errorTitle="Could not load the communities"
      headingLevel={3}
      empty={
        <EmptyState
          headingLevel={3}
          icon={<UsersRound />}
          title="No communities yet"
          description="Start the first group for your sport."
          action={
            <Button asChild>
              <Link to={paths.createGroup}>Create Group</Link>
            </Button>
          }
        />
      }
    />
  );
}
