/**
 * Whole Scenario A games per second through the statecharts, headless, with the random policy
 * (issue 3 §4; goal >= 1,000/s on one core), a greedy-policy figure for comparison, and the time
 * to verify one record (`chamber replay verify`). The engine-only lines run the same games without
 * the charts (issue 18 §1: the charts' share is what is left).
 */
import type { BenchLine } from './run';
import { timeIt } from './run';
import { makePolicy } from '../src/ai/policies';
import { runGame } from '../src/runner';
import { verifyRecord } from '../src/runner';
import { playEngineGame } from './engine-games';

function gamesPerSecond(policy: string, minMs: number): number {
  let seed = 1;
  const { msPerCall } = timeIt(() => {
    runGame({ scenario: 'A', seed, squad: makePolicy(policy, seed) });
    seed++;
  }, minMs);
  return 1000 / msPerCall;
}

/**
 * The same games through the engine alone (bench/engine-games.ts): what the charts cost on top.
 * Also per second of this process's CPU time, which a shared, busy machine sways far less than
 * the clock on the wall (compare two builds by that one).
 */
function engineGamesPerSecond(policy: string, minMs: number): { wall: number; cpu: number } {
  let seed = 1;
  const cpu = process.cpuUsage();
  const { msPerCall } = timeIt(() => { playEngineGame('A', policy, seed++); }, minMs);
  const used = process.cpuUsage(cpu); // every game played, timeIt's warm-up ones included
  return { wall: 1000 / msPerCall, cpu: ((seed - 1) * 1e6) / (used.user + used.system) };
}

export default async function bench(): Promise<BenchLine[]> {
  const random = gamesPerSecond('random', 3000);
  const greedy = gamesPerSecond('greedy', 2000);
  const engineRandom = engineGamesPerSecond('random', 3000);
  const engineGreedy = engineGamesPerSecond('greedy', 2000);
  const record = runGame({ scenario: 'A', seed: 1, squad: makePolicy('random', 1) });
  const verify = timeIt(() => { verifyRecord(record); }, 1000);
  return [
    { name: 'Scenario A games through the statecharts, random policy', value: random, unit: 'games/s', goal: '>= 1000 games/s', met: random >= 1000 },
    { name: 'Scenario A games through the statecharts, greedy policy', value: greedy, unit: 'games/s' },
    { name: 'Scenario A games, engine only, random policy', value: engineRandom.wall, unit: 'games/s', goal: '>= 500 games/s', met: engineRandom.wall >= 500 },
    { name: 'Scenario A games, engine only, random policy, per CPU second', value: engineRandom.cpu, unit: 'games/s' },
    { name: 'Scenario A games, engine only, greedy policy', value: engineGreedy.wall, unit: 'games/s' },
    { name: 'Scenario A games, engine only, greedy policy, per CPU second', value: engineGreedy.cpu, unit: 'games/s' },
    { name: `replay verify of one record (${record.decisions.length} decisions, ${record.events.length} events)`, value: verify.msPerCall, unit: 'ms' },
  ];
}
