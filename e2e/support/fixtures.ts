/**
 * The browser tests' data, made through the API in the test that needs it (never left for the next test): people
 * with names, groups, events and joins. Names carry a random tag: all spec files share one server and database.
 */
import { inject } from 'vitest';
import { latestCode } from './mail-stand-in';
import { api, apiForm, signInViaApi, type ApiUser } from './session';

/** A short random tag that makes a name unique on the shared e2e server. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 7);

export interface Person extends ApiUser {
  firstName: string;
  lastName: string;
  /** "First Last", as the screens show it. */
  name: string;
  email: string;
}

/** A signed-in user with a name and a unique, verified email (the code read from the mail the server sent). */
export async function person(firstName: string, lastName: string): Promise<Person> {
  const user = await signInViaApi();
  const email = `${firstName.toLowerCase()}-${uniqueTag()}@example.com`;
  await api(user, 'PUT', '/api/user/profile', { firstName, lastName, email });
  await api(user, 'POST', '/api/user/email/verify', { code: await latestCode(inject('mailDir'), email) });
  return { ...user, firstName, lastName, name: `${firstName} ${lastName}`, email };
}

export interface GroupInput {
  name?: string;
  sportType?: string;
  description?: string;
  location?: string;
  isPrivate?: boolean;
}

export interface CreatedGroup {
  id: string;
  name: string;
}

/** A group created by `owner` (public soccer unless told), who becomes its creator and an organizer. */
export async function createGroup(owner: ApiUser, input: GroupInput = {}): Promise<CreatedGroup> {
  const body = { name: `Club ${uniqueTag()}`, sportType: 'soccer', isPrivate: false, ...input };
  const { id } = await api<{ id: string }>(owner, 'POST', '/api/groups', body);
  return { id, name: body.name };
}

/** Joins a group: an active member of a public group, a waiting one of a private group. */
export async function joinGroup(user: ApiUser, groupId: string) {
  await api(user, 'POST', `/api/groups/${groupId}/join`);
}

/** An ISO date `days` ahead, at `hour` o'clock local time when given. */
export function futureIso(days: number, hour?: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  if (hour !== undefined) d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}

/** A date `days` ahead at `hour` o'clock, as a datetime-local input value. */
export function futureLocal(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

export interface CreatedEvent {
  id: string;
  title: string;
}

/** An event of `groupId` by its creator (form fields as strings, defaults for the required ones). */
export async function createEvent(organizer: ApiUser, groupId: string, fields: Record<string, string> = {}): Promise<CreatedEvent> {
  const all = {
    title: `Pickup ${uniqueTag()}`,
    sportType: 'soccer',
    dateTime: futureIso(10, 18),
    duration: '90',
    location: 'Riverside Park',
    capacity: '12',
    groupId,
    ...fields,
  };
  const { id } = await apiForm<{ id: string }>(organizer, 'POST', '/api/events', all);
  return { id, title: all.title };
}

/**
 * Starts an event now: its creator moves the start 20 seconds into the past through the real edit, inside the minute
 * of grace a start may be behind the server's clock (the time a form takes to send; rulings §12), so a test of a game
 * that has begun need not wait for one to. Joins close at the start: join first.
 */
export async function startEvent(organizer: ApiUser, eventId: string) {
  await apiForm(organizer, 'PATCH', `/api/events/${eventId}`, { dateTime: new Date(Date.now() - 20_000).toISOString() });
}

/** Joins an event (the waitlist when it is full) with `guestCount` guests. */
export async function joinEvent(user: ApiUser, eventId: string, guestCount = 0) {
  await api(user, 'POST', `/api/events/${eventId}/join`, { guestCount });
}

/** The ids of the user's created events with `title` (for events made in the UI). */
export async function createdEventIds(user: ApiUser, title: string): Promise<string[]> {
  const answer = await api<CreatedEvent[] | { items: CreatedEvent[] }>(user, 'GET', '/api/user/created-events');
  const items = Array.isArray(answer) ? answer : answer.items;
  return items.filter((e) => e.title === title).map((e) => e.id);
}

/** The user's created group with `name` (for groups made in the UI). */
export async function createdGroup<T extends CreatedGroup>(user: ApiUser, name: string): Promise<T> {
  const created = await api<T[]>(user, 'GET', '/api/user/created-groups');
  const found = created.find((g) => g.name === name);
  if (!found) throw new Error(`no created group named ${name}`);
  return found;
}

/** The creator approves a waiting member of a private group (or moves anyone to a status). */
export async function setMemberStatus(creator: ApiUser, groupId: string, userId: string, status: 'active' | 'waiting' = 'active') {
  await api(creator, 'PATCH', `/api/groups/${groupId}/members/${userId}/status`, { status });
}

export const SPORTS = ['soccer', 'basketball', 'tennis', 'pickleball', 'volleyball', 'running'] as const;

/**
 * Enough for the landing and the dashboards: an organizer (Olivia Okafor, active role organizer) running six public
 * groups, one per sport, each with an event within the next five days; a member (Marco Rossi, active role member) in
 * the first two groups and their events, the first with 2 guests.
 */
export async function sportsWorld() {
  const tag = uniqueTag();
  const organizer = await person('Olivia', 'Okafor');
  const member = await person('Marco', 'Rossi');
  const groupIds: string[] = [];
  const eventIds: string[] = [];
  for (const [i, sport] of SPORTS.entries()) {
    const Sport = `${sport[0]!.toUpperCase()}${sport.slice(1)}`;
    const group = await createGroup(organizer, {
      name: `${['Riverside', 'Eastside', 'Zilker', 'Mueller', 'Barton', 'Lakeside'][i]} ${Sport} ${tag}`,
      sportType: sport,
      description: `Friendly ${sport} for every level, every week.`,
      location: 'Austin, TX',
    });
    groupIds.push(group.id);
    const event = await createEvent(organizer, group.id, {
      title: `${Sport} Night ${tag}`,
      description: `Pickup ${sport}: all levels, bring water.`,
      sportType: sport,
      dateTime: new Date(Date.now() + (i + 1) * 20 * 3600_000).toISOString(),
      capacity: '12',
    });
    eventIds.push(event.id);
  }
  await api(organizer, 'PUT', '/api/user/role', { rolePreference: 'organizer' });
  for (const id of groupIds.slice(0, 2)) await joinGroup(member, id);
  await joinEvent(member, eventIds[0]!, 2);
  await joinEvent(member, eventIds[1]!);
  await api(member, 'PUT', '/api/user/role', { rolePreference: 'member' });
  return { organizer, member, groupIds, eventIds };
}
