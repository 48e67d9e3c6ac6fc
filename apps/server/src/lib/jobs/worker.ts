/**
 * Runs due jobs from the `jobs` table. Claiming uses `for update skip locked`, so several processes (or PGlite's
 * single connection) never run one job twice at the same time; a claim holds a lease (`locked_until`) that another
 * process may take over when the worker died. Failures are retried with exponential backoff.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { jobs, type Database } from '@kickoff/db';
import { errSerializer } from '../log-serializers';

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** Thrown by a handler to run the job again later without counting a failure. */
export class RescheduleJob extends Error {
  constructor(public readonly runAt: Date) {
    super('reschedule');
  }
}

export interface JobWorkerOptions {
  db: Database;
  log: JobLogger;
  /** Poll interval of the loop. */
  pollMs?: number;
  /** Jobs claimed per round. */
  batchSize?: number;
  /** How long a claim lasts before another process may take the job over. */
  leaseMs?: number;
  /** First retry delay; doubles per attempt, capped at `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Keyed jobs that are done stay (they keep the key sent once) this long. */
  keepDoneMs?: number;
}

export class JobWorker {
  readonly id = `worker-${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<number> | undefined;
  private stopped = true;
  /** Set by stop(): the round in progress ends after its current batch. */
  private closing = false;
  private lastPrune = 0;
  private readonly o: Required<Omit<JobWorkerOptions, 'db' | 'log'>>;

  constructor(private readonly options: JobWorkerOptions) {
    this.o = {
      pollMs: options.pollMs ?? 1000,
      batchSize: options.batchSize ?? 10,
      leaseMs: options.leaseMs ?? 5 * 60_000,
      backoffMs: options.backoffMs ?? 10_000,
      maxBackoffMs: options.maxBackoffMs ?? 3600_000,
      keepDoneMs: options.keepDoneMs ?? 30 * 24 * 3600_000,
    };
  }

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /** Stops the loop and waits for the round in progress. */
  async stop() {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.current?.catch(() => undefined);
  }

  /** Wakes the loop soon (after a commit that enqueued work). */
  poke() {
    if (this.stopped) return;
    this.schedule(20);
  }

  /** Runs due jobs until none is left; returns how many ran. Rounds never overlap within one process. */
  async runDue(): Promise<number> {
    while (this.current) await this.current.catch(() => undefined);
    const round = this.drain();
    this.current = round;
    try {
      return await round;
    } finally {
      this.current = undefined;
    }
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.runDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'job worker round failed'))
        .finally(() => {
          if (!this.stopped && !this.timer) this.schedule(this.o.pollMs);
        });
    }, delay);
    this.timer.unref?.();
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      if (this.closing) break;
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      for (const job of claimed) await this.runOne(job);
      total += claimed.length;
    }
    await this.prune();
    return total;
  }

  private async claim(): Promise<ClaimedJob[]> {
    const { db } = this.options;
    const leaseSeconds = this.o.leaseMs / 1000;
    const result = (await db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${this.id},
        locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
      where id in (
        select id from ${jobs}
        where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at
        limit ${this.o.batchSize}
        for update skip locked
      )
      returning id, kind, key, payload, attempts, max_attempts`)) as unknown as {
      rows: { id: string; kind: string; key: string | null; payload: unknown; attempts: number; max_attempts: number }[];
    };
    return result.rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      key: r.key,
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
    }));
  }

  private async runOne(job: ClaimedJob) {
    const { db, log } = this.options;
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id));
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      if (job.key) {
        await db.update(jobs).set({ status: 'done', lockedUntil: null, lastError: null }).where(mine);
      } else {
        await db.delete(jobs).where(mine);
      }
    } catch (error) {
      if (error instanceof RescheduleJob) {
        await db
          .update(jobs)
          .set({ status: 'pending', runAt: error.runAt, attempts: sql`${jobs.attempts} - 1`, lockedUntil: null, lockedBy: null })
          .where(mine);
        return;
      }
      // Stored and logged without query parameters (a failed query's message lists them: tokens, phone numbers).
      const message = String(errSerializer(error instanceof Error ? error : new Error(String(error))).message ?? '');
      const final = job.attempts >= job.maxAttempts;
      const delay = Math.min(this.o.backoffMs * 2 ** (job.attempts - 1), this.o.maxBackoffMs);
      log[final ? 'error' : 'warn']({ jobId: job.id, kind: job.kind, attempts: job.attempts, err: message }, final ? 'job failed for good' : 'job failed, will retry');
      await db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'pending',
          runAt: new Date(Date.now() + delay),
          lockedUntil: null,
          lockedBy: null,
          lastError: message.slice(0, 2000),
        })
        .where(mine);
    }
  }

  /** Drops old finished jobs now and then. */
  private async prune() {
    if (Date.now() - this.lastPrune < 3600_000) return;
    this.lastPrune = Date.now();
    const before = new Date(Date.now() - this.o.keepDoneMs);
    await this.options.db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.updatedAt, before)));
  }
}
