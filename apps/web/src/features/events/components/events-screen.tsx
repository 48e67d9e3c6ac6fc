/** /events and its role variants (spec §2, rulings §3 and §4): the role's own list next to Discover. */
import { ListScreen, useListView } from '@/components/layout/list-screen';
import { paths } from '@/config/paths';
import type { ActiveRole } from '@/lib/role';
import { DISCOVER_FILTER_KEYS, DiscoverEvents } from './discover-events';
import { MyEventsList } from './my-events-list';
import { CalendarFeedCard } from './calendar-feed';
import { t } from '@/lib/i18n';

export function EventsScreen({ role }: { role: ActiveRole }) {
  const [view, setView] = useListView(DISCOVER_FILTER_KEYS);
  const organizer = role === 'organizer';
  const mineTitle = organizer ? t('My Events') : t('My Joined Events');
  return (
    <ListScreen
      backTo={paths.dashboard}
      view={view}
      onViewChange={setView}
      title={view === 'discover' ? t('Discover Events') : mineTitle}
      description={
        view === 'discover'
          ? t('Upcoming games and events near you, soonest first.')
          : organizer
            ? t('Events you organize: edit, copy or delete them.')
            : t('Events you have joined.')
      }
      mineLabel={mineTitle}
      tabsLabel={t('Events view')}
      create={organizer ? { to: paths.createEvent, label: t('Create Event') } : null}
      mine={
        <>
          {/* The personal calendar feed (issue 18): the events listed here, in the person's calendar app. */}
          <CalendarFeedCard variant="bar" />
          <MyEventsList role={role} onDiscover={() => setView('discover')} />
        </>
      }
      discover={<DiscoverEvents />}
    />
  );
}
