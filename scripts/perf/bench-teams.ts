/**
 * Balanced teams (issue 14): how long the server takes to split 200 players into 8 teams (goal <= 50 ms), with and
 * without keeping parties together, over 200 seeds; prints the first (cold) call, the median, the 95th percentile and
 * the slowest (on a shared, loaded machine the slowest is mostly the process waiting for a core), and whether each
 * is within the goal.
 *
 *   npm run bench:teams
 */
import { balanceTeams, type BalancePlayer } from '../../apps/server/src/lib/teams/balance';

// 200 players: 120 members, 80 guests in parties of up to 3; skills 1..4 with a few more intermediates.
const players: BalancePlayer[] = Array.from({ length: 200 }, (_, i) => ({
  id: `p${i}`,
  partyId: `party${i < 120 ? i : Math.floor((i - 120) / 2)}`,
  skill: [1, 2, 2, 3, 3, 4][(i * 7919) % 6]!,
}));

for (const keepPartiesTogether of [false, true]) {
  const times: number[] = [];
  let spread = 0;
  for (let seed = 0; seed < 200; seed++) {
    const started = performance.now();
    const teams = balanceTeams(players, { teamCount: 8, keepPartiesTogether, seed });
    times.push(performance.now() - started);
    const totals = teams.map((t) => t.skillTotal);
    spread = Math.max(spread, Math.max(...totals) - Math.min(...totals));
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `200 players, 8 teams, parties ${keepPartiesTogether ? 'together' : 'split'}: first ${times[0]!.toFixed(1)} ms, ` +
      `median ${sorted[100]!.toFixed(1)} ms, p95 ${sorted[189]!.toFixed(1)} ms, slowest ${sorted[199]!.toFixed(1)} ms; ` +
      `widest skill spread ${spread} level-points; ${Math.max(times[0]!, sorted[189]!) <= 50 ? 'within' : 'OVER'} the 50 ms goal (first call and p95)`,
  );
}
