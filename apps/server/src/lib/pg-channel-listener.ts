/**
 * One PostgreSQL LISTEN channel on a dedicated client (the pool's settings), reconnected with backoff (250 ms doubling
 * to 30 s). Live updates and session revocations each keep one: what a lost connection means is theirs (every
 * stream refetches once back; every cached session is forgotten at once and again once back), the connection's life
 * is this module's.
 */
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface PgChannelListenerOptions {
  channel: string;
  /** `application_name` of the connection (pg_stat_activity). */
  applicationName: string;
  /** Names the listener in log lines ("live listener"). */
  label: string;
  onMessage(payload: string): void;
  /** The connection dropped: messages may be missed until it is back. */
  onDropped?(): void;
  /** The connection is back after a drop: what came meanwhile was missed. */
  onReconnected(): void;
}

export class PgChannelListener {
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    private readonly options: PgChannelListenerOptions,
  ) {}

  /** True while connected and listening. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Resolves once listening; throws when the first connection fails. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const { channel, applicationName, label, onMessage } = this.options;
    const client = new pg.Client({ ...this.pool.options, application_name: applicationName });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, `${label} lost its connection`);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
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
    this.options.onDropped?.();
    this.scheduleConnect();
  }

  private scheduleConnect(): void {
    if (this.closed) return;
    const delay = Math.min(30_000, 250 * 2 ** this.failures++);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect()
        .then(() => this.options.onReconnected())
        .catch((error: unknown) => {
          this.log.warn({ err: error }, `${this.options.label} could not reconnect`);
          this.scheduleConnect();
        });
    }, delay);
    this.retryTimer.unref();
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
