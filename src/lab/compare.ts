/**
 * One-variable experiments (issue 18 §3): the same games (same seeds, same policy) played under
 * rules a and rules b, compared pair by pair. Each side's win rate with its Wilson interval; the
 * difference b - a with Newcombe's paired interval (method 10, square-and-add of Wilson score
 * intervals, stats/newcombe.ts); the two-sided exact McNemar test on the discordant pairs
 * (stats/mcnemar.ts), significant at p < 0.05; and each soldier's per-game means, b - a.
 */
import type { SoldierName } from '../engine/types';
import { SOLDIER_NAMES } from '../engine/types';
import { emptySoldierStats, SOLDIER_STAT_KEYS, type SoldierStats } from './game-stats';
import type { GameRow } from './game-row';
import { exactMcNemar } from './stats/mcnemar';
import { newcombePairedInterval, type PairedTable } from './stats/newcombe';
import { wilsonInterval } from './stats/wilson';

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

function side(wins: number, games: number): SideSummary {
  return { wins, winRate: wins / games, winRateCI95: wilsonInterval(wins, games) };
}

/** The paired 2x2 table of two sides' rows (same indices, same order). */
export function pairedTable(a: readonly GameRow[], b: readonly GameRow[]): PairedTable {
  if (a.length !== b.length || a.some((r, i) => r.index !== b[i].index)) throw new Error('compare: the two sides did not play the same games');
  const t = { both: 0, onlyA: 0, onlyB: 0, neither: 0 };
  a.forEach((ra, i) => {
    const wa = ra.outcome === 'victory';
    const wb = b[i].outcome === 'victory';
    if (wa && wb) t.both++; else if (wa) t.onlyA++; else if (wb) t.onlyB++; else t.neither++;
  });
  return t;
}

function perSoldierDiff(a: readonly GameRow[], b: readonly GameRow[]): Record<SoldierName, SoldierStats> {
  const out = {} as Record<SoldierName, SoldierStats>;
  for (const n of SOLDIER_NAMES) {
    const d = emptySoldierStats();
    for (const k of SOLDIER_STAT_KEYS) {
      const total = (rows: readonly GameRow[]) => rows.reduce((s, r) => s + r.stats.perSoldier[n][k], 0);
      d[k] = (total(b) - total(a)) / a.length;
    }
    out[n] = d;
  }
  return out;
}

/** Compares the paired games of side a and side b. */
export function compareRows(a: readonly GameRow[], b: readonly GameRow[]): Comparison {
  const t = pairedTable(a, b);
  const games = a.length;
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
    perSoldier: perSoldierDiff(a, b),
  };
}
