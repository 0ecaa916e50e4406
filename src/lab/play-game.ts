/**
 * The one place a lab game is played (issue 18 §1): a run spec and a game index in, the game's
 * outcome, rounds and stats out, and its record only when asked (`--out`, or the report's best and
 * worst games). Batches, shards, workers and comparisons all come through here, and through the
 * one game runner (src/runner) underneath: the stats are read from the game's transitions, so a
 * game not kept skips the per-decision hashes only a record needs.
 */
import { makePolicy } from '../ai/policies';
import { consciousSoldiers } from '../engine/figures';
import type { Outcome } from '../engine/types';
import type { GameRecord } from '../replay/record';
import { playGame as playFrom, recordOf, startingState } from '../runner';
import { gameStatsOf, type GameStats } from './game-stats';
import { questionStatsOf, type QuestionStats } from './question-stats';
import { rulesetOverridesOf, type RunSpec } from './run-spec';
import { gameSeed } from './seeds';

export interface GameResult {
  /** The game's index in its run, 0-based. */
  readonly index: number;
  readonly seed: number;
  readonly outcome: Outcome;
  readonly rounds: number;
  readonly consciousSoldiers: number;
  readonly stats: GameStats;
  readonly questions: QuestionStats;
  /** The game record, only when `keepRecord` was asked. */
  readonly record: GameRecord | null;
}

export interface PlayOptions {
  readonly keepRecord: boolean;
}

/** Plays game `index` of `spec` headless with the spec's squad policy (kit 05 rules, aliens per §10). */
export function playGame(spec: RunSpec, index: number, options: PlayOptions): GameResult {
  const seed = gameSeed(spec.seed, index);
  const ruleset = rulesetOverridesOf(spec);
  const start = startingState({ scenario: spec.scenario, seed, ruleset });
  const squad = makePolicy(spec.squadAi, seed, spec.budget !== undefined ? { budget: spec.budget } : {});
  const game = playFrom(start, squad);
  if (game.error) throw new Error(`game ${index} (seed ${seed}): ${game.error}`);
  if (game.outcome === null) throw new Error(`game ${index} (seed ${seed}) stopped before it was over`);
  const events = game.steps.flatMap((s) => s.events);
  const figures = [...start.soldiers, ...start.aliens].map((f) => ({ id: f.id, at: f.at }));
  return {
    index, seed, outcome: game.outcome, rounds: game.final.round, consciousSoldiers: consciousSoldiers(game.final).length,
    stats: gameStatsOf(start, events),
    questions: questionStatsOf({ ruleset: start.ruleset, board: start.board, figures }, events),
    record: options.keepRecord ? recordOf(game, { seed, overrides: ruleset, squad: squad.name }) : null,
  };
}
