/**
 * /groups, /member/groups, /organizer/groups (spec §2, rulings §3/§4): the role routes switch the active role,
 * /groups follows it. Two views: the role's own groups and Discover.
 */
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useRole, type ActiveRole } from '@/lib/role';
import { DiscoverGroups } from './discover-groups';
import { CreatedGroupsList, JoinedGroupsList } from './my-groups';

type View = 'mine' | 'discover';

export function GroupsScreen({ routeRole }: { routeRole?: ActiveRole }) {
  const { role, setRole } = useRole();
  React.useEffect(() => {
    if (routeRole && role !== routeRole) void setRole(routeRole);
    // Only the route decides here; a later role change elsewhere must not be undone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeRole]);
  const activeRole = routeRole ?? role;
  const organizer = activeRole === 'organizer';

  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'discover' || params.get('sport') || params.get('q') ? 'discover' : 'mine';
  const q = params.get('q') ?? '';
  const sport = params.get('sport') ?? '';

  const setView = (next: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'discover') p.set('view', 'discover');
        else {
          p.delete('view');
          p.delete('q');
          p.delete('sport');
        }
        return p;
      },
      { replace: true },
    );
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

  const mineTitle = organizer ? 'My Groups' : 'My Joined Groups';
  const title = view === 'discover' ? 'Discover Groups' : mineTitle;
  const description =
    view === 'discover'
      ? 'Find communities by sport or place and join the ones you like.'
      : organizer
        ? 'The communities you run: edit them, manage members and plan events.'
        : 'The communities you are part of.';

  return (
    <PageContainer>
      <Button asChild variant="ghost" className="-ml-3 mb-2">
        <Link to={organizer ? paths.organizerDashboard : paths.dashboard}>
          <ArrowLeft aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <PageHeader
        title={title}
        description={description}
        actions={
          organizer ? (
            <Button asChild>
              <Link to={paths.createGroup}>
                <Plus aria-hidden="true" /> Create Group
              </Link>
            </Button>
          ) : null
        }
      />
      <Tabs value={view} onValueChange={setView}>
        <TabsList className="mb-2 grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="mine" className="h-11 sm:px-6">
            {mineTitle}
          </TabsTrigger>
          <TabsTrigger value="discover" className="h-11 sm:px-6">
            Discover
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mine">{organizer ? <CreatedGroupsList /> : <JoinedGroupsList onDiscover={() => setView('discover')} />}</TabsContent>
        <TabsContent value="discover">
          <DiscoverGroups q={q} sport={sport} onFiltersChange={setFilters} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
