/**
 * Whole games through the engine alone (no statecharts, no record, no hashes): the loop a batch
 * run's worker needs at the least, `nextStep`, then `step` or `apply(state, policy.decide(state,
 * legalOnly(state)))` until the game is over. Its games/s bounds what the charts can reach.
 */
import { makePolicy } from '../src/ai/policies';
import { apply, legalOnly, nextStep, step } from '../src/engine/flow/game';
import { newGame } from '../src/engine/setup/scenarios';

/** Plays one game of `scenario` with a fresh `policy` seeded like the game; returns its transitions. */
export function playEngineGame(scenario: string, policy: string, seed: number): number {
  const squad = makePolicy(policy, seed);
  let state = newGame(scenario, { seed });
  let transitions = 0;
  for (;;) {
    const next = nextStep(state);
    if (next.kind === 'over') return transitions;
    state = next.kind === 'step' ? step(state).state : apply(state, squad.decide(state, legalOnly(state))).state;
    transitions++;
  }
}
