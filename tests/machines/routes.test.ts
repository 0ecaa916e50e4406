/**
 * The one table from the engine's need to the chart state (machines/routes.ts, issue 35 §1): the
 * engine decides what comes next and the charts follow. Whatever the engine waits for, after
 * every transition of a game (a decision or an engine step, under every lifecycle variant), the
 * chart stands in the state the table names for it, and nothing else routes the charts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePolicy } from '../../src/ai/policies';
import { nextStep } from '../../src/engine/flow/game';
import { newGame } from '../../src/engine/setup/scenarios';
import { gameMachine } from '../../src/machines';
import { CHART_STATE, routesFrom, waitsFor } from '../../src/machines/routes';
import { LiveGame, paced } from '../../src/runner';

/** The atomic (leaf) states of the machine, as dotted paths. */
function leaves(): string[] {
  const out: string[] = [];
  const walk = (node: { path: readonly string[]; states: Record<string, unknown> }) => {
    const children = Object.values(node.states) as (typeof node)[];
    if (!children.length) out.push(node.path.join('.'));
    children.forEach(walk);
  };
  walk(gameMachine.root as never);
  return out;
}

describe('the table from need to chart state', () => {
  it('names a leaf state of the chart for every need, a different one for each', () => {
    const all = leaves();
    const named = Object.values(CHART_STATE);
    for (const path of named) expect(all).toContain(path);
    expect(new Set(named).size).toBe(named.length);
    // Every leaf is a need's, or the way in, or an end of the game.
    expect(all.filter((p) => !named.includes(p as never)).sort()).toEqual(['defeat', 'halted', 'routing', 'victory']);
  });

  it('routes a state only to the other states of its own chart, by relative target', () => {
    expect(routesFrom(CHART_STATE.activation, waitsFor).map((r) => r.target)).toEqual(['rerollDecision']);
    expect(routesFrom('round.squadPhase.activation', waitsFor).map((r) => r.target)).toEqual(['choosingSoldier', 'counteracting']);
    expect(routesFrom('round.alienPhase.overwatch', waitsFor)).toEqual([{ guard: waitsFor(['alienAction']), target: 'alienActing' }]);
    expect(routesFrom(CHART_STATE.refresh, waitsFor).map((r) => r.target)).toEqual([
      'squadPhase.choosingSoldier', 'squadPhase.counteracting', 'squadPhase.activation.awaitingDecision', 'squadPhase.activation.rerollDecision',
      'alienPhase.alienActing', 'alienPhase.overwatch.choosingOrder', 'alienPhase.overwatch.reacting', 'alienPhase.overwatch.firingReaction', 'endOfRound',
    ]);
  });

  it('is where a live game stands after every transition, whatever the engine waits for', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 10_000 }), fc.constantFrom('random', 'greedy'), fc.constantFrom('A', 'C'),
      fc.record({ alternatingActivations: fc.boolean(), reactionFire: fc.boolean() }),
      (seed, policy, scenario, variants) => {
        const game = new LiveGame(newGame(scenario, { seed, ruleset: { variants } }), { squad: paced(makePolicy(policy, seed)) });
        try {
          for (let k = game.advance(), n = 0; k && n < 3000; k = game.advance(), n++) {
            const next = nextStep(k.state);
            expect(k.chart).toBe(next.kind === 'over' ? next.outcome : CHART_STATE[next.need]);
          }
        } finally {
          game.stop();
        }
      },
    ), { numRuns: 12 });
  });
});
