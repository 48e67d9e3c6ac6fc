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
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private readonly delivery: RevocationDelivery;

  constructor(
    private readonly pool: pg.Pool,
    private readonly cache: SessionCache,
    private readonly log: FastifyBaseLogger,
    echoTimeoutMs = 1000,
  ) {
    this.delivery = new RevocationDelivery(cache, log, echoTimeoutMs);
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.pool.options, application_name: 'kickoff-session-listener' });
    client.on('notification', (message) => {
      if (message.channel === REVOCATION_CHANNEL && message.payload) this.delivery.receive(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'session revocation listener lost its connection');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${REVOCATION_CHANNEL}`);
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
    // Revocations may be missed while disconnected: forget everything cached (the auth hook skips the cache meanwhile).
    this.cache.clear();
    this.scheduleConnect();
  }

  private scheduleConnect(): void {
    if (this.closed) return;
    const delay = Math.min(30_000, 250 * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect()
        .then(() => this.cache.clear())
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'session revocation listener could not reconnect');
          this.scheduleConnect();
        });
    }, delay);
    this.retryTimer.unref();
  }

  /** True while the listener is connected; while it is not, cached sessions cannot be trusted. */
  get listening(): boolean {
    return this.client !== null;
  }

  async publish(revocation: Revocation): Promise<void> {
    await this.delivery.broadcast(revocation, this.client !== null, (payload) => this.pool.query('select pg_notify($1, $2)', [REVOCATION_CHANNEL, payload]));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.delivery.releaseAll();
    if (client) await client.end().catch(() => {});
  }
}
