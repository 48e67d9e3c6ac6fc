/** Factories and request helpers for the groups tests. */
import { randomBytes } from 'node:crypto';
import { events } from '@kickoff/db';
import type { App } from '../../src/app';
import type { SignedInUser } from './auth';

export { multipart, person, type Person } from './people';

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
