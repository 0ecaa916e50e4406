/**
 * A batch's report files in the page (issue 34 §5): `chamber autoplay --report`'s report.json,
 * report.md and report.csv, built by the CLI's own code (lab/report/build-report.ts,
 * batch-files.ts) from the rows the page kept. The best and worst games are played again on a
 * worker with their records, as the CLI plays them again, and linked into this page's Replay at
 * their deciding moments (the link carries the whole record; the record files themselves come
 * with the CLI's --report only).
 */
import { buildReport } from '../../lab/report/build-report';
import { batchReportFiles } from '../../lab/report/batch-files';
import type { KeptGame } from '../../lab/report/report-data';
import type { ReportFiles } from '../../lab/report/report-files';
import type { GameRow } from '../../lab/game-row';
import type { RunSpec } from '../../lab/run-spec';
import { linkPayloadOf } from '../replay/recordLink';
import { KEPT_ROWS_MAX, type BatchReport } from './batch';
import type { GameForReplay } from './worker-api';

/** Why a batch has no files to download, or null. */
export function batchFilesProblem(report: BatchReport): string | null {
  if (!report.complete) return 'the run was stopped: its report covers part of the games';
  if (!report.rows) return `the page keeps each game's row for up to ${KEPT_ROWS_MAX} games; chamber autoplay --report writes this run's`;
  return report.totals.games ? null : 'no games were played';
}

/** The game `row` played again (`replay`), kept as report.json's best or worst game. */
async function kept(row: GameRow, role: 'best' | 'worst', game: GameForReplay): Promise<KeptGame> {
  if (game.index !== row.index || game.outcome !== row.outcome || game.rounds !== row.rounds) {
    throw new Error(`game ${row.index} (seed ${row.seed}) played again to a different result`);
  }
  const app = `${location.origin}${location.pathname}`;
  return {
    index: row.index, seed: row.seed, outcome: row.outcome, rounds: row.rounds, consciousSoldiers: row.consciousSoldiers,
    record: `${role}-game.json`, step: game.step, moment: game.moment, link: `${app}#record=${await linkPayloadOf(game.text)}&step=${game.step}`,
  };
}

/** The batch's report files; `replay` plays a game again with its record (a Lab worker). */
export async function batchFiles(report: BatchReport, replay: (spec: RunSpec, index: number) => Promise<GameForReplay>): Promise<ReportFiles> {
  const problem = batchFilesProblem(report);
  if (problem) throw new Error(problem);
  const ends = { best: report.best, worst: report.worst };
  const keep = new Map<'best' | 'worst', KeptGame>();
  for (const role of ['best', 'worst'] as const) {
    const row = ends[role];
    if (row) keep.set(role, await kept(row, role, await replay(report.spec, row.index)));
  }
  const run = { spec: report.spec, shard: null, store: report.rows!, wallSeconds: report.summary.wallSeconds };
  const head = buildReport(run, (row, role) => {
    const game = keep.get(role);
    if (game?.index !== row.index) throw new Error(`the ${role} game is not the one the page kept`);
    return game;
  });
  return batchReportFiles(head, report.rows!);
}
