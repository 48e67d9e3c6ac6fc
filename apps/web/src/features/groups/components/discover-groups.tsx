/** Discover (rulings §4): free-text search and sport filter over all groups' cards, paged by cursor. */
import * as React from 'react';
import { Link } from 'react-router';
import { Plus, Search, X } from 'lucide-react';
import { SPORTS } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { useDiscoverGroups } from '../api/get-groups';
import { GroupCard, GroupCardSkeleton, GroupGrid, GroupGridSkeleton } from './group-card';
import { EmptyState, ErrorState } from './empty-state';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

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

  const groups = useDiscoverGroups({ q: q || undefined, sport: sport || undefined });
  const items = groups.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Boolean(q || sport);
  const clear = () => {
    setText('');
    onFiltersChange({ q: '', sport: '' });
  };

  return (
    <section aria-label="Discover groups" className="grid gap-6">
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          onFiltersChange({ q: text.trim(), sport });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="discover-q">Search groups</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="discover-q"
              type="search"
              inputMode="search"
              enterKeyHint="search"
              placeholder="Name, description or place"
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="discover-sport">Sport</Label>
          <NativeSelect id="discover-sport" value={sport} onChange={(e) => onFiltersChange({ q: text.trim(), sport: e.target.value })}>
            <option value="">All sports</option>
            {SPORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.emoji} {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </form>

      {groups.isPending ? (
        <GroupGridSkeleton label="Loading groups" />
      ) : groups.isError ? (
        <ErrorState title="Couldn't load groups" error={groups.error} onRetry={() => void groups.refetch()} />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon="🔍"
            title="No groups match your search"
            description="Try another sport or fewer words, or start the group yourself."
            action={
              <>
                <Button variant="outline" onClick={clear}>
                  <X aria-hidden="true" /> Clear filters
                </Button>
                <Button asChild>
                  <Link to={paths.createGroup}>
                    <Plus aria-hidden="true" /> Create Group
                  </Link>
                </Button>
              </>
            }
          />
        ) : (
          <EmptyState
            icon="🏟️"
            title="No groups yet"
            description="Be the first to start a community in your city."
            action={
              <Button asChild>
                <Link to={paths.createGroup}>
                  <Plus aria-hidden="true" /> Create Group
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <>
          <p className="sr-only" role="status">
            {items.length} {items.length === 1 ? 'group' : 'groups'} shown
          </p>
          <GroupGrid>
            {items.map((group) => (
              <GroupCard key={group.id} group={group} showJoin />
            ))}
            {groups.isFetchingNextPage ? (
              <>
                <GroupCardSkeleton />
                <GroupCardSkeleton />
                <GroupCardSkeleton />
              </>
            ) : null}
          </GroupGrid>
          {groups.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => void groups.fetchNextPage()} disabled={groups.isFetchingNextPage}>
                {groups.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
