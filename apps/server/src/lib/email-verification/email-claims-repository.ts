/** Email claims (unproven addresses) and the proven address on the user row. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { emailClaims, users, type DbOrTx } from '@kickoff/db';

export interface ClaimRow {
  userId: string;
  email: string;
  codeHash: string | null;
  attempts: number;
  codeExpiresAt: Date | null;
}

export async function findClaim(db: DbOrTx, userId: string): Promise<ClaimRow | null> {
  const rows = await db.select().from(emailClaims).where(eq(emailClaims.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** The claim, locked for the rest of the transaction. */
export async function lockClaim(tx: DbOrTx, userId: string): Promise<ClaimRow | null> {
  const rows = await tx.select().from(emailClaims).where(eq(emailClaims.userId, userId)).for('update');
  return rows[0] ?? null;
}

/** Claims an address for the user (one claim per user: a new address replaces the old claim and its code). */
export async function upsertClaim(db: DbOrTx, userId: string, email: string): Promise<void> {
  await db
    .insert(emailClaims)
    .values({ userId, email })
    .onConflictDoUpdate({
      target: emailClaims.userId,
      set: { email, codeHash: null, attempts: 0, codeExpiresAt: null, createdAt: sql`now()` },
      setWhere: ne(emailClaims.email, email),
    });
}

export async function setCode(db: DbOrTx, userId: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db.update(emailClaims).set({ codeHash, codeExpiresAt: expiresAt, attempts: 0 }).where(eq(emailClaims.userId, userId));
}

export async function countWrongCode(tx: DbOrTx, userId: string): Promise<void> {
  await tx.update(emailClaims).set({ attempts: sql`${emailClaims.attempts} + 1` }).where(eq(emailClaims.userId, userId));
}

export async function deleteClaim(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(emailClaims).where(eq(emailClaims.userId, userId));
}

/** The owner proved the address: every other account's claim of it goes (email_claims_email_idx). */
export async function deleteOtherClaims(tx: DbOrTx, email: string, userId: string): Promise<void> {
  await tx.delete(emailClaims).where(and(eq(emailClaims.email, email), ne(emailClaims.userId, userId)));
}

/** The user's proven address (the placeholder of a phone sign-up counts as none). */
export async function findVerifiedEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.email ?? null;
}

/** True when another account holds this address as its proven one (users_email_uq). */
export async function isVerifiedByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function setVerifiedEmail(tx: DbOrTx, userId: string, email: string): Promise<void> {
  await tx.update(users).set({ email, emailVerified: true }).where(eq(users.id, userId));
}
