/**
 * The permission matrix's fixture world: one set of signed-in people (one per caller kind) and, per group kind,
 * a group with that roster plus an upcoming event with a co-host, participants, a comment and a post.
 * `buildGroupWorld` inserts directly (cheap), so a mutating cell can run on a fresh group of its own.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calendarFeedTokens, notifications, eventCoHosts, eventComments, eventParticipants, events, groupBlocks, groupMembers, groupPosts, groups, users, venues } from '@kickoff/db';
import type { App } from '../../src/app';
import { signIn, type SignedInUser } from '../helpers/auth';
import { setModerator } from '../../src/modules/moderation';

/**
 * `moderator`: a platform moderator (issue 34) who is a stranger to every group: the role opens the moderation console
 * and nothing of any group (a row's moderator cell is its stranger cell unless the row says otherwise).
 */
export const CALLERS = ['anonymous', 'stranger', 'waiting', 'member', 'admin', 'blocked', 'cohost', 'organizer', 'moderator'] as const;
export type Caller = (typeof CALLERS)[number];
export type Person = SignedInUser & { email: string };

/** Everyone but anonymous, plus `target` (an active member and registered participant, acted upon) and `outsider` (added by email). */
export type People = Record<Exclude<Caller, 'anonymous'> | 'target' | 'outsider', Person>;

export interface GroupWorld {
  groupId: string;
  eventId: string;
  /** target's participation row. */
  participantId: string;
  /** A comment by target on the event. */
  commentId: string;
  /** A group post by member (its author edits it; the creator may delete it too). */
  postId: string;
  isPrivate: boolean;
}

export interface World {
  people: People;
  private: GroupWorld;
  public: GroupWorld;
  /** The organizer's calendar feed token. */
  feedToken: string;
  /** A notification of the organizer's (others must not be able to touch it). */
  notificationId: string;
  /** A venue the organizer added (issue 28: only they, and creators of groups playing there, may edit it). */
  venueId: string;
}

export async function signInPeople(app: App): Promise<People> {
  const names = ['stranger', 'waiting', 'member', 'admin', 'blocked', 'cohost', 'organizer', 'target', 'outsider', 'moderator'] as const;
  const people = {} as People;
  for (const name of names) {
    const user = await signIn(app);
    const email = `${name}.${randomBytes(4).toString('hex')}@example.com`;
    await app.db.update(users).set({ email, firstName: name, lastName: 'Matrix' }).where(eq(users.id, user.id));
    app.sessionCache.revokeUser(user.id);
    people[name] = { ...user, email };
  }
  await setModerator(app.db, people.moderator.id, true);
  return people;
}

export async function buildGroupWorld(app: App, p: People, isPrivate: boolean): Promise<GroupWorld> {
  const db = app.db;
  const [group] = await db
    .insert(groups)
    .values({ name: `Matrix ${randomBytes(3).toString('hex')}`, sportType: 'soccer', isPrivate, creatorId: p.organizer.id, memberCount: 5 })
    .returning({ id: groups.id });
  const groupId = group!.id;
  await db.insert(groupMembers).values([
    { groupId, userId: p.organizer.id, role: 'organizer', status: 'active' },
    { groupId, userId: p.admin.id, role: 'admin', status: 'active' },
    { groupId, userId: p.member.id, role: 'member', status: 'active' },
    { groupId, userId: p.cohost.id, role: 'member', status: 'active' },
    { groupId, userId: p.target.id, role: 'member', status: 'active' },
    { groupId, userId: p.waiting.id, role: 'member', status: 'waiting' },
    { groupId, userId: p.blocked.id, role: 'member', status: 'blocked' },
  ]);
  await db.insert(groupBlocks).values({ groupId, blockedUserId: p.blocked.id, blockedById: p.organizer.id, reason: 'matrix' });
  const [post] = await db.insert(groupPosts).values({ groupId, authorId: p.member.id, content: 'Hello team' }).returning({ id: groupPosts.id });
  const [event] = await db
    .insert(events)
    .values({
      title: `Game ${randomBytes(3).toString('hex')}`,
      sportType: 'soccer',
      dateTime: new Date(Date.now() + 72 * 3600_000),
      duration: 90,
      location: 'Central Park',
      capacity: 10,
      groupId,
      organizerId: p.organizer.id,
    })
    .returning({ id: events.id });
  const eventId = event!.id;
  await db.insert(eventCoHosts).values({ eventId, userId: p.cohost.id });
  const rows = await db
    .insert(eventParticipants)
    .values([
      { eventId, userId: p.organizer.id },
      { eventId, userId: p.cohost.id },
      { eventId, userId: p.target.id },
    ])
    .returning({ id: eventParticipants.id, userId: eventParticipants.userId });
  const participantId = rows.find((r) => r.userId === p.target.id)!.id;
  const [comment] = await db.insert(eventComments).values({ eventId, authorId: p.target.id, content: 'See you there' }).returning({ id: eventComments.id });
  return { groupId, eventId, participantId, commentId: comment!.id, postId: post!.id, isPrivate };
}

export async function buildWorld(app: App): Promise<World> {
  const people = await signInPeople(app);
  const feedToken = randomBytes(24).toString('hex');
  await app.db.insert(calendarFeedTokens).values({ userId: people.organizer.id, token: feedToken });
  const [note] = await app.db
    .insert(notifications)
    .values({ userId: people.organizer.id, type: 'group_message', title: 'Matrix', body: 'A new post', sourceKey: `matrix:${feedToken}` })
    .returning({ id: notifications.id });
  const [venue] = await app.db
    .insert(venues)
    .values({ name: 'Matrix Field', searchKey: 'matrix field', latitude: 30.27, longitude: -97.74, createdBy: people.organizer.id })
    .returning({ id: venues.id });
  return {
    people,
    private: await buildGroupWorld(app, people, true),
    public: await buildGroupWorld(app, people, false),
    feedToken,
    notificationId: note!.id,
    venueId: venue!.id,
  };
}
