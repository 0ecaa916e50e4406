/**
 * The two legal lists over the same decision points (issue 35 §3): the fast one (`legalOnly`, what
 * the policies, the charts and the engine's end-of-activation check ask) and the explained one
 * (`legalDecisions`, every illegal candidate with its words, what Play's panel asks). The fast one
 * should stay about six times the explained one. Both are timed in this process's CPU time, in
 * alternating rounds (the machine is shared), over the decision points of greedy games of A and C.
 * Also greedy engine games' CPU milliseconds each, the figure a change to the lists moves most.
 */
import type { BenchLine } from './run';
import { makePolicy } from '../src/ai/policies';
import { apply, legalDecisions, legalOnly, nextStep, step } from '../src/engine/flow/game';
import { newGame } from '../src/engine/setup/scenarios';
import type { GameState } from '../src/engine/state/types';
import { playEngineGame } from './engine-games';

/** Every squad decision point of greedy games of `scenarios`, seeds 1..`seeds`. */
export function decisionPoints(scenarios: readonly string[], seeds: number): GameState[] {
  const out: GameState[] = [];
  for (const scenario of scenarios) {
    for (let seed = 1; seed <= seeds; seed++) {
      const squad = makePolicy('greedy', seed);
      let state = newGame(scenario, { seed });
      for (;;) {
        const next = nextStep(state);
        if (next.kind === 'over') break;
        if (next.kind === 'step') { state = step(state).state; continue; }
        out.push(state);
        state = apply(state, squad.decide(state, legalOnly(state))).state;
      }
    }
  }
  return out;
}

function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Lists per CPU second, fast and explained, over `rounds` alternating rounds (the best of each). */
export function listSpeeds(states: readonly GameState[], rounds: number): { fast: number; explained: number } {
  let sink = 0;
  const fastRound = () => { for (const s of states) sink += legalOnly(s).length; };
  const explainedRound = () => { for (const s of states) sink += legalDecisions(s).illegal.length; };
  fastRound(); explainedRound(); // warm-up
  let fast = Infinity;
  let explained = Infinity;
  for (let r = 0; r < rounds; r++) {
    fast = Math.min(fast, cpuMs(fastRound));
    explained = Math.min(explained, cpuMs(explainedRound));
  }
  if (sink < 0) throw new Error('unreachable');
  return { fast: (states.length * 1000) / fast, explained: (states.length * 1000) / explained };
}

/** CPU milliseconds a greedy engine-only game of A, seeds 1..`games` (the best of `rounds`). */
export function greedyCpuMs(games: number, rounds: number): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) best = Math.min(best, cpuMs(() => { for (let seed = 1; seed <= games; seed++) playEngineGame('A', 'greedy', seed); }));
  return best / games;
}

export default async function bench(): Promise<BenchLine[]> {
  const states = decisionPoints(['A', 'C', 'C-specialist'], 20);
  const { fast, explained } = listSpeeds(states, 7);
  const greedy = greedyCpuMs(40, 3);
  return [
    { name: `fast legal lists (legalOnly) over ${states.length} decision points of greedy games, per CPU second`, value: fast, unit: 'lists/s' },
    { name: 'explained legal lists (legalDecisions, every refusal in words), per CPU second', value: explained, unit: 'lists/s' },
    { name: 'fast over explained (about 6 before legality was written once, issue 35 §3)', value: fast / explained, unit: 'x', goal: '>= 5', met: fast / explained >= 5 },
    { name: 'greedy engine-only Scenario A game, CPU time', value: greedy, unit: 'ms/game' },
  ];
}
