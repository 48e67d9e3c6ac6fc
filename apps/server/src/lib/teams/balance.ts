/**
 * Balanced teams (issue 14): split the registered players of an event into 2..8 teams of even size and even skill.
 *
 * Each player has a skill in level-points (beginner 1 .. expert 4; the caller maps an unknown level to the event's).
 * When parties are kept together, a party (a member and the guests they brought) is one unit; otherwise every player
 * is. The units are shuffled by the seed (so equal players land differently per seed), ordered strongest first, dealt
 * by a snake draft into teams that still have room, then improved by moves and swaps of units between two teams
 * while that lowers the imbalance. The result depends only on the input and the seed.
 *
 * Imbalance, compared in this order: the difference between the largest and the smallest team, then the spread of
 * the teams' skill totals (strongest minus weakest), then the sum of squared totals (the totals' variance).
 */

export interface BalancePlayer {
  id: string;
  /** Players of one party share it (the member's participation); guests count with the party that brought them. */
  partyId: string;
  skill: number;
}

export interface BalanceOptions {
  teamCount: number;
  keepPartiesTogether: boolean;
  seed: number;
}

export interface BalancedTeam {
  playerIds: string[];
  size: number;
  skillTotal: number;
}

interface Unit {
  playerIds: string[];
  size: number;
  skill: number;
}

/** A small, fast, seedable generator (mulberry32): the same seed gives the same shuffle on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function unitsOf(players: BalancePlayer[], keepParties: boolean): Unit[] {
  if (!keepParties) return players.map((p) => ({ playerIds: [p.id], size: 1, skill: p.skill }));
  const byParty = new Map<string, Unit>();
  for (const p of players) {
    const unit = byParty.get(p.partyId);
    if (unit) {
      unit.playerIds.push(p.id);
      unit.size += 1;
      unit.skill += p.skill;
    } else {
      byParty.set(p.partyId, { playerIds: [p.id], size: 1, skill: p.skill });
    }
  }
  return [...byParty.values()];
}

export function balanceTeams(players: BalancePlayer[], options: BalanceOptions): BalancedTeam[] {
  const k = options.teamCount;
  const random = seededRandom(options.seed);
  // Shuffled first, then a stable sort: players of equal strength come in the seed's order.
  const units = shuffle(unitsOf(players, options.keepPartiesTogether), random).sort((a, b) => b.size - a.size || b.skill - a.skill);
  const n = players.length;
  const capacity = Array.from({ length: k }, (_, t) => Math.floor(n / k) + (t < n % k ? 1 : 0));
  const members: Unit[][] = Array.from({ length: k }, () => []);
  const size = new Array<number>(k).fill(0);
  const total = new Array<number>(k).fill(0);
  const place = (u: Unit, t: number) => {
    members[t]!.push(u);
    size[t]! += u.size;
    total[t]! += u.skill;
  };

  // Snake draft: 0..k-1, k-1..0, ... skipping a full team; a unit no team has room for goes to the smallest team.
  let round = 0;
  for (let i = 0; i < units.length; ) {
    const order = round % 2 === 0 ? [...Array(k).keys()] : [...Array(k).keys()].reverse();
    for (const t of order) {
      if (i >= units.length) break;
      const unit = units[i]!;
      if (size[t]! + unit.size <= capacity[t]!) {
        place(unit, t);
        i++;
      }
    }
    // A round that placed nothing: the next unit fits nowhere (a big party); it joins the smallest team.
    if (i < units.length && order.every((t) => size[t]! + units[i]!.size > capacity[t]!)) {
      const smallest = order.reduce((best, t) => (size[t]! < size[best]! || (size[t] === size[best] && total[t]! < total[best]!) ? t : best), order[0]!);
      place(units[i]!, smallest);
      i++;
    }
    round++;
  }

  improve(members, size, total);
  return members.map((team, t) => ({ playerIds: team.flatMap((u) => u.playerIds), size: size[t]!, skillTotal: total[t]! }));
}

/** Imbalance of the teams as a tuple compared left to right (see the file's comment). */
type Score = [number, number, number];

const EPSILON = 1e-9;
function better(a: Score, b: Score): boolean {
  for (let i = 0; i < 3; i++) {
    if (a[i]! < b[i]! - EPSILON) return true;
    if (a[i]! > b[i]! + EPSILON) return false;
  }
  return false;
}

/**
 * Local search: apply the best improving move (a unit to another team) or swap (two units of two teams) until none
 * improves. Each step strictly lowers the imbalance, so it ends; a cap keeps the worst case bounded.
 *
 * Cost (the benchmark's 200 players, 8 teams, <= 50 ms including the first, unoptimised call): a candidate changes two
 * teams only, so the other teams' extremes and squares are taken once per pair and each candidate is scored in O(1);
 * and units of one team with the same size and skill make the same candidates, so only the first of each kind is
 * tried (with levels 1..4 and parties of 1..3 that is a dozen per team, not 25). The first of a kind is the one the
 * full scan would have kept (a later equal candidate is never strictly better), so the teams are the same.
 */
function improve(members: Unit[][], size: number[], total: number[]): void {
  const k = members.length;
  for (let step = 0; step < 1000; step++) {
    // The current imbalance, and one index per kind of unit in each team.
    let best = imbalance(size, total);
    const kinds = members.map((team) => {
      const seen = new Set<string>();
      const out: number[] = [];
      team.forEach((u, i) => {
        const key = `${u.size}:${u.skill}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push(i);
        }
      });
      return out;
    });
    let found: { a: number; b: number; i: number; j: number } | null = null;
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++) {
        if (a === b) continue;
        const rest = restOf(size, total, a, b);
        const ua = members[a]!;
        const ub = members[b]!;
        for (const i of kinds[a]!) {
          const x = ua[i]!;
          // Move x from a to b.
          const moved = rest.score(size[a]! - x.size, size[b]! + x.size, total[a]! - x.skill, total[b]! + x.skill);
          if (better(moved, best)) {
            best = moved;
            found = { a, b, i, j: -1 };
          }
          if (b < a) continue; // each swap once per pair of teams
          for (const j of kinds[b]!) {
            const y = ub[j]!;
            const ds = x.size - y.size;
            const dk = x.skill - y.skill;
            if (ds === 0 && Math.abs(dk) < EPSILON) continue;
            const swapped = rest.score(size[a]! - ds, size[b]! + ds, total[a]! - dk, total[b]! + dk);
            if (better(swapped, best)) {
              best = swapped;
              found = { a, b, i, j };
            }
          }
        }
      }
    }
    if (!found) return;
    const { a, b, i, j } = found;
    const ua = members[a]!;
    const ub = members[b]!;
    const x = ua[i]!;
    if (j < 0) {
      ua.splice(i, 1);
      ub.push(x);
      size[a]! -= x.size; size[b]! += x.size; total[a]! -= x.skill; total[b]! += x.skill;
    } else {
      const y = ub[j]!;
      ua[i] = y;
      ub[j] = x;
      size[a]! += y.size - x.size; size[b]! += x.size - y.size; total[a]! += y.skill - x.skill; total[b]! += x.skill - y.skill;
    }
  }
}

/** The teams other than a and b, summed once so that a candidate's new (size, total) of a and b is scored in O(1). */
function restOf(size: number[], total: number[], a: number, b: number) {
  let [sMax, sMin, tMax, tMin, squares] = [-Infinity, Infinity, -Infinity, Infinity, 0];
  for (let t = 0; t < size.length; t++) {
    if (t === a || t === b) continue;
    sMax = Math.max(sMax, size[t]!);
    sMin = Math.min(sMin, size[t]!);
    tMax = Math.max(tMax, total[t]!);
    tMin = Math.min(tMin, total[t]!);
    squares += total[t]! * total[t]!;
  }
  return {
    score: (sa: number, sb: number, ta: number, tb: number): Score => [
      Math.max(sMax, sa, sb) - Math.min(sMin, sa, sb),
      Math.max(tMax, ta, tb) - Math.min(tMin, ta, tb),
      squares + ta * ta + tb * tb,
    ],
  };
}

/** The imbalance of the teams as they are. */
function imbalance(size: number[], total: number[]): Score {
  let [sMax, sMin, tMax, tMin, squares] = [size[0]!, size[0]!, total[0]!, total[0]!, 0];
  for (let t = 0; t < size.length; t++) {
    sMax = Math.max(sMax, size[t]!);
    sMin = Math.min(sMin, size[t]!);
    tMax = Math.max(tMax, total[t]!);
    tMin = Math.min(tMin, total[t]!);
    squares += total[t]! * total[t]!;
  }
  return [sMax - sMin, tMax - tMin, squares];
}
