/**
 * `useLiveTopics(['event:<id>'])`: the screens on view follow their live topics (issue 13). The connection itself
 * (lib/live-connection.ts: the stream, its reader and the cache updates) loads on first use, outside every route's
 * first load.
 */
import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from './auth';

/** Follows `topics` while the calling screen is mounted (no topics: nothing). */
export function useLiveTopics(topics: (string | null | undefined | false)[]): void {
  const client = useQueryClient();
  const { refresh } = useAuth();
  const key = topics.filter((t): t is string => Boolean(t)).join(',');
  React.useEffect(() => {
    if (!key || typeof fetch === 'undefined') return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./live-connection').then(({ followLive }) => {
      if (!gone) stop = followLive(client, key.split(','), () => void refresh());
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [key, client, refresh]);
}
