/**
 * The playtest sheet a ladder answers twice (issue 33 §2): from greedy's games and from the top
 * planner rung's. Both rungs' game rows are kept in the ladder's report.json (`sheetGames`, in
 * autoplay's row columns), so the answers are made from the rows alone, by `chamber ladder` and
 * by `chamber report merge` of its shards alike: a merged ladder answers exactly as the whole run.
 */
import type { GameRow } from './game-row';
import type { RunSpec } from './run-spec';
import { totalsOf } from './totals';
import { sheetAnswers } from './report/answers';
import { ladderAnswers, type LadderAnswer } from './report/ladder-answers';
import { sheetRowsFrom, sheetRowsJson } from './report/sheet-rows';

/** Greedy's game rows and the top planner rung's, each in game order. */
export interface LadderSheetRows {
  readonly greedy: readonly GameRow[];
  readonly planner: readonly GameRow[];
}

/** The two specs the sheet is answered under: greedy's, and the planner's at the top budget. */
export function sheetSpecs(base: RunSpec, budgets: readonly number[]): { greedy: RunSpec; planner: RunSpec } {
  const { budget: _budget, ...rest } = base;
  return { greedy: { ...rest, squadAi: 'greedy' }, planner: { ...rest, squadAi: 'planner', budget: budgets[budgets.length - 1] } };
}

/** The sheet answered under each, side by side (`stable` false where the verdicts differ). */
export function ladderSheet(base: RunSpec, budgets: readonly number[], rows: LadderSheetRows): LadderAnswer[] {
  const specs = sheetSpecs(base, budgets);
  return ladderAnswers(sheetAnswers(specs.greedy, totalsOf(specs.greedy, rows.greedy)), sheetAnswers(specs.planner, totalsOf(specs.planner, rows.planner)));
}

/** report.json's `sheetGames`. */
export function sheetGamesJson(rows: LadderSheetRows): { columns: readonly string[]; greedy: (number | string)[][]; planner: (number | string)[][] } {
  return sheetRowsJson(rows, ['greedy', 'planner']);
}

/** `sheetGames` read back from a shard, each row checked against the run's spec (row-checks.ts). */
export function sheetGamesFrom(raw: unknown, base: RunSpec, budgets: readonly number[], from: number, count: number): LadderSheetRows {
  return sheetRowsFrom(raw, ['greedy', 'planner'], sheetSpecs(base, budgets), from, count, 'greedy\'s and the top planner rung\'s game rows');
}
