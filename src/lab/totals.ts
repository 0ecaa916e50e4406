/**
 * A run's totals: games, wins, the rounds histogram and every count summed over its games. Every
 * figure of a summary or report comes from these, and they are sums of whole numbers, so a run
 * split over workers or shards and added back together gives exactly the same totals. A tally
 * takes games one at a time, so a run of a million games keeps its totals, not its games.
 */
import { makeRuleset } from '../engine/ruleset/ruleset';
import { SOLDIER_NAMES, type SoldierName } from '../engine/state/types';
import { addCounts } from './counts';
import { emptyGameStats, type GameStats } from './game-stats';
import type { GameRow } from './game-row';
import { emptyQuestionStats, type QuestionStats } from './question-stats';
import { rulesetOverridesOf, type RunSpec } from './run-spec';

export interface RunTotals {
  readonly games: number;
  readonly wins: number;
  readonly roundsPlayed: number;
  /** Games ending in each round, "1" to the round limit (or the last round seen, if later). */
  readonly rounds: Record<string, number>;
  readonly consciousSoldiers: number;
  readonly stats: GameStats;
  readonly questions: QuestionStats;
  /** Each soldier's per-game HP removed, squared and summed: with the total, its mean's interval (stats/mean-interval). */
  readonly hpRemovedSquares: Readonly<Record<SoldierName, number>>;
}

export class RunTally {
  private games = 0;
  private wins = 0;
  private roundsPlayed = 0;
  private conscious = 0;
  private readonly endings: number[] = [];
  private readonly limit: number;
  private readonly stats = emptyGameStats();
  private readonly questions = emptyQuestionStats();
  private readonly hpRemovedSquares = Object.fromEntries(SOLDIER_NAMES.map((n) => [n, 0])) as Record<SoldierName, number>;

  constructor(spec: Pick<RunSpec, 'variants' | 'overrides'>) {
    this.limit = makeRuleset(rulesetOverridesOf(spec)).roundLimit;
  }

  add(row: GameRow): void {
    this.games++;
    if (row.outcome === 'victory') this.wins++;
    this.roundsPlayed += row.rounds;
    this.conscious += row.consciousSoldiers;
    this.endings[row.rounds] = (this.endings[row.rounds] ?? 0) + 1;
    addCounts(this.stats, row.stats);
    addCounts(this.questions, row.questions);
    for (const n of SOLDIER_NAMES) this.hpRemovedSquares[n] += row.stats.perSoldier[n].hpRemoved ** 2;
  }

  /** The totals so far (copies: the tally may go on). */
  totals(): RunTotals {
    const rounds: Record<string, number> = {};
    for (let r = 1; r <= Math.max(this.limit, this.endings.length - 1); r++) rounds[String(r)] = this.endings[r] ?? 0;
    return {
      games: this.games, wins: this.wins, roundsPlayed: this.roundsPlayed, rounds, consciousSoldiers: this.conscious,
      stats: addCounts(emptyGameStats(), this.stats), questions: addCounts(emptyQuestionStats(), this.questions),
      hpRemovedSquares: { ...this.hpRemovedSquares },
    };
  }
}

/** The totals of `rows`. */
export function totalsOf(spec: Pick<RunSpec, 'variants' | 'overrides'>, rows: Iterable<GameRow>): RunTotals {
  const tally = new RunTally(spec);
  for (const row of rows) tally.add(row);
  return tally.totals();
}
