/** /events and its role variants (spec §2, rulings §3 and §4): the role's own list next to Discover. */
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageContainer, PageHeader } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ActiveRole } from '@/lib/role';
import { DiscoverEvents } from './discover-events';
import { MyEventsList } from './my-events-list';

export function EventsScreen({ role }: { role: ActiveRole }) {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'discover' || params.has('sport') ? 'discover' : 'mine';
  const organizer = role === 'organizer';
  const mineTitle = organizer ? 'My Events' : 'My Joined Events';

  const setView = (next: string) => {
    const p = new URLSearchParams(params);
    if (next === 'discover') p.set('view', 'discover');
    else {
      p.delete('view');
      p.delete('sport');
      p.delete('q');
      p.delete('from');
      p.delete('to');
      p.delete('skillLevel');
    }
    setParams(p, { replace: true });
  };

  return (
    <PageContainer>
      <Link
        to={paths.dashboard}
        className="mb-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Dashboard
      </Link>
      <PageHeader
        title={view === 'discover' ? 'Discover Events' : mineTitle}
        description={
          view === 'discover'
            ? 'Upcoming games and events near you, soonest first.'
            : organizer
              ? 'Events you organize: edit, copy or delete them.'
              : 'Events you have joined.'
        }
        actions={
          organizer ? (
            <Button asChild>
              <Link to={paths.createEvent}>
                <Plus aria-hidden="true" /> Create Event
              </Link>
            </Button>
          ) : null
        }
      />
      <Tabs value={view} onValueChange={setView}>
        <TabsList aria-label="Events view" className="w-full sm:w-auto">
          <TabsTrigger value="mine" className="flex-1 sm:flex-none">
            {mineTitle}
          </TabsTrigger>
          <TabsTrigger value="discover" className="flex-1 sm:flex-none">
            Discover
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          <MyEventsList role={role} onDiscover={() => setView('discover')} />
        </TabsContent>
        <TabsContent value="discover">
          <DiscoverEvents />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
