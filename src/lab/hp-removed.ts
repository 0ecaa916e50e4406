/**
 * Each soldier's HP removed per game (kit 06 "Did each soldier contribute?") with its 95%
 * interval: the normal approximation over the run's per-game values (stats/mean-interval), from
 * the totals' sums. The Lab's HP-removed bars and report.md/report.json carry the same figures.
 */
import { SOLDIER_NAMES, type SoldierName } from '../engine/state/types';
import { meanInterval, type MeanInterval } from './stats/mean-interval';
import type { RunTotals } from './totals';

export type HpRemovedPerGame = Readonly<Record<SoldierName, MeanInterval>>;

export function hpRemovedPerGame(t: Pick<RunTotals, 'games' | 'stats' | 'hpRemovedSquares'>): HpRemovedPerGame {
  return Object.fromEntries(SOLDIER_NAMES.map((n) => [n, meanInterval(t.stats.perSoldier[n].hpRemoved, t.hpRemovedSquares[n], t.games)])) as Record<SoldierName, MeanInterval>;
}

/** "2.35 (1.90 to 2.80)", or the mean alone when there is no interval (one game). */
export function meanIntervalText(m: MeanInterval): string {
  return m.ci95 ? `${m.mean.toFixed(2)} (${m.ci95[0].toFixed(2)} to ${m.ci95[1].toFixed(2)})` : m.mean.toFixed(2);
}
