/**
 * The visibility map for the visualizer (RULINGS S1-S7): layout, content, speed.
 */
import { describe, expect, it } from 'vitest';
import { TEST_CHAMBER } from '../../../src/engine/board/board';
import { visibilityMap } from '../../../src/engine/sight';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;

describe('visibilityMap', () => {
  it('is indexed [row - 1][col] over the whole board', () => {
    const map = visibilityMap(TEST_CHAMBER, sq('C3'));
    expect(map).toHaveLength(10);
    for (const row of map) expect(row).toHaveLength(12);
    expect(map[2][9].square).toBe('J3');
    expect(map[0][0].square).toBe('A1');
    expect(map[9][11].square).toBe('L10');
  });

  it('the viewer\'s own square is clear and in arc', () => {
    expect(visibilityMap(TEST_CHAMBER, sq('C3'), { facing: 'E' })[2][2]).toMatchObject({ clear: true, inArc: true, visible: true, reason: 'clear' });
  });

  it('from C3 facing E with both doors closed nothing east of the F wall is visible', () => {
    const map = visibilityMap(TEST_CHAMBER, sq('C3'), { facing: 'E' });
    const eastVisible = map.flat().filter((c) => c.visible && c.square.charCodeAt(0) > 'F'.charCodeAt(0));
    expect(eastVisible).toEqual([]);
    expect(map[2][1]).toMatchObject({ square: 'B3', clear: true, inArc: false, visible: false, reason: 'outside the facing arc (facing E)' });
  });

  it('opening F4 lets D4 see part of the east room, with cover named for display', () => {
    const map = visibilityMap(TEST_CHAMBER, sq('D4'), { openDoors: [sq('F4')], facing: 'E' });
    expect(map[2][9]).toMatchObject({ square: 'J3', visible: true, cover: 'none' });
    expect(map[2][8]).toMatchObject({ square: 'I3', visible: false, cover: 'soft' }); // F3 corner touch
    expect(map[3][10]).toMatchObject({ square: 'K4', visible: true });
    expect(map[4][8]).toMatchObject({ square: 'I5', visible: false, cover: 'hard' });
  });

  it('figures block interior crossings, and the corner variant is honoured', () => {
    expect(visibilityMap(TEST_CHAMBER, sq('C3'), { figures: [sq('D3')] })[4][4].clear).toBe(true); // E5
    expect(visibilityMap(TEST_CHAMBER, sq('C3'), { figures: [sq('D3')], variants: { figureCornerBlocks: true } })[4][4].clear).toBe(false);
  });
});
