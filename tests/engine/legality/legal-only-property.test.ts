/**
 * The fast list (legalOnly) and the explained one (legalDecisions) walk the same action kinds
 * (src/engine/legality/kinds/), the fast one skipping the words; they must never differ. Issue
 * 16 §4: the two are proven equal on many random states: fast-check places any squad and any aliens anywhere on the test chamber (any facing,
 * HP, XP and so skills, AP, brace, overwatch, medkits, open doors), refreshes, then follows a
 * random line of legal play, and at every squad decision the fast list is exactly
 * legalDecisions(state).legal — same decisions, same order (kit 05 §2-§9, RULINGS A4, M1-M3).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSquares, coordOf, terrainAt, TEST_CHAMBER } from '../../../src/engine/board/board';
import { apply, legalDecisions, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { legalAttacks } from '../../../src/engine/legality';
import { gameFromPosition } from '../../../src/engine/setup/position';
import { FACINGS, SOLDIER_NAMES, type GameState } from '../../../src/engine/state/types';

const FLOOR = allSquares(TEST_CHAMBER).filter((sq) => terrainAt(TEST_CHAMBER, coordOf(sq)) !== 'wall' && terrainAt(TEST_CHAMBER, coordOf(sq)) !== 'door');

const soldier = (name: string) => fc.record({
  name: fc.constant(name),
  facing: fc.constantFrom(...FACINGS),
  hp: fc.integer({ min: 1, max: 8 }),
  xp: fc.constantFrom(0, 3, 4, 10, 18),
  braced: fc.boolean(),
  items: fc.constantFrom([], ['medkit'], ['medkit', 'medkit']),
}, { requiredKeys: ['name', 'facing', 'hp', 'xp'] });

const position = fc.record({
  soldiers: fc.subarray([...SOLDIER_NAMES], { minLength: 1 }).chain((names) => fc.tuple(...names.map(soldier))),
  aliens: fc.array(fc.record({ kind: fc.constantFrom('worker', 'warrior'), hp: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 4 }),
  squares: fc.shuffledSubarray(FLOOR, { minLength: 9, maxLength: 9 }),
  open: fc.subarray(['F4', 'F7']),
  corner: fc.boolean(),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  picks: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
});

type Spec = typeof position extends fc.Arbitrary<infer T> ? T : never;

function stateOf(p: Spec): GameState {
  const soldiers = p.soldiers.map((s, i) => ({ ...s, at: p.squares[i] }));
  const aliens = p.aliens.map((a, i) => ({ ...a, contact: i + 1, at: p.squares[5 + i] }));
  return gameFromPosition({ soldiers, aliens, open: p.open, round: 1 }, {
    seed: p.seed, scenario: 'property', ruleset: { variants: { figureCornerBlocks: p.corner } },
  });
}

describe('legalOnly = legalDecisions(...).legal, and legalAttacks its attacks, on random positions (fast-check)', () => {
  it('at every squad decision of a random line of play from a random position', () => {
    let checked = 0;
    fc.assert(fc.property(position, (p) => {
      let s = stateOf(p);
      for (const pick of p.picks) {
        const next = nextStep(s);
        if (next.kind === 'over') break;
        if (next.kind === 'step') { s = step(s).state; continue; }
        const legal = legalDecisions(s).legal;
        expect(legalOnly(s)).toEqual(legal);
        expect(legalAttacks(s)).toEqual(legal.filter((d) => d.type === 'fire' || d.type === 'melee'));
        checked++;
        s = apply(s, legal[pick % legal.length]).state;
      }
    }), { numRuns: 120 });
    expect(checked).toBeGreaterThan(1000);
  });
});
