/**
 * The landing's Popular Events and Popular Communities grids: the first 6 of the featured lists, drawn with the cards
 * the route passes in (features do not import each other). While loading, card-shaped placeholders; when empty or
 * failing, `fallback`, so the section never looks broken. The cards render from a deferred copy of the data: the
 * query's update renders synchronously, the cards then render in the background in short slices.
 */
import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LIMITS, type EventResponse, type Group } from '@kickoff/shared';
import { CardGrid, CardGridSkeleton } from '@/components/ui/card-grid';
import { t } from '@/lib/i18n';
import { usePopularCommunities } from '../api/get-popular-communities';
import { usePopularEvents } from '../api/get-popular-events';

function PopularGrid<T>({
  query,
  loadingLabel,
  render,
  fallback,
}: {
  query: UseQueryResult<{ items: T[] }>;
  loadingLabel: string;
  render(item: T, index: number): React.ReactNode;
  fallback?: React.ReactNode;
}) {
  const data = React.useDeferredValue(query.data);
  if (query.isPending || (query.data && !data)) return <CardGridSkeleton label={loadingLabel} />;
  const items = data?.items.slice(0, LIMITS.featuredLimit) ?? [];
  if (items.length === 0) return <>{fallback ?? null}</>;
  return <CardGrid>{items.map(render)}</CardGrid>;
}

export function PopularEventsGrid({
  renderEvent,
  fallback,
}: {
  renderEvent(event: EventResponse, index: number): React.ReactNode;
  fallback?: React.ReactNode;
}) {
  return <PopularGrid query={usePopularEvents()} loadingLabel={t('Loading popular events')} render={renderEvent} fallback={fallback} />;
}

export function PopularCommunitiesGrid({
  renderGroup,
  fallback,
}: {
  renderGroup(group: Group, index: number): React.ReactNode;
  fallback?: React.ReactNode;
}) {
  return (
    <PopularGrid query={usePopularCommunities()} loadingLabel={t('Loading popular communities')} render={renderGroup} fallback={fallback} />
  );
}
