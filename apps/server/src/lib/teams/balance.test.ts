/**
 * Balanced teams, by property (fast-check, seeded): everyone placed once, sizes within 1 (or within a party's size
 * when parties stay together), parties together, the same answer for the same seed, and a skill spread within 1
 * level-point of the best split an exhaustive search finds on small cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceTeams, type BalancePlayer } from './balance';

const SEED = 20261125;

/** Players in parties of 1..3 (a member and up to two guests), skills 1..4 or 2.5 (an unknown level at "Any level"). */
const playersArb = (min: number, max: number) =>
  fc.array(fc.record({ partySize: fc.integer({ min: 1, max: 3 }), skills: fc.array(fc.constantFrom(1, 2, 2.5, 3, 4), { minLength: 3, maxLength: 3 }) }), { minLength: min, maxLength: max }).map((parties) => {
    const players: BalancePlayer[] = [];
    parties.forEach((party, p) => {
      for (let g = 0; g < party.partySize; g++) players.push({ id: `p${p}-${g}`, partyId: `party${p}`, skill: party.skills[g]! });
    });
    return players;
  });

/** The players of each party (Map.groupBy needs Node 21). */
function parties(players: BalancePlayer[]): BalancePlayer[][] {
  const byParty = new Map<string, BalancePlayer[]>();
  for (const p of players) byParty.set(p.partyId, [...(byParty.get(p.partyId) ?? []), p]);
  return [...byParty.values()];
}
const sizes = (teams: { size: number }[]) => teams.map((t) => t.size);
const spreadOf = (totals: number[]) => Math.max(...totals) - Math.min(...totals);

/** The best (size difference, skill spread) over every assignment of the units to k teams. */
function exhaustive(units: { size: number; skill: number }[], k: number): [number, number] {
  let best: [number, number] = [Infinity, Infinity];
  const team = new Array<number>(units.length).fill(0);
  const visit = (i: number) => {
    if (i === units.length) {
      const size = new Array<number>(k).fill(0);
      const total = new Array<number>(k).fill(0);
      units.forEach((u, j) => {
        size[team[j]!]! += u.size;
        total[team[j]!]! += u.skill;
      });
      const score: [number, number] = [spreadOf(size), spreadOf(total)];
      if (score[0] < best[0] || (score[0] === best[0] && score[1] < best[1])) best = score;
      return;
    }
    for (let t = 0; t < k; t++) {
      team[i] = t;
      visit(i + 1);
    }
  };
  visit(0);
  return best;
}

describe('balanceTeams', () => {
  it('places every player once, in team sizes that differ by at most 1', () => {
    fc.assert(
      fc.property(playersArb(1, 60), fc.integer({ min: 2, max: 8 }), fc.integer(), (players, teamCount, seed) => {
        fc.pre(players.length >= teamCount);
        const teams = balanceTeams(players, { teamCount, keepPartiesTogether: false, seed });
        expect(teams).toHaveLength(teamCount);
        expect(teams.flatMap((t) => t.playerIds).sort()).toEqual(players.map((p) => p.id).sort());
        expect(Math.max(...sizes(teams)) - Math.min(...sizes(teams))).toBeLessThanOrEqual(1);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('keeps parties together when asked, sizes then within the largest party', () => {
    fc.assert(
      fc.property(playersArb(2, 40), fc.integer({ min: 2, max: 8 }), fc.integer(), (players, teamCount, seed) => {
        fc.pre(players.length >= teamCount);
        const teams = balanceTeams(players, { teamCount, keepPartiesTogether: true, seed });
        const teamOf = new Map(teams.flatMap((t, i) => t.playerIds.map((id) => [id, i] as const)));
        expect(teamOf.size).toBe(players.length);
        for (const p of players) expect(teamOf.get(p.id)).toBe(teamOf.get(players.find((q) => q.partyId === p.partyId)!.id));
        const largestParty = Math.max(...parties(players).map((party) => party.length));
        expect(Math.max(...sizes(teams)) - Math.min(...sizes(teams))).toBeLessThanOrEqual(largestParty);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('gives the same teams for the same seed, and other teams for another seed when players are alike', () => {
    fc.assert(
      fc.property(playersArb(4, 40), fc.integer({ min: 2, max: 4 }), fc.integer(), fc.boolean(), (players, teamCount, seed, keep) => {
        fc.pre(players.length >= teamCount);
        const options = { teamCount, keepPartiesTogether: keep, seed };
        expect(balanceTeams(players, options)).toEqual(balanceTeams(structuredClone(players), options));
      }),
      { seed: SEED, numRuns: 200 },
    );
    // Ten equal players: the seed decides who plays with whom ("Reshuffle").
    const alike = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, partyId: `p${i}`, skill: 2 }));
    const first = balanceTeams(alike, { teamCount: 2, keepPartiesTogether: false, seed: 1 });
    const others = [2, 3, 4, 5].map((seed) => balanceTeams(alike, { teamCount: 2, keepPartiesTogether: false, seed }));
    expect(others.some((teams) => JSON.stringify(teams) !== JSON.stringify(first))).toBe(true);
  });

  it('comes within 1 level-point of the best split on small cases (exhaustive search)', () => {
    fc.assert(
      fc.property(playersArb(2, 5), fc.integer({ min: 2, max: 3 }), fc.integer(), fc.boolean(), (players, teamCount, seed, keep) => {
        fc.pre(players.length >= teamCount && players.length <= 9);
        const teams = balanceTeams(players, { teamCount, keepPartiesTogether: keep, seed });
        const units = keep
          ? parties(players).map((party) => ({ size: party.length, skill: party.reduce((s, p) => s + p.skill, 0) }))
          : players.map((p) => ({ size: 1, skill: p.skill }));
        const [bestSizes, bestSpread] = exhaustive(units, teamCount);
        expect(spreadOf(sizes(teams))).toBe(bestSizes);
        expect(spreadOf(teams.map((t) => t.skillTotal))).toBeLessThanOrEqual(bestSpread + 1);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});
