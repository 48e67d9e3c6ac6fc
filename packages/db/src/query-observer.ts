/**
 * One observer of every SQL statement the app runs, on PGlite and PostgreSQL alike (the server's tracing sets it when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is on; docs/operations.md "Traces"). Unset, each query costs one null check.
 *
 * `start` is called as a statement is sent, in the caller's async context (so a span it opens is a child of the
 * request or job that ran the query), and returns the function that ends it with the statement's error, if any.
 * Statement texts only, never their parameters.
 */
import { AsyncResource } from 'node:async_hooks';
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

export type DatabaseSystem = 'postgresql' | 'pglite';
export type QueryEnd = (error?: unknown) => void;
export interface QueryObserver {
  /** `server` is PostgreSQL's `host:port` (the primary or a read replica); undefined on PGlite. */
  start(text: string, system: DatabaseSystem, server?: string): QueryEnd | undefined;
}

let observer: QueryObserver | null = null;

/** Sets (or, with null, removes) the one observer of every query of every database opened in this process. */
export function observeQueries(next: QueryObserver | null): void {
  observer = next;
}

type Callback = (error: unknown, result?: unknown) => void;

/** Runs pg's `query(...)` through the observer: promise or callback form, both as pg accepts them. */
export function observedPgQuery(args: unknown[], run: (args: unknown[]) => unknown, client: { host?: string; port?: number }): unknown {
  const current = observer;
  const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
  // Submittables (cursors, COPY streams) report on their own: left alone.
  const text = typeof first === 'string' ? first : first && typeof first.submit !== 'function' ? first.text : undefined;
  const end = current && typeof text === 'string' ? current.start(text, 'postgresql', client.host ? `${client.host}:${client.port}` : undefined) : undefined;
  if (!end) return run(args);
  const last = args.length - 1;
  if (typeof args[last] === 'function') {
    const callback = args[last] as Callback;
    const wrapped = args.slice();
    wrapped[last] = (error: unknown, result?: unknown) => {
      end(error ?? undefined);
      callback(error, result);
    };
    return run(wrapped);
  }
  let result: unknown;
  try {
    result = run(args);
  } catch (error) {
    end(error);
    throw error;
  }
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(
      () => end(),
      (error: unknown) => end(error),
    );
  } else {
    end();
  }
  return result;
}

/**
 * pg's pool hands a client to `pool.query` in the async context of whoever released it; with an observer the
 * callback is bound to the caller's, so a query's span has the right parent under contention too.
 */
export function bindPoolCallbacks(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: Callback) => unknown;
  (pool as unknown as { connect: (cb?: Callback) => unknown }).connect = (cb?: Callback) =>
    cb && observer ? connect(AsyncResource.bind(cb)) : connect(cb);
}

/** Observes the queries of a PGlite instance and of its transactions. */
export function observePglite(client: PGlite): void {
  const wrapQuery = <Q extends (text: string, ...rest: never[]) => Promise<unknown>>(query: Q): Q =>
    (async (text: string, ...rest: never[]) => {
      const end = observer?.start(text, 'pglite');
      if (!end) return query(text, ...rest);
      try {
        const result = await query(text, ...rest);
        end();
        return result;
      } catch (error) {
        end(error);
        throw error;
      }
    }) as Q;
  client.query = wrapQuery(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: PGliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = wrapQuery(tx.query.bind(tx));
      return callback(tx);
    })) as typeof client.transaction;
}
