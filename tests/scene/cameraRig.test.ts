import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import fc from 'fast-check';
import { BADGE_ROOM, BANNER_ROOM, perspectivePosition, topDownFit } from '../../src/scene/CameraRig';
import { rimDepth, textScale } from '../../src/scene/grid';

const board = { width: 12, height: 10 };

/** Where the chamber's outer corners (its label ring, floor to wall top) land, in clip space. */
function projectedCorners(aspect: number, topRoom = 0): Vector3[] {
  const camera = new PerspectiveCamera(40, aspect, 0.1, 1000);
  camera.position.set(...perspectivePosition(board, aspect, topRoom));
  camera.lookAt(0, 0, 0.5);
  camera.updateMatrixWorld();
  const out: Vector3[] = [];
  for (const x of [-7, 7]) for (const z of [-6, 6]) for (const y of [0, 1.05]) out.push(new Vector3(x, y, z).project(camera));
  return out;
}

describe('the three-quarter camera preset', () => {
  for (const aspect of [0.8, 1.0, 1.29, 1.6, 2.2]) {
    it(`keeps the whole chamber and its edge labels in view at aspect ${aspect}`, () => {
      const ps = projectedCorners(aspect);
      for (const p of ps) {
        expect(Math.abs(p.x)).toBeLessThanOrEqual(0.951);
        expect(Math.abs(p.y)).toBeLessThanOrEqual(0.951);
      }
      // ...and is no farther than it must be: the chamber touches the margin on one side.
      expect(Math.max(...ps.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))))).toBeGreaterThan(0.94);
    });
  }

  it('keeps the banners\' strip along the top clear (issue 32 §9)', () => {
    // Play's chamber at 1280x720 (722x440 px): the far edge's labels came within 23 px of the top; the banners take 28.
    const room = BANNER_ROOM / 440;
    expect(Math.max(...projectedCorners(722 / 440).map((p) => p.y))).toBeGreaterThan(1 - 2 * room);
    expect(Math.max(...projectedCorners(722 / 440, room).map((p) => p.y))).toBeLessThanOrEqual(1 - 2 * room + 1e-6);
  });

  it('the near (south) corners are the widest on screen, which a fit by width alone missed', () => {
    const ps = projectedCorners(1.29);
    const south = ps.filter((_, i) => i % 4 >= 2);
    const north = ps.filter((_, i) => i % 4 < 2);
    expect(Math.max(...south.map((p) => Math.abs(p.x)))).toBeGreaterThan(Math.max(...north.map((p) => Math.abs(p.x))));
  });
});

describe('the top-down camera preset', () => {
  for (const size of [{ width: 722, height: 561 }, { width: 1200, height: 600 }, { width: 500, height: 700 }]) {
    it(`fits the chamber and its labels between the banners' and the badge's rooms at ${size.width}x${size.height}`, () => {
      const { zoom, shift } = topDownFit(board, size);
      // Screen y of a world z (row direction), the view centred on z = shift.
      const screenY = (z: number) => size.height / 2 + (z - shift) * zoom;
      const top = screenY(-(board.height + 1.5) / 2);
      const bottom = screenY((board.height + 1.5) / 2);
      expect(top).toBeGreaterThanOrEqual(BANNER_ROOM - 1e-9);
      expect(bottom).toBeLessThanOrEqual(size.height - BADGE_ROOM + 1e-9);
      expect((board.width + 1.5) * zoom).toBeLessThanOrEqual(size.width + 1e-9);
      // As large as it may be: it touches the room's edge or the canvas's sides.
      expect(Math.max(bottom - (size.height - BADGE_ROOM), top - BANNER_ROOM, (board.width + 1.5) * zoom - size.width)).toBeGreaterThan(-1e-6);
    });
  }
});

describe('any board from 4x4 to 26x26 (issue 36 §2)', () => {
  const sizes = fc.record({ width: fc.integer({ min: 4, max: 26 }), height: fc.integer({ min: 4, max: 26 }) });

  it('the three-quarter preset keeps the board and its whole label rim in view, as close as it may', () => {
    fc.assert(fc.property(sizes, fc.constantFrom(1.0, 1.64, 2.2), (b, aspect) => {
      const camera = new PerspectiveCamera(40, aspect, 0.1, 1000);
      camera.position.set(...perspectivePosition(b, aspect));
      camera.lookAt(0, 0, 0.5);
      camera.updateMatrixWorld();
      const r = rimDepth(b);
      const ps: Vector3[] = [];
      for (const sx of [-1, 1]) for (const sz of [-1, 1]) for (const y of [0, 1.05]) ps.push(new Vector3(sx * (b.width / 2 + r), y, sz * (b.height / 2 + r)).project(camera));
      const reach = Math.max(...ps.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
      expect(reach).toBeLessThanOrEqual(0.951);
      expect(reach).toBeGreaterThan(0.94);
    }), { numRuns: 40 });
  });

  it('the top-down preset fits the board and its labels between the banners\' and the badge\'s rooms', () => {
    fc.assert(fc.property(sizes, (b) => {
      const size = { width: 722, height: 561 };
      const { zoom, shift } = topDownFit(b, size);
      const across = b.height + 2 * rimDepth(b) - 0.5;
      const screenY = (z: number) => size.height / 2 + (z - shift) * zoom;
      expect(screenY(-across / 2)).toBeGreaterThanOrEqual(BANNER_ROOM - 1e-9);
      expect(screenY(across / 2)).toBeLessThanOrEqual(size.height - BADGE_ROOM + 1e-9);
      expect((b.width + 2 * rimDepth(b) - 0.5) * zoom).toBeLessThanOrEqual(size.width + 1e-9);
    }));
  });

  it('world text grows on boards bigger than the test chamber, and only there', () => {
    expect(textScale({ width: 12, height: 10 })).toBe(1);
    expect(textScale({ width: 6, height: 6 })).toBe(1);
    expect(textScale({ width: 24, height: 20 })).toBeCloseTo(Math.SQRT2, 12);
    fc.assert(fc.property(sizes, sizes, (a, b) => {
      // Never smaller on a board that is at least as large both ways.
      if (b.width >= a.width && b.height >= a.height) expect(textScale(b)).toBeGreaterThanOrEqual(textScale(a));
    }));
  });
});
