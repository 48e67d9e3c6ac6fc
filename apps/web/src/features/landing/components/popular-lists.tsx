/**
 * The landing's Popular Events and Popular Communities grids: the first 6 of the featured lists, drawn with the cards
 * the route passes in (features do not import each other). While loading, card-shaped placeholders; when empty or
 * failing, `fallback`, so the section never looks broken. The cards render from a deferred copy of the data: the
 * query's update renders synchronously, the cards then render in the background in short slices.
 */
import * as React from 'react';
import { LIMITS, type EventResponse, type Group } from '@kickoff/shared';
import { usePopularCommunities, usePopularEvents } from '../api/get-featured';
import { PopularGrid as Grid, PopularGridPlaceholder } from './popular-grid';

export function PopularEventsGrid({
  renderEvent,
  fallback,
}: {
  renderEvent(event: EventResponse, index: number): React.ReactNode;
  fallback?: React.ReactNode;
}) {
  const query = usePopularEvents();
  const data = React.useDeferredValue(query.data);
  if (query.isPending || (query.data && !data)) return <PopularGridPlaceholder label="Loading popular events" />;
  const items = data?.items.slice(0, LIMITS.featuredLimit) ?? [];
  if (items.length === 0) return <>{fallback ?? null}</>;
  return <Grid>{items.map(renderEvent)}</Grid>;
}

export function PopularCommunitiesGrid({
  renderGroup,
  fallback,
}: {
  renderGroup(group: Group, index: number): React.ReactNode;
  fallback?: React.ReactNode;
}) {
  const query = usePopularCommunities();
  const data = React.useDeferredValue(query.data);
  if (query.isPending || (query.data && !data)) return <PopularGridPlaceholder label="Loading popular communities" />;
  const items = data?.items.slice(0, LIMITS.featuredLimit) ?? [];
  if (items.length === 0) return <>{fallback ?? null}</>;
  return <Grid>{items.map(renderGroup)}</Grid>;
}
