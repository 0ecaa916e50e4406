/**
 * The facing arc (RULINGS S6) as a rectangle of squares (engine/facing-arc.ts facingArcBounds,
 * which the chamber draws) admits exactly the squares inFacingArc admits, from every square of
 * the test chamber in every facing.
 */
import { describe, expect, it } from 'vitest';
import { coordOf, squareName } from '../../../src/engine/board/board';
import { facingArcBounds, inFacingArc } from '../../../src/engine/sight';
import { newGame } from '../../../src/engine/setup/scenarios';
import { FACINGS } from '../../../src/engine/state/types';

describe('facingArcBounds', () => {
  it('covers exactly the squares in the arc, boundary line included', () => {
    const { board } = newGame('A', { seed: 1 });
    const squares = [];
    for (let col = 0; col < board.width; col++) for (let row = 1; row <= board.height; row++) squares.push(squareName({ col, row }));
    let inside = 0;
    for (const from of squares) {
      for (const facing of FACINGS) {
        const { from: a, to: b } = facingArcBounds(board, coordOf(from), facing);
        for (const to of squares) {
          const c = coordOf(to);
          const inRect = c.col >= a.col && c.col <= b.col && c.row >= a.row && c.row <= b.row;
          expect(inRect, `${from} facing ${facing} -> ${to}`).toBe(inFacingArc(from, facing, to));
          if (inRect) inside++;
        }
      }
    }
    expect(inside).toBeGreaterThan(squares.length * squares.length); // about half of 4 facings x all pairs
  });
});
