/**
 * Calibration (issue 34 §2, `chamber calibrate`): the whole value of one ruleset number (its path,
 * e.g. aliens.worker.hp) whose win rate is nearest a target, found by noisy bisection over the
 * integers of a range. The search only asks "how many of games [from, to) were won at value v?"
 * (`WinsAt`), so the CLI plays them on its batch runner, the page on its Web Workers, and the unit
 * test on a synthetic monotone rule.
 *
 * Every value plays the same games (game i is seed S + i, as in every lab run): values are compared
 * on paired seeds, and a value measured twice only plays the games it has not played yet.
 *
 * The method:
 * 1. Each step measures a value sequentially: LOOK games at a time, until the Wilson 95% interval
 *    of its win rate excludes the target (its side, above or below, is clear) or it has played the
 *    cap of N games (the target is inside its interval: the value is "at" the target for N games).
 *    Repeated looks make that 95% nominal only; the figures reported are the N-game measurements.
 * 2. Both ends of the range are measured first. On the same side of the target, no value in the
 *    range reaches it (if the win rate moves monotonically with the value): both ends play N
 *    games, the end nearer the target is reported, and said so. Otherwise the range is halved,
 *    keeping the ends on either side, until the ends are neighbours or a middle value is at the
 *    target.
 * 3. The candidate and its neighbours are measured with N games each; while a neighbour's win rate
 *    is nearer the target, the search walks to it and measures its next neighbour (same N games).
 *    Ties (equal distance to the target) keep the value reached first.
 * 4. The win rate is called not monotone when two measured values, a < b, have Wilson intervals
 *    that do not overlap, in the order against the direction from the lowest value measured to
 *    the highest.
 */
import { wilsonInterval, type Interval } from './stats/wilson';

/** Games played a look: a step's side is judged after every LOOK games (or the cap, if smaller). */
export const LOOK = 10;

/** Wins among games [from, to) (seeds S + from .. S + to - 1) with the path at `value`. */
export type WinsAt = (value: number, from: number, to: number) => Promise<number>;

export interface CalibrateTask {
  readonly target: number;
  readonly lo: number;
  readonly hi: number;
  /** The games of the final measurements and each step's cap. */
  readonly games: number;
}

export interface Measured {
  readonly value: number;
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCI95: Interval;
}

export type Side = 'above' | 'below' | 'at';

export interface Calibration extends CalibrateTask {
  /** The value whose N-game win rate is nearest the target. */
  readonly best: Measured;
  /** Its neighbours within the range, measured with N games, lower first. */
  readonly neighbours: readonly Measured[];
  /** Every value measured, in the order first tried, with all its games. */
  readonly tried: readonly Measured[];
  /** False when both ends of the range are on the same side of the target. */
  readonly reached: boolean;
  /** False when two measured values contradict the direction the ends set (step 4). */
  readonly monotone: boolean;
}

/** The value's games so far: played in order from game 0, so every value plays the same seeds. */
class Tally {
  private readonly at = new Map<number, { games: number; wins: number }>();
  readonly order: number[] = [];

  constructor(private readonly winsAt: WinsAt) {}

  async playTo(value: number, games: number): Promise<Measured> {
    let t = this.at.get(value);
    if (!t) { t = { games: 0, wins: 0 }; this.at.set(value, t); this.order.push(value); }
    if (games > t.games) {
      t.wins += await this.winsAt(value, t.games, games);
      t.games = games;
    }
    return this.measured(value);
  }

  measured(value: number): Measured {
    const { games, wins } = this.at.get(value)!;
    return { value, games, wins, winRate: wins / games, winRateCI95: wilsonInterval(wins, games) };
  }
}

/** Which side of `target` a measurement is on: its Wilson interval wholly above or below, or containing it. */
export function sideOf(m: Pick<Measured, 'winRateCI95'>, target: number): Side {
  if (m.winRateCI95[0] > target) return 'above';
  if (m.winRateCI95[1] < target) return 'below';
  return 'at';
}

/** Step 1: LOOK games at a time until the side is clear or the cap is played. */
async function stepAt(tally: Tally, value: number, task: CalibrateTask): Promise<Side> {
  for (let games = Math.min(LOOK, task.games); ; games = Math.min(games + LOOK, task.games)) {
    const side = sideOf(await tally.playTo(value, games), task.target);
    if (side !== 'at' || games === task.games) return side;
  }
}

const gap = (m: Measured, target: number) => Math.abs(m.winRate - target);

/** Step 2: the value where the side changes (or an end, when it never does). */
async function bisect(tally: Tally, task: CalibrateTask): Promise<{ candidate: number; reached: boolean }> {
  let { lo, hi } = task;
  const loSide = await stepAt(tally, lo, task);
  if (loSide === 'at' || lo === hi) return { candidate: lo, reached: true };
  const hiSide = await stepAt(tally, hi, task);
  if (hiSide === 'at') return { candidate: hi, reached: true };
  if (hiSide === loSide) {
    // Which end is nearer is judged on N games each, as every value reported is.
    const [a, b] = [await tally.playTo(lo, task.games), await tally.playTo(hi, task.games)];
    return { candidate: gap(a, task.target) <= gap(b, task.target) ? lo : hi, reached: false };
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const side = await stepAt(tally, mid, task);
    if (side === 'at') return { candidate: mid, reached: true };
    if (side === loSide) lo = mid; else hi = mid;
  }
  // Neighbours on either side: both get their N games in step 3.
  return { candidate: lo, reached: true };
}

/** Step 4: false when two values' intervals are apart in the order against the direction (`rising`: the win rate grows with the value). */
export function isMonotone(measured: readonly Measured[], rising: boolean): boolean {
  const sorted = [...measured].sort((a, b) => a.value - b.value);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const [a, b] = [sorted[i], sorted[j]];
      const against = rising ? a.winRateCI95[0] > b.winRateCI95[1] : a.winRateCI95[1] < b.winRateCI95[0];
      if (against) return false;
    }
  }
  return true;
}

/** The whole value in [lo, hi] whose win rate is nearest `target` (the method above). */
export async function calibrate(task: CalibrateTask, winsAt: WinsAt): Promise<Calibration> {
  if (!(task.target > 0 && task.target < 1)) throw new Error(`calibrate: the target must be between 0 and 1, got ${task.target}`);
  if (!Number.isInteger(task.lo) || !Number.isInteger(task.hi) || task.lo > task.hi) throw new Error(`calibrate: need whole lo <= hi, got ${task.lo}..${task.hi}`);
  if (!Number.isInteger(task.games) || task.games < 1) throw new Error(`calibrate: need games >= 1, got ${task.games}`);
  const tally = new Tally(winsAt);
  const { candidate, reached } = await bisect(tally, task);
  const full = (v: number) => tally.playTo(v, task.games);
  let best = await full(candidate);
  // Step 3: walk to a nearer neighbour while there is one.
  for (;;) {
    const around = [best.value - 1, best.value + 1].filter((v) => v >= task.lo && v <= task.hi);
    let nearer: Measured | null = null;
    for (const v of around) {
      const m = await full(v);
      if (gap(m, task.target) < gap(nearer ?? best, task.target)) nearer = m;
    }
    if (!nearer) break;
    best = nearer;
  }
  const neighbours = [best.value - 1, best.value + 1].filter((v) => v >= task.lo && v <= task.hi).map((v) => tally.measured(v));
  const tried = tally.order.map((v) => tally.measured(v));
  // The direction: from the lowest value measured to the highest (the range's ends, but when an end was at the target at once).
  const byValue = [...tried].sort((a, b) => a.value - b.value);
  const rising = byValue[byValue.length - 1].winRate >= byValue[0].winRate;
  return { ...task, best, neighbours, tried, reached, monotone: isMonotone(tried, rising) };
}
