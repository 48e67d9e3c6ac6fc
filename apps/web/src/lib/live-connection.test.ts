import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveMessage } from './live-connection';
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
