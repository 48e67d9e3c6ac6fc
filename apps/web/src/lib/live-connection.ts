/**
 * The live channel's connection (issue 13), loaded on first use by `useLiveTopics` (lib/live.ts): one
 * `GET /api/live` stream per tab, read with fetch (so the session goes in the `Authorization` header as on every
 * call, never in the URL), following the topics of the screens on view. The topics of every mounted screen are counted, and a change reconnects once
 * (with `Last-Event-ID`, so nothing in between is lost). Each message is applied to the TanStack Query cache (counters
 * set in place, everything else invalidated: only queries on screen refetch); nothing else in the app knows.
 * A lost stream reconnects with backoff; a `reset` (or a reconnect the server could not resume) refetches what the
 * followed topics show.
 */
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES, type LiveMessage } from '@kickoff/shared';
import { toast } from '@/components/ui/use-toast';
import { authHeaders } from './api';
import { queryKeys } from './query-keys';

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
        void client.invalidateQueries({ queryKey: queryKeys.groups.members(id) });
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
  else if (topic.startsWith('event:')) void client.invalidateQueries({ queryKey: queryKeys.events.detail(id) });
  else if (topic.startsWith('group:')) void client.invalidateQueries({ queryKey: queryKeys.groups.detail(id) });
}

const MAX_BACKOFF_MS = 30_000;

export class LiveConnection {
  private readonly counts = new Map<string, number>();
  private controller: AbortController | null = null;
  private lastEventId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  /** The server's `retry:` hint (a shutdown asks to come back soon, to another instance). */
  private retryMs = 1000;
  handlers: Handlers = { refreshAuth: () => {} };

  constructor(private readonly client: QueryClient) {}

  add(topics: string[]): void {
    let changed = false;
    for (const t of topics) {
      const n = this.counts.get(t) ?? 0;
      this.counts.set(t, n + 1);
      if (n === 0) changed = true;
    }
    if (changed) this.schedule(30);
  }

  remove(topics: string[]): void {
    let changed = false;
    for (const t of topics) {
      const n = this.counts.get(t) ?? 0;
      if (n <= 1) {
        this.counts.delete(t);
        changed = true;
      } else this.counts.set(t, n - 1);
    }
    if (changed) this.schedule(30);
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
    const topics = [...this.counts.keys()];
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
  }
}


/** One connection per tab (per query cache: tests render several apps). */
const connections = new WeakMap<QueryClient, LiveConnection>();

/** Follows `topics` on the tab's connection until the returned function is called. */
export function followLive(client: QueryClient, topics: string[], refreshAuth: () => void): () => void {
  let live = connections.get(client);
  if (!live) connections.set(client, (live = new LiveConnection(client)));
  live.handlers = { refreshAuth };
  live.add(topics);
  const connection = live;
  return () => connection.remove(topics);
}
