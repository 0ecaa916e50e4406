/**
 * Presentation's framing (issue 37 §1): the actor and its target in view, never closer than the
 * least distance nor further than the whole chamber; the ease settles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easedStep, easeShare, framingOf, LEAST_EASE_SPEED, MIN_DISTANCE } from '../../src/scene/framing';

const home = { x: 0, z: 0.5 };

describe('framingOf', () => {
  it('frames the whole chamber with nothing to frame', () => {
    expect(framingOf([], home, 30)).toEqual({ center: home, distance: 30 });
  });

  it('centres between the actor and its target, further out the further apart they are', () => {
    const near = framingOf([{ x: -1, z: 0 }, { x: 1, z: 0 }], home, 30);
    const far = framingOf([{ x: -5, z: 0 }, { x: 5, z: 2 }], home, 30);
    expect(near.center).toEqual({ x: 0, z: 0 });
    expect(far.center).toEqual({ x: 0, z: 1 });
    expect(far.distance).toBeGreaterThan(near.distance);
  });

  it('stays between the least distance and the whole chamber\'s (property)', () => {
    const point = fc.record({ x: fc.double({ min: -6, max: 6, noNaN: true }), z: fc.double({ min: -5, max: 5, noNaN: true }) });
    fc.assert(fc.property(fc.array(point, { minLength: 1, maxLength: 2 }), fc.double({ min: MIN_DISTANCE, max: 60, noNaN: true }), (points, full) => {
      const f = framingOf(points, home, full);
      expect(f.distance).toBeGreaterThanOrEqual(MIN_DISTANCE);
      expect(f.distance).toBeLessThanOrEqual(full);
    }));
  });
});

describe('easeShare', () => {
  it('goes part of the way each frame and most of it within a second and a half', () => {
    expect(easeShare(0)).toBe(0);
    expect(easeShare(1 / 60)).toBeGreaterThan(0);
    let left = 1;
    for (let t = 0; t < 1.5; t += 1 / 30) left *= 1 - easeShare(1 / 30);
    expect(left).toBeLessThan(0.01);
  });
});

describe('easedStep', () => {
  it('eases as easeShare does far off, never slower than LEAST_EASE_SPEED, and lands exactly in finite time', () => {
    const dt = 1 / 30;
    const k = easeShare(dt);
    expect(easedStep(10, k, dt)).toBeCloseTo(10 * k, 12);
    expect(easedStep(0.1, k, dt)).toBeCloseTo(LEAST_EASE_SPEED * dt, 12);
    expect(easedStep(0.01, k, dt)).toBe(0.01);
    expect(easedStep(0, k, dt)).toBe(0);
    let left = 8;
    let frames = 0;
    while (left > 0 && frames < 1000) { left -= easedStep(left, k, dt); frames++; }
    expect(left).toBe(0);
    expect(frames).toBeLessThan(45);
  });
});
