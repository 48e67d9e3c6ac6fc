/**
 * The frame of the events and groups screens (spec §2, decisions "Discover next to mine"): back to the dashboard, the
 * title with the organizer's create button, then two tabs, the role's own list and Discover. The tab lives in the URL
 * (`?view=discover`); a Discover filter in the URL opens Discover too, and going back to the own list drops them.
 */
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BackLink } from './back-link';
import { PageContainer, PageHeader } from './page';
import { t } from '@/lib/i18n';

export type ListView = 'mine' | 'discover';

/** The screen's tab from the URL, and a setter that keeps the URL in step. */
export function useListView(filterKeys: readonly string[]): [ListView, (next: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ListView = params.get('view') === 'discover' || filterKeys.some((k) => params.get(k)) ? 'discover' : 'mine';
  const setView = React.useCallback(
    (next: ListView) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === 'discover') p.set('view', 'discover');
          else for (const key of ['view', ...filterKeys]) p.delete(key);
          return p;
        },
        { replace: true },
      ),
    [setParams, filterKeys],
  );
  return [view, setView];
}

export function ListScreen({
  backTo,
  view,
  onViewChange,
  title,
  description,
  mineLabel,
  tabsLabel,
  create,
  mine,
  discover,
}: {
  backTo: string;
  view: ListView;
  onViewChange(view: ListView): void;
  title: string;
  description: string;
  /** The own list's tab ("My Events", "My Joined Groups"). */
  mineLabel: string;
  tabsLabel: string;
  /** The organizer's create button. */
  create?: { to: string; label: string } | null;
  mine: React.ReactNode;
  discover: React.ReactNode;
}) {
  return (
    <PageContainer>
      <BackLink to={backTo} className="-ml-2 mb-4">
        {t('Back to Dashboard')}
      </BackLink>
      <PageHeader
        title={title}
        description={description}
        actions={
          create ? (
            <Button asChild>
              <Link to={create.to}>
                <Plus aria-hidden="true" /> {create.label}
              </Link>
            </Button>
          ) : null
        }
      />
      <Tabs value={view} onValueChange={(next) => onViewChange(next as ListView)}>
        <TabsList aria-label={tabsLabel} className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="mine" className="h-11 sm:px-6">
            {mineLabel}
          </TabsTrigger>
          <TabsTrigger value="discover" className="h-11 sm:px-6">
            {t('Discover')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mine">{mine}</TabsContent>
        <TabsContent value="discover">{discover}</TabsContent>
      </Tabs>
    </PageContainer>
  );
}
