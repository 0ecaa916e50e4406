/**
 * The words of a sight ruling for the chamber's instructive cases (RULINGS S1-S8): pure
 * diagonals, the F-column wall corners beside both doors, a figure's corner grazed with
 * figureCornerBlocks off and on, a line along a wall face, downed figures and cover on the line,
 * and the facing verdict (S6).
 */
import { describe, expect, it } from 'vitest';
import { TEST_CHAMBER } from '../../../src/engine/board/board';
import { explainLine, rulingLines, type RulingQuery } from '../../../src/engine/sight';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const explain = (q: Omit<RulingQuery, 'board' | 'from' | 'to'> & { from: string; to: string }) =>
  explainLine({ ...q, board: TEST_CHAMBER, from: sq(q.from), to: sq(q.to) });

describe('pure diagonals (S1, S2)', () => {
  it('C3 -> E5 passes exactly through two corner points where nothing solid meets, and is clear', () => {
    const r = explain({ from: 'C3', to: 'E5' });
    expect(r.clear).toBe(true);
    expect(r.crossed).toEqual(['D4']);
    expect(r.corners.map((c) => c.meeting.join('/'))).toEqual(['C3/D3/C4/D4', 'D4/E4/D5/E5']);
    expect(r.corners[0].touched).toEqual(['D3', 'C4']);
    expect(rulingLines(r)).toEqual([
      'Clear (S2-S4): the line meets no wall, closed door or figure',
      'S2: the line passes exactly through the corner points C3/D3/C4/D4 and D4/E4/D5/E5: no wall, closed door or figure meets there, so nothing is touched',
      'No arc (S6): no facing limit (an alien, or no facing given)',
      'Visible (S7): no facing limit and the line is clear',
    ]);
  });

  it('D2 -> B4 touches C2, D3, B3 and C4 only at their corners, all floor', () => {
    const r = explain({ from: 'D2', to: 'B4' });
    expect(r.clear).toBe(true);
    expect(r.corners.map((c) => c.touched)).toEqual([['C2', 'D3'], ['B3', 'C4']]);
  });

  it('a diagonal across the F wall: E2 -> G4 touches F2, crosses F3, touches the closed door F4, in order along the line', () => {
    const r = explain({ from: 'E2', to: 'G4' });
    expect(r.lineVerdict).toBe('Blocked (S2): the line touches the corner of wall F2 at the E2/F2/E3/F3 corner, and crosses wall F3, and touches the corner of the closed door F4 at the F3/G3/F4/G4 corner');
    expect(r.reasons.map((x) => x.square)).toEqual(['F2', 'F3', 'F4', 'G4']);
    expect(r.reasons[1]).toMatchObject({ ruling: 'S2', kind: 'wall', blocks: true, square: 'F3', contact: 'interior' });
  });
});

describe('the F-column wall corners beside both doors (S2, S8)', () => {
  it('E3 -> G5 through open F4 touches the corners of F3 and F5, and says S8', () => {
    const r = explain({ from: 'E3', to: 'G5', openDoors: [sq('F4')] });
    expect(r.clear).toBe(false);
    expect(r.lineVerdict).toBe('Blocked (S2): the line touches the corner of wall F3 at the E3/F3/E4/F4 corner, and touches the corner of wall F5 at the F4/G4/F5/G5 corner');
    expect(r.reasons.filter((x) => x.blocks)).toEqual([
      { ruling: 'S2', kind: 'wall', blocks: true, square: 'F3', contact: 'corner', corner: { col: 4.5, row: 3.5 }, meeting: ['E3', 'F3', 'E4', 'F4'], words: 'touches the corner of wall F3 at the E3/F3/E4/F4 corner' },
      { ruling: 'S2', kind: 'wall', blocks: true, square: 'F5', contact: 'corner', corner: { col: 5.5, row: 4.5 }, meeting: ['F4', 'G4', 'F5', 'G5'], words: 'touches the corner of wall F5 at the F4/G4/F5/G5 corner' },
    ]);
    const s8 = r.reasons.filter((x) => x.ruling === 'S8');
    expect(s8.map((x) => x.words)).toEqual([
      'a diagonal through the open doorway F4 touches the corner of wall F3 beside it, and wall-corner contact blocks (S2)',
      'a diagonal through the open doorway F4 touches the corner of wall F5 beside it, and wall-corner contact blocks (S2)',
    ]);
    expect(r.crossed).toEqual(['F4']);
  });

  it('the same diagonal at the south door: E6 -> G8 through open F7 touches F6 and F8', () => {
    const r = explain({ from: 'E6', to: 'G8', openDoors: [sq('F7')] });
    expect(r.reasons.filter((x) => x.blocks).map((x) => `${x.square}@${x.meeting?.join('/')}`)).toEqual(['F6@E6/F6/E7/F7', 'F8@F7/G7/F8/G8']);
    expect(r.reasons.some((x) => x.ruling === 'S8' && x.square === 'F7')).toBe(true);
  });

  it('with the door closed the same line crosses the closed door itself, and S8 is not said', () => {
    const r = explain({ from: 'E3', to: 'G5' });
    expect(r.lineVerdict).toContain('crosses the closed door F4');
    expect(r.reasons.some((x) => x.ruling === 'S8')).toBe(false);
  });

  it('D4 -> I3 through open F4 touches the corner of F3 (the map in visibility.test: I3 is not visible)', () => {
    const r = explain({ from: 'D4', to: 'I3', openDoors: [sq('F4')] });
    expect(r.lineVerdict).toBe('Blocked (S2): the line touches the corner of wall F3 at the F3/G3/F4/G4 corner');
  });

  it('a straight line through the open doorway is clear, and no S8 (not a diagonal)', () => {
    const r = explain({ from: 'C4', to: 'K4', openDoors: [sq('F4')] });
    expect(r.clear).toBe(true);
    expect(r.reasons.some((x) => x.ruling === 'S8')).toBe(false);
  });
});

describe('a figure corner graze (S3) with figureCornerBlocks off and on', () => {
  it('off: clear, and the graze is named with its corner and the squares meeting there', () => {
    const g = explain({ from: 'B2', to: 'D4', figures: [sq('C2')], names: { [sq('C2')]: 'Chen' } });
    expect(g.clear).toBe(true);
    expect(g.lineVerdict).toBe('Clear (S3): grazes the corner of the figure at C2 (Chen); figures block only by their interior');
    expect(g.reasons[0]).toMatchObject({ ruling: 'S3', kind: 'figureGraze', blocks: false, square: 'C2', contact: 'corner', corner: { col: 1.5, row: 2.5 }, meeting: ['B2', 'C2', 'B3', 'C3'] });
  });

  it('the issue\'s words without a name', () => {
    expect(explain({ from: 'B2', to: 'D4', figures: [sq('C2')] }).lineVerdict).toBe('Clear (S3): grazes the corner of the figure at C2; figures block only by their interior');
  });

  it('on: the same touch blocks, citing S3 and the variant', () => {
    const r = explain({ from: 'B2', to: 'D4', figures: [sq('C2')], variants: { figureCornerBlocks: true } });
    expect(r.clear).toBe(false);
    expect(r.lineVerdict).toBe('Blocked (S3): the line touches the corner of the figure at C2 at the B2/C2/B3/C3 corner (variant figureCornerBlocks: a figure\'s corner blocks)');
  });

  it('a figure crossed through its interior blocks either way', () => {
    for (const on of [false, true]) {
      const r = explain({ from: 'C3', to: 'E5', figures: [sq('D4')], variants: { figureCornerBlocks: on } });
      expect(r.lineVerdict).toBe('Blocked (S3): the line crosses the figure at D4');
    }
  });

  it('figures on the two endpoints never block (S2)', () => {
    expect(explain({ from: 'C3', to: 'E5', figures: [sq('C3'), sq('E5')] }).clear).toBe(true);
  });
});

describe('a line along a wall face (S1, S2)', () => {
  it('E2 -> E9 runs half a square from the F wall and is clear', () => {
    const r = explain({ from: 'E2', to: 'E9' });
    expect(r.clear).toBe(true);
    expect(r.corners).toEqual([]);
    const along = r.reasons.find((x) => x.kind === 'alongWall');
    expect(along?.squares).toEqual(['F2', 'F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9']);
    expect(along?.words).toBe('runs along the face of the walls F2-F9, half a square away: a line along a wall face touches none of its squares');
  });

  it('an open door is not a wall face: E2 -> E9 with F4 open lists F2-F3, F5-F9', () => {
    const r = explain({ from: 'E2', to: 'E9', openDoors: [sq('F4')] });
    expect(r.reasons.find((x) => x.kind === 'alongWall')?.words).toContain('F2-F3, F5-F9');
  });
});

describe('other notes: downed figures (S4), cover squares (S5)', () => {
  it('a downed figure on the line is named and does not block', () => {
    const r = explain({ from: 'C4', to: 'E4', downed: [sq('D4')], names: { [sq('D4')]: 'Chen' } });
    expect(r.clear).toBe(true);
    expect(rulingLines(r)).toContain('S4: the line passes over Chen, downed, at D4; downed figures block neither sight nor movement');
  });

  it('cover squares crossed never block', () => {
    const r = explain({ from: 'G3', to: 'K3' });
    expect(r.clear).toBe(true);
    expect(rulingLines(r)).toContain('S5: the line crosses the cover square I3; cover squares never block sight');
  });
});

describe('the facing verdict (S6) and S7', () => {
  it('in the arc, the boundary included', () => {
    const r = explain({ from: 'C3', to: 'C8', facing: 'E', viewer: 'Reyes' });
    expect(r.facingVerdict).toBe('In the arc (S6): Reyes faces E: C8 is in column C or east of it (the forward half-plane, its edge included)');
    expect(r.verdict).toBe('Visible (S7): in the arc and the line is clear');
  });

  it('a facing refusal on a clear line', () => {
    const r = explain({ from: 'D3', to: 'B3', facing: 'E', viewer: 'Reyes' });
    expect(r.clear).toBe(true);
    expect(r.inArc).toBe(false);
    expect(r.facingVerdict).toBe('Outside the arc (S6): Reyes faces E: B3 is west of column D, outside the forward half-plane');
    expect(r.verdict).toBe('Not visible (S7): outside the facing arc');
    expect(r.reasons.at(-1)).toMatchObject({ ruling: 'S6', kind: 'arc', blocks: true });
  });

  it('north and south arcs compare rows', () => {
    expect(explain({ from: 'C5', to: 'D7', facing: 'N' }).facingVerdict).toBe('Outside the arc (S6): a viewer on C5 faces N: D7 is south of row 5, outside the forward half-plane');
    expect(explain({ from: 'C5', to: 'D7', facing: 'S' }).inArc).toBe(true);
  });

  it('both refusals at once', () => {
    expect(explain({ from: 'C3', to: 'J8', facing: 'W' }).verdict).toBe('Not visible (S7): outside the facing arc, and the line is blocked');
  });
});
