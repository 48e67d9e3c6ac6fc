/**
 * Factories for the events tests: people, groups (inserted directly), and events created through the API. Direct
 * inserts keep the invariants the app keeps: `member_count` counts active members only, the creator is an active
 * organizer member.
 */
import { randomBytes } from 'node:crypto';
import { groupBlocks, groupMembers, groups } from '@kickoff/db';
import type { EventResponse } from '@kickoff/shared';
import type { App } from '../../src/app';
import { refreshMemberCount } from '../../src/modules/groups/repository-members';
import type { SignedInUser } from './auth';
import { multipart, person, type Person } from './people';

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

/**
 * Adds (or moves) a membership; `member_count` is recounted as the app keeps it (active members only). A 'blocked'
 * status here comes without a block record (the API makes both): tests use it for "blocked by status" on purpose.
 */
export async function addMember(app: App, groupId: string, userId: string, status: 'active' | 'waiting' | 'blocked' = 'active') {
  await app.db.insert(groupMembers).values({ groupId, userId, status }).onConflictDoUpdate({
    target: [groupMembers.groupId, groupMembers.userId],
    set: { status },
  });
  await refreshMemberCount(app.db, groupId);
}

/**
 * A block record alone, leaving any membership as it is: a state the API never makes (blocking also marks the
 * membership blocked), used on purpose to prove that a block record by itself bars the user.
 */
export async function blockRecord(app: App, groupId: string, userId: string) {
  await app.db.insert(groupBlocks).values({ groupId, blockedUserId: userId, reason: 'test' });
}

export interface HostedGroup {
  organizer: Person;
  groupId: string;
  /** Active members, in the order of `members`' names. */
  members: Person[];
}

/** An organizer with a public group of their own and active members named `members` (first names). */
export async function hostedGroup(app: App, names: { organizer?: string; members?: string[] } = {}): Promise<HostedGroup> {
  const organizer = await person(app, names.organizer ?? 'Olga');
  const groupId = await makeGroup(app, organizer);
  const members: Person[] = [];
  for (const name of names.members ?? []) {
    const member = await person(app, name);
    await addMember(app, groupId, member.id);
    members.push(member);
  }
  return { organizer, groupId, members };
}

export interface EventsWorld {
  organizer: Person;
  groupId: string;
  /** An active member of the group. */
  member: Person;
  /** Signed in, not in the group. */
  stranger: Person;
}

/** The events tests' usual cast: Olga with her group, Mia in it, Sam outside it. */
export async function eventsWorld(app: App): Promise<EventsWorld> {
  const { organizer, groupId, members } = await hostedGroup(app, { members: ['Mia'] });
  return { organizer, groupId, member: members[0]!, stranger: await person(app, 'Sam') };
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
