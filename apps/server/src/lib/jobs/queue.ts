/**
 * The durable job queue on the `jobs` table. Enqueue inside the caller's transaction so a job exists exactly when
 * the change that caused it was committed.
 */
import { and, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { jobs, type DbOrTx } from '@kickoff/db';

export interface EnqueueOptions {
  /** Idempotency key: one row per key. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * With a key: `keep` (default) leaves an existing job as it is (sent once); `replace` reschedules it with the new
   * payload and time unless a worker is running it right now.
   */
  onConflict?: 'keep' | 'replace';
}

export async function enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
  const values = {
    kind,
    payload,
    key: options.key ?? null,
    runAt: options.runAt ?? new Date(),
    maxAttempts: options.maxAttempts ?? 8,
  };
  if (!options.key) {
    await db.insert(jobs).values(values);
    return;
  }
  if (options.onConflict === 'replace') {
    await enqueueManyReplacing(db, kind, [{ key: options.key, payload, runAt: values.runAt }], values.maxAttempts);
    return;
  }
  await db.insert(jobs).values(values).onConflictDoNothing({ target: jobs.key });
}

/** The `replace` of a keyed job as SQL: the same as `enqueue(..., { onConflict: 'replace' })`. */
const REPLACE_PENDING_JOB = sql.raw(
  `kind = excluded.kind, payload = excluded.payload, run_at = excluded.run_at, max_attempts = excluded.max_attempts, status = 'pending',
   attempts = 0, last_error = null, locked_until = null, locked_by = null, updated_at = now() where jobs.status <> 'running'`,
);

/**
 * Enqueueing as one part of the caller's SQL statement (a CTE), for a write that must schedule its jobs in the same
 * statement (a join takes the place and schedules its reminder at once): `rows` selects (kind, key, payload, run_at);
 * a pending job of the same key is replaced, as `enqueue(..., { onConflict: 'replace' })` does.
 */
export function enqueueReplacingFrom(rows: SQL, maxAttempts = 8): SQL {
  return sql`insert into jobs (id, kind, key, payload, run_at, max_attempts)
    select gen_random_uuid()::text, j.kind, j.key, j.payload, j.run_at, ${maxAttempts}::int from (${rows}) as j(kind, key, payload, run_at)
    on conflict (key) do update set ${REPLACE_PENDING_JOB}`;
}

export interface KeyedJob {
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
}

/**
 * Schedules or reschedules many keyed jobs of one kind in a single statement (the `replace` behaviour of
 * `enqueue`), so syncing an event's reminders costs one query however many people take part.
 */
export async function enqueueManyReplacing(db: DbOrTx, kind: string, items: KeyedJob[], maxAttempts = 8) {
  if (items.length === 0) return;
  await db
    .insert(jobs)
    .values(items.map((item) => ({ kind, payload: item.payload, key: item.key, runAt: item.runAt, maxAttempts })))
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind,
        payload: sql`excluded.payload`,
        runAt: sql`excluded.run_at`,
        maxAttempts,
        status: 'pending',
        attempts: 0,
        lastError: null,
        lockedUntil: null,
        lockedBy: null,
      },
      setWhere: sql`${jobs.status} <> 'running'`,
    });
}

/**
 * Enqueues many keyed jobs of one kind, a statement per 1,000 (far below PostgreSQL's 65,535 parameters); a key that
 * exists already keeps its job (sent once).
 */
export async function enqueueManyKeeping(db: DbOrTx, kind: string, items: { key: string; payload: Record<string, unknown> }[], maxAttempts = 8) {
  const runAt = new Date();
  for (let i = 0; i < items.length; i += 1000) {
    await db
      .insert(jobs)
      .values(items.slice(i, i + 1000).map((item) => ({ kind, payload: item.payload, key: item.key, runAt, maxAttempts })))
      .onConflictDoNothing({ target: jobs.key });
  }
}

/** Removes jobs that have not run yet by key (a reminder whose user left, an event deleted). */
export async function cancelJobs(db: DbOrTx, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .delete(jobs)
    .where(and(inArray(jobs.key, keys), inArray(jobs.status, ['pending', 'failed'])))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Removes not-yet-run jobs whose key starts with `prefix` (e.g. every reminder of an event). */
export async function cancelJobsByPrefix(db: DbOrTx, prefix: string): Promise<number> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .delete(jobs)
    .where(and(like(jobs.key, `${escaped}%`), inArray(jobs.status, ['pending', 'failed'])))
    .returning({ id: jobs.id });
  return rows.length;
}

export async function findJob(db: DbOrTx, key: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
  return row ?? null;
}
