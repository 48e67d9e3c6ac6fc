/**
 * The live channel's connection (issue 13), loaded on first use by `useLiveTopics` (lib/live.ts): one
 * `GET /api/live` stream per tab, read with fetch (so the session goes in the `Authorization` header as on every
 * call, never in the URL), following the topics of the screens on view. The topics of every mounted screen are counted, and a change reconnects once
 * (with `Last-Event-ID`, so nothing in between is lost). Each message is applied to the TanStack Query cache (counters
 * set in place, everything else invalidated: only queries on screen refetch); nothing else in the app knows.
 * A lost stream reconnects with backoff; a `reset` (or a reconnect the server could not resume) refetches what the
 * followed topics show.
 *
 * Lists (issue 27: Discover, /explore, the dashboard, My events, a group's games, the group lists) follow the events
 * or groups of their cards as list topics: they come after the screens' own topics and stop at `LIVE_MAX_TOPICS`, and an event's new counters
 * refetch the lists that show it (batched: a burst of joins is one refetch), never patch them by hand; so do a group's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { LIVE_MAX_TOPICS, MESSAGES, type LiveMessage } from '@kickoff/shared';
import { toast } from '@/components/ui/use-toast';
import { authHeaders } from './api';
import { queryKeys } from './query-keys';
import { refreshAfterBlockChange } from './blocks';

export interface Handlers {
  /** The session ended or the user changed on another device: read the session again. */
  refreshAuth(): void;
}

interface Counts {
  currentParticipants: number;
  waitlistCount: number;
  capacity: number;
  maxParticipants: number;
  isFull: boolean;
}

const idOf = (topic: string) => topic.slice(topic.indexOf(':') + 1);

/**
 * Whether a cached answer shows the card `id` (an event or a group) as an item of a list: an element of an array
 * (a list, a page's items, the dashboard's sections), found by a bounded walk. An object merely naming it (an event's
 * `group`) is not a card of it.
 */
export function showsItem(data: unknown, id: string, depth = 0): boolean {
  if (depth > 5 || data === null || typeof data !== 'object') return false;
  if (Array.isArray(data)) return data.some((item) => (item as { id?: unknown } | null)?.id === id || showsItem(item, id, depth + 1));
  return Object.values(data as Record<string, unknown>).some((value) => typeof value === 'object' && showsItem(value, id, depth + 1));
}

/** How long counters of several events or groups wait to refetch the lists together (a burst of joins is one refetch). */
export const LIST_REFRESH_DELAY_MS = 250;
/**
 * At most one refetch of the lists per this long: a busy list (a popular Discover at 6 pm) refetches its pages once a
 * second at most, not on every join.
 */
export const LIST_REFRESH_INTERVAL_MS = 1000;
const pendingListRefresh = new WeakMap<QueryClient, Set<string>>();
const lastListRefresh = new WeakMap<QueryClient, number>();

/**
 * The lists that show these events or groups as cards refetch (only those on screen: the others are marked stale).
 * The event's or group's own queries are not lists: their counters are set in place, their lists have their own
 * messages.
 */
export function refreshListsShowing(client: QueryClient, itemIds: Iterable<string>): void {
  const ids = [...itemIds];
  if (ids.length === 0) return;
  void client.invalidateQueries({
    predicate: (query) => {
      const [root, second] = query.queryKey;
      if ((root === '/api/events' || root === '/api/groups') && typeof second === 'string' && ids.includes(second)) return false;
      return ids.some((id) => showsItem(query.state.data, id));
    },
  });
}

function scheduleListRefresh(client: QueryClient, itemId: string): void {
  const pending = pendingListRefresh.get(client);
  if (pending) {
    pending.add(itemId);
    return;
  }
  const ids = new Set([itemId]);
  const since = Date.now() - (lastListRefresh.get(client) ?? 0);
  setTimeout(() => {
    pendingListRefresh.delete(client);
    lastListRefresh.set(client, Date.now());
    refreshListsShowing(client, ids);
  }, Math.max(LIST_REFRESH_DELAY_MS, LIST_REFRESH_INTERVAL_MS - since));
  pendingListRefresh.set(client, ids);
}

/** Applies one message to the cache. */
export function applyLiveMessage(client: QueryClient, message: LiveMessage, handlers: Handlers): void {
  if (message.topic === 'me') {
    switch (message.kind) {
      case 'promoted':
        toast({ title: MESSAGES.live.promotedTitle, description: MESSAGES.live.promotedDescription });
        void client.invalidateQueries({ queryKey: queryKeys.events.detail(message.eventId) });
        void client.invalidateQueries({ queryKey: queryKeys.user.joinedEvents });
        void client.invalidateQueries({ queryKey: queryKeys.user.dashboard });
        return;
      case 'participation':
        void client.invalidateQueries({ queryKey: queryKeys.events.detail(message.eventId) });
        void client.invalidateQueries({ queryKey: queryKeys.user.joinedEvents });
        return;
      case 'membership':
        void client.invalidateQueries({ queryKey: queryKeys.groups.detail(message.groupId) });
        void client.invalidateQueries({ queryKey: queryKeys.user.joinedGroups });
        return;
      case 'notifications':
        void client.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount });
        void client.invalidateQueries({ queryKey: queryKeys.notifications.all });
        return;
      case 'user':
        handlers.refreshAuth();
        return;
      case 'blocks':
        // Blocked or unblocked someone in another tab (issue 34): what shows people's content refetches.
        refreshAfterBlockChange(client);
        return;
    }
  }
  const id = idOf(message.topic);
  if (message.topic.startsWith('event:')) {
    const detail = queryKeys.events.detail(id);
    switch (message.kind) {
      case 'counts':
        client.setQueryData<Counts>(detail, (old) =>
          old
            ? {
                ...old,
                currentParticipants: message.placesTaken,
                waitlistCount: message.waitlistCount,
                capacity: message.capacity,
                maxParticipants: message.capacity,
                isFull: message.placesTaken >= message.capacity,
              }
            : old,
        );
        // "3 spots left" becomes "Full" on every card of the event (Discover, the dashboard, a group's games...).
        scheduleListRefresh(client, id);
        return;
      case 'participants':
        void client.invalidateQueries({ queryKey: queryKeys.events.participants(id) });
        return;
      case 'comments':
        void client.invalidateQueries({ queryKey: queryKeys.events.comments(id) });
        return;
      case 'updated':
      case 'deleted':
        void client.invalidateQueries({ queryKey: detail });
        return;
    }
  }
  if (message.topic.startsWith('group:')) {
    const detail = queryKeys.groups.detail(id);
    switch (message.kind) {
      case 'members':
        client.setQueryData<{ memberCount: number }>(detail, (old) => (old ? { ...old, memberCount: message.memberCount } : old));
        // Manage Members' tabs (a new join request, an approval, a block) and the members screen refetch.
        void client.invalidateQueries({ queryKey: queryKeys.groups.members(id) });
        void client.invalidateQueries({ queryKey: queryKeys.groups.blocked(id) });
        // "12 members" on the group's cards (Discover Groups, My Groups, the dashboard).
        scheduleListRefresh(client, id);
        return;
      case 'posts':
        void client.invalidateQueries({ queryKey: queryKeys.groups.posts(id) });
        return;
      case 'updated':
      case 'deleted':
        void client.invalidateQueries({ queryKey: detail, exact: true });
        return;
    }
  }
}

/** What a topic's screens show, refetched after a `reset`. */
function refetchTopic(client: QueryClient, topic: string): void {
  const id = idOf(topic);
  if (topic === 'me') void client.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount });
  else if (topic.startsWith('event:')) {
    void client.invalidateQueries({ queryKey: queryKeys.events.detail(id) });
    scheduleListRefresh(client, id);
  }
  else if (topic.startsWith('group:')) void client.invalidateQueries({ queryKey: queryKeys.groups.detail(id) });
}

const MAX_BACKOFF_MS = 30_000;

/**
 * The topics a stream asks for: every screen topic, then list topics in the order their lists asked, up to
 * `LIVE_MAX_TOPICS` (the server refuses more; the cards further down a long list stay as loaded).
 */
export function streamTopics(screen: Iterable<string>, list: Iterable<string>, max = LIVE_MAX_TOPICS): string[] {
  const out = new Set<string>();
  for (const t of screen) if (out.size < max) out.add(t);
  for (const t of list) if (out.size < max) out.add(t);
  return [...out];
}

export class LiveConnection {
  /** Topics of screens (an event page, Manage Members...), counted per follower. */
  private readonly counts = new Map<string, number>();
  /** Topics of list cards, counted per list: after the screens' topics, capped. */
  private readonly listCounts = new Map<string, number>();
  /** The topics of the current stream (or the one about to start). */
  private current = '';
  private controller: AbortController | null = null;
  private lastEventId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** The server's `retry:` hint (a shutdown asks to come back soon, to another instance). */
  private retryMs = 1000;
  handlers: Handlers = { refreshAuth: () => {} };

  constructor(private readonly client: QueryClient) {}

  add(topics: string[], list = false): void {
    const counts = list ? this.listCounts : this.counts;
    for (const t of topics) counts.set(t, (counts.get(t) ?? 0) + 1);
    this.changed();
  }

  remove(topics: string[], list = false): void {
    const counts = list ? this.listCounts : this.counts;
    for (const t of topics) {
      const n = counts.get(t) ?? 0;
      if (n <= 1) counts.delete(t);
      else counts.set(t, n - 1);
    }
    this.changed();
  }

  private topics(): string[] {
    return streamTopics(this.counts.keys(), this.listCounts.keys());
  }

  /** Reconnects (once, shortly) only when the stream's topics differ: list cards beyond the cap change nothing. */
  private changed(): void {
    const next = this.topics().join(',');
    if (next === this.current) return;
    this.current = next;
    this.schedule(30);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delayMs);
  }

  private async connect(): Promise<void> {
    this.controller?.abort();
    this.controller = null;
    const topics = this.topics();
    if (topics.length === 0) return;
    const controller = new AbortController();
    this.controller = controller;
    let status = 0;
    try {
      const res = await fetch(`/api/live?topics=${encodeURIComponent(topics.join(','))}`, {
        headers: { Accept: 'text/event-stream', ...authHeaders(), ...(this.lastEventId ? { 'Last-Event-ID': this.lastEventId } : {}) },
        credentials: 'include',
        signal: controller.signal,
      });
      status = res.status;
      if (res.ok && res.body) await this.read(res.body, topics);
    } catch {
      // Network error or aborted: handled below.
    }
    if (controller.signal.aborted || this.controller !== controller) return;
    this.controller = null;
    // The session ended while the stream was reconnecting (a topic change, a lost network): its `revoked` went to the
    // stream that closed. The tab reads the session again, as a `revoked` event would make it.
    if (status === 401) this.handlers.refreshAuth();
    // 4xx will not get better by retrying at once (signed out, a topic list refused): wait the longest.
    const delay = status >= 400 && status < 500 ? MAX_BACKOFF_MS : Math.min(MAX_BACKOFF_MS, this.retryMs * 2 ** this.failures++);
    this.schedule(delay);
  }

  private async read(body: ReadableStream<Uint8Array>, topics: string[]): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = text;
          else if (field === 'data') data += text;
          else if (field === 'id') this.lastEventId = text;
          else if (field === 'retry' && Number(text) > 0) this.retryMs = Number(text);
        }
        this.dispatch(event, data, topics);
      }
    }
  }

  private dispatch(event: string, data: string, topics: string[]): void {
    if (event === 'ready') this.failures = 0;
    else if (event === 'message' && data) applyLiveMessage(this.client, JSON.parse(data) as LiveMessage, this.handlers);
    else if (event === 'reset') for (const t of topics) refetchTopic(this.client, t);
    else if (event === 'revoked') this.handlers.refreshAuth();
    // `topic-error` (a topic refused, or no longer allowed): the server follows the others; the screen shows what it
    // loaded, and its own reads answer 403 or 404 as they would without the live channel.
  }
}


/** One connection per tab (per query cache: tests render several apps). */
const connections = new WeakMap<QueryClient, LiveConnection>();

/**
 * Follows `topics` on the tab's connection until the returned function is called. `list`: a list's cards, after the
 * screens' topics and capped. `refreshAuth`: what to do when the session changes (the screens' hooks give it).
 */
export function followLive(client: QueryClient, topics: string[], options: { refreshAuth?: () => void; list?: boolean } = {}): () => void {
  let live = connections.get(client);
  if (!live) connections.set(client, (live = new LiveConnection(client)));
  if (options.refreshAuth) live.handlers = { refreshAuth: options.refreshAuth };
  live.add(topics, options.list);
  const connection = live;
  return () => connection.remove(topics, options.list);
}
