/**
 * Claiming due jobs in one statement: `for update skip locked` over the due rows (never a row another process holds),
 * at most one job per kind and user (and none of a kind and user this worker is already running), no more per lane
 * than it has free slots, each with the lease of its kind.
 */
import { sql } from 'drizzle-orm';
import { jobs, type Database } from '@kickoff/db';

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** Free slots: the shared ones and those of each lane (kinds with slots of their own). */
export interface Slots {
  shared: number;
  lanes: Record<string, number>;
  total: number;
}

/** `laneSizes`: slots per kind that has its own; `runningKinds`: the kind of every job running in this worker. */
export function freeSlots(concurrency: number, laneSizes: Record<string, number>, runningKinds: string[]): Slots {
  const lanes = { ...laneSizes };
  let shared = concurrency;
  for (const kind of runningKinds) {
    if (kind in lanes) lanes[kind]!--;
    else shared--;
  }
  shared = Math.max(0, shared);
  let total = shared;
  for (const kind of Object.keys(lanes)) {
    lanes[kind] = Math.max(0, lanes[kind]!);
    total += lanes[kind]!;
  }
  return { shared, lanes, total };
}

export interface ClaimRequest {
  workerId: string;
  free: Slots;
  /** `kind:userId` of the jobs this worker is running. */
  busy: string[];
  /** Lease per kind, ms; `defaultLeaseMs` for the others. */
  leases: Record<string, number>;
  defaultLeaseMs: number;
}

export async function claimJobs(db: Database, request: ClaimRequest): Promise<ClaimedJob[]> {
  const { free } = request;
  const lanes = JSON.stringify(free.lanes);
  const leaseSeconds = JSON.stringify(Object.fromEntries(Object.entries(request.leases).map(([kind, ms]) => [kind, ms / 1000])));
  // Rows looked at per claim: more than the free slots, as a user's second job of a kind is passed over.
  const scan = Math.max(free.total * 4, 32);
  // Lists and maps go in as one JSON parameter each, so the statement's text (and its prepared plan) stays the same.
  const result = (await db.execute(sql`
    with due as (
      select id, kind, run_at, coalesce(payload->>'userId', id) as fair
      from ${jobs}
      where ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))
        and (kind || ':' || coalesce(payload->>'userId', '')) not in (select jsonb_array_elements_text(${JSON.stringify(request.busy)}::jsonb))
        and case when (${lanes}::jsonb ->> kind) is not null then (${lanes}::jsonb ->> kind)::int > 0 else ${free.shared}::int > 0 end
      order by run_at
      limit ${scan}
      for update skip locked
    ), one_per_user as (
      select id, kind, run_at from (
        select id, kind, run_at, row_number() over (partition by kind, fair order by run_at, id) as nth from due
      ) ranked
      where nth = 1
    ), per_lane as (
      select id, lane, row_number() over (partition by lane order by run_at, id) as nth from (
        select id, run_at, case when (${lanes}::jsonb ->> kind) is not null then kind else '' end as lane from one_per_user
      ) laned
    )
    update ${jobs} set status = 'running', attempts = attempts + 1, locked_by = ${request.workerId},
      locked_until = now() + make_interval(secs => coalesce((${leaseSeconds}::jsonb ->> kind)::float8, ${request.defaultLeaseMs / 1000}::float8)),
      updated_at = now()
    where id in (
      select id from per_lane
      where nth <= case when lane = '' then ${free.shared}::int else (${lanes}::jsonb ->> lane)::int end
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
