/**
 * How committed live messages reach every server process (issue 13): in-process on PGlite (one process), PostgreSQL
 * NOTIFY/LISTEN on `kickoff_live` by default, Redis PUBLISH/SUBSCRIBE on `<prefix>live` with REDIS_URL. A process
 * hears its own messages back through the same channel, so every process delivers in the same order. Each
 * notification carries a JSON array of messages, cut to stay under PostgreSQL's 8,000-byte payload limit. When the
 * listening connection is lost, messages may be missed: every stream gets a `reset` (its client refetches) once the
 * connection is back, and the listener reconnects with backoff.
 */
import pg from 'pg';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEnvelope } from './messages';
import { logRedisOutages } from '../redis';
import { PgChannelListener } from '../pg-channel-listener';

export const LIVE_CHANNEL = 'kickoff_live';
const MAX_PAYLOAD = 7_500;

export interface LiveTransport {
  readonly name: 'local' | 'postgres' | 'redis';
  start(deliver: (messages: LiveEnvelope[]) => void, lost: () => void): Promise<void>;
  publish(messages: LiveEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

/** JSON arrays of at most MAX_PAYLOAD bytes (a single message is never split; messages are small). */
export function packPayloads(messages: LiveEnvelope[]): string[] {
  const out: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const m of messages) {
    const json = JSON.stringify(m);
    if (batch.length && size + json.length + 1 > MAX_PAYLOAD) {
      out.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(json);
    size += json.length + 1;
  }
  if (batch.length) out.push(`[${batch.join(',')}]`);
  return out;
}

function unpack(payload: string, log: FastifyBaseLogger): LiveEnvelope[] {
  try {
    const value = JSON.parse(payload) as unknown;
    return Array.isArray(value) ? (value as LiveEnvelope[]) : [];
  } catch (error) {
    log.warn({ err: error }, 'live: unreadable message');
    return [];
  }
}

/** PGlite: one process, so publishing is delivering (on the next tick, after the writer's answer is on its way). */
export class LocalLiveTransport implements LiveTransport {
  readonly name = 'local' as const;
  private deliver: ((messages: LiveEnvelope[]) => void) | null = null;
  async start(deliver: (messages: LiveEnvelope[]) => void): Promise<void> {
    this.deliver = deliver;
  }
  async publish(messages: LiveEnvelope[]): Promise<void> {
    this.deliver?.(messages);
  }
  async close(): Promise<void> {
    this.deliver = null;
  }
}

/** PostgreSQL LISTEN/NOTIFY: NOTIFY through the pool, LISTEN on one dedicated client (lib/pg-channel-listener.ts). */
export class PgLiveTransport implements LiveTransport {
  readonly name = 'postgres' as const;
  private listener: PgChannelListener | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(deliver: (messages: LiveEnvelope[]) => void, lost: () => void): Promise<void> {
    this.listener = new PgChannelListener(this.pool, this.log, {
      channel: LIVE_CHANNEL,
      applicationName: 'kickoff-live-listener',
      label: 'live listener',
      onMessage: (payload) => deliver(unpack(payload, this.log)),
      // Messages may have been missed while away: every stream refetches.
      onReconnected: lost,
    });
    await this.listener.start();
  }

  async publish(messages: LiveEnvelope[]): Promise<void> {
    for (const payload of packPayloads(messages)) await this.pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    await this.listener?.close();
  }
}

/** Redis pub/sub: PUBLISH through the app's command connection, SUBSCRIBE on a dedicated one. */
export class RedisLiveTransport implements LiveTransport {
  readonly name = 'redis' as const;
  readonly channel: string;
  private subscriber: Redis | null = null;
  private closed = false;
  private everSubscribed = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${prefix}live`;
  }

  async start(deliver: (messages: LiveEnvelope[]) => void, lost: () => void): Promise<void> {
    const sub = this.redis.duplicate({ connectionName: `${this.prefix}live-listener`, lazyConnect: true, autoResubscribe: false });
    this.subscriber = sub;
    logRedisOutages(sub, this.log, 'live subscriber');
    sub.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) deliver(unpack(payload, this.log));
    });
    let subscribing: Promise<void> = Promise.resolve();
    sub.on('ready', () => {
      subscribing = sub.subscribe(this.channel).then(
        () => {
          if (this.everSubscribed && !this.closed) lost();
          this.everSubscribed = true;
        },
        (error: unknown) => this.log.warn({ err: error }, 'live subscriber could not subscribe'),
      );
    });
    await sub.connect().catch((error: unknown) => this.log.error({ err: error }, 'live subscriber could not connect; retrying'));
    await subscribing;
  }

  async publish(messages: LiveEnvelope[]): Promise<void> {
    for (const payload of packPayloads(messages)) await this.redis.publish(this.channel, payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    const sub = this.subscriber;
    this.subscriber = null;
    if (sub) {
      await sub.quit().catch(() => undefined);
      sub.disconnect();
    }
  }
}
