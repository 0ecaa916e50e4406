/**
 * Scenario A written as a file (scenarios/scenario-a.json, issue 36 §1) plays exactly the games the
 * built-in Scenario A plays: the same start, and decision for decision the same state hashes, for
 * many seeds and the policies (docs/scenarios.md SC-F2).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePolicy } from '../../../src/ai/policies';
import { newGame } from '../../../src/engine/setup/scenarios';
import { gameFromScenarioJson } from '../../../src/engine/setup/scenario-game';
import { stateHash } from '../../../src/engine/state/hash';
import { playGame } from '../../../src/runner';

const FILE = JSON.parse(readFileSync(new URL('../../../scenarios/scenario-a.json', import.meta.url), 'utf8')) as unknown;

function hashes(start: Parameters<typeof playGame>[0], policy: string, seed: number): string[] {
  const game = playGame(start, makePolicy(policy, seed, { budget: 1 }));
  return [stateHash(game.start), ...game.steps.map((s) => stateHash(s.after)), stateHash(game.final)];
}

describe('scenarios/scenario-a.json is the built-in Scenario A', () => {
  it('starts the same state at any seed', () => {
    fc.assert(fc.property(fc.integer({ min: -2147483648, max: 4294967295 }), (seed) => {
      expect(stateHash(gameFromScenarioJson(FILE, { seed }))).toBe(stateHash(newGame('A', { seed })));
    }), { numRuns: 200 });
  });

  it('plays the same games, hash for hash, for random and greedy squads', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom('random', 'greedy'), (seed, policy) => {
      expect(hashes(gameFromScenarioJson(FILE, { seed }), policy, seed)).toEqual(hashes(newGame('A', { seed }), policy, seed));
    }), { numRuns: 30 });
  });

  it('plays the same game for the planner (budget 1)', () => {
    for (const seed of [3, 11]) {
      expect(hashes(gameFromScenarioJson(FILE, { seed }), 'planner', seed)).toEqual(hashes(newGame('A', { seed }), 'planner', seed));
    }
  });

  it('under ruleset overrides too', () => {
    const ruleset = { aliens: { worker: { hp: 6 } }, variants: { figureCornerBlocks: true } };
    expect(stateHash(gameFromScenarioJson(FILE, { seed: 9, ruleset }))).toBe(stateHash(newGame('A', { seed: 9, ruleset })));
  });
});
