/**
 * The dashboard of spec §2 for both roles, each element once (issue 18): the role's welcome with the home hero's
 * message and buttons (home-hero.tsx); for organizers their tools and join requests next, so a phone shows them on
 * its first screen; one row of counters (the hero's stat cards and the role's counters, the same numbers); Your
 * Upcoming Events, which for a member is also "My Events"; the member's My Groups; then Happening This Week,
 * Popular Sports and Popular Communities. Event and group cards come from the route module (features do not import
 * each other): one card design per kind on the whole screen.
 */
import * as React from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarDays, CalendarPlus, CalendarRange, ClipboardList, UsersRound } from 'lucide-react';
import type { DashboardStats, EventResponse, Group } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { ActiveRole } from '@/lib/role';
import { useLiveEvents, useLiveGroups } from '@/lib/live';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { t } from '@/lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import { useFeaturedEvents } from '../api/get-featured-events';
import { useFeaturedGroups } from '../api/get-featured-groups';
import { useMyGroups } from '../api/get-my-groups';
import { HomeHero } from './home-hero';
import { OrganizerTools } from './organizer-tools';
import { PopularSports } from './popular-sports';
import { DashboardSection } from './section';
import { StatCards, type Stat } from './stat-cards';
import { nameOr } from './format';

export interface DashboardScreenProps {
  role: ActiveRole;
  user: { firstName?: string | null; lastName?: string | null } | null;
  /** The events feature's "You're in" card of the game just joined (issue 26), under the hero. */
  justJoined?: React.ReactNode;
  /** The events feature's card for one event. */
  renderEvent(event: EventResponse, index: number): React.ReactNode;
  /** The groups feature's card for one group. */
  renderGroup(group: Group, index: number): React.ReactNode;
}

/**
 * One row of counters. The member's: Events joined, Groups joined (their dashboard's counters) and Events organized
 * (the hero's third card). The organizer's: Groups created and Events created (their counters; Events created is the
 * hero's "events organized", the same number), then Events joined and Groups joined.
 */
function statsOf(organizer: boolean, stats: DashboardStats | undefined): Stat[] {
  const joined = [
    { label: t('Events joined'), value: stats?.eventsJoined, icon: <CalendarCheck /> },
    { label: t('Groups joined'), value: stats?.groupsJoined, icon: <UsersRound /> },
  ];
  return organizer
    ? [
        { label: t('Groups created'), value: stats?.groupsCreated, icon: <UsersRound /> },
        { label: t('Events created'), value: stats?.eventsOrganized, icon: <CalendarDays /> },
        ...joined,
      ]
    : [...joined, { label: t('Events organized'), value: stats?.eventsOrganized, icon: <ClipboardList /> }];
}

export function DashboardScreen({ role, user, justJoined, renderEvent, renderGroup }: DashboardScreenProps) {
  const dashboard = useDashboard();
  const stats = dashboard.data?.stats;
  const organizer = role === 'organizer';

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-4 sm:gap-12 sm:py-8">
      <div className="grid gap-4">
        <HomeHero role={role} name={nameOr(user, organizer ? t('Organizer') : t('Champion'))} />
        {justJoined}
        {organizer ? <OrganizerTools stats={stats} joinRequests={dashboard.data?.joinRequests} /> : null}
        {dashboard.isError ? (
          <ErrorState title={t('Could not load your dashboard')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <StatCards label={t('Your stats')} stats={statsOf(organizer, stats)} />
        )}
      </div>

      <UpcomingEvents organizer={organizer} dashboard={dashboard} joinedTotal={stats?.eventsJoined} renderEvent={renderEvent} />

      {organizer ? null : <MyGroups renderGroup={renderGroup} />}

      <DashboardSection
        id="this-week"
        title={t('Happening This Week')}
        description={t('The most joined games of the next 7 days.')}
        link={{ to: paths.discoverEvents, label: t('Browse Events') }}
      >
        <HappeningThisWeek renderEvent={renderEvent} />
      </DashboardSection>

      <DashboardSection id="popular-sports" title={t('Popular Sports')} description={t('Pick a sport and see what is on.')}>
        <PopularSports />
      </DashboardSection>

      <DashboardSection
        id="popular-communities"
        title={t('Popular Communities')}
        description={t('Groups where the regulars play.')}
        link={{ to: paths.discoverGroups, label: t('Browse Groups') }}
      >
        <PopularCommunities renderGroup={renderGroup} />
      </DashboardSection>
    </div>
  );
}

/**
 * Your Upcoming Events: the next 3 games the user is in, soonest first. For a member it is also the member
 * dashboard's "My Events" (the same games): its empty state and its Browse More Events link. View All opens the
 * whole list (/events, the role's own list with its Upcoming and Past sections).
 */
function UpcomingEvents({
  organizer,
  dashboard,
  joinedTotal,
  renderEvent,
}: {
  organizer: boolean;
  dashboard: ReturnType<typeof useDashboard>;
  joinedTotal: number | undefined;
  renderEvent: DashboardScreenProps['renderEvent'];
}) {
  // The cards' places stay true while others join (issue 27).
  useLiveEvents(dashboard.data?.upcomingEvents);
  return (
    <DashboardSection
      id="upcoming"
      eyebrow={organizer ? undefined : t('My Events')}
      title={t('Your Upcoming Events')}
      description={t('The next games you are in, soonest first.')}
      link={{ to: paths.events, label: t('View All') }}
      extraLink={organizer ? undefined : { to: `${paths.memberEvents}?view=discover`, label: t('Browse More Events') }}
    >
      {/* A failed dashboard call shows its error above, once. */}
      {dashboard.isError ? null : (
        <QueryCardGrid
          query={dashboard}
          items={dashboard.data?.upcomingEvents ?? []}
          renderItem={renderEvent}
          loadingLabel={t('Loading your upcoming events')}
          errorTitle={t('Could not load your dashboard')}
          headingLevel={3}
          empty={
            organizer ? (
              <EmptyState
                headingLevel={3}
                icon={<CalendarRange />}
                title={t('Nothing on your calendar')}
                description={t('Create a game for your group, or join one.')}
                action={
                  <Button asChild>
                    <Link to={paths.createEvent}>{t('Create Event')}</Link>
                  </Button>
                }
              />
            ) : (
              <EmptyState
                headingLevel={3}
                icon={<CalendarRange />}
                title={joinedTotal ? t('No upcoming events') : t('No Events Joined Yet')}
                description={joinedTotal ? t('Your games are behind you. Find the next one.') : t('Find a game near you and grab a spot.')}
                action={
                  <Button asChild>
                    <Link to={paths.discoverEvents}>{t('Browse Events')}</Link>
                  </Button>
                }
              />
            )
          }
        />
      )}
    </DashboardSection>
  );
}

/** The member dashboard's My Groups (spec §2), in the groups feature's card. */
function MyGroups({ renderGroup }: Pick<DashboardScreenProps, 'renderGroup'>) {
  const query = useMyGroups();
  useLiveGroups(query.data?.slice(0, 3));
  return (
    <DashboardSection id="my-groups" title={t('My Groups')} link={{ to: `${paths.memberGroups}?view=discover`, label: t('Browse More Groups') }}>
      <QueryCardGrid
        query={query}
        items={query.data?.slice(0, 3) ?? []}
        renderItem={renderGroup}
        loadingLabel={t('Loading your groups')}
        errorTitle={t('Could not load your groups')}
        headingLevel={3}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<UsersRound />}
            title={t('No Groups Joined Yet')}
            description={t('Join a community to hear about games first.')}
            action={
              <Button asChild>
                <Link to={paths.discoverGroups}>{t('Browse Groups')}</Link>
              </Button>
            }
          />
        }
      />
    </DashboardSection>
  );
}

function HappeningThisWeek({ renderEvent }: Pick<DashboardScreenProps, 'renderEvent'>) {
  const query = useFeaturedEvents();
  useLiveEvents(query.data?.items);
  return (
    <QueryCardGrid
      query={query}
      items={query.data?.items ?? []}
      renderItem={renderEvent}
      loadingLabel={t("Loading this week's events")}
      errorTitle={t("Could not load this week's events")}
      headingLevel={3}
      empty={
        <EmptyState
          headingLevel={3}
          icon={<CalendarPlus />}
          title={t('No events this week')}
          description={t('Be the one who gets the game going.')}
          action={
            <Button asChild>
              <Link to={paths.createEvent}>{t('Create Event')}</Link>
            </Button>
          }
        />
      }
    />
  );
}

function PopularCommunities({ renderGroup }: Pick<DashboardScreenProps, 'renderGroup'>) {
  const query = useFeaturedGroups();
  useLiveGroups(query.data?.items);
  return (
    <QueryCardGrid
      query={query}
      items={query.data?.items ?? []}
      renderItem={renderGroup}
      loadingLabel={t('Loading communities')}
      errorTitle={t('Could not load the communities')}
      headingLevel={3}
      empty={
        <EmptyState
          headingLevel={3}
          icon={<UsersRound />}
          title={t('No communities yet')}
          description={t('Start the first group for your sport.')}
          action={
            <Button asChild>
              <Link to={paths.createGroup}>{t('Create Group')}</Link>
            </Button>
          }
        />
      }
    />
  );
}
