/**
 * Balanced teams (issue 14): hosts balance the registered players (guests as "Guest of <name>") into 2-8 teams,
 * adjust and publish them; participants see published teams. A draft is kept with the event; balancing again
 * replaces it (published teams included, until published again).
 */
import type { EventTeams as StoredTeams } from '@kickoff/db';
import { PLAYER_LEVELS, TEAMS, type BalanceTeamsInput, type EventTeams, type SaveTeamsInput, type TeamPlayer } from '@kickoff/shared';
import { badRequest, conflict } from '../../lib/errors';
import { balanceTeams } from '../../lib/teams/balance';
import { assertNotBlocked, assertVisible, isHost } from './policy';
import { loadEventAccess, loadHostedEvent } from './access';
import { coHostIdsOf, loadEvent } from './repository-participants';
import { listSkills, readTeams, registeredPlayers, replaceSkills, writeTeams, type TeamPlayerRow } from './repository-teams';
import { notify } from '../notifications';
import type { EventsContext } from './service';

const M = TEAMS.messages;
const LEVEL_POINTS = Object.fromEntries(PLAYER_LEVELS.map((l) => [l.value, l.points])) as Record<string, number>;
/** An unknown level counts as the event's: "Any level" sits between intermediate and advanced. */
const EVENT_LEVEL_POINTS: Record<string, number> = { beginner: 1, intermediate: 2, advanced: 3, any: 2.5 };

const keyOf = (p: { participantId: string; guest: number }) => `${p.participantId}#${p.guest}`;

/** A player as the hosts see them: always scored. */
type ScoredPlayer = TeamPlayer & { points: number };

/** Every registered player: each member, then the guests they brought. */
function playersOf(rows: TeamPlayerRow[], eventLevel: string): Map<string, ScoredPlayer> {
  const fallback = EVENT_LEVEL_POINTS[eventLevel] ?? 2.5;
  const out = new Map<string, ScoredPlayer>();
  for (const r of rows) {
    const name = `${r.firstName} ${r.lastName}`.trim();
    const member = { participantId: r.participantId, guest: 0, userId: r.userId, name, level: r.level, points: r.level ? LEVEL_POINTS[r.level]! : fallback };
    out.set(keyOf(member), member);
    for (let g = 1; g <= r.guestCount; g++) {
      const guest = { participantId: r.participantId, guest: g, userId: r.userId, name: `Guest of ${name}`, level: null, points: fallback };
      out.set(keyOf(guest), guest);
    }
  }
  return out;
}

/** The stored teams as the API shows them, against today's players (a player who left drops out of view). */
function view(stored: StoredTeams, players: Map<string, ScoredPlayer>): NonNullable<EventTeams> {
  const placed = new Set<string>();
  const teams = stored.teams.map((t) => {
    const members = t.players.map((p) => players.get(keyOf(p))).filter((p): p is ScoredPlayer => p !== undefined);
    members.forEach((p) => placed.add(keyOf(p)));
    return { name: t.name, colour: t.colour, players: members, skillTotal: members.reduce((s, p) => s + p.points, 0) };
  });
  return {
    published: stored.published,
    publishedAt: stored.publishedAt,
    seed: stored.seed,
    teams,
    unassigned: [...players.values()].filter((p) => !placed.has(keyOf(p))),
  };
}

async function hostedEvent(ctx: EventsContext, eventId: string) {
  const user = ctx.user;
  return { event: await loadHostedEvent(ctx.db, eventId, user.id, M), user };
}

export async function balanceEventTeams(ctx: EventsContext, eventId: string, input: Required<BalanceTeamsInput>): Promise<EventTeams> {
  const { event } = await hostedEvent(ctx, eventId);
  const players = playersOf(await registeredPlayers(ctx.db, eventId, event.sportType), event.skillLevel);
  if (players.size < input.teamCount) throw badRequest(M.tooFewPlayers, { teamCount: M.tooFewPlayers });
  const split = balanceTeams(
    [...players.values()].map((p) => ({ id: keyOf(p), partyId: p.participantId, skill: p.points })),
    { teamCount: input.teamCount, keepPartiesTogether: input.keepPartiesTogether, seed: input.seed },
  );
  const stored: StoredTeams = {
    published: false,
    publishedAt: null,
    seed: input.seed,
    teams: split.map((team, i) => ({
      name: TEAMS.colours[i]!.label,
      colour: TEAMS.colours[i]!.value,
      players: team.playerIds.map((id) => {
        const p = players.get(id)!;
        return { participantId: p.participantId, guest: p.guest };
      }),
    })),
  };
  await writeTeams(ctx.db, eventId, stored);
  return view(stored, players);
}

export async function saveEventTeams(ctx: EventsContext, eventId: string, input: Required<SaveTeamsInput>): Promise<EventTeams> {
  const { event, user } = await hostedEvent(ctx, eventId);
  const players = playersOf(await registeredPlayers(ctx.db, eventId, event.sportType), event.skillLevel);
  const seen = new Set<string>();
  for (const team of input.teams) {
    for (const p of team.players) {
      if (!players.has(keyOf(p))) throw conflict(M.playerLeft);
      if (seen.has(keyOf(p))) throw badRequest(M.playerTwice);
      seen.add(keyOf(p));
    }
  }
  const stored: StoredTeams = {
    published: input.publish,
    publishedAt: input.publish ? new Date().toISOString() : null,
    seed: input.seed,
    teams: input.teams.map((t) => ({ name: t.name, colour: t.colour, players: t.players.map((p) => ({ participantId: p.participantId, guest: p.guest })) })),
  };
  await ctx.db.transaction(async (tx) => {
    await writeTeams(tx, eventId, stored);
    if (input.publish) {
      const userIds = input.teams.flatMap((t) => t.players.map((p) => players.get(keyOf(p))!.userId));
      await notify.teamsPublished(tx, { eventId, userIds, actorId: user.id });
    }
  });
  return view(stored, players);
}

/** Published teams for whoever sees the event; hosts also see their draft. */
export async function getEventTeams(ctx: EventsContext, eventId: string): Promise<EventTeams> {
  const user = ctx.user;
  const access = await loadEventAccess(ctx.db, await loadEvent(ctx.db, eventId), user.id);
  const event = assertVisible(access);
  // The blocked see what a visitor sees (issue 33, point 9a): the event, not its signed-in lists.
  assertNotBlocked(access);
  const stored = await readTeams(ctx.db, eventId);
  if (!stored) return null;
  const host = isHost(access, await coHostIdsOf(ctx.db, eventId));
  if (!stored.published && !host) return null;
  const teams = view(stored, playersOf(await registeredPlayers(ctx.db, eventId, event.sportType), event.skillLevel));
  return host ? teams : withoutLevels(teams);
}

/** Members see no one's level (issue 14): levels, points and team totals are the hosts' (issue 33). */
function withoutLevels(teams: NonNullable<EventTeams>): EventTeams {
  const hide = (p: TeamPlayer): TeamPlayer => ({ ...p, level: null, points: null });
  return {
    ...teams,
    teams: teams.teams.map((t) => ({ ...t, players: t.players.map(hide), skillTotal: null })),
    unassigned: teams.unassigned.map(hide),
  };
}

export async function mySportSkills(ctx: EventsContext) {
  return { skills: await listSkills(ctx.db, ctx.user.id) };
}

export async function setMySportSkills(ctx: EventsContext, skills: { sportType: string; level: (typeof PLAYER_LEVELS)[number]['value'] }[]) {
  const user = ctx.user;
  const bySport = new Map(skills.map((s) => [s.sportType, s]));
  await replaceSkills(ctx.db, user.id, [...bySport.values()]);
  return mySportSkills(ctx);
}
