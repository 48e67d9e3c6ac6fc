/**
 * Read replicas (DATABASE_READ_URL): a `Database` handle for reads that may be a moment old, spread over PostgreSQL
 * streaming replicas of the primary. A replica is in rotation while it answers, is a standby of this very primary
 * (same system identifier) and lags by no more than `maxLagMs`; a check every `checkEveryMs` takes one out and puts it
 * back. A query that fails on a replica for want of the replica (connection lost, shut down, conflict with recovery)
 * runs again on the primary and the replica leaves rotation at once, so a replica going away costs no request. With
 * no replica in rotation every read goes to the primary. Transactions on this handle run on the primary.
 *
 * Lag: 0 when the replica has replayed the primary's current WAL position (an idle primary makes no new WAL, so the
 * time since the last replayed transaction would grow without any lag), otherwise the time since the last
 * transaction it replayed.
 */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { PreparingClient, UnnamedClient } from './prepared';
import { bindPoolCallbacks } from './query-observer';
import type { Database } from './client';

export interface ReplicaLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface ReadReplicaOptions {
  /** Replica connection strings, as configured (a wrong one is logged and left out). */
  urls: string[];
  /** The primary's pool: where reads go when no replica is in rotation, and the reference for lag. */
  primary: pg.Pool;
  poolSize?: number;
  preparedStatements?: boolean;
  /** A replica lagging by more is taken out of rotation (milliseconds). */
  maxLagMs: number;
  /** How often each replica is checked (milliseconds). */
  checkEveryMs: number;
  log: ReplicaLog;
}

export interface ReplicaState {
  /** The URL without its password. */
  name: string;
  inRotation: boolean;
  /** Last measured lag in milliseconds (null: not measured). */
  lagMs: number | null;
  /** Queries this replica answered. */
  queries: number;
  /** Why it is out of rotation. */
  reason: string | null;
}

export interface ReadReplicas {
  /** The handle for reads that may be a moment old. */
  db: Database;
  replicas(): ReplicaState[];
  /** Reads of this handle that the primary answered (no replica in rotation, or a replica failed them). */
  primaryReads(): number;
  /** Checks every replica now (tests; the timer does it every `checkEveryMs`). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Errors that mean "this replica cannot answer now", not "this query is wrong": the primary runs the query. */
const REPLICA_FAULTS = /^(08|57P0[1-4]|53300|40001|25006)/;

function isReplicaFault(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  // No SQLSTATE: a network error (ECONNREFUSED, "Connection terminated", a timeout).
  return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || REPLICA_FAULTS.test(code);
}

/** A connection string without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

interface Replica {
  state: ReplicaState;
  pool: pg.Pool;
}

export function openReadReplicas(options: ReadReplicaOptions): ReadReplicas {
  const { primary, log } = options;
  const replicas: Replica[] = [];
  for (const raw of options.urls) {
    const name = redactUrl(raw);
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^postgres(ql)?:$/.test(parsed.protocol)) {
      log.warn({ replica: name }, `read replica ${name} (DATABASE_READ_URL) is not a postgres:// URL: left out, reads go to the primary`);
      continue;
    }
    const pool = new pg.Pool({
      connectionString: raw,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 2000,
      application_name: 'kickoff-read',
      Client: options.preparedStatements === false ? UnnamedClient : PreparingClient,
    });
    pool.on('error', () => {});
    // Traced like the primary's (the clients report each statement; query-observer.ts).
    bindPoolCallbacks(pool);
    replicas.push({ pool, state: { name, inRotation: false, lagMs: null, queries: 0, reason: 'not checked yet' } });
  }

  let primaryReads = 0;
  let next = 0;
  let primaryId: string | undefined;

  const setOut = (replica: Replica, reason: string) => {
    if (replica.state.inRotation || replica.state.reason === 'not checked yet')
      log.warn({ replica: replica.state.name, reason }, `read replica ${replica.state.name} out of rotation: ${reason}`);
    replica.state.inRotation = false;
    replica.state.reason = reason;
  };
  const setIn = (replica: Replica, lagMs: number) => {
    if (!replica.state.inRotation) log.info({ replica: replica.state.name, lagMs }, `read replica ${replica.state.name} in rotation`);
    replica.state.inRotation = true;
    replica.state.reason = null;
    replica.state.lagMs = lagMs;
  };

  const pick = (): Replica | undefined => {
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(next + i) % replicas.length]!;
      if (replica.state.inRotation) {
        next = (next + i + 1) % replicas.length;
        return replica;
      }
    }
    return undefined;
  };

  const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      promise.then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });

  const checkOne = async (replica: Replica, primaryLsn: string) => {
    try {
      const { rows } = await withTimeout(
        replica.pool.query<{ standby: boolean; id: string; caught_up: boolean | null; since_ms: number | null }>(
          `select pg_is_in_recovery() as standby, (select system_identifier::text from pg_control_system()) as id,
                  pg_last_wal_replay_lsn() >= $1::pg_lsn as caught_up,
                  (extract(epoch from (clock_timestamp() - pg_last_xact_replay_timestamp())) * 1000)::float8 as since_ms`,
          [primaryLsn],
        ),
        Math.max(1000, options.checkEveryMs),
      );
      const row = rows[0]!;
      if (!row.standby) return setOut(replica, 'not a standby (pg_is_in_recovery() is false)');
      if (primaryId && row.id !== primaryId) return setOut(replica, 'a standby of another server (system identifier differs)');
      const lagMs = row.caught_up ? 0 : Math.max(0, Math.round(row.since_ms ?? Number.POSITIVE_INFINITY));
      replica.state.lagMs = lagMs;
      if (lagMs > options.maxLagMs) return setOut(replica, `lag ${Number.isFinite(lagMs) ? `${lagMs} ms` : 'unknown'} over ${options.maxLagMs} ms`);
      setIn(replica, lagMs);
    } catch (error) {
      setOut(replica, `does not answer (${(error as Error).message})`);
    }
  };

  let checking: Promise<void> | undefined;
  const check = () => {
    checking ??= (async () => {
      try {
        const { rows } = await primary.query<{ lsn: string; id: string }>(
          'select pg_current_wal_lsn()::text as lsn, (select system_identifier::text from pg_control_system()) as id',
        );
        primaryId = rows[0]!.id;
        await Promise.all(replicas.map((replica) => checkOne(replica, rows[0]!.lsn)));
      } catch {
        // The primary itself does not answer: replicas keep their state; requests fail on their own writes anyway.
      } finally {
        checking = undefined;
      }
    })();
    return checking;
  };

  const timer = replicas.length ? setInterval(() => void check(), options.checkEveryMs) : undefined;
  timer?.unref();

  /**
   * The pool-like object Drizzle runs this handle's queries on (its name ends in "Pool" so Drizzle takes a connection
   * of `connect()` for a transaction: the primary's).
   */
  class ReadRouterPool {
    async query(...args: unknown[]): Promise<unknown> {
      const replica = pick();
      if (replica) {
        try {
          const result = await (replica.pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
          replica.state.queries++;
          return result;
        } catch (error) {
          if (!isReplicaFault(error)) throw error;
          const code = (error as { code?: string }).code;
          if (code === '25006') log.warn({ replica: replica.state.name }, 'a write was sent to a read replica: run on the primary (a route reads with the wrong handle)');
          // Conflicts with recovery and stray writes say nothing of the replica's health.
          else if (code !== '40001') setOut(replica, `a query failed (${(error as Error).message})`);
        }
      }
      primaryReads++;
      return (primary.query as (...a: unknown[]) => Promise<unknown>)(...args);
    }

    connect() {
      return primary.connect();
    }
  }

  const db = drizzlePg(new ReadRouterPool() as unknown as pg.Pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    replicas: () => replicas.map((r) => ({ ...r.state })),
    primaryReads: () => primaryReads,
    check,
    close: async () => {
      if (timer) clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => undefined)));
    },
  };
}
