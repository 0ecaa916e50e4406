/**
 * A run's totals: games, wins, the rounds histogram and every count summed over its games. Every
 * figure of a summary or report comes from these, and they are sums of whole numbers, so a run
 * split over workers or shards and added back together gives exactly the same totals.
 */
import { makeRuleset } from '../engine/ruleset';
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
}

/** The totals of `rows`, games ending in each round counted from round 1 to the spec's round limit. */
export function totalsOf(spec: RunSpec, rows: readonly GameRow[]): RunTotals {
  const limit = makeRuleset(rulesetOverridesOf(spec)).roundLimit;
  const last = Math.max(limit, ...rows.map((r) => r.rounds));
  const rounds: Record<string, number> = {};
  for (let r = 1; r <= last; r++) rounds[String(r)] = 0;
  const stats = emptyGameStats();
  const questions = emptyQuestionStats();
  let wins = 0;
  let roundsPlayed = 0;
  let conscious = 0;
  for (const row of rows) {
    if (row.outcome === 'victory') wins++;
    roundsPlayed += row.rounds;
    conscious += row.consciousSoldiers;
    rounds[String(row.rounds)]++;
    addCounts(stats, row.stats);
    addCounts(questions, row.questions);
  }
  return { games: rows.length, wins, roundsPlayed, rounds, consciousSoldiers: conscious, stats, questions };
}
