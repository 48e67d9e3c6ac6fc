/**
 * What hosts see beside names on game day (issue 14): each member's own level in the event's sport on the participants
 * list (hosts only), and each person's reliability on the group's waiting list (its creator only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupMemberPage, ParticipantResponse } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, hoursFromNow, join, makeGroup, person, type Person } from './helpers/events';

let t: TestApp;
let organizer: Person;
let ann: Person;
let ben: Person;
let wes: Person;
let groupId: string;

const setSkills = (p: Person, skills: { sportType: string; level: string }[]) =>
  t.app.inject({ method: 'PUT', url: '/api/user/sport-skills', headers: p.headers, payload: { skills } });
const participants = async (eventId: string, viewer: Person) =>
  (await t.app.inject({ url: `/api/events/${eventId}/participants`, headers: viewer.headers })).json() as ParticipantResponse[];
const rowOf = (list: ParticipantResponse[], p: Person) => list.find((r) => r.userId === p.id)!;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  [organizer, ann, ben, wes] = await Promise.all(['Olga', 'Ann', 'Ben', 'Wes'].map((n) => person(t.app, n)));
  groupId = await makeGroup(t.app, organizer, { sportType: 'soccer' });
  for (const p of [ann, ben]) await addMember(t.app, groupId, p.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('levels on the participants list', () => {
  it("shows hosts each member's level in the event's sport, and nobody else", async () => {
    expect((await setSkills(ann, [{ sportType: 'soccer', level: 'advanced' }, { sportType: 'tennis', level: 'beginner' }])).statusCode).toBe(200);
    expect((await setSkills(ben, [{ sportType: 'tennis', level: 'expert' }])).statusCode).toBe(200);
    const event = await createEvent(t.app, organizer, groupId, { sportType: 'soccer', dateTime: hoursFromNow(24) });
    for (const p of [ann, ben]) await join(t.app, p, event.id);

    const hosts = await participants(event.id, organizer);
    expect(rowOf(hosts, ann).level).toBe('advanced');
    // Ben rated tennis only: unknown in soccer.
    expect(rowOf(hosts, ben).level).toBeNull();
    const members = await participants(event.id, ben);
    expect(members.map((r) => r.level)).toEqual(members.map(() => null));
  });
});

describe("reliability on the group's waiting list", () => {
  it('shows the creator each waiting person’s record, and not on the other lists', async () => {
    const privateGroup = await makeGroup(t.app, organizer, { isPrivate: true });
    await addMember(t.app, privateGroup, ann.id);
    // Wes came to one game and missed one (marked by the host of a started game).
    const event = await createEvent(t.app, organizer, groupId, { capacity: '10', dateTime: hoursFromNow(24) });
    const other = await createEvent(t.app, organizer, groupId, { capacity: '10', dateTime: hoursFromNow(25) });
    await addMember(t.app, groupId, wes.id);
    for (const [e, mark] of [
      [event.id, 'attended'],
      [other.id, 'no_show'],
    ] as const) {
      await join(t.app, wes, e);
      await t.app.db.execute(`update events set date_time = now() - interval '1 day' where id = '${e}'`);
      const row = rowOf(await participants(e, organizer), wes);
      const res = await t.app.inject({ method: 'PUT', url: `/api/events/${e}/participants/${row.id}/attendance`, headers: organizer.headers, payload: { attendance: mark } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const asked = await t.app.inject({ method: 'POST', url: `/api/groups/${privateGroup}/join`, headers: wes.headers });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await addMember(t.app, privateGroup, ben.id, 'waiting');

    const waiting = (await t.app.inject({ url: `/api/groups/${privateGroup}/members?status=waiting`, headers: organizer.headers })).json() as GroupMemberPage;
    const byUser = new Map(waiting.items.map((m) => [m.userId, m.reliability]));
    expect(byUser.get(wes.id)).toEqual({ attended: 1, noShows: 1, rate: 0.5 });
    expect(byUser.get(ben.id)).toEqual({ attended: 0, noShows: 0, rate: null });
    const active = (await t.app.inject({ url: `/api/groups/${privateGroup}/members?status=active`, headers: organizer.headers })).json() as GroupMemberPage;
    expect(active.items.every((m) => m.reliability === undefined)).toBe(true);
    // Members do not see the waiting list at all.
    expect((await t.app.inject({ url: `/api/groups/${privateGroup}/members?status=waiting`, headers: ann.headers })).statusCode).toBe(403);
  });
});
