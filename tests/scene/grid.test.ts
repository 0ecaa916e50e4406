import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { TEST_CHAMBER, squareName } from '../../src/engine/board/board';
import type { Facing, Square } from '../../src/engine/state/types';
import {
  coordToWorld, facingAngle, facingVector, halfPlaneRect, squareToWorld, worldToSquare, worldToCoord,
} from '../../src/scene/grid';

const coord = fc.record({ col: fc.integer({ min: 0, max: 11 }), row: fc.integer({ min: 1, max: 10 }) });

describe('grid-to-world mapping (RULINGS G1)', () => {
  it('centres the board on the origin: A1 is north-west, L10 south-east', () => {
    expect(squareToWorld(TEST_CHAMBER, 'A1' as Square)).toEqual({ x: -5.5, z: -4.5 });
    expect(squareToWorld(TEST_CHAMBER, 'L10' as Square)).toEqual({ x: 5.5, z: 4.5 });
  });

  it('east is +x and north is -z, one unit per square', () => {
    const c3 = squareToWorld(TEST_CHAMBER, 'C3' as Square);
    expect(squareToWorld(TEST_CHAMBER, 'D3' as Square)).toEqual({ x: c3.x + 1, z: c3.z });
    expect(squareToWorld(TEST_CHAMBER, 'C2' as Square)).toEqual({ x: c3.x, z: c3.z - 1 });
  });

  it('worldToSquare inverts squareToWorld anywhere inside a square', () => {
    fc.assert(fc.property(coord, fc.double({ min: -0.49, max: 0.49, noNaN: true }), fc.double({ min: -0.49, max: 0.49, noNaN: true }), (c, dx, dz) => {
      const p = coordToWorld(TEST_CHAMBER, c);
      expect(worldToSquare(TEST_CHAMBER, { x: p.x + dx, z: p.z + dz })).toBe(squareName(c));
    }));
  });

  it('off the board is null', () => {
    expect(worldToSquare(TEST_CHAMBER, { x: -7, z: 0 })).toBeNull();
    expect(worldToSquare(TEST_CHAMBER, { x: 0, z: 5.6 })).toBeNull();
    expect(worldToCoord(TEST_CHAMBER, { x: 0, z: 5.6 }).row).toBe(11);
  });

  it('facingAngle turns +x onto the facing vector (rotation about y maps +x to (cos a, -sin a))', () => {
    for (const f of ['N', 'E', 'S', 'W'] as Facing[]) {
      const a = facingAngle(f);
      const v = facingVector(f);
      expect(Math.cos(a)).toBeCloseTo(v.x, 10);
      expect(-Math.sin(a)).toBeCloseTo(v.z, 10);
    }
  });

  it('the forward half-plane covers exactly the squares in the facing arc, boundary included (RULINGS S6)', () => {
    fc.assert(fc.property(coord, coord, fc.constantFrom<Facing>('N', 'E', 'S', 'W'), (at, other, f) => {
      const r = halfPlaneRect(TEST_CHAMBER, at, f);
      const p = coordToWorld(TEST_CHAMBER, other);
      const inside = Math.abs(p.x - r.x) < r.w / 2 && Math.abs(p.z - r.z) < r.d / 2;
      const arc = f === 'E' ? other.col >= at.col : f === 'W' ? other.col <= at.col : f === 'N' ? other.row <= at.row : other.row >= at.row;
      expect(inside).toBe(arc);
    }));
  });
});
