/** A live-channel client for tests: reads `GET /api/live` of a listening app with fetch, as the web app does. */
import type { App } from '../../src/app';

export interface SseEvent {
  event: string;
  id?: string;
  retry?: number;
  data: unknown;
}

export interface LiveClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** The next event (after those already taken) matching `match`, or throws after `timeoutMs`. */
  next(match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** True when no event matching `match` arrives within `ms`. */
  none(match: (e: SseEvent) => boolean, ms?: number): Promise<boolean>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The base URL of the app, listening on a free port (once per app). */
export async function listening(app: App): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const now = app.server.address();
  if (!now || typeof now !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${now.port}`;
}

export async function openLive(base: string, topics: string[], options: { token?: string; lastEventId?: string } = {}): Promise<LiveClient> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/live?topics=${encodeURIComponent(topics.join(','))}`, {
    headers: {
      accept: 'text/event-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const e: SseEvent = { event: 'message', data: undefined };
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              const field = line.slice(0, colon);
              const value = line.slice(colon + 1).trimStart();
              if (field === 'event') e.event = value;
              else if (field === 'id') e.id = value;
              else if (field === 'retry') e.retry = Number(value);
              else if (field === 'data') data += value;
            }
            if (data || e.retry !== undefined) {
              e.data = data ? JSON.parse(data) : undefined;
              events.push(e);
              wake();
            }
          }
        }
      } catch {
        // aborted
      }
      endedResolve();
      wake();
    })();
  } else endedResolve();

  const find = (match: (e: SseEvent) => boolean) => {
    for (let i = taken; i < events.length; i++) {
      if (match(events[i]!)) {
        taken = i + 1;
        return events[i];
      }
    }
    return undefined;
  };
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    next(match = () => true, timeoutMs = 15_000) {
      return new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          const found = find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event in ${timeoutMs} ms; got ${JSON.stringify(events.slice(taken))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async none(match, ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return !events.slice(taken).some(match);
    },
    close: () => controller.abort(),
  };
}

/** A `message` event of `kind` (and topic, when given). */
export const message =
  (kind: string, topic?: string) =>
  (e: SseEvent): boolean =>
    e.event === 'message' && (e.data as { kind?: string }).kind === kind && (!topic || (e.data as { topic?: string }).topic === topic);
