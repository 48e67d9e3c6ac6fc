/**
 * Support's account deletion (issue 15, rulings §9), run in process as `npm run admin -- delete-user` runs it: its
 * effects on every table (no row names the user afterwards, nothing of anyone else is lost), groups handed over or
 * deleted, upcoming events cancelled with their people told, places released to the waitlist, replies kept, images
 * removed, the session refused, the phone number free to sign up again; the dry run changes nothing.
 * admin-cli.test.ts runs the command itself (PGlite data folder, PostgreSQL with a second running instance).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { eventComments, eventParticipants, events, groupMembers, groupPosts, groups, rateLimits, users } from '@kickoff/db';
import { ACCOUNT_DELETION } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn } from './helpers/auth';
import { inbox } from './helpers/notifications';
import { accountWorld, type AccountWorld } from './helpers/account-world';
import { rowsNaming, tableCounts } from './helpers/user-traces';
import { parseTestPhoneNumbers } from '../src/modules/auth/test-numbers';
import { deleteUser, formatDeletionReport, resolveUser, UserNotFoundError, type AdminDeps } from '../src/modules/data-rights/service-delete';

let t: TestApp;
let w: AccountWorld;
let deps: AdminDeps;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false', JOBS_BACKOFF_MS: '0' } });
  w = await accountWorld(t.app);
  deps = { db: t.app.db, images: t.app.images, sessionCache: t.app.sessionCache, testPhoneNumbers: parseTestPhoneNumbers(t.app.config.AUTH_TEST_PHONE_NUMBERS) };
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const profile = (token: string) => t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

describe('finding the account', () => {
  it('by phone number (any common format) or verified email; otherwise says what was not found', async () => {
    expect(await resolveUser(deps, w.dee.phoneNumber)).toBe(w.dee.id);
    expect(await resolveUser(deps, w.dee.email.toUpperCase())).toBe(w.dee.id);
    await expect(resolveUser(deps, 'nobody@example.com')).rejects.toThrow(UserNotFoundError);
    await expect(resolveUser(deps, 'not a number')).rejects.toThrow(/neither an email address nor a valid phone number/);
    // A claimed but unproven address names nobody.
    await expect(resolveUser(deps, 'dee.new@example.com')).rejects.toThrow(UserNotFoundError);
  });
});

describe('delete-user', () => {
  it('--dry-run tells what will happen and changes nothing', async () => {
    // The search below finds her everywhere she is before the deletion.
    const traces = (await rowsNaming(t.app, w.dee.id)).map((line) => line.split(':')[0]);
    for (const place of ['sessions.user_id', 'group_members.user_id', 'event_comments.author_id', 'notifications.user_id', 'data_exports.user_id', 'jobs.payload']) {
      expect(traces).toContain(place);
    }
    const before = await tableCounts(t.app);
    const report = await deleteUser(deps, w.dee.id, { dryRun: true });
    expect(await tableCounts(t.app)).toEqual(before);
    expect((await profile(w.dee.token)).statusCode).toBe(200);
    expect(report).toMatchObject({
      dryRun: true,
      groupsHandedOver: [{ id: w.handedGroupId, to: { id: w.ann.id, role: 'admin' } }],
      groupsDeleted: [{ id: w.loneGroupId, events: 1, upcomingEvents: 1, otherPeople: 1 }],
      eventsCancelled: [{ id: w.upcomingId, title: 'Dee upcoming', peopleNotified: 1 }],
      repliesKept: 1,
      posts: 1,
      comments: 1,
    });
    expect(report.images).toEqual([w.deeImage]);
    const text = formatDeletionReport(report);
    expect(text).toMatch(/^DRY RUN: nothing was changed/);
    expect(text).toContain('handed to Ann Tester (active admin since');
    // The cancelled game's start as its people read it: in the event's own zone, named.
    expect(text).toMatch(/"Dee upcoming" on \w{3}, \w{3} \d{1,2}, \d{4} · \d{1,2}:\d{2} [AP]M \S+ \(.+\): 1 other person$/m);
  });

  it("removes the user everywhere and keeps everyone else's data whole", { timeout: 120_000 }, async () => {
    const others = [w.ann, w.bob, w.olga, w.wes, w.sam];
    const othersBefore = await Promise.all(others.map((p) => rowsNaming(t.app, p.id)));
    const report = await deleteUser(deps, w.dee.id, { dryRun: false });
    expect(report.dryRun).toBe(false);
    await t.app.jobs.runDue();

    // No table names Dee any more (sessions, memberships, places, comments, posts, notifications, devices, claims,
    // skills, feed token, exports, follows, jobs for her, sign-in codes and counters).
    expect(await rowsNaming(t.app, w.dee.id)).toEqual([]);
    expect(await t.app.db.select().from(rateLimits).then((rows) => rows.filter((r) => r.key.includes(w.dee.phoneNumber)))).toEqual([]);

    // The group with people in it is Ann's now (admin before the longer-standing member Bob); the lone one is gone.
    const [handed] = await t.app.db.select().from(groups).where(eq(groups.id, w.handedGroupId));
    expect(handed).toMatchObject({ creatorId: w.ann.id, memberCount: 2 });
    const annRole = await t.app.db.select({ role: groupMembers.role }).from(groupMembers).where(eq(groupMembers.userId, w.ann.id));
    expect(annRole).toEqual([{ role: 'organizer' }]);
    expect(await t.app.db.select().from(groups).where(eq(groups.id, w.loneGroupId))).toEqual([]);
    expect(await t.app.db.select().from(events).where(eq(events.id, w.loneEventId))).toEqual([]);

    // Her upcoming game is cancelled and Ann's; the past one is Ann's with Bob's place and comment.
    const kept = await t.app.db.select().from(events).where(inArray(events.id, [w.upcomingId, w.pastId]));
    const upcoming = kept.find((e) => e.id === w.upcomingId)!;
    const past = kept.find((e) => e.id === w.pastId)!;
    expect(upcoming).toMatchObject({ organizerId: w.ann.id, cancelReason: ACCOUNT_DELETION.cancelReason });
    expect(upcoming.cancelledAt).toBeInstanceOf(Date);
    expect(past).toMatchObject({ organizerId: w.ann.id, cancelledAt: null });
    const bobPlaces = await t.app.db.select({ eventId: eventParticipants.eventId }).from(eventParticipants).where(eq(eventParticipants.userId, w.bob.id));
    expect(bobPlaces.map((p) => p.eventId).sort()).toEqual([w.upcomingId, w.pastId].sort());
    expect(await t.app.db.select({ id: eventComments.id }).from(eventComments).where(eq(eventComments.id, w.bobPastCommentId))).toHaveLength(1);

    // Bob and Sam hear their games are off; Wes got Dee's place in Olga's game.
    expect((await inbox(t.app, w.bob)).filter((n) => n.type === 'event_cancelled').map((n) => n.data.eventId)).toEqual([w.upcomingId]);
    // The lone group's game is gone with its group: Sam's notice names it and links nowhere.
    const samHeard = (await inbox(t.app, w.sam)).filter((n) => n.type === 'event_cancelled');
    expect(samHeard).toEqual([expect.objectContaining({ data: expect.objectContaining({ eventId: null }) })]);
    expect(`${samHeard[0]!.title} ${samHeard[0]!.body}`).toContain('Dee lone');
    const [wesPlace] = await t.app.db.select().from(eventParticipants).where(eq(eventParticipants.userId, w.wes.id));
    expect(wesPlace!.status).toBe('registered');
    expect((await inbox(t.app, w.wes)).map((n) => n.type)).toContain('waitlist_promoted');
    const [olgaEvent] = await t.app.db.select().from(events).where(eq(events.id, w.olgaEventId));
    expect(olgaEvent).toMatchObject({ placesTaken: 2, waitlistCount: 0 });

    // Wes's reply to Dee's comment stays, as a comment of its own; Olga's post and group count stay true.
    const [reply] = await t.app.db.select().from(eventComments).where(eq(eventComments.id, w.wesReplyId));
    expect(reply).toMatchObject({ parentCommentId: null, content: 'Me too', authorId: w.wes.id });
    expect(await t.app.db.select({ content: groupPosts.content }).from(groupPosts).where(eq(groupPosts.groupId, w.olgaGroupId))).toEqual([{ content: 'Welcome Dee' }]);
    expect((await t.app.db.select().from(groups).where(eq(groups.id, w.olgaGroupId)))[0]).toMatchObject({ memberCount: 2 });

    // Nothing else of the others was lost: they are named where they were, and then some (new notifications, Ann's
    // group). Sam's only place was in the lone group's game, which went with the group (he was told, above).
    const othersAfter = await Promise.all(others.map((p) => rowsNaming(t.app, p.id)));
    expect(othersBefore[4]).toContain('event_participants.user_id: 1');
    othersAfter[4]!.push('event_participants.user_id: 0');
    others.forEach((_, i) => {
      // Jobs are not anyone's data (Bob's reminder of the cancelled game rightly went).
      const tables = (list: string[]) => new Set(list.map((line) => line.split(':')[0]).filter((place) => !place!.startsWith('jobs.')));
      for (const place of tables(othersBefore[i]!)) expect(tables(othersAfter[i]!), `${others[i]!.firstName} ${place}`).toContain(place);
    });

    // Her session ends, her photo leaves storage, and her number signs up again as somebody new.
    expect((await profile(w.dee.token)).statusCode).toBe(401);
    expect((await t.app.inject({ url: new URL(w.deeImage, 'http://x').pathname })).statusCode).toBe(404);
    const again = await signIn(t.app, w.dee.phoneNumber);
    expect(again.id).not.toBe(w.dee.id);
    const fresh = await t.app.db.select().from(users).where(eq(users.id, again.id));
    expect(fresh[0]).toMatchObject({ firstName: 'User', phoneNumber: w.dee.phoneNumber });
    expect((await t.app.inject({ url: '/api/user/created-groups', headers: again.headers })).json()).toEqual([]);
  });
});
