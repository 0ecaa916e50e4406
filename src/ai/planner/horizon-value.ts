/**
 * What a playout is worth to the search (search.ts ranks candidates by the mean): a won game 1,
 * and a little more for every round to spare (an early win leaves the round limit far, R2); a
 * lost one up to 0.6 by the share of alien HP removed (a near win says more about a candidate
 * than a rout). A playout stopped at its horizon (playout.ts) is not over: it is worth what a
 * game in its position is worth on average, estimated from where it stands (the static value).
 */
import type { PlayoutResult } from './playout';

/** What each round to spare adds to a won playout's value. */
export const SPARE_ROUND = 0.03;
/** What a lost playout counts at most: this times the share of alien HP it removed. */
export const LOSS_CREDIT = 0.6;

/** The numbers a playout's value is read from: the scenario's full HP on each side and its round limit. */
export interface ValueScale {
  readonly alienHp: number;
  readonly squadHp: number;
  readonly roundLimit: number;
}

/**
 * The static value of a position at the start of a round: the mean value (as above) of the games
 * the greedy policy (no look-aheads, the playouts' policy) played on from such positions, fitted
 * by least squares to the share of alien HP left, the share of squad HP left and the share of the
 * rounds still to play: 16,100 round starts of 3,000 Scenario A games (seeds 1-3000, greedy
 * without look-aheads winning 68%; bench/static-value-fit.ts prints the fit again). Each share of
 * alien HP removed is worth about 1.6 shares of squad HP, and a round sooner about a tenth of a won game.
 */
const STATIC = { base: 0.5275, alienLeft: -0.6205, squadLeft: 0.3851, roundsLeft: 0.6183 } as const;

/** The same fit to the games' outcomes (won 1, lost 0): a position's static win chance, clamped to 0..1. */
const STATIC_WIN = { base: 0.1304, alienLeft: -0.982, squadLeft: 0.6761, roundsLeft: 0.9571 } as const;

/** A playout's value, over or stopped at its horizon. */
export function playoutValue(res: PlayoutResult, scale: ValueScale): number {
  if (res.over) {
    return res.won ? 1 + SPARE_ROUND * Math.max(0, scale.roundLimit - res.round) : LOSS_CREDIT * (1 - res.alienHp / scale.alienHp);
  }
  return fitted(STATIC, res, scale);
}

/** A playout's win: 1 or 0 when it is over, its static win chance when it was stopped at its horizon. */
export function playoutWin(res: PlayoutResult, scale: ValueScale): number {
  if (res.over) return res.won ? 1 : 0;
  return Math.min(1, Math.max(0, fitted(STATIC_WIN, res, scale)));
}

function fitted(fit: typeof STATIC | typeof STATIC_WIN, res: PlayoutResult, scale: ValueScale): number {
  // The fit reads the rounds still to play counting the one about to start (6 of 6 at round 1).
  const roundsLeft = Math.max(0, scale.roundLimit - res.round + 1) / scale.roundLimit;
  return fit.base + fit.alienLeft * (res.alienHp / scale.alienHp) + fit.squadLeft * (res.squadHp / scale.squadHp) + fit.roundsLeft * roundsLeft;
}
