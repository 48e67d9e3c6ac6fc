/** Factories for the events tests: people, groups (inserted directly), and events created through the API. */
import { randomBytes } from 'node:crypto';
import { groupBlocks, groupMembers, groups } from '@kickoff/db';
import type { EventResponse } from '@kickoff/shared';
import type { App } from '../../src/app';
import { refreshMemberCount } from '../../src/modules/groups/repository-members';
import type { SignedInUser } from './auth';
import { multipart } from './people';

export { multipart, person, type Person } from './people';

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

/** Adds (or moves) a membership; `member_count` is recounted as the app keeps it (active members only). */
export async function addMember(app: App, groupId: string, userId: string, status: 'active' | 'waiting' | 'blocked' = 'active') {
  await app.db.insert(groupMembers).values({ groupId, userId, status }).onConflictDoUpdate({
    target: [groupMembers.groupId, groupMembers.userId],
    set: { status },
  });
  await refreshMemberCount(app.db, groupId);
}

export async function blockRecord(app: App, groupId: string, userId: string) {
  await app.db.insert(groupBlocks).values({ groupId, blockedUserId: userId, reason: 'test' });
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
