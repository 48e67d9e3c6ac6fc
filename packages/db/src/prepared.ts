/**
 * A pg client that runs every parameterized statement as a named prepared statement (the name is a hash of the SQL
 * text). PostgreSQL then parses each distinct statement once per connection and, after a few executions, reuses a
 * generic plan: planning the event lists' joins cost more than executing them (about 1 ms against 0.1-0.5 ms at
 * 100,000 events). Statements without parameters (BEGIN, COMMIT, migrations, `select 1`) stay unnamed. The SQL texts
 * come from the code (values are always parameters), so their number is bounded; a cap per connection still keeps
 * the server's prepared-statement memory in check if that ever stops being true.
 *
 * Behind a pooler that cannot keep named statements (PgBouncer in transaction mode before 1.21),
 * `DATABASE_PREPARED_STATEMENTS=false` selects `UnnamedClient`, which runs every statement unnamed, Drizzle's
 * `.prepare(name)` queries included.
 *
 * Both clients open each connection with SESSION_SETTINGS; statements named with GENERIC_PLAN_PREFIX run on a generic
 * plan from their first execution (issue 35, docs/decisions.md "Discover plans once").
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { observedPgQuery } from './query-observer';

/**
 * Drizzle `.prepare(name)` names starting with this run with PostgreSQL's generic plan from the first execution
 * (`plan_cache_mode = force_generic_plan` on the connection). For statements whose best plan does not depend on the
 * values (issue 35: Discover's pages): PostgreSQL's own choice keeps planning each run when its estimate of the
 * generic plan is a little above the custom ones' (a filter's value, a small table), ~0.7 ms each time.
 */
export const GENERIC_PLAN_PREFIX = 'g_';

/** Most named statements one connection keeps; later new texts run unnamed. */
export const MAX_PREPARED_PER_CONNECTION = 300;
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k_${createHash('sha1').update(text).digest('base64url')}`;
    // Bounded like the statements themselves; clearing only costs re-hashing.
    if (names.size >= 5000) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * Settings of every app connection, sent once as it opens (a `SET`, which poolers in session mode pass on, where a
 * startup `options` parameter is refused). `enable_memoize = off`: PostgreSQL's Memoize node sizes its cache from the
 * planner's estimate of distinct lookups, capped by work_mem, and allocates it zeroed at each execution; a page of 21
 * cards joining groups and users through it spent ~4 ms there at 1M events and work_mem 16MB (the statement itself
 * runs in 0.8 ms), ~1 ms at 4MB. The app's joins are a page's rows or a few, where a cache of lookups saves nothing.
 */
export const SESSION_SETTINGS = 'set enable_memoize = off';

/** A pg client that applies SESSION_SETTINGS when it connects. */
class SessionClient extends pg.Client {
  // pg's connect() takes a callback (pg-pool's way: called with null and the client) or returns a promise.
  override connect(...args: unknown[]): never {
    const callback = args[0] as ((error: Error | null, client?: pg.Client) => void) | undefined;
    const connected = (super.connect() as unknown as Promise<unknown>).then(async () => {
      await (super.query as (text: string) => Promise<unknown>)(SESSION_SETTINGS);
    });
    if (typeof callback !== 'function') return connected as never;
    connected.then(() => callback(null, this), (error: Error) => callback(error));
    return undefined as never;
  }
}

/** Drops statement names: each statement is parsed and planned on every call. */
export class UnnamedClient extends SessionClient {
  override query(...args: unknown[]): never {
    const config = args[0] as QueryConfigLike | string | undefined;
    if (config && typeof config === 'object' && config.name && typeof config.submit !== 'function') args[0] = { ...config, name: undefined };
    return observedPgQuery(args, (a) => (super.query as (...b: unknown[]) => never)(...a), this) as never;
  }
}

export class PreparingClient extends SessionClient {
  private readonly prepared = new Set<string>();
  /** Whether the connection runs with `force_generic_plan` (as last set here; PostgreSQL's default otherwise). */
  private genericPlans = false;

  // pg's query() has many overloads; this only adds a name to a config object and passes everything on.
  override query(...args: unknown[]): never {
    const config = args[0] as QueryConfigLike | string | undefined;
    // Drizzle passes the values as the second argument, others inside the config.
    const values = config && typeof config === 'object' ? (config.values ?? args[1]) : undefined;
    if (
      config &&
      typeof config === 'object' &&
      typeof config.text === 'string' &&
      !config.name &&
      typeof config.submit !== 'function' &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName(config.text);
      if (this.prepared.has(name) || this.prepared.size < MAX_PREPARED_PER_CONNECTION) {
        this.prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    const run = (a: unknown[]) => (super.query as (...b: unknown[]) => unknown)(...a);
    const generic = Boolean(config && typeof config === 'object' && typeof config.name === 'string' && config.name.startsWith(GENERIC_PLAN_PREFIX));
    if (generic !== this.genericPlans && this.idle()) {
      return this.afterPlanMode(generic, args, (a) => observedPgQuery(a, run, this), run) as never;
    }
    return observedPgQuery(args, run, this) as never;
  }

  /** Between transactions, with no statement in flight (pg's own state; never, with a pg that lacks it). */
  private idle(): boolean {
    const client = this as unknown as { readyForQuery?: boolean; getTransactionStatus?(): string | null };
    return client.readyForQuery === true && client.getTransactionStatus?.() === 'I';
  }

  /**
   * Switches the connection's plan mode, then runs the statement. Only between transactions with nothing in flight
   * (checked by the caller), so the setting is never undone by a rollback and every transaction starts (its BEGIN is a
   * statement like any other) in PostgreSQL's own mode. The mode stays until a statement wants the other one: a run of
   * Discover pages on one connection pays for it once.
   */
  private afterPlanMode(generic: boolean, args: unknown[], statement: (args: unknown[]) => unknown, run: (args: unknown[]) => unknown): unknown {
    const switched = (run([generic ? 'set plan_cache_mode = force_generic_plan' : 'reset plan_cache_mode']) as Promise<unknown>).then(() => {
      this.genericPlans = generic;
    });
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      // The callback form (pg's pool.query).
      const callback = args[last] as (error: unknown, result?: unknown) => void;
      switched.then(() => statement(args), (error: unknown) => callback(error));
      return undefined;
    }
    return switched.then(() => statement(args));
  }
}
