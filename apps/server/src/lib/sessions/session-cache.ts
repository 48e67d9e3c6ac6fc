/**
 * Verified sessions kept in memory for a short time, so an authenticated request costs no database round trip.
 * Entries are keyed by the SHA-256 of the token (the raw token never leaves this module, and the hash is what other
 * server processes receive when a session is revoked; see session-revocation.ts).
 */
import { createHash } from 'node:crypto';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  rolePreference: 'member' | 'organizer';
  /** The profile's language setting (issue 30): 'en', 'es' or null (the browser decides). */
  language: string | null;
}

interface Entry {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
}

/**
 * What a revocation names: one session (by token hash), every session of a user, or the public answers kept in memory
 * (something public became private: a group turned private).
 */
export type Revocation = { kind: 'token'; tokenHash: string } | { kind: 'user'; userId: string } | { kind: 'public' };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every revocation; a lookup that started before a revocation must not cache its (stale) answer. */
  private generation = 0;
  /** Other server processes to tell (set by the auth plugin on PostgreSQL or Redis). */
  publish: ((revocation: Revocation) => Promise<void>) | undefined;
  /** Drops the public answers kept in memory (set by the HTTP cache plugin). */
  purgePublic: (() => void) | undefined;
  /** Hears every revocation applied here, local or from another process (the live plugin ends revoked streams). */
  onRevocation: ((revocation: Revocation) => void) | undefined;

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  /** Read before a database lookup; pass to `set` so a revocation that happened meanwhile wins. */
  get currentGeneration(): number {
    return this.generation;
  }

  get(token: string): Entry | undefined {
    const key = hashToken(token);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(token: string, sessionId: string, user: SessionUser, sessionExpiresAt: Date, generation = this.generation): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const expiresAt = Math.min(Date.now() + this.ttlMs, sessionExpiresAt.getTime());
    this.entries.set(hashToken(token), { user, sessionId, expiresAt });
  }

  /** Drops one session here and in every other server process. */
  revokeToken(token: string): void {
    void this.revoke({ kind: 'token', tokenHash: hashToken(token) });
  }

  /** Drops every cached session of a user (profile change, block, deletion), here and in every other process. */
  revokeUser(userId: string): void {
    void this.revoke({ kind: 'user', userId });
  }

  /** Drops the public answers kept in memory here and in every other process (call after hiding public data). */
  async revokePublic(): Promise<void> {
    await this.revoke({ kind: 'public' });
  }

  /** Resolves once other processes have been told (never rejects: a failed broadcast is logged by the publisher). */
  async revoke(revocation: Revocation): Promise<void> {
    this.apply(revocation);
    await this.publish?.(revocation);
  }

  /** Applies a revocation locally only (one received from another process). */
  apply(revocation: Revocation): void {
    this.onRevocation?.(revocation);
    if (revocation.kind === 'public') {
      this.purgePublic?.();
      return;
    }
    this.generation++;
    if (revocation.kind === 'token') {
      this.entries.delete(revocation.tokenHash);
      return;
    }
    for (const [key, entry] of this.entries) if (entry.user.id === revocation.userId) this.entries.delete(key);
  }

  /** Forgets everything (after a lost connection to the revocation channel, when messages may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
