/** People of the server tests: a signed-in user with a unique real email and a name, and multipart bodies. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '@kickoff/db';
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
  await app.db.update(users).set({ email, firstName, lastName: 'Tester' }).where(eq(users.id, user.id));
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
