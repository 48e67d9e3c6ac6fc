/**
 * Read-your-writes with read replicas: who wrote in the last `windowMs`. A write request marks its author here, in
 * this process's memory and, when Redis is configured, in Redis (`<prefix>rw:<userId>`, expiring after the window), so
 * the instance that serves the next read knows even when another one took the write. Reads of a recent writer go to
 * the primary. Without Redis, several instances each know only their own writers: behind a load balancer without
 * sticky sessions, a person's read may then reach a replica within the window (documented in docs/operations.md).
 */
import type { Redis } from 'ioredis';

/** Writers kept in memory at most; past it the expired ones go, then the oldest. */
const MAX_ENTRIES = 50_000;

export class RecentWriters {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  private key(userId: string): string {
    return `${this.prefix}rw:${userId}`;
  }

  /** Marks a write by `userId`; resolves once Redis has it (or failed: this process still knows). */
  async note(userId: string): Promise<void> {
    if (this.windowMs <= 0) return;
    this.until.delete(userId);
    this.until.set(userId, Date.now() + this.windowMs);
    if (this.until.size > MAX_ENTRIES) this.prune();
    if (this.redis) await this.redis.set(this.key(userId), '1', 'PX', this.windowMs).catch(() => undefined);
  }

  /** Whether `userId` wrote within the window, here or (with Redis) on another instance; unsure (Redis down) is yes. */
  async wroteLately(userId: string): Promise<boolean> {
    if (this.windowMs <= 0) return false;
    const until = this.until.get(userId);
    if (until !== undefined) {
      if (until > Date.now()) return true;
      this.until.delete(userId);
    }
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(this.key(userId))) > 0;
    } catch {
      return true;
    }
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
    // Insertion order is write order (note() re-inserts): the first entries are the oldest.
    for (const id of this.until.keys()) {
      if (this.until.size <= MAX_ENTRIES) break;
      this.until.delete(id);
    }
  }
}
