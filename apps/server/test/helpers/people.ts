/** People of the server tests: a signed-in user with a unique real email and a name, bulk users, and multipart bodies. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions, users } from '@kickoff/db';
import type { App } from '../../src/app';
import { signIn, type SignedInUser } from './auth';

export interface Person extends SignedInUser {
  email: string;
  firstName: string;
}

/** Signs a user in and gives them a unique real email and a name. */
export async function person(app: App, firstName = 'Pat'): Promise<Person> {
  const user = await signIn(app);
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  // users.email holds verified addresses only (email-verification.test.ts covers how one gets there).
  await app.db.update(users).set({ email, emailVerified: true, firstName, lastName: 'Tester' }).where(eq(users.id, user.id));
  app.sessionCache.revokeUser(user.id);
  return { ...user, email, firstName };
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; data: Buffer }) {
  const boundary = `----kickoff${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * `n` users with a session each (valid for an hour), inserted in bulk for load and multi-process tests: signing each
 * in through the API would dominate the test. Ids are `<label>-<random>-<i>`; the first name is `label` capitalized.
 */
export async function bulkUsers(app: App, n: number, label: string): Promise<{ id: string; token: string }[]> {
  const people = Array.from({ length: n }, (_, i) => ({ id: `${label}-${randomBytes(6).toString('hex')}-${i}`, token: randomBytes(24).toString('hex') }));
  const firstName = `${label[0]!.toUpperCase()}${label.slice(1)}`;
  await app.db.insert(users).values(people.map((p) => ({ id: p.id, email: `${p.id}@example.com`, firstName, lastName: p.id })));
  await app.db
    .insert(sessions)
    .values(people.map((p) => ({ id: `s-${p.id}`, token: p.token, userId: p.id, expiresAt: new Date(Date.now() + 3600_000) })));
  return people;
}
