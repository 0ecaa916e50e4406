/**
 * canSee is sightVerdict(...).visible without the verdict's words (RULINGS S2-S7); legality, the
 * alien rule and overwatch ask it first and build the words only for a refusal, so the two must
 * agree everywhere: random positions, doors, downed soldiers, facing overrides and the S3 variant.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_CHAMBER, allSquares, coordOf, isEnterableTerrain } from '../../../src/engine/board/board';
import { makeRuleset } from '../../../src/engine/ruleset/ruleset';
import { canSee, isVisible, sightVerdict } from '../../../src/engine/sight';
import type { Facing, FigureId, Square } from '../../../src/engine/state/types';
import { positionWith } from '../fixtures';

const floors = allSquares(TEST_CHAMBER).filter((s) => isEnterableTerrain(TEST_CHAMBER, [], coordOf(s)));
const names = ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park'] as const;
const facings = ['N', 'E', 'S', 'W'] as const;

describe('canSee agrees with sightVerdict', () => {
  it('on random positions, from and to any square, with and without a facing override', () => {
    fc.assert(fc.property(
      fc.shuffledSubarray(floors, { minLength: 8, maxLength: 8 }),
      fc.array(fc.constantFrom(...facings), { minLength: 5, maxLength: 5 }),
      fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 5, maxLength: 5 }),
      fc.subarray(['F4', 'F7']),
      fc.boolean(),
      fc.constantFrom<Facing | null | undefined>(undefined, null, ...facings),
      fc.constantFrom(...allSquares(TEST_CHAMBER)),
      (at, facing, hps, open, cornerBlocks, override, extra) => {
        const base = positionWith({
          soldiers: names.map((name, i) => ({ name, at: at[i], facing: facing[i], hp: hps[i] })),
          aliens: [{ kind: 'worker', contact: 1, at: at[5] }, { kind: 'warrior', contact: 2, at: at[6] }, { kind: 'worker', contact: 3, at: at[7] }],
          open,
        });
        const state = { ...base, ruleset: makeRuleset({ variants: { figureCornerBlocks: cornerBlocks } }) };
        const squares = [...at, extra] as Square[];
        const options = override === undefined ? {} : { facing: override };
        for (const from of squares) {
          for (const to of squares) {
            expect(canSee(state, from, to, options)).toBe(sightVerdict(state, from, to, options).visible);
          }
        }
        const ids: FigureId[] = [...names, 'alien1', 'alien2', 'alien3'];
        for (const v of ids) for (const t of ids) {
          const viewer = [...state.soldiers, ...state.aliens].find((f) => f.id === v)!;
          const target = [...state.soldiers, ...state.aliens].find((f) => f.id === t)!;
          const want = viewer.hp > 0 && target.hp > 0
            && sightVerdict(state, viewer.at, target.at, { facing: viewer.kind === 'soldier' ? viewer.facing : null }).visible;
          expect(isVisible(state, v, t)).toBe(want);
        }
      },
    ), { numRuns: 200 });
  });
});
