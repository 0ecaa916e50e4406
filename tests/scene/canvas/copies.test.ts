import { describe, it, expect } from 'vitest';
import { BoxGeometry } from 'three';
import { copiesOf } from '../../../src/scene/canvas/copies';
import { floorGeometry } from '../../../src/scene/board/Floor';
import { TEST_CHAMBER } from '../../../src/engine/board/board';

describe('copies of a template in one geometry (one draw call instead of an instanced mesh)', () => {
  it('places each copy, tints its colours and offsets its indices', () => {
    const box = new BoxGeometry(1, 1, 1);
    const g = copiesOf(box, [{ x: 0, y: 0, z: 0, colour: '#ff0000' }, { x: 5, y: 1, z: -2 }]);
    const n = box.getAttribute('position').count;
    const pos = g.getAttribute('position');
    const col = g.getAttribute('color');
    expect(pos.count).toBe(2 * n);
    expect(g.index!.count).toBe(2 * box.index!.count);
    expect(pos.getX(n) - box.getAttribute('position').getX(0)).toBeCloseTo(5);
    expect(pos.getZ(n) - box.getAttribute('position').getZ(0)).toBeCloseTo(-2);
    expect([col.getX(0), col.getY(0), col.getZ(0)]).toEqual([1, 0, 0]);
    expect([col.getX(n), col.getY(n), col.getZ(n)]).toEqual([1, 1, 1]);
    // The second copy's triangles use the second copy's vertices.
    expect(g.index!.getX(box.index!.count)).toBe(n + box.index!.getX(0));
  });

  it('the floor is one tile per non-wall square, in two checker colours', () => {
    const g = floorGeometry(TEST_CHAMBER);
    const floor = TEST_CHAMBER.terrain.flat().filter((t) => t !== 'wall').length;
    expect(g.userData.squares).toBe(floor);
    const col = g.getAttribute('color');
    const shades = new Set<string>();
    for (let i = 0; i < col.count; i++) shades.add(col.getX(i).toFixed(4));
    expect(shades.size).toBe(2);
  });
});
