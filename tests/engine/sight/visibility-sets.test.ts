/**
 * The visibility map as three sets, the reverse map and a variant's changes (RULINGS S2-S7),
 * checked against `lineOfSight` + `inFacingArc` on random positions (fast-check), and the ruling's
 * geometry (crossed squares, corner points) against traceBlockers on an all-wall grid.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_CHAMBER, allSquares, coordOf, doorSquares, terrainAt } from '../../../src/engine/board/board';
import {
  explainLine, inFacingArc, lineOfSight, reverseSightClasses, sightClasses, traceBlockers, variantChanges, visibilitySets, WALL,
  segmentGeometry,
} from '../../../src/engine/sight';
import type { Facing, Square } from '../../../src/engine/state/types';

const SQUARES = allSquares(TEST_CHAMBER);
const DOORS = doorSquares(TEST_CHAMBER);
const FLOORS = SQUARES.filter((s) => terrainAt(TEST_CHAMBER, coordOf(s)) !== 'wall');
const JUDGED = SQUARES.filter((s) => !['wall', 'door'].includes(terrainAt(TEST_CHAMBER, coordOf(s))));

const position = fc.record({
  from: fc.constantFrom(...JUDGED),
  facing: fc.constantFrom<Facing | null>('N', 'E', 'S', 'W', null),
  openDoors: fc.subarray(DOORS),
  figures: fc.subarray(FLOORS, { maxLength: 14 }),
  figureCornerBlocks: fc.boolean(),
});

describe('visibility sets agree with los + facing (property)', () => {
  it('for every square of random positions', () => {
    fc.assert(fc.property(position, (p) => {
      const options = { openDoors: p.openDoors, figures: p.figures, variants: { figureCornerBlocks: p.figureCornerBlocks }, facing: p.facing };
      const classes = sightClasses(TEST_CHAMBER, p.from, options);
      // The lists hold every square except walls, door squares and `from`, each once.
      expect([...classes.keys()].sort()).toEqual(JUDGED.filter((s) => s !== p.from).sort());
      for (const [to, k] of classes) {
        const expected = p.facing !== null && !inFacingArc(p.from, p.facing, to) ? 'outsideArc'
          : lineOfSight(TEST_CHAMBER, p.from, to, options).clear ? 'visible' : 'blocked';
        expect(k, `${p.from} -> ${to}`).toBe(expected);
        // The explained ruling gives the same verdict (S7).
        const r = explainLine({ board: TEST_CHAMBER, from: p.from, to, ...options });
        expect(r.visible).toBe(k === 'visible');
      }
    }), { numRuns: 150 });
  });

  it('the reverse map: from square s, the target is seen exactly when the forward line is clear and the target is in s\'s arc', () => {
    fc.assert(fc.property(position, (p) => {
      const options = { openDoors: p.openDoors, figures: p.figures, variants: { figureCornerBlocks: p.figureCornerBlocks }, facing: p.facing };
      const target = p.from;
      for (const [viewer, k] of reverseSightClasses(TEST_CHAMBER, target, options)) {
        const expected = p.facing !== null && !inFacingArc(viewer, p.facing, target) ? 'outsideArc'
          : lineOfSight(TEST_CHAMBER, viewer, target, options).clear ? 'visible' : 'blocked';
        expect(k, `${viewer} -> ${target}`).toBe(expected);
      }
    }), { numRuns: 60 });
  });

  it('a ruling\'s blockers are exactly lineOfSight\'s (S2-S3)', () => {
    fc.assert(fc.property(position, fc.constantFrom(...SQUARES), (p, to) => {
      const options = { openDoors: p.openDoors, figures: p.figures, variants: { figureCornerBlocks: p.figureCornerBlocks } };
      const r = explainLine({ board: TEST_CHAMBER, from: p.from, to, ...options });
      const los = lineOfSight(TEST_CHAMBER, p.from, to, options);
      expect(r.reasons.filter((x) => x.blocks && x.kind !== 'arc').map((x) => `${x.square}:${x.contact}`).sort())
        .toEqual(los.blockers.map((b) => `${b.square}:${b.contact}`).sort());
    }), { numRuns: 300 });
  });
});

describe('segment geometry (S1, G2)', () => {
  it('crossed squares and corner points are what an all-wall grid reports as interior and corner contacts', () => {
    const grid = { width: TEST_CHAMBER.width, height: TEST_CHAMBER.height, cells: new Array(TEST_CHAMBER.width * TEST_CHAMBER.height).fill(WALL) };
    fc.assert(fc.property(fc.constantFrom(...SQUARES), fc.constantFrom(...SQUARES), (a, b) => {
      const g = segmentGeometry(TEST_CHAMBER, coordOf(a), coordOf(b));
      const contacts = traceBlockers(grid, coordOf(a), coordOf(b), true);
      expect([...g.crossed].sort()).toEqual(contacts.filter((c) => c.contact === 'interior').map((c) => c.square).sort());
      const touched = g.corners.flatMap((c) => c.touched).sort();
      expect(touched).toEqual(contacts.filter((c) => c.contact === 'corner').map((c) => c.square).sort());
      for (const c of g.corners) expect(c.meeting).toHaveLength(4);
    }), { numRuns: 400 });
  });
});

describe('visibilitySets', () => {
  it('C3 facing E with both doors closed: outside the arc is column B, nothing east of the F wall is visible', () => {
    const s = visibilitySets(TEST_CHAMBER, 'C3' as Square, { facing: 'E' });
    expect([...s.outsideArc].sort()).toEqual(['B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9']);
    expect(s.visible.filter((x) => x.charCodeAt(0) > 70)).toEqual([]);
    expect(s.visible.length + s.outsideArc.length + s.blocked.length).toBe(JUDGED.length - 1);
  });
});

describe('variantChanges', () => {
  it('figureCornerBlocks flips exactly the squares whose only blockers are figure corners', () => {
    const options = { figures: ['D3', 'E2'] as Square[] };
    expect(variantChanges(TEST_CHAMBER, 'C3' as Square, 'figureCornerBlocks', options)).toEqual([
      { square: 'D2', off: 'visible', on: 'blocked' },
      { square: 'D4', off: 'visible', on: 'blocked' },
      { square: 'E5', off: 'visible', on: 'blocked' },
    ]);
  });

  it('shotgunOverwatchPointBlank changes no sight verdict (O2 is not a sight ruling)', () => {
    fc.assert(fc.property(position, (p) => {
      expect(variantChanges(TEST_CHAMBER, p.from, 'shotgunOverwatchPointBlank', { openDoors: p.openDoors, figures: p.figures, facing: p.facing })).toEqual([]);
    }), { numRuns: 30 });
  });

  it('no figures, no change', () => {
    expect(variantChanges(TEST_CHAMBER, 'C3' as Square, 'figureCornerBlocks', { openDoors: ['F4'] as Square[] })).toEqual([]);
  });
});
