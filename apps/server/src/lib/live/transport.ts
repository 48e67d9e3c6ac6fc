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

/** PostgreSQL LISTEN/NOTIFY: NOTIFY through the pool, LISTEN on one dedicated client, reconnected with backoff. */
export class PgLiveTransport implements LiveTransport {
  readonly name = 'postgres' as const;
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private deliver: (messages: LiveEnvelope[]) => void = () => {};
  private lost: () => void = () => {};

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(deliver: (messages: LiveEnvelope[]) => void, lost: () => void): Promise<void> {
    this.deliver = deliver;
    this.lost = lost;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.pool.options, application_name: 'kickoff-live-listener' });
    client.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) this.deliver(unpack(message.payload, this.log));
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'live listener lost its connection');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    this.failures = 0;
  }

  private reconnect(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    this.scheduleConnect();
  }

  private scheduleConnect(): void {
    if (this.closed) return;
    const delay = Math.min(30_000, 250 * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect()
        // Messages may have been missed while away: every stream refetches.
        .then(() => this.lost())
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'live listener could not reconnect');
          this.scheduleConnect();
        });
    }, delay);
    this.retryTimer.unref();
  }

  async publish(messages: LiveEnvelope[]): Promise<void> {
    for (const payload of packPayloads(messages)) await this.pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
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
