/**
 * Whole Scenario A games per second through the statecharts, headless, with the random policy
 * (issue 3 §4; goal >= 1,000/s on one core), a greedy-policy figure for comparison, and the time
 * to verify one record (`chamber replay verify`).
 */
import type { BenchLine } from './run';
import { timeIt } from './run';
import { makePolicy } from '../src/ai/policies';
import { runGame } from '../src/runner';
import { verifyRecord } from '../src/runner';

function gamesPerSecond(policy: string, minMs: number): number {
  let seed = 1;
  const { msPerCall } = timeIt(() => {
    runGame({ scenario: 'A', seed, squad: makePolicy(policy, seed) });
    seed++;
  }, minMs);
  return 1000 / msPerCall;
}

export default async function bench(): Promise<BenchLine[]> {
  const random = gamesPerSecond('random', 3000);
  const greedy = gamesPerSecond('greedy', 2000);
  const record = runGame({ scenario: 'A', seed: 1, squad: makePolicy('random', 1) });
  const verify = timeIt(() => { verifyRecord(record); }, 1000);
  return [
    { name: 'Scenario A games through the statecharts, random policy', value: random, unit: 'games/s', goal: '>= 1000 games/s', met: random >= 1000 },
    { name: 'Scenario A games through the statecharts, greedy policy', value: greedy, unit: 'games/s' },
    { name: `replay verify of one record (${record.decisions.length} decisions, ${record.events.length} events)`, value: verify.msPerCall, unit: 'ms' },
  ];
}
