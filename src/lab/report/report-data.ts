/**
 * report.json (issue 18 §1-§2): the run's spec, the summary line, the totals behind the playtest
 * answers, the answers, the best and worst games (record file, Replay step and link), and one
 * row per game (`columns` names each value of a row). A shard's report has the same shape with
 * `shard` set; `chamber report merge` rebuilds the whole run's report from the shards' rows.
 */
import { columnsOf, treeFrom, valuesOf } from '../counts';
import { emptyGameStats } from '../game-stats';
import type { HpRemovedPerGame } from '../hp-removed';
import type { GameRow } from '../game-row';
import { overrideTexts } from '../../engine/rule-changes/overrides';
import { emptyQuestionStats, type QuestionStats } from '../question-stats';
import { startingXpOf as xpOfSpec, type RunSpec } from '../run-spec';
import type { Shard } from '../shard';
import type { RunSummary } from '../summary';
import type { Answer } from './answers';
import type { ScenarioFile } from '../../engine/setup/scenario-file';

export const REPORT_FORMAT = 'star-chamber-lab-report';
/** 2: rows count the soldiers' steps onto cover squares (questions.squadCoverSquares). */
export const REPORT_VERSION = 2;

/** A spec as written in a report: overrides as PATH=VALUE texts. */
export interface SpecJson {
  readonly scenario: string;
  readonly games: number;
  readonly seed: number;
  readonly squadAi: string;
  /** The planner's playouts per decision, when set (its default otherwise). */
  readonly budget?: number;
  readonly variants: Readonly<Record<string, boolean>>;
  readonly overrides: readonly string[];
  /** Mechanics the squad never used (ai/denial.ts), when any. */
  readonly deny?: readonly string[];
  /** Soldiers left off the board (lab/squad-subset.ts), when any. */
  readonly without?: readonly string[];
  /** The scenario file the run played on, whole (docs/scenarios.md), when it was one. */
  readonly scenarioFile?: ScenarioFile;
}

/** A game kept as a record beside the report, opening in Replay at its deciding moment. */
export interface KeptGame {
  readonly index: number;
  readonly seed: number;
  readonly outcome: string;
  readonly rounds: number;
  readonly consciousSoldiers: number;
  /** The record file, beside report.json. */
  readonly record: string;
  /** The Replay step of the deciding moment, and what happened there. */
  readonly step: number;
  readonly moment: string;
  /** The app link (#record=...&step=N). */
  readonly link: string;
}

export interface LabReport {
  readonly format: typeof REPORT_FORMAT;
  readonly version: typeof REPORT_VERSION;
  readonly spec: SpecJson;
  readonly startingXp: number;
  /** The shard this report covers, or null for a whole (or merged) run. */
  readonly shard: Shard | null;
  readonly summary: RunSummary;
  readonly totals: { readonly roundsPlayed: number; readonly consciousSoldiers: number; readonly questions: QuestionStats };
  /**
   * Each soldier's HP removed per game: {mean, ci95: [lo, hi]} (95%, the normal approximation over
   * the per-game values, clipped at 0; null with one game), hp-removed.ts.
   */
  readonly hpRemovedPerGame: HpRemovedPerGame;
  readonly answers: readonly Answer[];
  readonly best: KeptGame | null;
  readonly worst: KeptGame | null;
  readonly columns: readonly string[];
  /** One row a game, in index order, values in `columns` order. */
  readonly games: readonly (readonly (number | string)[])[];
}

/** Everything of a report but its game rows (which are streamed into the files). */
export type ReportHead = Omit<LabReport, 'games'>;

export function specJson(spec: RunSpec): SpecJson {
  return {
    scenario: spec.scenario, games: spec.games, seed: spec.seed, squadAi: spec.squadAi, ...(spec.budget !== undefined ? { budget: spec.budget } : {}),
    variants: { ...spec.variants }, overrides: overrideTexts(spec.overrides),
    ...(spec.deny?.length ? { deny: [...spec.deny] } : {}), ...(spec.without?.length ? { without: [...spec.without] } : {}),
    ...(spec.scenarioFile ? { scenarioFile: spec.scenarioFile } : {}),
  };
}

const HEAD = ['index', 'seed', 'outcome', 'rounds', 'consciousSoldiers'] as const;

/** The columns of a game row: its head, every GameStats count, every QuestionStats count under "questions.". */
export const ROW_COLUMNS: readonly string[] = [
  ...HEAD, ...columnsOf(emptyGameStats()), ...columnsOf(emptyQuestionStats()).map((c) => `questions.${c}`),
];

export function rowValues(row: GameRow): (number | string)[] {
  return [row.index, row.seed, row.outcome, row.rounds, row.consciousSoldiers, ...valuesOf(row.stats), ...valuesOf(row.questions)];
}

/** A game row read back from report.json's `games`; throws naming the row when it does not fit. */
export function rowFromValues(values: readonly unknown[], at: string): GameRow {
  if (!Array.isArray(values) || values.length !== ROW_COLUMNS.length) throw new Error(`${at}: expected ${ROW_COLUMNS.length} values, got ${Array.isArray(values) ? values.length : typeof values}`);
  const [index, seed, outcome, rounds, conscious, ...counts] = values;
  if (outcome !== 'victory' && outcome !== 'defeat') throw new Error(`${at}: outcome must be victory or defeat`);
  if (![index, seed, rounds, conscious, ...counts].every((v) => typeof v === 'number' && Number.isInteger(v))) throw new Error(`${at}: every count must be a whole number`);
  const statsCount = columnsOf(emptyGameStats()).length;
  return {
    index: index as number, seed: seed as number, outcome, rounds: rounds as number, consciousSoldiers: conscious as number,
    stats: treeFrom(emptyGameStats(), counts.slice(0, statsCount) as number[]),
    questions: treeFrom(emptyQuestionStats(), counts.slice(statsCount) as number[]),
  };
}

export function startingXpOf(spec: RunSpec): number {
  return xpOfSpec(spec);
}
