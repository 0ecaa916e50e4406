import { describe, it, expect } from 'vitest';
import { randomPolicy } from '../../src/ai/random';
import { greedyPolicy } from '../../src/ai/greedy';
import { makePolicy } from '../../src/ai/policies';
import { runGame } from '../../src/runner';
import { newGame } from '../../src/engine/setup/scenarios';
import { apply, legalDecisions, step } from '../../src/engine/flow/game';
import type { Decision } from '../../src/engine/state/types';

describe('random policy', () => {
  it('is uniform over the legal decisions and seeded (no Math.random)', () => {
    const legal: Decision[] = [{ type: 'pass' }, { type: 'brace' }, { type: 'overwatch' }, { type: 'turn', facing: 'N' }];
    const counts = new Map<string, number>();
    const p = randomPolicy({ seed: 9 });
    for (let i = 0; i < 4000; i++) {
      const d = p.decide(newGame('A', { seed: 1 }), legal);
      counts.set(d.type, (counts.get(d.type) ?? 0) + 1);
    }
    for (const d of legal) expect(counts.get(d.type)!).toBeGreaterThan(850);
    const a = randomPolicy({ seed: 3 });
    const b = randomPolicy({ seed: 3 });
    expect([1, 2, 3, 4, 5].map(() => a.decide(newGame('A', { seed: 1 }), legal))).toEqual([1, 2, 3, 4, 5].map(() => b.decide(newGame('A', { seed: 1 }), legal)));
  });
});

describe('greedy policy', () => {
  it('attacks when it can: fires at a visible worker rather than passing', () => {
    const position = { soldiers: [{ name: 'Voss', at: 'G5', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K5' }], round: 1 };
    const record = runGame({ scenario: 'custom', seed: 1, squad: greedyPolicy(), position });
    const first = record.decisions.map((d) => d.decision.type);
    expect(first[0]).toBe('activate');
    // Voss braces for free (Weapons Platform) and fires: the best expected damage.
    expect(first.slice(1, 3)).toEqual(['brace', 'fire']);
  });

  it('plays only legal decisions and beats the random baseline over a few games', () => {
    let greedyWins = 0;
    let randomWins = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const g = runGame({ scenario: 'A', seed, squad: makePolicy('greedy', seed) });
      const r = runGame({ scenario: 'A', seed, squad: makePolicy('random', seed) });
      if (g.result.outcome === 'victory') greedyWins++;
      if (r.result.outcome === 'victory') randomWins++;
    }
    expect(greedyWins).toBeGreaterThan(randomWins);
  });

  it('always answers with a decision from the legal list', () => {
    const p = greedyPolicy();
    let state = step(newGame('A', { seed: 2 })).state; // the squad refresh
    state = apply(state, { type: 'activate', soldier: 'Reyes' }).state;
    const legal = legalDecisions(state).legal;
    const key = JSON.stringify(p.decide(state, legal));
    expect(legal.map((d) => JSON.stringify(d))).toContain(key);
  });
});
