import { describe, it, expect } from 'vitest';
import { BoxGeometry, CircleGeometry } from 'three';
import { newGame } from '../../src/engine/setup/scenarios';
import { arcsGeometry } from '../../src/scene/overlays/FacingArcs';
import { rimGeometry } from '../../src/scene/board/EdgeLabels';
import { rimDepth } from '../../src/scene/grid';
import { bakeLight } from '../../src/scene/canvas/bakedLight';
import { facingAngle, squareToWorld } from '../../src/scene/grid';

describe('facing arcs geometry (RULINGS S6), written directly', () => {
  const state = newGame('A', { seed: 1 });
  const g = arcsGeometry(state)!;
  const pos = g.getAttribute('position');
  const living = state.soldiers.filter((s) => s.hp > 0);

  it('has a 16-triangle fan per conscious soldier, every triangle facing up', () => {
    expect(pos.count).toBe(living.length * 16 * 3);
    for (let t = 0; t < pos.count; t += 3) {
      const ax = pos.getX(t + 1) - pos.getX(t), az = pos.getZ(t + 1) - pos.getZ(t);
      const bx = pos.getX(t + 2) - pos.getX(t), bz = pos.getZ(t + 2) - pos.getZ(t);
      // y of (a x b): az*bx - ax*bz
      expect(az * bx - ax * bz).toBeGreaterThan(0);
    }
  });

  it('lies on the same points as the rotated CircleGeometry half-disc it replaces', () => {
    living.forEach((s, k) => {
      const p = squareToWorld(state.board, s.at);
      const old = new CircleGeometry(0.9, 16, -Math.PI / 2, Math.PI).rotateX(-Math.PI / 2).rotateY(facingAngle(s.facing)).translate(p.x, 0.012, p.z);
      const o = old.getAttribute('position');
      for (let v = k * 48; v < (k + 1) * 48; v++) {
        let best = Infinity;
        for (let i = 0; i < o.count; i++) best = Math.min(best, Math.hypot(o.getX(i) - pos.getX(v), o.getY(i) - pos.getY(v), o.getZ(i) - pos.getZ(v)));
        expect(best).toBeLessThan(1e-5);
      }
    });
  });
});

describe('edge label rim', () => {
  it('covers only the ring of cells around the board, not the board itself', () => {
    const board = { width: 12, height: 10 };
    const pos = rimGeometry(board).getAttribute('position');
    for (let i = 0; i < pos.count; i += 4) {
      // each strip's far corner lies on or outside the board edge
      const xs = [0, 1, 2, 3].map((k) => pos.getX(i + k));
      const zs = [0, 1, 2, 3].map((k) => pos.getZ(i + k));
      const outside = Math.min(...xs) >= 6 || Math.max(...xs) <= -6 || Math.min(...zs) >= 5 || Math.max(...zs) <= -5;
      expect(outside).toBe(true);
    }
  });

  it('on a 26x26 board the rim is deeper (grid rimDepth) and still leaves the board uncovered', () => {
    const board = { width: 26, height: 26 };
    const pos = rimGeometry(board).getAttribute('position');
    const xs = Array.from({ length: pos.count }, (_, i) => pos.getX(i));
    expect(Math.max(...xs)).toBeCloseTo(13 + rimDepth(board), 5);
    expect(rimDepth(board)).toBeGreaterThan(1.5);
    for (let i = 0; i < pos.count; i += 4) {
      const sx = [0, 1, 2, 3].map((k) => pos.getX(i + k));
      const sz = [0, 1, 2, 3].map((k) => pos.getZ(i + k));
      expect(Math.min(...sx) >= 13 - 1e-6 || Math.max(...sx) <= -13 + 1e-6 || Math.min(...sz) >= 13 - 1e-6 || Math.max(...sz) <= -13 + 1e-6).toBe(true);
    }
  });
});

describe('baked light', () => {
  it('lights tops brighter than bottoms, and never black', () => {
    const g = bakeLight(new BoxGeometry(1, 1, 1), '#808080');
    const n = g.getAttribute('normal');
    const c = g.getAttribute('color');
    let top = 0, bottom = Infinity;
    for (let i = 0; i < n.count; i++) {
      if (n.getY(i) > 0.5) top = c.getX(i);
      if (n.getY(i) < -0.5) bottom = Math.min(bottom, c.getX(i));
    }
    expect(top).toBeGreaterThan(bottom);
    expect(bottom).toBeGreaterThan(0);
  });
});
