/** The job queue at a glance (issue 31: metrics): one grouped query over pending and running rows. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@kickoff/db';

export interface JobQueueStats {
  kind: string;
  /** Pending and runnable now. */
  due: number;
  /** Pending for later (reminders). */
  scheduled: number;
  running: number;
  /** Seconds the oldest due job has waited past its run time; 0 when none is due. */
  oldestDueAgeSeconds: number;
}

export async function jobQueueStats(db: DbOrTx): Promise<JobQueueStats[]> {
  const result = (await db.execute(sql`
    select kind,
           count(*) filter (where status = 'pending' and run_at <= now()) as due,
           count(*) filter (where status = 'pending' and run_at > now()) as scheduled,
           count(*) filter (where status = 'running') as running,
           extract(epoch from now() - min(run_at) filter (where status = 'pending' and run_at <= now())) as oldest
    from jobs where status in ('pending', 'running') group by kind`)) as unknown as {
    rows: { kind: string; due: string | number; scheduled: string | number; running: string | number; oldest: string | number | null }[];
  };
  return result.rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    scheduled: Number(row.scheduled),
    running: Number(row.running),
    oldestDueAgeSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)),
  }));
}
