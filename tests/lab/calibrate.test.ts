/**
 * The calibration search (lab/calibrate.ts, issue 34 §2) on synthetic rules: game i is won at
 * value v when u_i < p(v), with u_i a fixed, evenly spread number a game (the golden-ratio
 * sequence), so every value plays the same games, as paired seeds do, and the win rate over n
 * games is p(v) to within a few 1/n.
 */
import { describe, expect, it } from 'vitest';
import { calibrate, isMonotone, LOOK, sideOf, type WinsAt } from '../../src/lab/calibrate';

const u = (i: number) => (i * 0.6180339887498949) % 1;

/** WinsAt for a win probability `p(v)`, keeping every (value, from, to) asked. */
function rule(p: (v: number) => number) {
  const asked: [number, number, number][] = [];
  const winsAt: WinsAt = async (v, from, to) => {
    asked.push([v, from, to]);
    let wins = 0;
    for (let i = from; i < to; i++) if (u(i) < p(v)) wins++;
    return wins;
  };
  return { winsAt, asked };
}

describe('calibrate', () => {
  it('finds the value of a falling rule nearest the target, with both neighbours, every value on the same games', async () => {
    const { winsAt, asked } = rule((v) => 1 - v / 20);
    const c = await calibrate({ target: 0.6, lo: 0, hi: 20, games: 200 }, winsAt);
    expect(c.best.value).toBe(8);
    expect(c.best.games).toBe(200);
    expect(Math.abs(c.best.winRate - 0.6)).toBeLessThan(0.02);
    expect(c.neighbours.map((n) => n.value)).toEqual([7, 9]);
    expect(c.neighbours.every((n) => n.games === 200)).toBe(true);
    expect(c.reached).toBe(true);
    expect(c.monotone).toBe(true);
    // The ends first, then halving: far fewer values than the range holds.
    expect(c.tried.slice(0, 2).map((t) => t.value)).toEqual([0, 20]);
    expect(c.tried.length).toBeLessThan(10);
    // Each value plays games 0, 1, 2, ... in order, a look at a time: paired seeds, none played twice.
    const next = new Map<number, number>();
    for (const [v, from, to] of asked) {
      expect(from).toBe(next.get(v) ?? 0);
      expect(to - from).toBeLessThanOrEqual(200);
      next.set(v, to);
    }
    // An end far from the target is told apart in one look.
    expect(c.tried[0].games).toBe(LOOK);
  });

  it('finds the value of a rising rule (the direction is read from the ends)', async () => {
    const { winsAt } = rule((v) => v / 40);
    const c = await calibrate({ target: 0.25, lo: 1, hi: 39, games: 400 }, winsAt);
    expect(c.best.value).toBe(10);
    expect(c.reached).toBe(true);
  });

  it('says so when no value in the range reaches the target, and reports the nearer end', async () => {
    const { winsAt } = rule((v) => 0.9 - v / 100);
    const c = await calibrate({ target: 0.3, lo: 1, hi: 10, games: 100 }, winsAt);
    expect(c.reached).toBe(false);
    expect(c.best.value).toBe(10);
    expect(c.neighbours.map((n) => n.value)).toEqual([9]);
  });

  it('says so when the win rate does not move monotonically with the value', () => {
    const m = (value: number, winRateCI95: [number, number]) => ({ value, games: 100, wins: 0, winRate: (winRateCI95[0] + winRateCI95[1]) / 2, winRateCI95 });
    const hump = [m(1, [0.1, 0.2]), m(5, [0.7, 0.8]), m(9, [0.1, 0.2])];
    expect(isMonotone(hump, true)).toBe(false);
    expect(isMonotone(hump.slice(0, 2), true)).toBe(true);
    // Overlapping intervals are noise, not a contradiction.
    expect(isMonotone([m(1, [0.3, 0.5]), m(2, [0.25, 0.45])], true)).toBe(true);
  });

  it('flags a rule that rises then falls, as the search measures it', async () => {
    // Rising from end to end (5% at 0, 45% at 20), but every middle value wins every game.
    const { winsAt } = rule((v) => (v === 0 ? 0.05 : v <= 10 ? 1 : 0.45));
    const c = await calibrate({ target: 0.2, lo: 0, hi: 20, games: 100 }, winsAt);
    expect(c.tried.map((t) => t.value)).toContain(10);
    expect(c.monotone).toBe(false);
  });

  it('a side is clear only when the Wilson interval excludes the target', () => {
    expect(sideOf({ winRateCI95: [0.61, 0.7] }, 0.6)).toBe('above');
    expect(sideOf({ winRateCI95: [0.4, 0.59] }, 0.6)).toBe('below');
    expect(sideOf({ winRateCI95: [0.5, 0.7] }, 0.6)).toBe('at');
  });

  it('refuses a target outside (0, 1) and a reversed range', async () => {
    const { winsAt } = rule(() => 0.5);
    await expect(calibrate({ target: 1, lo: 0, hi: 2, games: 10 }, winsAt)).rejects.toThrow(/between 0 and 1/);
    await expect(calibrate({ target: 0.5, lo: 3, hi: 2, games: 10 }, winsAt)).rejects.toThrow(/lo <= hi/);
  });
});
