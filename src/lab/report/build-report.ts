/**
 * Builds a run's report from its rows (issue 18 §1-§2): totals, summary, playtest answers, the
 * best and worst games, the rows. The same function serves a whole run, a shard and a merge, so a
 * merge of every shard is exactly the whole run's report but for its timing.
 */
import type { GameRow } from '../game-row';
import type { RunSpec } from '../run-spec';
import type { Shard } from '../shard';
import { summaryOf } from '../summary';
import { totalsOf } from '../totals';
import { sheetAnswers } from './answers';
import { bestAndWorst } from './best-worst';
import { REPORT_FORMAT, REPORT_VERSION, ROW_COLUMNS, rowValues, specJson, startingXpOf, type KeptGame, type LabReport } from './report-data';

export interface RunRows {
  readonly spec: RunSpec;
  readonly shard: Shard | null;
  /** Sorted by index. */
  readonly rows: readonly GameRow[];
  readonly wallSeconds: number;
}

/** Keeps one game (writes its record, finds its deciding moment); `role` is "best" or "worst". */
export type KeepGame = (row: GameRow, role: 'best' | 'worst') => KeptGame;

export function buildReport(run: RunRows, keep: KeepGame): LabReport {
  const totals = totalsOf(run.spec, run.rows);
  const picked = bestAndWorst(run.rows);
  return {
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    spec: specJson(run.spec),
    startingXp: startingXpOf(run.spec),
    shard: run.shard,
    summary: summaryOf(totals, run.wallSeconds),
    totals: { roundsPlayed: totals.roundsPlayed, consciousSoldiers: totals.consciousSoldiers, questions: totals.questions },
    answers: sheetAnswers(run.spec, totals),
    best: picked ? keep(picked.best, 'best') : null,
    worst: picked ? keep(picked.worst, 'worst') : null,
    columns: ROW_COLUMNS,
    games: run.rows.map(rowValues),
  };
}
