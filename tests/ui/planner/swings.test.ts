// @vitest-environment node
/**
 * The win-chance graph's points and swings (ui/planner/swings.ts): measured at the start, each
 * activation's start and the end; the biggest swings between neighbouring known points marked,
 * never across a point not estimated yet; and Autoplay's "dwell on big swings" pacing
 * (ui/planner/pacing.ts).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { entriesFromRecord, parseRecordText } from '../../../src/ui/replay/records';
import { biggestSwings, graphPoints, nearestPoint, swingEndingAt, swingNoise, swingsOf, MIN_SWING, type Swing } from '../../../src/ui/planner/swings';
import { CHANCE_WAIT, DWELL_PER_POINT, MAX_DWELL, POLL, extraHold, SwingHold, swingDwellMs } from '../../../src/ui/planner/pacing';
import { usePlanner } from '../../../src/ui/planner/planStore';
import { useChances } from '../../../src/ui/planner/winChances';
import { chamber, useChamber } from '../../../src/ui/session/store';
import { autoplayShowing } from '../session/chamber-fixtures';

const chances = (o: Record<number, number>) => new Map(Object.entries(o).map(([k, v]) => [Number(k), v]));
const swing = (a: number, b: number): Swing => ({ from: 0, to: 1, delta: b - a, fromChance: a, toChance: b });

describe('graph points', () => {
  it('are the start, every activation start and the end of a finished game', () => {
    const entries = entriesFromRecord(parseRecordText(readFileSync('replays/scenario-a-win.json', 'utf8')));
    const points = graphPoints(entries);
    const starts = entries.flatMap((e, i) => (e.events.some((ev) => ev.type === 'activation.started') ? [i] : []));
    expect(points).toEqual([0, ...starts, entries.length - 1]);
    expect(graphPoints([])).toEqual([]);
  });
});

describe('swings', () => {
  const points = [0, 5, 9, 14, 20];
  it('are measured between neighbouring known points only, and the biggest few are marked in game order', () => {
    const c = chances({ 0: 0.5, 5: 0.55, 9: 0.2, 14: 0.7, 20: 1 });
    expect(swingsOf(points, c).map((s) => [s.from, s.to])).toEqual([[0, 5], [5, 9], [9, 14], [14, 20]]);
    expect(biggestSwings(points, c).map((s) => [s.from, s.to, Math.round(s.delta * 100)])).toEqual([[5, 9, -35], [9, 14, 50], [14, 20, 30]]);
    expect(biggestSwings(points, c, { count: 1 }).map((s) => s.from)).toEqual([9]);
    // A point not estimated yet breaks the line: no swing is made across it.
    const gap = chances({ 0: 0.9, 9: 0.1, 14: 0.15 });
    expect(swingsOf(points, gap).map((s) => s.from)).toEqual([9]);
    expect(biggestSwings(points, gap)).toEqual([]);
  });

  it('under MIN_SWING are never marked; ties go to the earlier swing', () => {
    const c = chances({ 0: 0.5, 5: 0.5 + MIN_SWING - 0.01, 9: 0.5 });
    expect(biggestSwings(points.slice(0, 3), c)).toEqual([]);
    const tie = chances({ 0: 0.2, 5: 0.6, 9: 0.2 });
    expect(biggestSwings(points.slice(0, 3), tie, { count: 1 }).map((s) => s.from)).toEqual([0]);
  });

  it('property: the marked swings are the largest ones, each at least MIN_SWING', () => {
    fc.assert(fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 30 }), (xs) => {
      const pts = xs.map((_, i) => i * 3);
      const c = new Map(xs.map((x, i) => [i * 3, x]));
      const marked = biggestSwings(pts, c);
      const all = swingsOf(pts, c);
      expect(marked.length).toBeLessThanOrEqual(3);
      for (const m of marked) expect(Math.abs(m.delta)).toBeGreaterThanOrEqual(MIN_SWING - 1e-12);
      const smallestMarked = Math.min(...marked.map((m) => Math.abs(m.delta)));
      const unmarked = all.filter((s) => !marked.some((m) => m.from === s.from));
      if (marked.length === 3) for (const u of unmarked) expect(Math.abs(u.delta)).toBeLessThanOrEqual(smallestMarked);
      if (marked.length < 3) for (const u of unmarked) expect(Math.abs(u.delta)).toBeLessThan(MIN_SWING);
    }));
  });

  it('within the estimates\' noise are not marked: two standard errors of the difference of two binomial shares', () => {
    expect(swingNoise(0.5, 0.5, 32)).toBeCloseTo(2 * Math.sqrt(0.5 / 32), 12);
    expect(swingNoise(1, 0, 32)).toBe(0);
    // 60% -> 80% at 32 playouts each: 2 x sqrt((0.24 + 0.16) / 32) = 0.224 > 0.2, noise.
    const c = chances({ 0: 0.6, 5: 0.8, 9: 0.3 });
    expect(biggestSwings(points.slice(0, 3), c).map((s) => s.from)).toEqual([0, 5]);
    expect(biggestSwings(points.slice(0, 3), c, { playouts: 32 }).map((s) => s.from)).toEqual([5]);
    expect(biggestSwings(points.slice(0, 3), c, { playouts: 400 }).map((s) => s.from)).toEqual([0, 5]);
  });

  it('ending at a keyframe: undefined off the graph, null while unknown, the change otherwise', () => {
    const c = chances({ 0: 0.5, 5: 0.25 });
    expect(swingEndingAt(points, c, 3)).toBeUndefined();
    expect(swingEndingAt(points, c, 0)).toBeUndefined();
    expect(swingEndingAt(points, c, 5)).toEqual({ from: 0, to: 5, delta: -0.25, fromChance: 0.5, toChance: 0.25 });
    expect(swingEndingAt(points, c, 9)).toBeNull();
    expect(nearestPoint(points, 12)).toBe(14);
    expect(nearestPoint(points, 7)).toBe(5);
    expect(nearestPoint([], 7)).toBeNull();
  });
});

describe('dwell on big swings', () => {
  it('adds time by the size of the swing, none for one the graph would not mark, at most MAX_DWELL', () => {
    expect(swingDwellMs(swing(0.5, 0.6))).toBe(0);
    expect(swingDwellMs(swing(0.6, 0.8))).toBe(0); // within the noise of 32 playouts
    expect(swingDwellMs(swing(0.6, 0.8), 400)).toBe(20 * DWELL_PER_POINT);
    expect(swingDwellMs(swing(0.8, 0.5))).toBe(30 * DWELL_PER_POINT);
    expect(swingDwellMs(swing(0.5, 0.8))).toBe(30 * DWELL_PER_POINT);
    expect(swingDwellMs(swing(0, 1))).toBe(MAX_DWELL);
  });

  it('holds nothing more under fixed pacing or off the graph; waits a while for a chance being estimated; then the rest of the dwell', () => {
    expect(extraHold({ pacing: 'fixed', swing: swing(0.2, 0.8), waited: 0, speed: 1 })).toBe(0);
    expect(extraHold({ pacing: 'swings', swing: undefined, waited: 0, speed: 1 })).toBe(0);
    expect(extraHold({ pacing: 'swings', swing: null, waited: 0, speed: 1 })).toBe(POLL);
    expect(extraHold({ pacing: 'swings', swing: null, waited: CHANCE_WAIT, speed: 1 })).toBe(0);
    expect(extraHold({ pacing: 'swings', swing: null, waited: CHANCE_WAIT / 4, speed: 4 })).toBe(0);
    expect(extraHold({ pacing: 'swings', swing: swing(0.5, 0.55), waited: 0, speed: 1 })).toBe(0);
    expect(extraHold({ pacing: 'swings', swing: swing(0.7, 0.3), waited: 0, speed: 1 })).toBe(40 * DWELL_PER_POINT);
    expect(extraHold({ pacing: 'swings', swing: swing(0.7, 0.3), waited: 1000, speed: 2 })).toBe(40 * DWELL_PER_POINT / 2 - 1000);
    expect(extraHold({ pacing: 'swings', swing: swing(0.7, 0.3), waited: 5000, speed: 1 })).toBe(0);
  });

  afterEach(() => { usePlanner.getState().setPacing('fixed'); useChances.setState({ key: null, points: [], chances: new Map() }); useChamber.getState().setEntries([], 0); });

  it('the clock holds a swing\'s keyframe in Autoplay by the time already held there', () => {
    const entries = entriesFromRecord(parseRecordText(readFileSync('replays/scenario-a-win.json', 'utf8')));
    const points = graphPoints(entries);
    const [a, b] = [points[1], points[2]];
    chamber.setSpeed(1);
    autoplayShowing(entries, b);
    useChances.setState({ key: 'live:test', points, chances: chances({ [a]: 0.8, [b]: 0.3 }) });
    const hold = new SwingHold();
    expect(hold.ms(10_000)).toBe(0); // fixed pacing
    usePlanner.getState().setPacing('swings');
    expect(hold.ms(20_000)).toBe(50 * DWELL_PER_POINT);
    expect(hold.ms(20_000 + 1000)).toBe(50 * DWELL_PER_POINT - 1000);
    expect(hold.ms(20_000 + 50 * DWELL_PER_POINT)).toBe(0);
    // Another keyframe starts its own count; Replay is not paced by swings.
    useChamber.getState().seek(b + 1);
    expect(hold.ms(30_000)).toBe(0);
    useChamber.getState().seek(b);
    expect(hold.ms(40_000)).toBe(50 * DWELL_PER_POINT);
    chamber.switchMode('replay');
    expect(hold.ms(40_000)).toBe(0);
    chamber.switchMode('autoplay');
  });
});
