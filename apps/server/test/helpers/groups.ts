/** Factories and request helpers for the groups tests: groups and casts made through the API, events inserted. */
import { randomBytes } from 'node:crypto';
import { eventParticipants, events } from '@kickoff/db';
import type { App } from '../../src/app';
import type { SignedInUser } from './auth';
import { person, type Person } from './people';

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

/** Inserts an event of a group directly, `hoursAhead` from now, its organizer registered as the app does. */
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
  const id = rows[0]!.id;
  await app.db.insert(eventParticipants).values({ eventId: id, userId: organizerId, status: 'registered' });
  return id;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(method, url, who, payload)`: a request to the app as `who` (signed out without one). */
export function caller(app: App) {
  return (method: Method, url: string, who?: SignedInUser, payload?: object) =>
    app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
}

export interface GroupCast {
  id: string;
  creator: Person;
  admin: Person;
  member: Person;
  waiting: Person;
  blocked: Person;
  stranger: Person;
}

/**
 * A group seen from every side, made through the API as users would: its creator, an admin, an active member who
 * posted "Secret plans", a waiting user, a user blocked with the reason "Spam", a stranger; and an event in 30 hours.
 */
export async function groupCast(app: App, isPrivate: boolean): Promise<GroupCast> {
  const call = caller(app);
  const must = async (status: number, res: Promise<{ statusCode: number; body: string }>, what: string) => {
    const answer = await res;
    if (answer.statusCode !== status) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  };
  const people: Person[] = [];
  for (const name of ['Creator', 'Admin', 'Member', 'Waiting', 'Blocked', 'Stranger']) people.push(await person(app, name));
  const [creator, admin, member, waiting, blocked, stranger] = people as [Person, Person, Person, Person, Person, Person];
  const id = await createGroup(app, creator, { isPrivate, name: isPrivate ? 'Private Crew' : 'Open Crew' });
  for (const p of [admin, member, blocked]) {
    await must(200, call('POST', `/api/groups/${id}/join`, p), 'join');
    if (isPrivate) await must(200, call('PATCH', `/api/groups/${id}/members/${p.id}/status`, creator, { status: 'active' }), 'approve');
  }
  await must(200, call('POST', `/api/groups/${id}/join`, waiting), 'join');
  if (!isPrivate) await must(200, call('POST', `/api/groups/${id}/members/${waiting.id}/waiting`, creator), 'move to waiting');
  await must(200, call('PATCH', `/api/groups/${id}/members/${admin.id}/role`, creator, { role: 'admin' }), 'make admin');
  await must(201, call('POST', `/api/groups/${id}/posts`, member, { content: 'Secret plans' }), 'post');
  await must(200, call('POST', `/api/groups/${id}/block`, creator, { blockedUserId: blocked.id, reason: 'Spam' }), 'block');
  await insertEvent(app, id, creator.id, 30);
  return { id, creator, admin, member, waiting, blocked, stranger };
}
