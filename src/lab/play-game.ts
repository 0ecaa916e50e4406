/**
 * The one place a lab game is played (issue 18 §1): a run spec and a game index in, the game's
 * outcome, rounds and stats out, and its record only when asked (`--out`, or the report's best and
 * worst games). Batches, shards, workers and comparisons all come through here, and through the
 * one game runner (src/runner) underneath: the stats are read from the game's transitions, so a
 * game not kept skips the per-decision hashes only a record needs.
 */
import type { Controller } from '../ai/controller';
import { planViewOf } from '../ai/planner/plan-view';
import type { Planner } from '../ai/planner/planner';
import { makePolicy } from '../ai/policies';
import { consciousSoldiers } from '../engine/state/figures';
import type { GameState, Outcome } from '../engine/state/types';
import type { PlanNoteView } from '../replay/plan-notes';
import type { GameRecord } from '../replay/record';
import { keyframesOf, notesOfPlans, playGame as playFrom, recordOf } from '../runner';
import { gameStatsOf, type GameStats } from './game-stats';
import { questionStatsOf, type QuestionStats } from './question-stats';
import { rulesetOverridesOf, squadText, type RunSpec } from './run-spec';
import { runScenarioFile, runStart } from './run-start';
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
  /** The kept record also keeps the planner's reasons at each decision it searched (issue 19 §2). */
  readonly keepReasons?: boolean;
}

/** Plays game `index` of `spec` headless with the spec's squad policy (kit 05 rules, aliens per §10). */
export function playGame(spec: RunSpec, index: number, options: PlayOptions): GameResult {
  const seed = gameSeed(spec.seed, index);
  const ruleset = rulesetOverridesOf(spec);
  const start = runStart(spec, seed, ruleset);
  const scenarioFile = runScenarioFile(spec);
  const policy = makePolicy(spec.squadAi, seed, { ...(spec.budget !== undefined ? { budget: spec.budget } : {}), deny: spec.deny ?? [] });
  const plans = options.keepRecord && options.keepReasons && isPlanner(policy) ? new Map<GameState, PlanNoteView>() : null;
  const squad = plans ? noting(policy as Planner, plans) : policy;
  const game = playFrom(start, squad);
  if (game.error) throw new Error(`game ${index} (seed ${seed}): ${game.error}`);
  if (game.outcome === null) throw new Error(`game ${index} (seed ${seed}) stopped before it was over`);
  const events = game.steps.flatMap((s) => s.events);
  const figures = [...start.soldiers, ...start.aliens].map((f) => ({ id: f.id, at: f.at }));
  return {
    index, seed, outcome: game.outcome, rounds: game.final.round, consciousSoldiers: consciousSoldiers(game.final).length,
    stats: gameStatsOf(start, events),
    questions: questionStatsOf({ ruleset: start.ruleset, board: start.board, figures }, events),
    record: options.keepRecord
      ? recordOf(game, {
        seed, overrides: ruleset, squad: squad.name, ...(restricted(spec) ? { title: `Scenario ${spec.scenario}, squad AI ${squadText(spec)}` } : {}),
        ...(plans ? { plans: notesOfPlans(keyframesOf(start, game.steps), plans) } : {}),
        ...(scenarioFile ? { scenarioFile } : {}),
      })
      : null,
  };
}

/** A record of restricted play names what was denied and who was left off, in its title. */
const restricted = (spec: RunSpec) => (spec.deny?.length ?? 0) + (spec.without?.length ?? 0) > 0;

const isPlanner = (c: Controller): c is Planner => 'lastPlan' in c;

/** The planner, noting the why-panel's view of each plan it searched (ai/planner/plan-view). */
function noting(planner: Planner, plans: Map<GameState, PlanNoteView>): Controller {
  return {
    name: planner.name,
    decide(state, legal) {
      const decision = planner.decide(state, legal);
      if (planner.lastPlan?.state === state) plans.set(state, planViewOf(planner.lastPlan));
      return decision;
    },
  };
}
