import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clipPlan, rangeProblem, settingsProblem, stepOfFrame, SUBSTEP_MS } from '../../../src/ui/clips/plan';
import { holdFor } from '../../../src/ui/session/hold';
import { MAX_FRAME_STEP } from '../../../src/scene/frameStep';
import type { GameEvent } from '../../../src/engine/state/types';

const moved = [{ type: 'figure.moved' }] as unknown as GameEvent[];
const attack = [{ type: 'attack.declared' }] as unknown as GameEvent[];
const quiet: GameEvent[] = [];

describe('a clip plan: frames on the fixed clock', () => {
  it('holds each step as Replay does at speed 1: 450 + 1100 + 250 ms at 30 fps is 54 frames (1.8 s)', () => {
    const events = [quiet, moved, attack, quiet];
    expect([holdFor(moved), holdFor(attack), holdFor(quiet)]).toEqual([450, 1100, 250]);
    const plan = clipPlan(events, { from: 1, to: 3, fps: 30, speed: 1 });
    expect(plan.starts).toEqual([0, 450, 1550]);
    expect(plan.clockMs).toBe(1800);
    expect(plan.frames).toBe(54);
    expect(plan.seconds).toBeCloseTo(1.8);
    expect([0, 13, 14, 46, 47, 53].map((i) => stepOfFrame(plan, 1, i))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('speed 2 is the same clip in half the frames; speed 0.5 in twice as many', () => {
    const events = [moved, attack, attack, quiet, quiet, moved]; // 3600 ms
    const one = clipPlan(events, { from: 0, to: 5, fps: 30, speed: 1 });
    expect(one.frames).toBe(108);
    expect(clipPlan(events, { from: 0, to: 5, fps: 30, speed: 2 }).frames).toBe(one.frames / 2);
    expect(clipPlan(events, { from: 0, to: 5, fps: 30, speed: 0.5 }).frames).toBe(one.frames * 2);
  });

  it('never drops a step: every step of the range is on some frame, in order, and the frames just cover the clock', () => {
    const kinds = [quiet, moved, attack];
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 40 }), fc.constantFrom(15, 24, 30, 60), fc.constantFrom(0.25, 0.5, 1, 2, 4),
      (picks, fps, speed) => {
        const events = picks.map((p) => kinds[p]);
        const plan = clipPlan(events, { from: 0, to: events.length - 1, fps, speed });
        expect((plan.frames - 1) * plan.frameClockMs).toBeLessThan(plan.clockMs);
        expect(plan.frames * plan.frameClockMs).toBeGreaterThanOrEqual(plan.clockMs - 1e-6);
        const shown = Array.from({ length: plan.frames }, (_, i) => stepOfFrame(plan, 0, i));
        for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]);
        // A step held shorter than a frame may fall between two frames only when the clock outruns the frames.
        if (plan.frameClockMs <= 250) expect(new Set(shown).size).toBe(events.length);
      }));
  });

  it('advances in sub-steps no longer than frameStep\'s cap, so no animation is slowed by it', () => {
    expect(SUBSTEP_MS / 1000).toBeLessThanOrEqual(MAX_FRAME_STEP);
  });
});

describe('what a clip refuses, in one line', () => {
  it('a range outside the record, reversed, or too long', () => {
    expect(rangeProblem(0, 145, 146)).toBeNull();
    expect(rangeProblem(3, 3, 146)).toBeNull();
    expect(rangeProblem(-1, 3, 146)).toBe('--from -1 is outside the record\'s steps 0 to 145');
    expect(rangeProblem(3, 146, 146)).toBe('--to 146 is outside the record\'s steps 0 to 145');
    expect(rangeProblem(9, 3, 146)).toBe('--to 3 is before --from 9');
    expect(rangeProblem(0, 2500, 3000)).toBe('a clip holds at most 2000 steps, 0 to 2500 is 2501');
  });

  it('a size, fps or speed out of range, or an odd side', () => {
    const ok = { width: 1280, height: 720, fps: 30, speed: 1 };
    expect(settingsProblem(ok)).toBeNull();
    expect(settingsProblem({ ...ok, width: 4000 })).toBe('--width must be a whole number from 64 to 1920, got 4000');
    expect(settingsProblem({ ...ok, fps: 0 })).toBe('--fps must be a whole number from 1 to 60, got 0');
    expect(settingsProblem({ ...ok, height: 721 })).toBe('the size must be even on both sides (4:2:0 video), got 1280x721');
    expect(settingsProblem({ ...ok, speed: 9 })).toBe('--speed must be from 0.25 to 8, got 9');
    expect(settingsProblem({ ...ok, speed: Number.NaN })).toBe('--speed must be from 0.25 to 8, got NaN');
  });
});
