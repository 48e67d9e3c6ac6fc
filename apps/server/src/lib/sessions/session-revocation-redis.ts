/**
 * Session revocations through Redis pub/sub (when REDIS_URL is set), in place of PostgreSQL's LISTEN/NOTIFY:
 * PUBLISH on `<prefix>session-revoked` through the app's command connection, SUBSCRIBE on a dedicated connection
 * (`<prefix>session-listener`). Same contract as PgRevocationBus: `publish` resolves once its own message came back
 * (or after a short timeout); while the subscriber is not subscribed `listening` is false and the auth hook skips
 * the cache; the cache is dropped when the subscription is lost and again when it is back (messages may be missed).
 */
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Revocation, SessionCache } from './session-cache';
import { RevocationDelivery, type RevocationBus } from './session-revocation';
import { logRedisOutages } from '../redis';

export class RedisRevocationBus implements RevocationBus {
  readonly channel: string;
  readonly connectionName: string;
  private subscriber: Redis | null = null;
  private subscribed = false;
  private closed = false;
  /** The first subscription attempt (start waits for it). */
  private subscribing: Promise<void> = Promise.resolve();
  private readonly delivery: RevocationDelivery;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly cache: SessionCache,
    private readonly log: FastifyBaseLogger,
    echoTimeoutMs = 1000,
  ) {
    this.delivery = new RevocationDelivery(cache, log, echoTimeoutMs);
    this.channel = `${prefix}session-revoked`;
    this.connectionName = `${prefix}session-listener`;
  }

  /** Resolves when subscribed, or when the first attempt failed (then it keeps reconnecting; `listening` stays false). */
  async start(): Promise<void> {
    const sub = this.redis.duplicate({ connectionName: this.connectionName, lazyConnect: true, autoResubscribe: false });
    this.subscriber = sub;
    logRedisOutages(sub, this.log, 'session revocation subscriber');
    sub.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) this.delivery.receive(payload);
    });
    // Subscribed again after every (re)connect; ioredis's own resubscribe is off so we know when it is done.
    sub.on('ready', () => {
      this.subscribing = this.subscribe(sub);
    });
    sub.on('close', () => {
      if (this.closed) return;
      if (this.subscribed) this.log.warn('session revocation subscriber lost its connection');
      this.subscribed = false;
      // Revocations may be missed while disconnected: forget everything cached (the auth hook skips the cache meanwhile).
      this.cache.clear();
    });
    await sub.connect().catch((error: unknown) => {
      this.log.error({ err: error }, 'session revocation subscriber could not connect; cached sessions are not used until it does');
    });
    await this.subscribing;
  }

  private async subscribe(sub: Redis): Promise<void> {
    try {
      await sub.subscribe(this.channel);
    } catch (error) {
      // The connection dropped meanwhile: the next 'ready' tries again.
      this.log.warn({ err: error }, 'session revocation subscriber could not subscribe');
      return;
    }
    if (this.closed || sub !== this.subscriber || sub.status !== 'ready') return;
    this.cache.clear();
    this.subscribed = true;
  }

  /** True while subscribed; while not, cached sessions cannot be trusted. */
  get listening(): boolean {
    return this.subscribed;
  }

  async publish(revocation: Revocation): Promise<void> {
    await this.delivery.broadcast(revocation, this.subscribed, (payload) => this.redis.publish(this.channel, payload));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribed = false;
    const sub = this.subscriber;
    this.subscriber = null;
    this.delivery.releaseAll();
    if (sub) {
      await sub.quit().catch(() => undefined);
      sub.disconnect();
    }
  }
}
