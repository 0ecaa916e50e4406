/**
 * Properties of the sight line (RULINGS G2, S1-S3, S6) checked with fast-check, including a
 * cross-check against an independent reference: exact parametric clipping of the segment against
 * every square on the board, with rationals compared by cross-multiplication.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEST_CHAMBER, allSquares, coordOf, doorSquares, isOrthogonallyAdjacent, squareName, terrainAt } from '../../../src/engine/board/board';
import { inFacingArc, lineOfSight, visibilityMap, type Blocker, type SightOptions } from '../../../src/engine/sight';
import type { Coord, Facing, Square } from '../../../src/engine/state/types';

const SQUARES = allSquares(TEST_CHAMBER);
const DOORS = doorSquares(TEST_CHAMBER);
const FLOORS = SQUARES.filter((s) => terrainAt(TEST_CHAMBER, coordOf(s)) !== 'wall');

const square = fc.constantFrom(...SQUARES);
const options: fc.Arbitrary<SightOptions> = fc.record({
  openDoors: fc.subarray(DOORS),
  figures: fc.subarray(FLOORS, { maxLength: 12 }),
  variants: fc.record({ figureCornerBlocks: fc.boolean() }),
});
const facing = fc.constantFrom<Facing | null>('N', 'E', 'S', 'W', null);

const key = (b: Blocker) => `${b.square}:${b.contact}:${b.cause}:${b.corner ? `${b.corner.col},${b.corner.row}` : ''}`;

/** How the segment P->Q meets the closed unit box around `c`, by clipping (not by corner signs). */
function referenceContact(p: Coord, q: Coord, c: Coord): { contact: 'interior' | 'corner' | null; corner?: Coord } {
  // Doubled coordinates. Open interior: 2c-1 < x < 2c+1 and likewise y. t in [0, 1].
  const [px, py, dx, dy] = [2 * p.col, 2 * p.row, 2 * (q.col - p.col), 2 * (q.row - p.row)];
  // The open box's t-interval (a, b) meets [0, 1] iff max(a, 0) < min(b, 1). Fractions are
  // [num, den] with den > 0, compared by cross-multiplication.
  let lo: [number, number] = [0, 1];
  let hi: [number, number] = [1, 1];
  const less = (u: [number, number], v: [number, number]) => u[0] * v[1] < v[0] * u[1];
  for (const [start, d, centre] of [[px, dx, 2 * c.col], [py, dy, 2 * c.row]]) {
    if (d === 0) {
      if (centre - 1 < start && start < centre + 1) continue; // always inside this slab
      return referenceCorner(px, py, dx, dy, c);
    }
    const enter: [number, number] = d > 0 ? [centre - 1 - start, d] : [start - centre - 1, -d];
    const exit: [number, number] = d > 0 ? [centre + 1 - start, d] : [start - centre + 1, -d];
    if (less(lo, enter)) lo = enter;
    if (less(exit, hi)) hi = exit;
  }
  if (less(lo, hi)) return { contact: 'interior' };
  return referenceCorner(px, py, dx, dy, c);
}

function referenceCorner(px: number, py: number, dx: number, dy: number, c: Coord): { contact: 'corner' | null; corner?: Coord } {
  for (const [cx, cy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
    const x = 2 * c.col + cx;
    const y = 2 * c.row + cy;
    const onLine = dy * (x - px) - dx * (y - py) === 0;
    const within = Math.min(px, px + dx) <= x && x <= Math.max(px, px + dx) && Math.min(py, py + dy) <= y && y <= Math.max(py, py + dy);
    if (onLine && within) return { contact: 'corner', corner: { col: x / 2, row: y / 2 } };
  }
  return { contact: null };
}

/** Blockers by the reference, over every square of the board, in column-then-row order. */
function referenceBlockers(from: Square, to: Square, o: SightOptions): Blocker[] {
  const p = coordOf(from);
  const q = coordOf(to);
  const out: Blocker[] = [];
  for (let col = 0; col < TEST_CHAMBER.width; col++) {
    for (let row = 1; row <= TEST_CHAMBER.height; row++) {
      const s = squareName({ col, row });
      if (s === from || s === to) continue;
      const t = terrainAt(TEST_CHAMBER, { col, row });
      const cause = t === 'wall' ? 'wall' : t === 'door' && !o.openDoors?.includes(s) ? 'door'
        : o.figures?.includes(s) ? 'figure' : null;
      if (!cause) continue;
      const hit = referenceContact(p, q, { col, row });
      if (!hit.contact) continue;
      if (hit.contact === 'corner') {
        if (cause === 'figure' && !o.variants?.figureCornerBlocks) continue;
        out.push({ square: s, contact: 'corner', cause, corner: hit.corner });
      } else {
        out.push({ square: s, contact: 'interior', cause });
      }
    }
  }
  return out;
}

describe('sight line properties', () => {
  it('agrees exactly with the clipping reference on random lines, doors and figures', () => {
    fc.assert(fc.property(square, square, options, (a, b, o) => {
      const got = lineOfSight(TEST_CHAMBER, a, b, o);
      const want = referenceBlockers(a, b, o);
      expect(got.blockers).toEqual(want);
      expect(got.clear).toBe(want.length === 0);
    }), { numRuns: 2000 });
  });

  it('is symmetric: (a, b) and (b, a) agree on clear and on the set of blockers', () => {
    fc.assert(fc.property(square, square, options, (a, b, o) => {
      const ab = lineOfSight(TEST_CHAMBER, a, b, o);
      const ba = lineOfSight(TEST_CHAMBER, b, a, o);
      expect(ba.clear).toBe(ab.clear);
      expect(ba.blockers.map(key).sort()).toEqual(ab.blockers.map(key).sort());
    }), { numRuns: 2000 });
  });

  it('a line between orthogonally adjacent squares is always clear', () => {
    const pairs = SQUARES.flatMap((a) => SQUARES.filter((b) => isOrthogonallyAdjacent(a, b)).map((b) => [a, b] as const));
    fc.assert(fc.property(fc.constantFrom(...pairs), options, ([a, b], o) => {
      expect(lineOfSight(TEST_CHAMBER, a, b, { ...o, figures: SQUARES, variants: { figureCornerBlocks: true } }).clear).toBe(true);
    }));
  });

  it('blockers come sorted by column, then row', () => {
    fc.assert(fc.property(square, square, options, (a, b, o) => {
      const order = lineOfSight(TEST_CHAMBER, a, b, o).blockers.map((x) => coordOf(x.square)).map((c) => c.col * 100 + c.row);
      expect(order).toEqual([...order].sort((x, y) => x - y));
    }));
  });

  it('a corner blocker names one of its own corners; an interior blocker names none', () => {
    fc.assert(fc.property(square, square, options, (a, b, o) => {
      for (const x of lineOfSight(TEST_CHAMBER, a, b, o).blockers) {
        const c = coordOf(x.square);
        if (x.contact === 'corner') {
          expect(Math.abs(x.corner!.col - c.col)).toBe(0.5);
          expect(Math.abs(x.corner!.row - c.row)).toBe(0.5);
        } else {
          expect(x.corner).toBeUndefined();
        }
      }
    }));
  });
});

describe('visibilityMap agrees with lineOfSight and inFacingArc', () => {
  it('for every square of the map, from random squares with random doors, figures and facing', () => {
    fc.assert(fc.property(square, options, facing, (from, o, f) => {
      const map = visibilityMap(TEST_CHAMBER, from, { ...o, facing: f });
      expect(map.length).toBe(TEST_CHAMBER.height);
      for (const to of SQUARES) {
        const c = coordOf(to);
        const cell = map[c.row - 1][c.col];
        const los = lineOfSight(TEST_CHAMBER, from, to, o);
        const inArc = f === null || inFacingArc(from, f, to);
        expect(cell.square).toBe(to);
        expect(cell.clear).toBe(los.clear);
        expect(cell.blockers).toEqual(los.blockers);
        expect(cell.inArc).toBe(inArc);
        expect(cell.visible).toBe(inArc && los.clear);
      }
    }), { numRuns: 150 });
  });
});
