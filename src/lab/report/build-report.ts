/**
 * Builds a run's report from its games (issue 18 §1-§2): totals, summary, playtest answers, the
 * best and worst games. The same function serves a whole run, a shard and a merge, so a merge of
 * every shard is exactly the whole run's report but for its timing. The game rows themselves are
 * streamed from the store into report.json and report.csv (write-report.ts).
 */
import type { GameRow } from '../game-row';
import type { RowStore } from '../row-store';
import type { RunSpec } from '../run-spec';
import type { Shard } from '../shard';
import { hpRemovedPerGame } from '../hp-removed';
import { summaryOf } from '../summary';
import { RunTally } from '../totals';
import { sheetAnswers } from './answers';
import { BestWorst } from './best-worst';
import { REPORT_FORMAT, REPORT_VERSION, ROW_COLUMNS, specJson, startingXpOf, type KeptGame, type ReportHead } from './report-data';

export interface RunGames {
  readonly spec: RunSpec;
  readonly shard: Shard | null;
  readonly store: RowStore;
  readonly wallSeconds: number;
}

/** Keeps one game (writes its record, finds its deciding moment); `role` is "best" or "worst". */
export type KeepGame = (row: GameRow, role: 'best' | 'worst') => KeptGame;

export function buildReport(run: RunGames, keep: KeepGame): ReportHead {
  const tally = new RunTally(run.spec);
  const ends = new BestWorst();
  for (const row of run.store.rows()) { tally.add(row); ends.add(row); }
  const totals = tally.totals();
  const picked = ends.picked();
  return {
    format: REPORT_FORMAT,
    version: REPORT_VERSION,
    spec: specJson(run.spec),
    startingXp: startingXpOf(run.spec),
    shard: run.shard,
    summary: summaryOf(totals, run.wallSeconds),
    totals: { roundsPlayed: totals.roundsPlayed, consciousSoldiers: totals.consciousSoldiers, questions: totals.questions },
    hpRemovedPerGame: hpRemovedPerGame(totals),
    answers: sheetAnswers(run.spec, totals),
    best: picked ? keep(picked.best, 'best') : null,
    worst: picked ? keep(picked.worst, 'worst') : null,
    columns: ROW_COLUMNS,
  };
}
