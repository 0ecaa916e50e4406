/**
 * The greedy policy as the planner's playouts run it (src/ai/greedy.ts, lazyGreedyPolicy): asking
 * the engine about each decision it weighs gives exactly the decisions greedy takes from the whole
 * legal list, at every squad decision of whole games, with and without its look-aheads.
 */
import { describe, expect, it } from 'vitest';
import { greedyPolicy, lazyGreedyPolicy, type GreedyOptions } from '../../src/ai/greedy';
import { apply, legalOnly, nextStep, step } from '../../src/engine/flow/game';
import { newGame } from '../../src/engine/setup/scenarios';

function sideBySide(scenario: 'A' | 'C-specialist', seed: number, options: GreedyOptions): number {
  const listed = greedyPolicy(options);
  const lazy = lazyGreedyPolicy(options);
  let decisions = 0;
  for (let s = newGame(scenario, { seed }); ;) {
    const next = nextStep(s);
    if (next.kind === 'over') return decisions;
    if (next.kind === 'step') { s = step(s).state; continue; }
    const d = listed.decide(s, legalOnly(s));
    expect(lazy.decideHere(s)).toEqual(d);
    decisions++;
    s = apply(s, d).state;
  }
}

describe('lazyGreedyPolicy', () => {
  it('decides as greedy does from the legal list, in the playouts\' fast form and the full one', () => {
    let decisions = 0;
    for (let seed = 1; seed <= 12; seed++) {
      decisions += sideBySide('A', seed, { chooseByAttack: false, moveFirst: false });
      decisions += sideBySide('A', seed, {});
    }
    for (let seed = 1; seed <= 4; seed++) decisions += sideBySide('C-specialist', seed, { chooseByAttack: false, moveFirst: false });
    expect(decisions).toBeGreaterThan(1000);
  });
});
