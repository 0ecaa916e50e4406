/**
 * `chamber sweep --report DIR`'s files, made in memory so that the Lab's Sweep view holds the same
 * report the CLI writes: report.json (the run's spec without the swept path, the path and its
 * values, every value's row with its step, and each game's outcome, rounds and each soldier's HP
 * removed and lost at every value), report.md (the sweep's text under a heading, then drawn in
 * text: the win rate with its band and the mean rounds at each value) and report.csv
 * (one row a game). A shard's (`--shard K/N`) holds its slice of the games, its own figures and
 * `"shard":{"index","count"}`; a whole run's has no `shard` key and no timing, so `chamber report
 * merge` of the shards makes the whole run's files byte for byte (report/sweep-merge.ts).
 */
import { SOLDIER_NAMES } from '../engine/state/types';
import { csvLine } from '../replay/csv-cell';
import type { RunSpec } from './run-spec';
import { gameSeed } from './seeds';
import type { Shard } from './shard';
import type { SweepFigures, SweepGames, SweepValue } from './sweep';
import { sweepText, sweepTextChart } from './sweep-text';
import { specJson } from './report/report-data';
import type { ReportFiles } from './report/report-files';

export const SWEEP_FORMAT = 'star-chamber-lab-sweep';
export const SWEEP_VERSION = 1;

/** The numbers kept for each game at each value, after its outcome. */
const PER_GAME = ['rounds', ...SOLDIER_NAMES.flatMap((n) => [`${n}.hpRemoved`, `${n}.hpLost`])] as const;

/** report.json's and report.csv's columns for these values: index, seed, then each value's outcome, rounds and soldiers' HP. */
export function sweepColumns(values: readonly SweepValue[]): string[] {
  return ['index', 'seed', ...values.flatMap((v) => [`v${v}.outcome`, ...PER_GAME.map((c) => `v${v}.${c}`)])];
}

/** Values a column group holds for one game: the outcome, then PER_GAME's numbers. */
export const SWEEP_GROUP = 1 + PER_GAME.length;

/** The games a sweep report holds: the first game's index (0 for a whole run) and each value's games from there. */
export interface SweepPlayed {
  readonly from: number;
  readonly played: readonly SweepGames[];
}

function gameRows(spec: RunSpec, { from, played }: SweepPlayed): (number | string)[][] {
  const count = played[0]?.victories.length ?? 0;
  return Array.from({ length: count }, (_, k) => [
    from + k, gameSeed(spec.seed, from + k),
    ...played.flatMap((g) => [g.victories[k] ? 'victory' : 'defeat', g.rounds[k], ...SOLDIER_NAMES.flatMap((_n, s) => [g.hpRemoved[s][k], g.hpLost[s][k]])]),
  ]);
}

/** `spec`: the run without the swept path (its overrides are the other ones). */
export function sweepReportFiles(spec: RunSpec, values: readonly SweepValue[], shard: Shard | null, figures: SweepFigures, games: SweepPlayed): ReportFiles {
  const columns = sweepColumns(values);
  const rows = gameRows(spec, games);
  const json = {
    format: SWEEP_FORMAT, version: SWEEP_VERSION, spec: specJson(spec), path: figures.path, values, ...(shard ? { shard } : {}),
    rows: figures.rows, columns, games: rows,
  };
  return {
    'report.json': JSON.stringify(json, null, 1) + '\n',
    'report.md': `# Sweep of ${figures.path}: Scenario ${spec.scenario}${shard ? ` (shard ${shard.index}/${shard.count})` : ''}\n\n${sweepText(spec, figures, shard)}\n${sweepTextChart(figures)}`,
    'report.csv': [columns.join(','), ...rows.map(csvLine)].join('\n') + '\n',
  };
}
