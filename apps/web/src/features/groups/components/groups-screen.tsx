/**
 * /groups, /member/groups, /organizer/groups (spec §2, rulings §3/§4): the role routes switch the active role,
 * /groups follows it. Two views: the role's own groups and Discover.
 */
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { ListScreen, useListView } from '@/components/layout/list-screen';
import { paths } from '@/config/paths';
import { useRole, type ActiveRole } from '@/lib/role';
import { DiscoverGroups } from './discover-groups';
import { CreatedGroupsList, JoinedGroupsList } from './my-groups';
import { t } from '@/lib/i18n';

const FILTER_KEYS = ['q', 'sport'] as const;

export function GroupsScreen({ routeRole }: { routeRole?: ActiveRole }) {
  const { role, setRole } = useRole();
  React.useEffect(() => {
    if (routeRole && role !== routeRole) void setRole(routeRole);
    // Only the route decides here; a later role change elsewhere must not be undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeRole]);
  const activeRole = routeRole ?? role;
  const organizer = activeRole === 'organizer';

  const [view, setView] = useListView(FILTER_KEYS);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sport = params.get('sport') ?? '';
  const setFilters = React.useCallback(
    (filters: { q: string; sport: string }) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set('view', 'discover');
          if (filters.q) p.set('q', filters.q);
          else p.delete('q');
          if (filters.sport) p.set('sport', filters.sport);
          else p.delete('sport');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const mineTitle = organizer ? t('My Groups') : t('My Joined Groups');
  return (
    <ListScreen
      backTo={organizer ? paths.organizerDashboard : paths.dashboard}
      view={view}
      onViewChange={setView}
      title={view === 'discover' ? t('Discover Groups') : mineTitle}
      description={
        view === 'discover'
          ? t('Find communities by sport or place and join the ones you like.')
          : organizer
            ? t('The communities you run: edit them, manage members and plan events.')
            : t('The communities you are part of.')
      }
      mineLabel={mineTitle}
      tabsLabel={t('Groups view')}
      create={organizer ? { to: paths.createGroup, label: t('Create Group') } : null}
      mine={organizer ? <CreatedGroupsList /> : <JoinedGroupsList onDiscover={() => setView('discover')} />}
      discover={<DiscoverGroups q={q} sport={sport} onFiltersChange={setFilters} />}
    />
  );
}
