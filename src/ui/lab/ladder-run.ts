/**
 * The skill ladder in the page (issue 33 §4, `chamber ladder`): random, greedy and the planner at
 * each budget play the same seeds on the Lab's Web Workers, each rung's games exactly as a batch's
 * (play-specs.ts: every game is the CLI's); the rungs, the steps between neighbours and the
 * plateau are then the CLI's own (lab/ladder.ts ladderOf).
 */
import { PairedSide } from '../../lab/compare';
import type { GameRow } from '../../lab/game-row';
import { ladderOf, ladderPolicies, type LadderFigures } from '../../lab/ladder';
import { ladderReportFiles, type LadderOutcomes } from '../../lab/ladder-report';
import { ladderSheet, type LadderSheetRows } from '../../lab/ladder-sheet';
import { ladderText } from '../../lab/ladder-text';
import type { LadderAnswer } from '../../lab/report/ladder-answers';
import type { ReportFiles } from '../../lab/report/report-files';
import type { RunSpec } from '../../lab/run-spec';
import { BestWorst } from '../../lab/report/best-worst';
import { emptyGameTable, keepGame, type GameTable, type RunOptions } from './batch';
import { playSpecs } from './play-specs';
import type { LabPool } from './pool';

/** A rung's games, as a batch keeps them (four bytes a game, its best and worst), each to open in Replay. */
export interface RungGames {
  /** What `chamber autoplay` plays for this rung (the base with the rung's squad AI and budget). */
  readonly spec: RunSpec;
  readonly games: GameTable;
  readonly best: GameRow | null;
  readonly worst: GameRow | null;
}

export interface LadderReport {
  /** The run's settings (squadAi 'planner', no budget: each rung sets its own). */
  readonly base: Omit<RunSpec, 'squadAi' | 'budget'>;
  readonly budgets: readonly number[];
  /** Null when the run was stopped before every rung had played every game. */
  readonly ladder: LadderFigures | null;
  /** Games played on each rung (random, greedy, then each budget). */
  readonly played: readonly number[];
  /** Each rung's games (random, greedy, then each budget), a stopped ladder's too. */
  readonly rungGames: readonly RungGames[];
  /** Each rung's games by index (for the report's files). */
  readonly outcomes: readonly LadderOutcomes[];
  /** Greedy's and the top planner rung's game rows: the playtest sheet is answered under both. */
  readonly sheetRows: LadderSheetRows;
  readonly wallSeconds: number;
}

/** The whole ladder's spec, as `chamber ladder` names its run (each rung sets its own squad AI and budget). */
const ladderSpec = (report: LadderReport): RunSpec => ({ ...report.base, squadAi: 'planner' });

/** The playtest sheet under greedy and under the top planner rung, as `chamber ladder --report` answers it (null while stopped). */
export function ladderReportAnswers(report: LadderReport): LadderAnswer[] | null {
  return report.ladder ? ladderSheet(ladderSpec(report), report.budgets, report.sheetRows) : null;
}

/** The report's files, as `chamber ladder --report` writes them for the same settings (lab/ladder-report.ts). */
export function ladderFiles(report: LadderReport): ReportFiles {
  const answers = ladderReportAnswers(report);
  if (!report.ladder || !answers) throw new Error('a stopped ladder has no report');
  const whole = ladderSpec(report);
  return ladderReportFiles(whole, null, report.ladder, { from: 0, played: report.outcomes }, ladderText(whole, report.ladder, null), { rows: report.sheetRows, answers });
}

/** Each rung's spec, in ladderPolicies' order: what `chamber autoplay` plays for that rung. */
export function rungSpecs(base: Omit<RunSpec, 'squadAi' | 'budget'>, budgets: readonly number[]): RunSpec[] {
  return ladderPolicies(budgets).map((p) => ({ ...base, squadAi: p.squadAi, ...(p.budget !== null ? { budget: p.budget } : {}) }));
}

/** Plays every rung's games on the pool (random's chunks first, the largest budget's last); the ladder when all are whole. */
export async function runLadder(pool: LabPool, base: Omit<RunSpec, 'squadAi' | 'budget'>, budgets: readonly number[], options: RunOptions = {}): Promise<LadderReport> {
  const specs = rungSpecs(base, budgets);
  const sides = specs.map((s) => new PairedSide(s));
  const tables = specs.map((s) => emptyGameTable(s.games));
  const ends = specs.map(() => new BestWorst());
  // As chamber ladder --report keeps them: greedy's rows (rung 1) and the top planner rung's (the last).
  const sheetRows = { greedy: [] as GameRow[], planner: [] as GameRow[] };
  const sheetOf = (rung: number) => (rung === 1 ? sheetRows.greedy : rung === specs.length - 1 ? sheetRows.planner : null);
  const { end, wallSeconds } = await playSpecs(pool, specs, (rung, rows) => {
    for (const row of rows) {
      sides[rung].add(row);
      keepGame(tables[rung], row);
      ends[rung].add(row);
      sheetOf(rung)?.push(row);
    }
  }, options);
  return {
    base, budgets,
    ladder: end === 'done' ? ladderOf(budgets, sides) : null,
    played: sides.map((s) => s.games),
    rungGames: specs.map((spec, rung) => {
      const picked = ends[rung].picked();
      return { spec, games: tables[rung], best: picked?.best ?? null, worst: picked?.worst ?? null };
    }),
    outcomes: sides.map((s) => ({ victories: s.victories, rounds: s.rounds })),
    sheetRows,
    wallSeconds,
  };
}
