/** Factories and request helpers for the groups tests. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { events, users } from '@kickoff/db';
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

export interface GroupFields {
  name?: string;
  sportType?: string;
  description?: string;
  location?: string;
  isPrivate?: boolean;
}

/** Creates a group through the API (JSON body) and returns its id. */
export async function createGroup(app: App, owner: SignedInUser, fields: GroupFields = {}): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/groups',
    headers: owner.headers,
    payload: { name: `Group ${randomBytes(3).toString('hex')}`, sportType: 'soccer', isPrivate: false, ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`create group failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Inserts an event of a group directly, `hoursAhead` from now. */
export async function insertEvent(app: App, groupId: string, organizerId: string, hoursAhead: number) {
  const rows = await app.db
    .insert(events)
    .values({
      title: `Game ${randomBytes(3).toString('hex')}`,
      sportType: 'soccer',
      dateTime: new Date(Date.now() + hoursAhead * 3600_000),
      location: 'Central Park',
      groupId,
      organizerId,
    })
    .returning({ id: events.id });
  return rows[0]!.id;
}
