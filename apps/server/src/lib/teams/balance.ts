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
function imbalance(size: number[], total: number[]): [number, number, number] {
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

const EPSILON = 1e-9;
function better(a: [number, number, number], b: [number, number, number]): boolean {
  for (let i = 0; i < 3; i++) {
    if (a[i]! < b[i]! - EPSILON) return true;
    if (a[i]! > b[i]! + EPSILON) return false;
  }
  return false;
}

/**
 * Local search: apply the best improving move (a unit to another team) or swap (two units of two teams) until none
 * improves. Each step strictly lowers the imbalance, so it ends; a cap keeps the worst case bounded.
 */
function improve(members: Unit[][], size: number[], total: number[]): void {
  const k = members.length;
  for (let step = 0; step < 1000; step++) {
    let best = imbalance(size, total);
    let apply: (() => void) | null = null;
    for (let a = 0; a < k; a++) {
      for (let b = 0; b < k; b++) {
        if (a === b) continue;
        const ua = members[a]!;
        const ub = members[b]!;
        for (let i = 0; i < ua.length; i++) {
          const x = ua[i]!;
          // Move x from a to b.
          size[a]! -= x.size; size[b]! += x.size; total[a]! -= x.skill; total[b]! += x.skill;
          const moved = imbalance(size, total);
          size[a]! += x.size; size[b]! -= x.size; total[a]! += x.skill; total[b]! -= x.skill;
          if (better(moved, best)) {
            best = moved;
            apply = () => {
              ua.splice(i, 1);
              ub.push(x);
              size[a]! -= x.size; size[b]! += x.size; total[a]! -= x.skill; total[b]! += x.skill;
            };
          }
          if (b < a) continue; // each swap once per pair of teams
          for (let j = 0; j < ub.length; j++) {
            const y = ub[j]!;
            const ds = x.size - y.size;
            const dk = x.skill - y.skill;
            if (ds === 0 && Math.abs(dk) < EPSILON) continue;
            size[a]! -= ds; size[b]! += ds; total[a]! -= dk; total[b]! += dk;
            const swapped = imbalance(size, total);
            size[a]! += ds; size[b]! -= ds; total[a]! += dk; total[b]! -= dk;
            if (better(swapped, best)) {
              best = swapped;
              apply = () => {
                ua[i] = y;
                ub[j] = x;
                size[a]! -= ds; size[b]! += ds; total[a]! -= dk; total[b]! += dk;
              };
            }
          }
        }
      }
    }
    if (!apply) return;
    apply();
  }
}
