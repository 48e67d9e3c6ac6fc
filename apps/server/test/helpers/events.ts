/** Factories for the events tests: people, groups (inserted directly), and events created through the API. */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { groupBlocks, groupMembers, groups, users } from '@kickoff/db';
import type { EventResponse } from '@kickoff/shared';
import type { App } from '../../src/app';
import { signIn, type SignedInUser } from './auth';

export interface Person extends SignedInUser {
  email: string;
  firstName: string;
}

/** Signs a user in with a unique real email and a name. */
export async function person(app: App, firstName = 'Pat'): Promise<Person> {
  const user = await signIn(app);
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  await app.db.update(users).set({ email, firstName, lastName: 'Tester' }).where(eq(users.id, user.id));
  app.sessionCache.revokeUser(user.id);
  return { ...user, email, firstName };
}

/** A group created by `creator` (active organizer member), inserted directly. */
export async function makeGroup(app: App, creator: SignedInUser, options: { isPrivate?: boolean; sportType?: string } = {}) {
  const [group] = await app.db
    .insert(groups)
    .values({
      name: `Group ${randomBytes(3).toString('hex')}`,
      sportType: options.sportType ?? 'soccer',
      isPrivate: options.isPrivate ?? false,
      creatorId: creator.id,
      memberCount: 1,
    })
    .returning({ id: groups.id });
  await app.db.insert(groupMembers).values({ groupId: group.id, userId: creator.id, role: 'organizer', status: 'active' });
  return group.id;
}

export async function addMember(app: App, groupId: string, userId: string, status: 'active' | 'waiting' | 'blocked' = 'active') {
  await app.db.insert(groupMembers).values({ groupId, userId, status }).onConflictDoUpdate({
    target: [groupMembers.groupId, groupMembers.userId],
    set: { status },
  });
  await app.db.update(groups).set({ memberCount: sql`${groups.memberCount} + 1` }).where(eq(groups.id, groupId));
}

export async function blockRecord(app: App, groupId: string, userId: string) {
  await app.db.insert(groupBlocks).values({ groupId, blockedUserId: userId, reason: 'test' });
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
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600 * 1000).toISOString();

export function eventFields(groupId: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Sunday pickup',
    description: 'Friendly game',
    sportType: 'Soccer',
    dateTime: hoursFromNow(48),
    duration: '90',
    location: 'Riverside Park',
    capacity: '10',
    groupId,
    ...overrides,
  };
}

export async function postEvent(app: App, user: SignedInUser, fields: Record<string, string>) {
  const form = multipart(fields);
  return app.inject({ method: 'POST', url: '/api/events', headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

export async function createEvent(app: App, user: SignedInUser, groupId: string, overrides: Record<string, string> = {}) {
  const res = await postEvent(app, user, eventFields(groupId, overrides));
  if (res.statusCode !== 201) throw new Error(`create event failed: ${res.statusCode} ${res.body}`);
  return res.json() as EventResponse & { occurrencesCreated: number };
}

export async function join(app: App, user: SignedInUser, eventId: string, guestCount?: number) {
  return app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/join`,
    headers: user.headers,
    ...(guestCount === undefined ? {} : { payload: { guestCount } }),
  });
}
