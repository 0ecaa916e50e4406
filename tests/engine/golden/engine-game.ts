/**
 * One whole game through the engine alone, no statecharts: `nextStep`, then `step` or
 * `apply(state, policy.decide(state, legalOnly(state)))`, until it is over. The golden test
 * replays these against the fixture computed before the engine was made faster, so a change that
 * alters any die, legal list, event or state hash shows up here.
 */
import { makePolicy } from '../../../src/ai/policies';
import { apply, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { GameEvent } from '../../../src/engine/state/types';
import { fnvHash, hashValue, stateHash } from '../../../src/engine/state/hash';

export interface GoldenGame {
  readonly scenario: string;
  readonly policy: string;
  readonly seed: number;
  readonly outcome: string;
  readonly round: number;
  readonly decisions: number;
  readonly events: number;
  /** stateHash of the final state. */
  readonly finalHash: string;
  /** hashValue of every event of the game, in order. */
  readonly eventsHash: string;
  /** fnvHash of the stateHash after every squad decision, joined (what a record carries). */
  readonly decisionHashes: string;
  /** fnvHash of JSON.stringify of the events and of the final state: key order included. */
  readonly eventsJson: string;
  readonly finalJson: string;
}

export function playGolden(scenario: string, policy: string, seed: number): GoldenGame {
  const squad = makePolicy(policy, seed);
  let state = newGame(scenario, { seed });
  const events: GameEvent[] = [];
  const hashes: string[] = [];
  for (let guard = 0; guard < 20_000; guard++) {
    const next = nextStep(state);
    if (next.kind === 'over') break;
    if (next.kind === 'step') {
      const t = step(state);
      state = t.state;
      events.push(...t.events);
    } else {
      const t = apply(state, squad.decide(state, legalOnly(state)));
      state = t.state;
      events.push(...t.events);
      hashes.push(stateHash(state));
    }
  }
  return {
    scenario, policy, seed, outcome: state.outcome ?? 'unfinished', round: state.round,
    decisions: hashes.length, events: events.length, finalHash: stateHash(state),
    eventsHash: hashValue(events), decisionHashes: fnvHash(hashes.join(',')),
    eventsJson: fnvHash(JSON.stringify(events)), finalJson: fnvHash(JSON.stringify(state)),
  };
}

/** The games the fixture holds: Scenario A with both policies, Scenario C-specialist for the skills. */
export const GOLDEN_RUNS: readonly { readonly scenario: string; readonly policy: string; readonly seeds: number }[] = [
  { scenario: 'A', policy: 'random', seeds: 200 },
  { scenario: 'A', policy: 'greedy', seeds: 200 },
  { scenario: 'C-specialist', policy: 'random', seeds: 100 },
  { scenario: 'C-veteran', policy: 'greedy', seeds: 50 },
];
