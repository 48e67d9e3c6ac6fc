/**
 * `useLiveTopics(['event:<id>'])`: the screens on view follow their live topics (issue 13); `useLiveEvents(items)` and
 * `useLiveGroups(items)`: a list follows the events or groups of its cards (issue 27). The connection itself (lib/live-connection.ts: the stream, its
 * reader and the cache updates) loads on first use, outside every route's first load.
 */
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from './auth';

/** At most this many cards of one list follow their event: the first ones, those a person sees on arrival. */
export const LIVE_LIST_MAX = 30;

function useFollow(key: string, options: { refreshAuth?: () => void; list?: boolean }): void {
  const client = useQueryClient();
  const { refreshAuth, list } = options;
  React.useEffect(() => {
    if (!key || typeof fetch === 'undefined') return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./live-connection').then(({ followLive }) => {
      if (!gone) stop = followLive(client, key.split(','), { refreshAuth, list });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [key, client, refreshAuth, list]);
}

/** Follows `topics` while the calling screen is mounted (no topics: nothing). */
export function useLiveTopics(topics: (string | null | undefined | false)[]): void {
  const { refresh } = useAuth();
  const refreshAuth = React.useCallback(() => void refresh(), [refresh]);
  useFollow(topics.filter((t): t is string => Boolean(t)).join(','), { refreshAuth });
}

/**
 * Follows the events of a list's cards while it is mounted (Discover, /explore, the dashboard, My events, a group's
 * games): their counters refetch the list ("3 spots left" becomes "Full"). The first `LIVE_LIST_MAX` only, and the
 * tab's stream caps all lists together after the screens' own topics, so a long list stays cheap.
 */
export function useLiveEvents(events: readonly { id: string }[] | undefined): void {
  useFollow(listTopics('event', events), { list: true });
}

/** `useLiveEvents` for a list of group cards: their member counts refetch the list. */
export function useLiveGroups(groups: readonly { id: string }[] | undefined): void {
  useFollow(listTopics('group', groups), { list: true });
}

const listTopics = (kind: 'event' | 'group', items: readonly { id: string }[] | undefined) =>
  (items ?? [])
    .slice(0, LIVE_LIST_MAX)
    .map((item) => `${kind}:${item.id}`)
    .join(',');
