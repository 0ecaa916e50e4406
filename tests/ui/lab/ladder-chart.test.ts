/**
 * The Ladder chart's labels (issue 33 §1's Ladder view), which printed over each other in two
 * cases seen in screenshots: random's and greedy's labels at the right edge when their win rates
 * were equal (0% and 0% on a mission the squad cannot win), and the plateau's upright label,
 * centred in the frame, through the plateau rung's point and its rate whenever that rate was near
 * 50-70% (Scenario A, 20 games, seed 1: 65%).
 */
import { describe, expect, it } from 'vitest';
import type * as Plot from '@observablehq/plot';
import { baselinesOf, plateauMarks } from '../../../src/ui/lab/ladder-chart';
import type { Rung } from '../../../src/lab/ladder';

const rung = (squadAi: Rung['squadAi'], winRate: number): Rung => ({ squadAi, budget: null, games: 20, wins: Math.round(winRate * 20), winRate, winRateCI95: [0, 1], meanRounds: 5 });

/** What a text mark was given (Plot keeps its constant options on the mark). */
type TextOptions = { frameAnchor: string; textAnchor: string; dx: number; dy: number; rotate: number };

describe('the ladder chart\'s baseline labels', () => {
  it('far apart (5% and 65%): both on their own lines, not moved', () => {
    expect(baselinesOf([rung('random', 0.05), rung('greedy', 0.65)]).map((b) => b.dy)).toEqual([0, 0]);
  });

  it('equal (0% and 0%): greedy\'s above, random\'s below, a line apart', () => {
    const [random, greedy] = baselinesOf([rung('random', 0), rung('greedy', 0)]);
    expect(greedy.dy).toBeLessThan(0);
    expect(random.dy).toBeGreaterThan(0);
    expect(random.dy - greedy.dy).toBeGreaterThanOrEqual(12);
  });

  it('close (random 42%, greedy 40%): the higher rate\'s label above', () => {
    const [random, greedy] = baselinesOf([rung('random', 0.42), rung('greedy', 0.4)]);
    expect(random.dy).toBeLessThan(0);
    expect(greedy.dy).toBeGreaterThan(0);
  });
});

describe('the ladder chart\'s plateau label', () => {
  const planner = [{ budget: 1, rate: 0.65, lo: 0.43, hi: 0.82 }, { budget: 2, rate: 0.3, lo: 0.1, hi: 0.5 }];
  const label = (plateau: number) => plateauMarks(plateau, planner)[1] as unknown as Plot.Text & TextOptions;

  it('a plateau rung at 65%: the label rises from the frame\'s floor, below the point', () => {
    expect(label(1)).toMatchObject({ frameAnchor: 'bottom', textAnchor: 'start', rotate: -90 });
    expect(label(1).dy).toBeLessThan(0);
  });

  it('a plateau rung at 30%: the label hangs from the frame\'s top, above the point', () => {
    expect(label(2)).toMatchObject({ frameAnchor: 'top', textAnchor: 'end', rotate: -90 });
    expect(label(2).dy).toBeGreaterThan(0);
  });

  it('either way left of the rule by more than half a rate label (about 34 px wide, centred on the rule)', () => {
    expect(label(1).dx).toBeLessThanOrEqual(-20);
    expect(label(2).dx).toBeLessThanOrEqual(-20);
  });
});
