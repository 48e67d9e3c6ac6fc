/**
 * Balanced teams (issue 14): hosts balance registered players (guests as "Guest of <name>") into 2-8 teams by level,
 * the same teams for the same seed; bad counts are 400; a draft is the hosts' until published; saving teams that name
 * a player who left is 409 and changes nothing; publishing notifies the players; members set their own levels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAMS, type EventTeams } from '@kickoff/shared';
import { createTestApp, type TestApp } from './helpers/app';
import { addMember, createEvent, join, makeGroup, person, type Person } from './helpers/events';
import { inbox } from './helpers/notifications';

let t: TestApp;
let host: Person;
let players: Person[];
let outsider: Person;
let groupId: string;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
  host = await person(t.app, 'Hana');
  players = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((n) => person(t.app, n)));
  outsider = await person(t.app, 'Oz');
  groupId = await makeGroup(t.app, host);
  for (const p of [...players, outsider]) await addMember(t.app, groupId, p.id);
  eventId = (await createEvent(t.app, host, groupId, { capacity: '20', sportType: 'Soccer' })).id;
  // Ann is an expert, Ben an advanced player who brings a guest; the rest have no level for soccer.
  await skills(players[0]!, [{ sportType: 'soccer', level: 'expert' }, { sportType: 'tennis', level: 'beginner' }]);
  await skills(players[1]!, [{ sportType: 'soccer', level: 'advanced' }]);
  for (const [i, p] of players.entries()) expect((await join(t.app, p, eventId, i === 1 ? 1 : 0)).statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function skills(user: Person, list: { sportType: string; level: string }[]) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/user/sport-skills', headers: user.headers, payload: { skills: list } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const balance = (user: Person, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/events/${eventId}/teams/balance`, headers: user.headers, payload });
const read = async (user: Person) => (await t.app.inject({ url: `/api/events/${eventId}/teams`, headers: user.headers })).json() as EventTeams;
const save = (user: Person, payload: object) => t.app.inject({ method: 'PUT', url: `/api/events/${eventId}/teams`, headers: user.headers, payload });
const asInput = (teams: NonNullable<EventTeams>) =>
  teams.teams.map((team) => ({ name: team.name, colour: team.colour, players: team.players.map((p) => ({ participantId: p.participantId, guest: p.guest })) }));

describe('members’ levels', () => {
  it('are the member’s own, one per sport', async () => {
    const own = (await t.app.inject({ url: '/api/user/sport-skills', headers: players[0]!.headers })).json();
    expect(own.skills).toEqual([
      { sportType: 'soccer', level: 'expert' },
      { sportType: 'tennis', level: 'beginner' },
    ]);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user/sport-skills', headers: players[2]!.headers, payload: { skills: [{ sportType: 'soccer', level: 'legend' }] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('balancing', () => {
  it('splits every registered player, guests included, into even teams, the same for the same seed', async () => {
    const res = await balance(host, { teamCount: 2, keepPartiesTogether: true, seed: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const teams = res.json() as NonNullable<EventTeams>;
    expect(teams.published).toBe(false);
    // The host, five players and Ben's guest.
    const all = teams.teams.flatMap((team) => team.players);
    expect(all).toHaveLength(7);
    expect(all.map((p) => p.name)).toContain('Guest of Ben Tester');
    expect(teams.unassigned).toEqual([]);
    const sizes = teams.teams.map((team) => team.players.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
    // Ben and his guest stay together; the expert counts 4 points, an unknown level the event's (any: 2.5).
    const bens = teams.teams.filter((team) => team.players.some((p) => p.name.includes('Ben')));
    expect(bens).toHaveLength(1);
    expect(all.find((p) => p.name === 'Ann Tester')).toMatchObject({ level: 'expert', points: 4 });
    expect(all.find((p) => p.name === 'Cat Tester')).toMatchObject({ level: null, points: 2.5 });
    const again = (await balance(host, { teamCount: 2, keepPartiesTogether: true, seed: 7 })).json() as NonNullable<EventTeams>;
    expect(again.teams).toEqual(teams.teams);
  });

  it('refuses a team count outside 2..8 or above the players, and non-hosts', async () => {
    for (const teamCount of [1, 9]) {
      const res = await balance(host, { teamCount });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TEAMS.messages.teamCount);
    }
    const tooMany = await balance(host, { teamCount: 8 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(TEAMS.messages.tooFewPlayers);
    const byPlayer = await balance(players[0]!, { teamCount: 2 });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(TEAMS.messages.hostsOnly);
  });
});

describe('publishing', () => {
  it('keeps a draft to the hosts, refuses a player who left, and tells the players when published', async () => {
    const draft = (await balance(host, { teamCount: 2, keepPartiesTogether: false, seed: 3 })).json() as NonNullable<EventTeams>;
    expect(await read(players[0]!)).toBeNull();
    expect((await read(host))?.published).toBe(false);

    // Eve leaves; teams that still name her are refused and nothing changes.
    const eve = players[4]!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${eventId}/leave`, headers: eve.headers })).statusCode).toBe(200);
    const staleInput = asInput(draft);
    staleInput[0]!.name = 'Stale';
    const stale = await save(host, { teams: staleInput, publish: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(TEAMS.messages.playerLeft);
    expect(await read(players[0]!)).toBeNull();
    expect((await read(host))).toMatchObject({ published: false, teams: draft.teams.map((team) => expect.objectContaining({ name: team.name })) });

    // The host moves a player, renames a team and publishes.
    const current = (await read(host))!;
    const input = asInput(current);
    const moved = input[0]!.players.pop()!;
    input[1]!.players.push(moved);
    input[0]!.name = 'Bibs';
    const twice = await save(host, { teams: [input[0], { ...input[1]!, players: [...input[1]!.players, moved] }], publish: false });
    expect(twice.statusCode).toBe(400);
    const published = await save(host, { teams: input, publish: true, seed: 3 });
    expect(published.statusCode, published.body).toBe(200);

    const seen = (await read(players[0]!))!;
    expect(seen.published).toBe(true);
    expect(seen.teams[0]!.name).toBe('Bibs');
    expect(seen.teams[1]!.players.some((p) => p.participantId === moved.participantId && p.guest === moved.guest)).toBe(true);
    expect(await read(outsider)).toMatchObject({ published: true });

    await t.app.jobs.runDue();
    for (const p of players.slice(0, 4)) expect((await inbox(t.app, p)).some((n) => n.type === 'teams_published' && n.data.eventId === eventId)).toBe(true);
    expect((await inbox(t.app, host)).some((n) => n.type === 'teams_published')).toBe(false);
    expect((await inbox(t.app, outsider)).some((n) => n.type === 'teams_published')).toBe(false);
  });

  it('shows levels, points and team totals to the hosts only (issue 33)', async () => {
    const hosts = (await read(host))!;
    expect(hosts.published).toBe(true);
    expect(hosts.teams.flatMap((team) => team.players)).toContainEqual(expect.objectContaining({ name: 'Ann Tester', level: 'expert', points: 4 }));
    expect(hosts.teams.every((team) => typeof team.skillTotal === 'number')).toBe(true);
    // A player of the event and a member who is not in it see the teams without anyone's level.
    for (const viewer of [players[1]!, outsider]) {
      const seen = (await read(viewer))!;
      const everyone = [...seen.teams.flatMap((team) => team.players), ...seen.unassigned];
      expect(everyone.length).toBeGreaterThan(0);
      expect(everyone.every((p) => p.level === null && p.points === null)).toBe(true);
      expect(seen.teams.every((team) => team.skillTotal === null)).toBe(true);
    }
  });
});
