/**
 * The `chamber autoplay --json` summary line (issue 18 §1): the keys of the first autoplay
 * (games, wins, meanRounds, gamesPerSecond) and then winRate, winRateCI95 (Wilson), perSoldier
 * for all five soldiers, aliens, overwatch, deflections, rounds (games ending in each round) and
 * wallSeconds. Only gamesPerSecond and wallSeconds depend on the machine; everything else is a
 * function of the games alone.
 */
import type { SoldierName } from '../engine/state/types';
import type { AlienStats, OverwatchStats, SoldierStats } from './game-stats';
import { wilsonInterval } from './stats/wilson';
import type { RunTotals } from './totals';

export interface RunSummary {
  readonly games: number;
  readonly wins: number;
  readonly meanRounds: number;
  readonly gamesPerSecond: number;
  readonly winRate: number;
  readonly winRateCI95: readonly [number, number];
  readonly perSoldier: Readonly<Record<SoldierName, SoldierStats>>;
  readonly aliens: AlienStats;
  readonly overwatch: OverwatchStats;
  readonly deflections: number;
  readonly rounds: Readonly<Record<string, number>>;
  readonly wallSeconds: number;
}

/** The keys of a summary, in print order: the contract of `--json`. */
export const SUMMARY_KEYS = ['games', 'wins', 'meanRounds', 'gamesPerSecond', 'winRate', 'winRateCI95', 'perSoldier', 'aliens', 'overwatch', 'deflections', 'rounds', 'wallSeconds'] as const satisfies readonly (keyof RunSummary)[];

/** The summary of a run's totals played in `wallSeconds`. */
export function summaryOf(totals: RunTotals, wallSeconds: number): RunSummary {
  const { games, wins, stats } = totals;
  return {
    games,
    wins,
    meanRounds: games ? totals.roundsPlayed / games : 0,
    gamesPerSecond: Math.round((games / Math.max(wallSeconds, 1e-9)) * 10) / 10,
    winRate: games ? wins / games : 0,
    winRateCI95: games ? wilsonInterval(wins, games) : [0, 1],
    perSoldier: stats.perSoldier,
    aliens: stats.aliens,
    overwatch: stats.overwatch,
    deflections: stats.deflections,
    rounds: totals.rounds,
    wallSeconds: Math.round(wallSeconds * 1000) / 1000,
  };
}
