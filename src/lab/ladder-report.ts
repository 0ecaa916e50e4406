/**
 * `chamber ladder --report DIR` and the page's Ladder downloads: report.json (the spec, every rung, the steps between neighbours
 * and the plateau, and each game's outcome on every rung), report.md (the ladder's text) and
 * report.csv (one row a game: its seed and its outcome and rounds on every rung). A shard's
 * (`--shard K/N`) holds its slice of the games, its own figures and `"shard":{"index","count"}`;
 * a whole run's has no `shard` key, so `chamber report merge` of the shards writes the whole
 * run's files byte for byte (report/ladder-merge.ts). It also answers the playtest sheet
 * under greedy and the top planner rung, side by side (from their game rows, `sheetGames`:
 * ladder-sheet.ts), marking an answer whose verdict
 * differs "depends on the squad AI" (`"stable": false`).
 */
import type { LadderFigures, Rung } from './ladder';
import type { RunSpec } from './run-spec';
import { gameSeed } from './seeds';
import type { Shard } from './shard';
import { specJson } from './report/report-data';
import { ladderAnswersMarkdown, type LadderAnswer } from './report/ladder-answers';
import { sheetGamesJson, type LadderSheetRows } from './ladder-sheet';
import type { ReportFiles } from './report/report-files';

export const LADDER_FORMAT = 'star-chamber-lab-ladder';
export const LADDER_VERSION = 1;

/** One rung's games: outcome (1 victory) and rounds, game `from` first. */
export interface LadderOutcomes {
  readonly victories: ArrayLike<number>;
  readonly rounds: ArrayLike<number>;
}

/** The games a ladder report holds: the first game's index (0 for a whole run) and each rung's outcomes from there. */
export interface LadderGames {
  readonly from: number;
  readonly played: readonly LadderOutcomes[];
}

const rungKey = (r: Pick<Rung, 'squadAi' | 'budget'>) => (r.budget === null ? r.squadAi : `planner${r.budget}`);

/** report.json's and report.csv's columns for these rungs. */
export function ladderColumns(rungs: readonly Pick<Rung, 'squadAi' | 'budget'>[]): string[] {
  return ['index', 'seed', ...rungs.flatMap((r) => [`${rungKey(r)}.outcome`, `${rungKey(r)}.rounds`])];
}

/** The ladder's spec as report.json keeps it: the run's, without the one squad AI and budget. */
export function ladderSpecJson(spec: RunSpec): Omit<ReturnType<typeof specJson>, 'squadAi' | 'budget'> {
  const { squadAi: _squadAi, budget: _budget, ...rest } = specJson(spec);
  return rest;
}

/** The report's files (the CLI writes them with --report, write-files.ts; the page offers them as downloads). */
export function ladderReportFiles(spec: RunSpec, shard: Shard | null, ladder: LadderFigures, games: LadderGames, markdown: string, sheet: { rows: LadderSheetRows; answers: readonly LadderAnswer[] }): ReportFiles {
  const { answers } = sheet;
  const columns = ladderColumns(ladder.rungs);
  const count = games.played[0]?.victories.length ?? 0;
  const rows = Array.from({ length: count }, (_, k) => [
    games.from + k, gameSeed(spec.seed, games.from + k), ...games.played.flatMap((g) => [g.victories[k] ? 'victory' : 'defeat', g.rounds[k]]),
  ]);
  return {
    'report.json': JSON.stringify({
      format: LADDER_FORMAT, version: LADDER_VERSION, spec: ladderSpecJson(spec), ...(shard ? { shard } : {}),
      rungs: ladder.rungs, steps: ladder.steps, plateau: { budget: ladder.plateau }, answers, columns, games: rows, sheetGames: sheetGamesJson(sheet.rows),
    }, null, 1) + '\n',
    'report.md': `# Skill ladder: Scenario ${spec.scenario}${shard ? ` (shard ${shard.index}/${shard.count})` : ''}\n\n${markdown}\n${ladderAnswersMarkdown(answers)}`,
    'report.csv': [columns.join(','), ...rows.map((r) => r.join(','))].join('\n') + '\n',
  };
}
