/**
 * The deletion tests' cast (issue 15): Dee, whose account support deletes, with something of every kind, and the
 * people around her whose data must stay whole. Groups and past events are inserted directly (the helpers keep the
 * app's invariants); joins, comments and posts go through the API.
 */
import { expect } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  calendarFeedTokens,
  emailClaims,
  eventComments,
  eventParticipants,
  groupFollows,
  groupMembers,
  pushDevices,
  userSportSkills,
  users,
  webPushSubscriptions,
} from '@kickoff/db';
import type { App } from '../../src/app';
import { addMember, createEvent, join, makeGroup, person, type Person } from './events';
import { insertEvent } from './groups';

export interface AccountWorld {
  dee: Person;
  ann: Person;
  bob: Person;
  olga: Person;
  wes: Person;
  sam: Person;
  /** Dee's group with Bob (member since before) and Ann (admin): goes to Ann. */
  handedGroupId: string;
  /** Dee's group with nobody else in it: deleted, with its events. */
  loneGroupId: string;
  /** Dee's upcoming game in the handed group, Bob in it: cancelled, Bob told. */
  upcomingId: string;
  /** Dee's past game in the handed group, Bob's place and comment in it: kept, now Ann's. */
  pastId: string;
  /** Dee's upcoming game in her lone group, Sam (not a member) in it: goes with the group, Sam told. */
  loneEventId: string;
  /** Olga's game: Dee holds the second of 2 places, Wes waits. */
  olgaEventId: string;
  olgaGroupId: string;
  deeCommentId: string;
  wesReplyId: string;
  bobPastCommentId: string;
  deeImage: string;
}

const at = (app: App, user: Person, method: 'POST' | 'PUT', url: string, payload?: object) => app.inject({ method, url, headers: user.headers, payload });

export async function accountWorld(app: App): Promise<AccountWorld> {
  const [dee, ann, bob, olga, wes, sam] = await Promise.all(['Dee', 'Ann', 'Bob', 'Olga', 'Wes', 'Sam'].map((n) => person(app, n)));

  const handedGroupId = await makeGroup(app, dee);
  await addMember(app, handedGroupId, bob.id);
  await addMember(app, handedGroupId, ann.id);
  await app.db.update(groupMembers).set({ role: 'admin' }).where(eq(groupMembers.userId, ann.id));
  const loneGroupId = await makeGroup(app, dee);

  const upcomingId = (await createEvent(app, dee, handedGroupId, { title: 'Dee upcoming' })).id;
  expect((await join(app, bob, upcomingId)).statusCode).toBe(200);
  const pastId = await insertEvent(app, handedGroupId, dee.id, -48);
  await addPastPlace(app, pastId, bob.id);
  const bobPastCommentId = await app.db
    .insert(eventComments)
    .values({ eventId: pastId, authorId: bob.id, content: 'Good game' })
    .returning({ id: eventComments.id })
    .then((r) => r[0]!.id);
  const loneEventId = (await createEvent(app, dee, loneGroupId, { title: 'Dee lone' })).id;
  expect((await join(app, sam, loneEventId)).statusCode).toBe(200);

  const olgaGroupId = await makeGroup(app, olga);
  await addMember(app, olgaGroupId, dee.id);
  await addMember(app, olgaGroupId, wes.id);
  const olgaEventId = (await createEvent(app, olga, olgaGroupId, { title: 'Olga game', capacity: '2' })).id;
  expect((await join(app, dee, olgaEventId)).json().participant.status).toBe('registered');
  expect((await join(app, wes, olgaEventId)).json().participant.status).toBe('waitlisted');
  const deeComment = await at(app, dee, 'POST', `/api/events/${olgaEventId}/comments`, { content: 'See you there' });
  const deeCommentId = deeComment.json().id as string;
  const reply = await at(app, wes, 'POST', `/api/events/${olgaEventId}/comments`, { content: 'Me too', parentCommentId: deeCommentId });
  expect(reply.statusCode).toBe(201);
  expect((await at(app, dee, 'POST', `/api/groups/${olgaGroupId}/posts`, { content: 'Hi all' })).statusCode).toBe(201);
  expect((await at(app, olga, 'POST', `/api/groups/${olgaGroupId}/posts`, { content: 'Welcome Dee' })).statusCode).toBe(201);

  // Everything else a user can have.
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#15803d' } }).png().toBuffer();
  const deeImage = await app.images.store(png, 'profile');
  await app.db.update(users).set({ image: deeImage }).where(eq(users.id, dee.id));
  await app.db.insert(emailClaims).values({ userId: dee.id, email: 'dee.new@example.com' });
  await app.db.insert(userSportSkills).values({ userId: dee.id, sportType: 'soccer', level: 'advanced' });
  await app.db.insert(pushDevices).values({ userId: dee.id, token: `fcm-${dee.id}` });
  await app.db.insert(webPushSubscriptions).values({ userId: dee.id, endpoint: `https://push.example/${dee.id}`, p256dh: 'k', auth: 'a' });
  await app.db.insert(calendarFeedTokens).values({ userId: dee.id, token: `feed-${dee.id}` });
  await app.db.insert(groupFollows).values({ groupId: olgaGroupId, userId: dee.id });
  expect((await at(app, dee, 'PUT', '/api/notifications/preferences', { kinds: { reminders: { email: false } } })).statusCode).toBe(200);
  expect((await at(app, dee, 'POST', '/api/user/data-export')).statusCode).toBe(200);
  await app.jobs.runDue();
  return {
    dee, ann, bob, olga, wes, sam, handedGroupId, loneGroupId, upcomingId, pastId, loneEventId, olgaEventId, olgaGroupId,
    deeCommentId, wesReplyId: reply.json().id as string, bobPastCommentId, deeImage,
  };
}

async function addPastPlace(app: App, eventId: string, userId: string) {
  await app.db.insert(eventParticipants).values({ eventId, userId, status: 'registered', attendance: 'attended' });
}
