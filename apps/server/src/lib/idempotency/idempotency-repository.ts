/** Idempotency keys: claim a key for a request, keep its answer, replay it. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { idempotencyKeys, type DbOrTx } from '@kickoff/db';

export interface StoredAnswer {
  request: string;
  status: number | null;
  body: string | null;
}

/**
 * Claims `key` for the user's request, or answers what the key already holds. Keys expire after 24 hours; a claim
 * left without an answer for a minute (its process died) is taken over.
 */
export async function claimKey(db: DbOrTx, userId: string, key: string, request: string): Promise<{ claimed: true } | { claimed: false; stored: StoredAnswer }> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        or(lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`), and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, sql`now() - interval '1 minute'`))),
      ),
    );
  const inserted = await db.insert(idempotencyKeys).values({ userId, key, request }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length) return { claimed: true };
  const [stored] = await db
    .select({ request: idempotencyKeys.request, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Deleted between the two statements (expired at that instant): treat as in progress; the client retries.
  return { claimed: false, stored: stored ?? { request, status: null, body: null } };
}

export async function saveAnswer(db: DbOrTx, userId: string, key: string, status: number, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, body }).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** A failed request frees its key: the client may retry with it. */
export async function releaseKey(db: DbOrTx, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
}
