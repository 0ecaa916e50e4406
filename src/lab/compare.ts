/**
 * One-variable experiments (issue 18 §3): the same games (same seeds, same policy) played under
 * rules a and rules b, compared pair by pair. Each side's win rate with its Wilson interval; the
 * difference b - a with Newcombe's paired interval (method 10, square-and-add of Wilson score
 * intervals, stats/newcombe.ts); the two-sided exact McNemar test on the discordant pairs
 * (stats/mcnemar.ts), significant at p < 0.05; and each soldier's per-game means, b - a.
 */
import type { SoldierName } from '../engine/state/types';
import { SOLDIER_NAMES } from '../engine/state/types';
import { emptySoldierStats, SOLDIER_STAT_KEYS, type SoldierStats } from './game-stats';
import type { GameRow } from './game-row';
import type { RunSpec } from './run-spec';
import { exactMcNemar } from './stats/mcnemar';
import { newcombePairedInterval, type PairedTable } from './stats/newcombe';
import { wilsonInterval } from './stats/wilson';
import { RunTally, type RunTotals } from './totals';

export interface SideSummary {
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCI95: readonly [number, number];
}

export interface Comparison {
  readonly games: number;
  readonly a: SideSummary;
  readonly b: SideSummary;
  /** b's win rate minus a's. */
  readonly diff: number;
  readonly diffCI95: readonly [number, number];
  readonly pValue: number;
  readonly significant: boolean;
  /** Each soldier's per-game mean under b minus under a. */
  readonly perSoldier: Readonly<Record<SoldierName, SoldierStats>>;
}

export const SIGNIFICANCE = 0.05;

/** One side's games as a comparison needs them: the tally, and each game's outcome and rounds by index. */
export class PairedSide {
  readonly victories: Uint8Array;
  readonly rounds: Uint16Array;
  private readonly tally: RunTally;
  private played = 0;

  constructor(spec: RunSpec) {
    this.victories = new Uint8Array(spec.games);
    this.rounds = new Uint16Array(spec.games);
    this.tally = new RunTally(spec);
  }

  add(row: GameRow): void {
    this.victories[row.index] = row.outcome === 'victory' ? 1 : 0;
    this.rounds[row.index] = row.rounds;
    this.tally.add(row);
    this.played++;
  }

  get games(): number {
    return this.played;
  }

  totals(): RunTotals {
    return this.tally.totals();
  }
}

function side(wins: number, games: number): SideSummary {
  return { wins, winRate: wins / games, winRateCI95: wilsonInterval(wins, games) };
}

/** The paired 2x2 table of two sides' outcomes, game by game. */
export function pairedTable(a: ArrayLike<number>, b: ArrayLike<number>): PairedTable {
  if (a.length !== b.length) throw new Error('compare: the two sides did not play the same games');
  const t = { both: 0, onlyA: 0, onlyB: 0, neither: 0 };
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) t.both++; else if (a[i]) t.onlyA++; else if (b[i]) t.onlyB++; else t.neither++;
  }
  return t;
}

/** Each soldier's figures summed over a side's games (RunTotals' stats.perSoldier). */
export type SoldierTotals = Readonly<Record<SoldierName, SoldierStats>>;

function perSoldierDiff(a: SoldierTotals, b: SoldierTotals, games: number): Record<SoldierName, SoldierStats> {
  const out = {} as Record<SoldierName, SoldierStats>;
  for (const n of SOLDIER_NAMES) {
    const d = emptySoldierStats();
    for (const k of SOLDIER_STAT_KEYS) d[k] = (b[n][k] - a[n][k]) / games;
    out[n] = d;
  }
  return out;
}

/** Compares the paired games of side a and side b (each side played every game). */
export function compareSides(a: PairedSide, b: PairedSide): Comparison {
  const games = a.victories.length;
  if (a.games !== games || b.games !== games) throw new Error('compare: a side did not play every game');
  return comparisonOf(a.victories, b.victories, a.totals().stats.perSoldier, b.totals().stats.perSoldier);
}

/**
 * The comparison from each side's outcomes game by game and each soldier's sums: the whole run's,
 * one shard's (`chamber compare --shard`), or the shards' merged (report/compare-merge.ts).
 */
export function comparisonOf(a: ArrayLike<number>, b: ArrayLike<number>, aSoldiers: SoldierTotals, bSoldiers: SoldierTotals): Comparison {
  const games = a.length;
  const t = pairedTable(a, b);
  const { diff, interval } = newcombePairedInterval(t);
  const pValue = exactMcNemar(t.onlyA, t.onlyB);
  return {
    games,
    a: side(t.both + t.onlyA, games),
    b: side(t.both + t.onlyB, games),
    diff,
    diffCI95: interval,
    pValue,
    significant: pValue < SIGNIFICANCE,
    perSoldier: perSoldierDiff(aSoldiers, bSoldiers, games),
  };
}
