/**
 * Tells every server process that shares the database when a session is revoked, so none keeps serving it from its
 * SessionCache. On PostgreSQL: NOTIFY on `kickoff_session_revoked` through the pool, LISTEN on one dedicated client
 * (reconnected with backoff; after a reconnect the whole cache is dropped, since messages may have been missed).
 * On PGlite there is one process, and the local revocation is enough. With REDIS_URL set, RedisRevocationBus
 * (session-revocation-redis.ts) is used instead.
 *
 * Payload: `t:<sha256 of the token>` or `u:<user id>`.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Revocation, SessionCache } from './session-cache';
import { PgChannelListener } from '../pg-channel-listener';

export const REVOCATION_CHANNEL = 'kickoff_session_revoked';

export function encodeRevocation(revocation: Revocation): string {
  if (revocation.kind === 'public') return 'p:all';
  return revocation.kind === 'token' ? `t:${revocation.tokenHash}` : `u:${revocation.userId}`;
}

export function decodeRevocation(payload: string): Revocation | null {
  const value = payload.slice(2);
  if (!value) return null;
  if (payload.startsWith('t:')) return { kind: 'token', tokenHash: value };
  if (payload.startsWith('u:')) return { kind: 'user', userId: value };
  if (payload === 'p:all') return { kind: 'public' };
  return null;
}

/**
 * The delivery side both buses share: a broadcast that arrives (ours or another process's) is applied to the cache,
 * and `broadcast` resolves once its own message came back (or after a short timeout), so the revoking request answers
 * only after delivery.
 */
export class RevocationDelivery {
  /** Our own broadcasts on their way back, by payload. */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    private readonly cache: SessionCache,
    private readonly log: FastifyBaseLogger,
    private readonly echoTimeoutMs: number,
  ) {}

  /** A broadcast arrived: apply it and release whoever waits for it. */
  receive(payload: string): void {
    const revocation = decodeRevocation(payload);
    if (revocation) this.cache.apply(revocation);
    const waiting = this.waiting.get(payload);
    if (waiting) {
      this.waiting.delete(payload);
      for (const resolve of waiting) resolve();
    }
  }

  /** Sends the revocation with `send`; waits for its echo only while `listening` (nothing would come back otherwise). */
  async broadcast(revocation: Revocation, listening: boolean, send: (payload: string) => Promise<unknown>): Promise<void> {
    const payload = encodeRevocation(revocation);
    const echo = listening ? this.echoOf(payload) : Promise.resolve();
    try {
      await send(payload);
      await echo;
      // Other listeners in this process (tests) whose data arrived in the same I/O turn are read before we go on.
      await new Promise((resolve) => setImmediate(resolve));
    } catch (error) {
      this.log.error({ err: error }, 'could not broadcast a session revocation');
    }
  }

  private echoOf(payload: string): Promise<void> {
    return new Promise<void>((resolve) => {
      const list = this.waiting.get(payload) ?? [];
      list.push(resolve);
      this.waiting.set(payload, list);
      setTimeout(() => {
        const left = this.waiting.get(payload)?.filter((r) => r !== resolve);
        if (left?.length) this.waiting.set(payload, left);
        else this.waiting.delete(payload);
        resolve();
      }, this.echoTimeoutMs).unref();
    });
  }

  /** Closing: nobody waits any longer. */
  releaseAll(): void {
    for (const list of this.waiting.values()) for (const resolve of list) resolve();
    this.waiting.clear();
  }
}

export interface RevocationBus {
  /** Resolves when listening. */
  start(): Promise<void>;
  /** True while revocations from other processes are being heard; while false the auth hook bypasses the cache. */
  readonly listening: boolean;
  publish(revocation: Revocation): Promise<void>;
  close(): Promise<void>;
}

export class PgRevocationBus implements RevocationBus {
  private readonly delivery: RevocationDelivery;
  private readonly listener: PgChannelListener;

  constructor(
    private readonly pool: pg.Pool,
    cache: SessionCache,
    log: FastifyBaseLogger,
    echoTimeoutMs = 1000,
  ) {
    this.delivery = new RevocationDelivery(cache, log, echoTimeoutMs);
    this.listener = new PgChannelListener(pool, log, {
      channel: REVOCATION_CHANNEL,
      applicationName: 'kickoff-session-listener',
      label: 'session revocation listener',
      onMessage: (payload) => this.delivery.receive(payload),
      // Revocations may be missed while disconnected: forget everything cached (the auth hook skips the cache
      // meanwhile), and again once back.
      onDropped: () => cache.clear(),
      onReconnected: () => cache.clear(),
    });
  }

  async start(): Promise<void> {
    await this.listener.start();
  }

  /** True while the listener is connected; while it is not, cached sessions cannot be trusted. */
  get listening(): boolean {
    return this.listener.listening;
  }

  async publish(revocation: Revocation): Promise<void> {
    await this.delivery.broadcast(revocation, this.listener.listening, (payload) => this.pool.query('select pg_notify($1, $2)', [REVOCATION_CHANNEL, payload]));
  }

  async close(): Promise<void> {
    this.delivery.releaseAll();
    await this.listener.close();
  }
}
