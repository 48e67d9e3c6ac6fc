/**
 * Runs due jobs from the `jobs` table, several at a time. Claiming uses `for update skip locked`, so several
 * processes (or PGlite's single connection) never run one job twice at the same time; a claim holds a lease
 * (`locked_until`, sized per kind) that the worker renews while the job runs and that another process may take over
 * once it lapses (the worker died). Failures are retried with exponential backoff.
 *
 * Slots: kinds share `concurrency` slots unless registered with slots of their own (a lane, e.g. network-bound
 * pushes beside database-bound fan-outs), and a worker runs at most one job of a kind per user at a time (jobs whose
 * payload names a `userId`), so one user's slow jobs cannot take every slot.
 */
// Over 300 lines: the lanes, the per-user fairness, lease renewal and retries share one worker's state; the claim SQL is in claim.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { jobs, type Database } from '@kickoff/db';
import { errSerializer } from '../log-serializers';
import { traced } from '../tracing';
import { claimJobs, freeSlots, type ClaimedJob, type Slots } from './claim';

export type { ClaimedJob } from './claim';

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
  /** Poll interval of the loop (also how often a busy round looks for newly due jobs). */
  pollMs?: number;
  /** Jobs of the shared slots running at once in this worker. */
  concurrency?: number;
  /** Default lease of a claim; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** First retry delay; doubles per attempt, capped at `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Keyed jobs that are done stay (they keep the key sent once) this long. */
  keepDoneMs?: number;
}

export interface JobKindOptions {
  /** How long a claim of this kind lasts without renewal: a crashed worker's job is free again after this. */
  leaseMs?: number;
  /** Slots of its own (a lane beside the shared ones); without it the kind uses the shared `concurrency`. */
  concurrency?: number;
}

interface Kind {
  handler: JobHandler;
  leaseMs: number;
  lane?: number;
}

interface Running {
  kind: string;
  /** `kind:userId` when the payload names a user. */
  fairKey: string | null;
}

export class JobWorker {
  readonly id = `worker-${randomUUID().slice(0, 8)}`;
  private readonly kinds = new Map<string, Kind>();
  private readonly running = new Map<string, Running>();
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<number> | undefined;
  private stopped = true;
  /** Set by stop(): the round in progress claims nothing more and ends when its jobs have. */
  private closing = false;
  /** Something happened (a job ended, work was enqueued) since the round last looked. */
  private dirty = false;
  private wakeRound: (() => void) | undefined;
  private lastPrune = 0;
  private readonly o: Required<Omit<JobWorkerOptions, 'db' | 'log'>>;

  constructor(private readonly options: JobWorkerOptions) {
    this.o = {
      pollMs: options.pollMs ?? 1000,
      concurrency: Math.max(1, options.concurrency ?? 4),
      leaseMs: options.leaseMs ?? 30_000,
      backoffMs: options.backoffMs ?? 10_000,
      maxBackoffMs: options.maxBackoffMs ?? 3600_000,
      keepDoneMs: options.keepDoneMs ?? 30 * 24 * 3600_000,
    };
  }

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}) {
    this.kinds.set(kind, {
      handler,
      leaseMs: Math.max(1000, options.leaseMs ?? this.o.leaseMs),
      lane: options.concurrency === undefined ? undefined : Math.max(1, options.concurrency),
    });
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /** Stops the loop and waits for the jobs in progress. */
  async stop() {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.nudge();
    await this.current?.catch(() => undefined);
  }

  /** Wakes the loop soon (after a commit that enqueued work). */
  poke() {
    if (this.stopped) return;
    this.nudge();
    this.schedule(20);
  }

  /**
   * Runs due jobs until none is left and none is running; returns how many it started. Rounds never overlap within
   * one process: a call during a round wakes it (so it claims what became due) and then starts its own.
   */
  async runDue(): Promise<number> {
    while (this.current) {
      this.nudge();
      await this.current.catch(() => undefined);
    }
    const round = this.drain();
    this.current = round;
    try {
      return await round;
    } finally {
      this.current = undefined;
    }
  }

  private nudge() {
    this.dirty = true;
    this.wakeRound?.();
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.current) {
        // The round in progress picks up what is due; look again later in case it ends.
        this.nudge();
        this.schedule(this.o.pollMs);
        return;
      }
      this.runDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'job worker round failed'))
        .finally(() => {
          if (!this.stopped && !this.timer) this.schedule(this.o.pollMs);
        });
    }, delay);
    this.timer.unref?.();
  }

  /** Waits for a nudge (a job ended, work was enqueued, stop) or `ms`. */
  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeRound = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeRound = done;
    });
  }

  private async drain(): Promise<number> {
    const inFlight = new Set<Promise<void>>();
    let started = 0;
    let failure: unknown;
    for (;;) {
      this.dirty = false;
      while (!this.closing && failure === undefined) {
        const free = this.freeSlots();
        if (free.total === 0) break;
        let claimed: ClaimedJob[];
        try {
          claimed = await this.claim(free);
        } catch (error) {
          // Claim no more this round, but let the jobs already running finish and record their outcome.
          failure = error;
          break;
        }
        if (claimed.length === 0) break;
        started += claimed.length;
        for (const job of claimed) {
          const userId = job.payload.userId;
          this.running.set(job.id, { kind: job.kind, fairKey: typeof userId === 'string' && userId ? `${job.kind}:${userId}` : null });
          const run: Promise<void> = this.runOne(job)
            .catch((error: unknown) => this.options.log.error({ jobId: job.id, kind: job.kind, err: error }, 'job bookkeeping failed'))
            .finally(() => {
              this.running.delete(job.id);
              inFlight.delete(run);
              this.nudge();
            });
          inFlight.add(run);
        }
      }
      if (inFlight.size === 0 && (!this.dirty || this.closing || failure !== undefined)) break;
      if (!this.dirty) await this.sleep(this.o.pollMs);
    }
    if (failure !== undefined) throw failure;
    await this.prune();
    return started;
  }

  private freeSlots(): Slots {
    const lanes: Record<string, number> = {};
    for (const [kind, k] of this.kinds) if (k.lane !== undefined) lanes[kind] = k.lane;
    return freeSlots(this.o.concurrency, lanes, [...this.running.values()].map((r) => r.kind));
  }

  private claim(free: Slots): Promise<ClaimedJob[]> {
    const busy = [...this.running.values()].flatMap((r) => (r.fairKey ? [r.fairKey] : []));
    const leases: Record<string, number> = {};
    for (const [kind, k] of this.kinds) leases[kind] = k.leaseMs;
    return claimJobs(this.options.db, { workerId: this.id, free, busy, leases, defaultLeaseMs: this.o.leaseMs });
  }

  /** Extends a running job's claim, as long as it is still this worker's. */
  private async renew(jobId: string, leaseMs: number) {
    await this.options.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000}::float8)` })
      .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, this.id), eq(jobs.status, 'running')));
  }

  private async runOne(job: ClaimedJob) {
    const { db, log } = this.options;
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id));
    const kind = this.kinds.get(job.kind);
    const leaseMs = kind?.leaseMs ?? this.o.leaseMs;
    const renewal = setInterval(() => {
      this.renew(job.id, leaseMs).catch((error: unknown) => log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job lease renewal failed'));
    }, Math.floor(leaseMs / 3));
    renewal.unref?.();
    let failed = false;
    let error: unknown;
    try {
      if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
      // A trace of its own per run when tracing is on (lib/tracing): the request that queued the job is long done.
      await traced(`job ${job.kind}`, { 'kickoff.job.kind': job.kind, 'kickoff.job.id': job.id, 'kickoff.job.attempt': job.attempts }, () => kind.handler(job), {
        kind: 'consumer',
        root: true,
      });
    } catch (e) {
      failed = true;
      error = e;
    } finally {
      clearInterval(renewal);
    }
    if (!failed) {
      if (job.key) {
        await db.update(jobs).set({ status: 'done', lockedUntil: null, lastError: null }).where(mine);
      } else {
        await db.delete(jobs).where(mine);
      }
      return;
    }
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

  /** Drops old finished jobs now and then. */
  private async prune() {
    if (Date.now() - this.lastPrune < 3600_000) return;
    this.lastPrune = Date.now();
    const before = new Date(Date.now() - this.o.keepDoneMs);
    await this.options.db.delete(jobs).where(and(eq(jobs.status, 'done'), lt(jobs.updatedAt, before)));
  }
}
