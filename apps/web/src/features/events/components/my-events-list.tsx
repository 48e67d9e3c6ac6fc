/**
 * "My Events" (organizer, manage cards) or "My Joined Events" (member), in two sections (issue 18): Upcoming,
 * soonest first, and Past, latest first, each paged by the server. The section is in the URL (`?section=past`),
 * so back and reload keep it.
 */
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarPlus, Search } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState } from '@/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ActiveRole } from '@/lib/role';
import { useCreatedEvents } from '../api/get-created-events';
import { useJoinedEvents } from '../api/get-joined-events';
import type { EventSection } from '../api/user-event-pages';
import { EventCard } from './event-card';
import { useLiveEvents } from '@/lib/live';
import { t } from '@/lib/i18n';

export function MyEventsList({ role, onDiscover }: { role: ActiveRole; onDiscover(): void }) {
  const [params, setParams] = useSearchParams();
  const section: EventSection = params.get('section') === 'past' ? 'past' : 'upcoming';
  const choose = React.useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === 'past') p.set('section', 'past');
          else p.delete('section');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <Tabs value={section} onValueChange={choose}>
      <TabsList aria-label={t('Which events')} className="h-10">
        <TabsTrigger value="upcoming" className="h-8 px-4">
          {t('Upcoming')}
        </TabsTrigger>
        <TabsTrigger value="past" className="h-8 px-4">
          {t('Past')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <SectionList role={role} section="upcoming" onDiscover={onDiscover} />
      </TabsContent>
      <TabsContent value="past">
        <SectionList role={role} section="past" onDiscover={onDiscover} />
      </TabsContent>
    </Tabs>
  );
}

function SectionList({ role, section, onDiscover }: { role: ActiveRole; section: EventSection; onDiscover(): void }) {
  const organizer = role === 'organizer';
  const created = useCreatedEvents(section, organizer);
  const joined = useJoinedEvents(section, !organizer);
  const query = organizer ? created : joined;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  // Upcoming cards follow their places live (issue 27); past games no longer change.
  useLiveEvents(section === 'past' ? undefined : items);
  return (
    <QueryCardGrid
      query={query}
      items={items}
      renderItem={(e, i) => <EventCard key={e.id} event={e} variant={organizer ? 'manage' : 'join'} eager={i < 3} headingLevel={2} />}
      loadingLabel={section === 'past' ? t('Loading your past events') : t('Loading your events')}
      errorTitle={t('Could not load your events')}
      paging={query}
      empty={section === 'past' ? <NoPastEvents /> : organizer ? <NoEventsYet /> : <NoJoinedEvents onDiscover={onDiscover} />}
    />
  );
}

/**
 * The organizer's empty Upcoming tab: the spec's "No events yet" for someone who never made one; once they have past
 * events it would be untrue, so it says there is nothing upcoming (the Past tab's first page, shared with that tab).
 */
function NoEventsYet() {
  const past = useCreatedEvents('past', true);
  if (past.isPending) return null;
  const hasPast = (past.data?.pages[0]?.items.length ?? 0) > 0;
  return (
    <EmptyState
      icon={<CalendarPlus />}
      title={hasPast ? t('No upcoming events') : t('No events yet')}
      description={hasPast ? t('Your earlier games are under Past. Create the next one and invite your group.') : t('Create your next game and invite your group.')}
      action={
        <Button asChild>
          <Link to={paths.createEvent}>{t('Create Event')}</Link>
        </Button>
      }
    />
  );
}

function NoJoinedEvents({ onDiscover }: { onDiscover(): void }) {
  return <EmptyState icon={<Search />} title={t('No joined events')} description={t('Find a game near you and join in.')} action={<Button onClick={onDiscover}>{t('Discover Events')}</Button>} />;
}

function NoPastEvents() {
  return <EmptyState title={t('No past events')} description={t('Games you have played show up here once they are over.')} />;
}
