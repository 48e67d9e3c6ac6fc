/** Discover (rulings §4): free-text search and sport filter over all groups' cards, paged by cursor. */
import * as React from 'react';
import { Link } from 'react-router';
import { MapPin, Plus, SearchX, UsersRound, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { SearchInput } from '@/components/ui/search-input';
import { SportOptions } from '@/components/ui/sport-options';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useDebounced } from '@/lib/use-debounced';
import { LazyNearMeBar } from '@/components/near-me/lazy-near-me-bar';
import { useNearMe } from '@/components/near-me/use-near-me';
import { formatAway, radiusChoices } from '@/lib/distance';
import { LIMITS } from '@kickoff/shared';
import { useDiscoverGroups } from '../api/get-groups';
import { GroupCard } from './group-card';
import { useLiveGroups } from '@/lib/live';
import { t } from '@/lib/i18n';

// Leaflet and the map view load with the first switch to Map.
const GroupsMap = React.lazy(() => import('./groups-map'));

export function DiscoverGroups({
  q,
  sport,
  onFiltersChange,
}: {
  q: string;
  sport: string;
  onFiltersChange(filters: { q: string; sport: string }): void;
}) {
  const [text, setText] = React.useState(q);
  const debounced = useDebounced(text.trim(), 300);
  // Only a change of the typed text searches; a filter change from elsewhere must not be overwritten.
  const lastTyped = React.useRef(debounced);
  React.useEffect(() => {
    if (debounced === lastTyped.current) return;
    lastTyped.current = debounced;
    if (debounced !== q) onFiltersChange({ q: debounced, sport });
  }, [debounced, q, sport, onFiltersChange]);

  const nearMe = useNearMe();
  const onMap = nearMe.display === 'map';
  const groups = useDiscoverGroups({
    q: q || undefined,
    sport: sport || undefined,
    near: nearMe.apiParams.near,
    radiusKm: nearMe.apiParams.radiusKm,
    limit: onMap ? LIMITS.pageSizeMax : undefined,
  });
  const distanceOf = (km: number | null) => formatAway(km, nearMe.unit);
  const wider = nearMe.area ? radiusChoices(nearMe.unit).find((c) => c.km > nearMe.area!.radiusKm + 0.01) : undefined;
  const items = groups.data?.pages.flatMap((p) => p.items) ?? [];
  // The cards' member counts stay true while people join (issue 27).
  useLiveGroups(items);
  const filtered = Boolean(q || sport);
  const clear = () => {
    setText('');
    onFiltersChange({ q: '', sport: '' });
  };

  return (
    <section aria-label={t('Discover groups')} className="grid gap-6">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          onFiltersChange({ q: text.trim(), sport });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="discover-q">{t('Search groups')}</Label>
          <SearchInput
            id="discover-q"
            inputMode="search"
            enterKeyHint="search"
            placeholder={t('Name, description or place')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discover-sport">{t('Sport')}</Label>
          <NativeSelect id="discover-sport" value={sport} onChange={(e) => onFiltersChange({ q: text.trim(), sport: e.target.value })}>
            <SportOptions emptyLabel={t('All sports')} />
          </NativeSelect>
        </div>
      </form>

      {groups.isSuccess && items.length > 0 ? (
        <p className="sr-only" role="status">
          {t('{count, plural, one {# group} other {# groups}} shown', { count: items.length })}
        </p>
      ) : null}
      <LazyNearMeBar nearMe={nearMe} idPrefix="discover-groups" />

      {onMap ? (
        <React.Suspense fallback={<div role="status" aria-label={t('Loading map')} className="h-[65vh] max-h-[720px] min-h-[420px] animate-pulse rounded-lg bg-secondary" />}>
          <GroupsMap nearMe={nearMe} groups={items} loading={groups.isPending} />
        </React.Suspense>
      ) : (
        <QueryCardGrid
          query={groups}
          items={items}
          renderItem={(group) => <GroupCard key={group.id} group={group} showJoin distance={distanceOf(group.distanceKm)} headingLevel={2} />}
          loadingLabel={t('Loading groups')}
          errorTitle={t("Couldn't load groups")}
          skeletons={6}
          paging={groups}
          empty={
            nearMe.area ? (
              <EmptyState
                icon={<MapPin />}
                title={t('No groups nearby')}
                description={filtered ? t('Nothing matches your search in this area. Try a wider area or fewer words.') : t('No group meets in this area yet. Try a wider area, or start one.')}
                action={
                  <>
                    {wider ? <Button onClick={() => nearMe.setRadius(wider.km)}>{t('Search within {distance}', { distance: wider.label })}</Button> : null}
                    <Button variant="outline" onClick={nearMe.clear}>
                      {t('Show groups everywhere')}
                    </Button>
                  </>
                }
              />
            ) : filtered ? (
              <EmptyState
                icon={<SearchX />}
                title={t('No groups match your search')}
                description={t('Try another sport or fewer words, or start the group yourself.')}
                action={
                  <>
                    <Button variant="outline" onClick={clear}>
                      <X aria-hidden="true" /> {t('Clear filters')}
                    </Button>
                    <CreateGroupButton />
                  </>
                }
              />
            ) : (
              <EmptyState icon={<UsersRound />} title={t('No groups yet')} description={t('Be the first to start a community in your city.')} action={<CreateGroupButton />} />
            )
          }
        />
      )}
    </section>
  );
}

function CreateGroupButton() {
  return (
    <Button asChild>
      <Link to={paths.createGroup}>
        <Plus aria-hidden="true" /> {t('Create Group')}
      </Link>
    </Button>
  );
}
