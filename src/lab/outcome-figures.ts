/**
 * The figures every "same seeds, several settings" probe gives each setting and each pair of
 * neighbouring settings (`chamber ladder`'s rungs, `chamber sweep`'s values): games, wins, win
 * rate with its Wilson 95% interval and mean rounds, exactly as `chamber autoplay`'s summary has
 * them; and between neighbours the paired difference (Newcombe's interval, method 10) with the
 * exact McNemar p on the discordant games.
 */
import { pairedTable, SIGNIFICANCE } from './compare';
import { exactMcNemar } from './stats/mcnemar';
import { newcombePairedInterval } from './stats/newcombe';
import { wilsonInterval } from './stats/wilson';

/** One setting's games: each game's outcome (1 victory) and rounds, by game. */
export interface PlayedOutcomes {
  readonly victories: ArrayLike<number>;
  readonly rounds: ArrayLike<number>;
}

export interface OutcomeFigures {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCI95: readonly [number, number];
  readonly meanRounds: number;
}

/** A step between neighbouring settings: the later one's win rate minus the earlier one's, paired. */
export interface PairedStep {
  readonly diff: number;
  readonly diffCI95: readonly [number, number];
  readonly pValue: number;
  readonly significant: boolean;
}

/** A setting's figures from its games' outcomes and rounds (as autoplay's summary has them). */
export function outcomeFigures({ victories, rounds }: PlayedOutcomes): OutcomeFigures {
  const games = victories.length;
  let wins = 0;
  let played = 0;
  for (let i = 0; i < games; i++) { wins += victories[i]; played += rounds[i]; }
  return { games, wins, winRate: wins / games, winRateCI95: wilsonInterval(wins, games), meanRounds: played / games };
}

/** The step from `lower` to `higher` (the same games): higher - lower, Newcombe's interval, McNemar p. */
export function stepOf(lower: ArrayLike<number>, higher: ArrayLike<number>): PairedStep {
  const t = pairedTable(lower, higher);
  const { diff, interval } = newcombePairedInterval(t);
  const pValue = exactMcNemar(t.onlyA, t.onlyB);
  return { diff, diffCI95: interval, pValue, significant: pValue < SIGNIFICANCE };
}
