/**
 * Dashboard API: the counters equal the lengths of the lists they summarise, the next events, and the popular sports
 * with the visibility rules of Discover (private groups' events only for their active members). All data is made
 * through the real API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@kickoff/db';
import type { Dashboard, EventPage, EventResponse, Group, GroupPage, PopularSport } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { signIn, type SignedInUser } from './helpers/auth';
import { createEvent, hoursFromNow, join } from './helpers/events';
import { createGroup } from './helpers/groups';

let t: TestApp;
let organizer: SignedInUser;
let member: SignedInUser;
let waiting: SignedInUser;
let blocked: SignedInUser;
let newcomer: SignedInUser;
let publicSoccer: string;
let publicTennis: string;
let privateYoga: string;

async function call<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, user?: SignedInUser, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: user?.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}

async function ok<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, user?: SignedInUser, payload?: unknown) {
  const res = await call<T>(method, url, user, payload);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every item of a cursor-paged list, following nextCursor (small pages, so paging is exercised). */
async function allPages(url: string, user?: SignedInUser): Promise<EventResponse[]> {
  const items: EventResponse[] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const page: EventPage = await ok<EventPage>('GET', `${url}${sep}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, user);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

async function dashboard(user: SignedInUser) {
  return ok<Dashboard>('GET', '/api/user/dashboard', user);
}

beforeAll(async () => {
  t = await createTestApp();
  organizer = await signIn(t.app);
  member = await signIn(t.app);
  waiting = await signIn(t.app);
  blocked = await signIn(t.app);
  newcomer = await signIn(t.app);
  await ok('PUT', '/api/user/profile', organizer, { firstName: 'Olivia', lastName: 'Organizer', email: 'olivia.dash@example.com' });
  await ok('PUT', '/api/user/profile', member, { firstName: 'Marco', lastName: 'Member', email: 'marco.dash@example.com' });

  publicSoccer = await createGroup(t.app, organizer, { name: 'Riverside Kickers', sportType: 'soccer' });
  publicTennis = await createGroup(t.app, organizer, { name: 'Baseline Club', sportType: 'tennis' });
  privateYoga = await createGroup(t.app, organizer, { name: 'Sunrise Yoga', sportType: 'yoga', isPrivate: true });

  // member: active in all three (the private one approved); waiting: asked for the private one; blocked: blocked there.
  for (const g of [publicSoccer, publicTennis, privateYoga]) await ok('POST', `/api/groups/${g}/join`, member);
  await ok('PATCH', `/api/groups/${privateYoga}/members/${member.id}/status`, organizer, { status: 'active' });
  await ok('POST', `/api/groups/${privateYoga}/join`, waiting);
  await ok('POST', `/api/groups/${privateYoga}/join`, blocked);
  await ok('PATCH', `/api/groups/${privateYoga}/members/${blocked.id}/status`, organizer, { status: 'active' });
  await ok('POST', `/api/groups/${privateYoga}/block`, organizer, { blockedUserId: blocked.id, reason: 'spam' });
  await ok('POST', `/api/groups/${publicSoccer}/join`, blocked);

  // Events: 3 soccer (one full with a waitlist), 2 tennis, 2 private yoga, and one soccer game that is over.
  const soccer = [] as EventResponse[];
  for (const h of [30, 50, 70]) soccer.push(await createEvent(t.app, organizer, publicSoccer, { dateTime: hoursFromNow(h), capacity: '2' }));
  const tennis = [] as EventResponse[];
  for (const h of [40, 200]) tennis.push(await createEvent(t.app, organizer, publicTennis, { sportType: 'tennis', dateTime: hoursFromNow(h) }));
  const yoga = [] as EventResponse[];
  for (const h of [20, 90]) yoga.push(await createEvent(t.app, organizer, privateYoga, { sportType: 'yoga', dateTime: hoursFromNow(h) }));
  const past = await createEvent(t.app, organizer, publicSoccer, { dateTime: hoursFromNow(60) });

  // member joins: soccer[0] (fills it), tennis[1], yoga[0], and the later-past game; blocked is waitlisted on soccer[0].
  for (const e of [soccer[0]!, tennis[1]!, yoga[0]!, past]) expect((await join(t.app, member, e.id)).statusCode).toBe(200);
  expect((await join(t.app, blocked, soccer[0]!.id)).statusCode).toBe(200);
  // Move the last game into the past (through the database: the API refuses past dates).
  await t.app.db.update(events).set({ dateTime: new Date(Date.now() - 3 * 86_400_000) }).where(eq(events.id, past.id));
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/user/dashboard', () => {
  it('needs a signed-in user', async () => {
    expect((await call('GET', '/api/user/dashboard')).status).toBe(401);
  });

  it("gives a brand-new user zeros and no upcoming events", async () => {
    expect(await dashboard(newcomer)).toEqual({
      stats: { eventsJoined: 0, groupsJoined: 0, eventsOrganized: 0, groupsCreated: 0, upcomingEvents: 0, pendingJoinRequests: 0 },
      upcomingEvents: [],
      joinRequests: [],
    });
  });

  for (const who of ['organizer', 'member', 'waiting', 'blocked'] as const) {
    it(`counts for the ${who} equal the lengths of the lists they summarise`, async () => {
      const user = { organizer, member, waiting, blocked }[who];
      const d = await dashboard(user);
      const joined = await allPages('/api/user/events?scope=all', user);
      const upcoming = await allPages('/api/user/events?scope=upcoming', user);
      const created = await allPages('/api/user/created-events?scope=all', user);
      const groups = await ok<Group[]>('GET', '/api/user/groups', user);
      const createdGroups = await ok<Group[]>('GET', '/api/user/created-groups', user);
      let waitingTotal = 0;
      for (const g of createdGroups) waitingTotal += (await ok<{ items: unknown[] }>('GET', `/api/groups/${g.id}/members?status=waiting&limit=50`, user)).items.length;
      expect(d.stats).toEqual({
        // Registered places only (issue 26): a waitlisted game is on the list but not counted as joined.
        eventsJoined: joined.filter((e) => e.userParticipation?.status === 'registered').length,
        groupsJoined: groups.length,
        eventsOrganized: created.length,
        groupsCreated: createdGroups.length,
        upcomingEvents: upcoming.length,
        pendingJoinRequests: waitingTotal,
      });
      expect(d.joinRequests.reduce((n, r) => n + r.waiting, 0)).toBe(waitingTotal);
      expect(d.upcomingEvents.map((e) => e.id)).toEqual(upcoming.slice(0, 3).map((e) => e.id));
    });
  }

  it('holds the expected figures for the organizer and the member', async () => {
    const o = await dashboard(organizer);
    // The organizer hosts (and so takes part in) all 8 events, 7 of them upcoming.
    expect(o.stats).toEqual({ eventsJoined: 8, groupsJoined: 3, eventsOrganized: 8, groupsCreated: 3, upcomingEvents: 7, pendingJoinRequests: 1 });
    expect(o.joinRequests).toEqual([{ groupId: privateYoga, groupName: 'Sunrise Yoga', waiting: 1, latestAt: expect.any(String) }]);
    const m = await dashboard(member);
    expect(m.stats).toEqual({ eventsJoined: 4, groupsJoined: 3, eventsOrganized: 0, groupsCreated: 0, upcomingEvents: 3, pendingJoinRequests: 0 });
    expect(m.joinRequests).toEqual([]);
    // Soonest first, at most 3, with the viewer's participation.
    expect(m.upcomingEvents).toHaveLength(3);
    const times = m.upcomingEvents.map((e) => Date.parse(e.dateTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(m.upcomingEvents.every((e) => e.isUserParticipant)).toBe(true);
    expect(m.upcomingEvents[0]!.sportType).toBe('yoga');
  });

  it("hides a private group's events from a blocked user and keeps the waitlisted party's event", async () => {
    const b = await dashboard(blocked);
    // Blocked in the private group: only the public soccer membership and the waitlisted soccer game remain; a
    // waitlisted game is upcoming but not joined (issue 26).
    expect(b.stats).toMatchObject({ groupsJoined: 1, eventsJoined: 0, upcomingEvents: 1 });
    expect(b.upcomingEvents[0]!.userParticipation?.status).toBe('waitlisted');
    const w = await dashboard(waiting);
    expect(w.stats).toMatchObject({ groupsJoined: 0, eventsJoined: 0 });
  });
});

describe('join requests on the dashboard (issue 18)', () => {
  it("lists the creator's groups with people waiting, latest request first, and follows approvals", async () => {
    const creator = await signIn(t.app);
    const askers = [await signIn(t.app), await signIn(t.app), await signIn(t.app)];
    const quiet = await createGroup(t.app, creator, { name: 'Quiet Club', sportType: 'yoga', isPrivate: true });
    const early = await createGroup(t.app, creator, { name: 'Early Birds', sportType: 'running', isPrivate: true });
    const late = await createGroup(t.app, creator, { name: 'Night Owls', sportType: 'soccer', isPrivate: true });
    await ok('POST', `/api/groups/${early}/join`, askers[0]);
    await ok('POST', `/api/groups/${early}/join`, askers[1]);
    await new Promise((r) => setTimeout(r, 5));
    await ok('POST', `/api/groups/${late}/join`, askers[2]);
    const d = await dashboard(creator);
    expect(d.stats.pendingJoinRequests).toBe(3);
    expect(d.joinRequests.map((r) => [r.groupName, r.waiting])).toEqual([['Night Owls', 1], ['Early Birds', 2]]);
    expect(d.joinRequests.some((r) => r.groupId === quiet)).toBe(false);
    // Someone else's request is not the asker's business: their own dashboard shows none.
    expect((await dashboard(askers[0]!)).joinRequests).toEqual([]);

    await ok('PATCH', `/api/groups/${late}/members/${askers[2]!.id}/status`, creator, { status: 'active' });
    const after = await dashboard(creator);
    expect(after.stats.pendingJoinRequests).toBe(2);
    expect(after.joinRequests.map((r) => r.groupId)).toEqual([early]);
  });
});

describe('GET /api/sports/popular', () => {
  async function discoverCount(sport: string, user?: SignedInUser) {
    return (await allPages(`/api/events?sport=${sport}`, user)).length;
  }

  it('gives the first 6 sports, most upcoming events first, with counts equal to Discover for each caller', async () => {
    for (const user of [undefined, organizer, member, waiting, blocked, newcomer]) {
      const sports = await ok<PopularSport[]>('GET', '/api/sports/popular', user);
      expect(sports).toHaveLength(6);
      for (const s of sports) expect(s.eventCount).toBe(await discoverCount(s.sport, user));
      const counts = sports.map((s) => s.eventCount);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    }
  });

  it("counts a private group's events only for its active members", async () => {
    const byCaller = async (user?: SignedInUser) =>
      Object.fromEntries((await ok<PopularSport[]>('GET', '/api/sports/popular', user)).map((s) => [s.sport, s.eventCount]));
    const anonymous = await byCaller();
    expect(anonymous).toMatchObject({ soccer: 3, tennis: 2 });
    expect(anonymous.yoga ?? 0).toBe(0);
    expect((await byCaller(member)).yoga).toBe(2);
    expect((await byCaller(organizer)).yoga).toBe(2);
    expect((await byCaller(waiting)).yoga ?? 0).toBe(0);
    expect((await byCaller(blocked)).yoga ?? 0).toBe(0);
    // Sports without events fill the list with a count of 0, in the shared list's order.
    const sports = await ok<PopularSport[]>('GET', '/api/sports/popular');
    expect(sports.slice(0, 2).map((s) => s.sport)).toEqual(['soccer', 'tennis']);
    expect(sports[2]).toEqual({ sport: 'baseball', label: 'Baseball', emoji: '⚾', eventCount: 0 });
  });
});

describe('featured lists for signed-out visitors (the landing page)', () => {
  it('GET /api/events?featured=true&limit=6 and GET /api/groups?featured=true&limit=6 answer anonymous callers', async () => {
    const events = await call<EventPage>('GET', '/api/events?featured=true&limit=6');
    expect(events.status).toBe(200);
    expect(events.body.items.length).toBeGreaterThan(0);
    expect(events.body.items.every((e) => !e.group.isPrivate)).toBe(true);
    const groups = await call<GroupPage>('GET', '/api/groups?featured=true&limit=6');
    expect(groups.status).toBe(200);
    expect(groups.body.items.map((g) => g.id)).toEqual(expect.arrayContaining([publicSoccer, publicTennis]));
  });
});
