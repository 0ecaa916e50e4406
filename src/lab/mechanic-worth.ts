/**
 * What each mechanic is worth (`chamber probe`): the squad's policy plays the same seeds in full
 * and with each mechanic denied in turn (ai/denial.ts); a mechanic's worth is the paired drop in
 * win rate, full minus denied, with Newcombe's paired 95% interval (method 10, stats/newcombe.ts)
 * and the exact McNemar p (stats/mcnemar.ts). The rules never change, only the squad's choices.
 */
import type { Mechanic } from '../ai/denial';
import { pairedTable, SIGNIFICANCE, type SideSummary } from './compare';
import { exactMcNemar } from './stats/mcnemar';
import { newcombePairedInterval } from './stats/newcombe';
import { wilsonInterval } from './stats/wilson';

export interface MechanicWorth extends SideSummary {
  /** Full win rate minus the win rate with the mechanic denied. */
  readonly drop: number;
  readonly dropCI95: readonly [number, number];
  readonly pValue: number;
  readonly significant: boolean;
}

export function sideSummary(victories: ArrayLike<number>): SideSummary {
  let wins = 0;
  for (let i = 0; i < victories.length; i++) wins += victories[i];
  return { wins, winRate: wins / victories.length, winRateCI95: wilsonInterval(wins, victories.length) };
}

/** The worth of a mechanic from each game's outcome in full play and with it denied (same seeds). */
export function mechanicWorth(full: ArrayLike<number>, denied: ArrayLike<number>): MechanicWorth {
  // Side a is the denied play, b the full: Newcombe's b - a is the drop.
  const t = pairedTable(denied, full);
  const { diff, interval } = newcombePairedInterval(t);
  const pValue = exactMcNemar(t.onlyA, t.onlyB);
  return { ...sideSummary(denied), drop: diff, dropCI95: interval, pValue, significant: pValue < SIGNIFICANCE };
}

export interface ProbeResult {
  readonly full: SideSummary;
  readonly mechanics: Readonly<Partial<Record<Mechanic, MechanicWorth>>>;
}
