/**
 * Independent audit of sight in a game state (RULINGS S2-S7, G1-G2) with hand-derived lines.
 * Centres at (col, row), A = 0, row 1 north (G1).
 */
import { describe, expect, it } from 'vitest';
import { isVisible, lineOfSight, sightVerdict, visibilityMap } from '../../../src/engine/sight';
import { TEST_CHAMBER } from '../../../src/engine/board/board';
import { chamberWith } from '../fixtures';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;

describe('audit: sight in a state', () => {
  it('S6: the facing arc is a closed half-plane; aliens have no arc', () => {
    const s = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'H5', facing: 'N' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K5' }, { kind: 'worker', contact: 2, at: 'H8' }],
    });
    // Facing N: row <= 5. K5 is on row 5 (boundary, in arc); H8 is south (out of arc).
    expect(isVisible(s, 'Reyes', 'alien1')).toBe(true);
    expect(isVisible(s, 'Reyes', 'alien2')).toBe(false);
    expect(sightVerdict(s, sq('H5'), sq('H8')).inArc).toBe(false);
    // The alien on H8 sees Reyes regardless of facing.
    expect(isVisible(s, 'alien2', 'Reyes')).toBe(true);
  });

  it('S3/S4: a conscious figure between blocks (interior); a downed one does not', () => {
    // G4 -> K4 along row 4 crosses the interior of I4.
    const standing = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'G4', facing: 'E' }, { name: 'Chen', at: 'I4', facing: 'E' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K4' }],
    });
    const v = sightVerdict(standing, sq('G4'), sq('K4'));
    expect(v.visible).toBe(false);
    expect(v.blockers.map((b) => [b.square, b.contact, b.cause])).toEqual([['I4', 'interior', 'figure']]);
    const downed = chamberWith({
      soldiers: [{ name: 'Reyes', at: 'G4', facing: 'E' }, { name: 'Chen', at: 'I4', facing: 'E', hp: 0 }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K4' }],
    });
    expect(isVisible(downed, 'Reyes', 'alien1')).toBe(true);
  });

  it('open doors from the state are floor; the S8 corner still blocks the diagonal', () => {
    const s = chamberWith({ soldiers: [{ name: 'Reyes', at: 'D4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'H4' }], open: ['F4'] });
    expect(isVisible(s, 'Reyes', 'alien1')).toBe(true);
    const d = chamberWith({ soldiers: [{ name: 'Reyes', at: 'E3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'G5' }], open: ['F4'] });
    const v = sightVerdict(d, sq('E3'), sq('G5'));
    // F3's SW corner (4.5, 3.5) and F5's NE corner (5.5, 4.5).
    expect(v.blockers).toEqual([
      { square: 'F3', contact: 'corner', cause: 'wall', corner: { col: 4.5, row: 3.5 } },
      { square: 'F5', contact: 'corner', cause: 'wall', corner: { col: 5.5, row: 4.5 } },
    ]);
  });

  it('the cover reported is the target square\'s (C1): I5 hard, I7 full, I3 soft', () => {
    const s = chamberWith({ soldiers: [{ name: 'Reyes', at: 'H4', facing: 'E' }], aliens: [{ kind: 'worker', contact: 1, at: 'K9' }] });
    expect(sightVerdict(s, sq('H4'), sq('I5')).cover).toBe('hard');
    expect(sightVerdict(s, sq('H4'), sq('I7')).cover).toBe('full');
    expect(sightVerdict(s, sq('H4'), sq('I3')).cover).toBe('soft');
    expect(sightVerdict(s, sq('H4'), sq('J4')).cover).toBe('none');
  });

  it('sight is symmetric on the pure line for every pair of floor squares (facing aside)', () => {
    const names: Square[] = [];
    for (const c of 'BCDEGHIJK') for (let r = 2; r <= 9; r++) names.push(sq(`${c}${r}`));
    for (const a of names) for (const b of names) {
      expect(lineOfSight(TEST_CHAMBER, a, b, { openDoors: [sq('F4')] }).clear)
        .toBe(lineOfSight(TEST_CHAMBER, b, a, { openDoors: [sq('F4')] }).clear);
    }
  });

  it('the visibility map agrees with lineOfSight and the facing arc for every square', () => {
    const opts = { openDoors: [sq('F4'), sq('F7')], figures: [sq('H6')] };
    const map = visibilityMap(TEST_CHAMBER, sq('E4'), { ...opts, facing: 'E' });
    for (const row of map) for (const cell of row) {
      const line = lineOfSight(TEST_CHAMBER, sq('E4'), cell.square, opts);
      expect(cell.clear, cell.square).toBe(line.clear);
      expect(cell.visible, cell.square).toBe(line.clear && cell.square.charCodeAt(0) >= 'E'.charCodeAt(0));
    }
    // J3 is map[2][9] (row 3, column J).
    expect(map[2][9].square).toBe('J3');
    // E4 -> G5: (4,4) -> (6,5); for x 4.5..5.5 the line runs y 4.25..4.75 and crosses y = 4.5 at
    // x = 5, so it enters F5 (y 4.5..5.5) through its interior.
    expect(map[4][6].blockers.map((b) => `${b.square}:${b.contact}`)).toEqual(['F5:interior']);
    // E4 -> H4 through open F4 along row 4: clear and in the east arc.
    expect(map[3][7].visible).toBe(true);
  });
});
