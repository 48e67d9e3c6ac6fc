import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LIVE_MAX_TOPICS } from '@kickoff/shared';
import { LIST_REFRESH_DELAY_MS, LIST_REFRESH_INTERVAL_MS, applyLiveMessage, followLive, showsItem, streamTopics } from './live-connection';
import { queryKeys } from './query-keys';

describe('applyLiveMessage', () => {
  it('sets an event’s counters in place and invalidates what it cannot set', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.events.detail('e1'), { id: 'e1', currentParticipants: 3, waitlistCount: 0, capacity: 4, maxParticipants: 4, isFull: false });
    client.setQueryData(queryKeys.events.comments('e1'), []);
    const refreshAuth = vi.fn();
    applyLiveMessage(client, { topic: 'event:e1', kind: 'counts', placesTaken: 4, waitlistCount: 2, capacity: 4 }, { refreshAuth });
    expect(client.getQueryData(queryKeys.events.detail('e1'))).toMatchObject({ currentParticipants: 4, waitlistCount: 2, isFull: true });
    applyLiveMessage(client, { topic: 'event:e1', kind: 'comments', action: 'added', commentId: 'c1' }, { refreshAuth });
    expect(client.getQueryState(queryKeys.events.comments('e1'))?.isInvalidated).toBe(true);
    applyLiveMessage(client, { topic: 'me', kind: 'user' }, { refreshAuth });
    expect(refreshAuth).toHaveBeenCalledOnce();
  });

  it('sets a group’s member count and invalidates its posts', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.groups.detail('g1'), { id: 'g1', memberCount: 2 });
    client.setQueryData(queryKeys.groups.posts('g1'), { pages: [] });
    const handlers = { refreshAuth: () => {} };
    applyLiveMessage(client, { topic: 'group:g1', kind: 'members', memberCount: 3 }, handlers);
    applyLiveMessage(client, { topic: 'group:g1', kind: 'posts', action: 'added', postId: 'p1' }, handlers);
    expect(client.getQueryData(queryKeys.groups.detail('g1'))).toMatchObject({ memberCount: 3 });
    expect(client.getQueryState(queryKeys.groups.posts('g1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.groups.detail('g1'))?.isInvalidated).toBe(false);
  });
});

describe('lists on the live channel (issue 27)', () => {
  it('refetches the lists that show an event when its counters change, in one batch, and no other', async () => {
    const client = new QueryClient();
    const discover = ['/api/events', { sport: 'soccer' }];
    const dashboard = queryKeys.user.dashboard;
    const groupGames = queryKeys.groups.eventList('g1', { scope: 'upcoming' });
    const other = queryKeys.user.joinedEventList({ section: 'upcoming' });
    client.setQueryData(discover, { pages: [{ items: [{ id: 'e1', currentParticipants: 3 }, { id: 'e2' }] }], pageParams: [null] });
    client.setQueryData(dashboard, { upcomingEvents: [{ id: 'e2' }] });
    client.setQueryData(groupGames, { pages: [{ items: [{ id: 'e1' }] }], pageParams: [null] });
    client.setQueryData(other, { pages: [{ items: [{ id: 'e3' }] }], pageParams: [null] });
    client.setQueryData(queryKeys.events.participants('e1'), [{ id: 'p1' }]);
    const handlers = { refreshAuth: () => {} };
    applyLiveMessage(client, { topic: 'event:e1', kind: 'counts', placesTaken: 4, waitlistCount: 0, capacity: 4 }, handlers);
    applyLiveMessage(client, { topic: 'event:e2', kind: 'counts', placesTaken: 1, waitlistCount: 0, capacity: 4 }, handlers);
    // Batched: nothing yet, then every list showing e1 or e2.
    expect(client.getQueryState(discover)?.isInvalidated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, LIST_REFRESH_DELAY_MS + 50));
    expect(client.getQueryState(discover)?.isInvalidated).toBe(true);
    expect(client.getQueryState(dashboard)?.isInvalidated).toBe(true);
    expect(client.getQueryState(groupGames)?.isInvalidated).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.events.participants('e1'))?.isInvalidated).toBe(false);
  });

  it('refetches the lists at most once a second on a busy channel', async () => {
    const client = new QueryClient();
    const discover = ['/api/events', { q: 'busy' }];
    const handlers = { refreshAuth: () => {} };
    const counts = { topic: 'event:e1', kind: 'counts', placesTaken: 1, waitlistCount: 0, capacity: 9 } as const;
    client.setQueryData(discover, { pages: [{ items: [{ id: 'e1' }] }], pageParams: [null] });
    applyLiveMessage(client, counts, handlers);
    await new Promise((resolve) => setTimeout(resolve, LIST_REFRESH_DELAY_MS + 50));
    expect(client.getQueryState(discover)?.isInvalidated).toBe(true);
    client.setQueryData(discover, { pages: [{ items: [{ id: 'e1' }] }], pageParams: [null] });
    applyLiveMessage(client, counts, handlers);
    await new Promise((resolve) => setTimeout(resolve, LIST_REFRESH_DELAY_MS + 50));
    expect(client.getQueryState(discover)?.isInvalidated).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, LIST_REFRESH_INTERVAL_MS));
    expect(client.getQueryState(discover)?.isInvalidated).toBe(true);
  });

  it('refetches Manage Members’ lists, the blocked list and the group’s cards on a members message', async () => {
    const client = new QueryClient();
    const waiting = queryKeys.groups.memberList('g1', 'waiting', 50);
    client.setQueryData(waiting, { pages: [] });
    client.setQueryData(queryKeys.groups.blocked('g1'), { pages: [] });
    client.setQueryData(queryKeys.user.joinedGroups, [{ id: 'g1', memberCount: 2 }]);
    client.setQueryData(queryKeys.events.detail('e1'), { id: 'e1', group: { id: 'g1' } });
    applyLiveMessage(client, { topic: 'group:g1', kind: 'members', memberCount: 3 }, { refreshAuth: () => {} });
    expect(client.getQueryState(waiting)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.groups.blocked('g1'))?.isInvalidated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, LIST_REFRESH_DELAY_MS + 50));
    expect(client.getQueryState(queryKeys.user.joinedGroups)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.events.detail('e1'))?.isInvalidated).toBe(false);
  });

  it('asks for the screens’ topics first and list cards after them, up to the cap', () => {
    const list = Array.from({ length: 60 }, (_, i) => `event:l${i}`);
    const topics = streamTopics(['me', 'group:g1', 'event:l3'], list);
    expect(topics).toHaveLength(LIVE_MAX_TOPICS);
    expect(topics.slice(0, 4)).toEqual(['me', 'group:g1', 'event:l3', 'event:l0']);
    expect(new Set(topics).size).toBe(LIVE_MAX_TOPICS);
  });

  it('finds an event in a list’s pages, not in unrelated data', () => {
    expect(showsItem({ pages: [{ items: [{ id: 'x' }, { id: 'e9', group: { id: 'g' } }] }] }, 'e9')).toBe(true);
    expect(showsItem({ upcomingEvents: [{ id: 'x' }] }, 'e9')).toBe(false);
    expect(showsItem(undefined, 'e9')).toBe(false);
    // An event naming its group is not a card of the group.
    expect(showsItem({ id: 'e1', group: { id: 'g1' } }, 'g1')).toBe(false);
    expect(showsItem([{ id: 'g1', memberCount: 3 }], 'g1')).toBe(true);
  });
});

describe('LiveConnection', () => {
  it('reads the session again when a reconnect answers 401 (the session ended between two streams)', async () => {
    const fetchStub = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchStub);
    try {
      const refreshAuth = vi.fn();
      const stop = followLive(new QueryClient(), ['me'], { refreshAuth });
      await vi.waitFor(() => expect(refreshAuth).toHaveBeenCalledOnce());
      expect(String((fetchStub.mock.calls[0] as unknown[])[0])).toContain('topics=me');
      stop();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
