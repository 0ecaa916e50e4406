/**
 * `--report DIR` (issue 18 §1): writes report.json, report.md and report.csv, and the best and
 * worst games as records (best-game.json, worst-game.json) beside them. Runs keep no records, so
 * those two games are played again with their records (a game depends on its spec and index
 * alone); a game that then comes out differently is an error, never a silent mismatch. The game
 * rows are written a piece at a time, so a long run never becomes one huge string, and each file
 * whole or not at all (atomic-file.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomic-file';
import type { GameRow } from '../game-row';
import type { RunSpec } from '../run-spec';
import { buildReport, type RunGames } from './build-report';
import { batchReportFiles } from './batch-files';
import { keptRecord } from './kept-record';
import { replayLink } from './record-link';
import type { KeptGame, ReportHead } from './report-data';
import { writeReportFiles } from './write-files';

/** Plays `row`'s game again with its record, writes it to DIR/<role>-game.json and links it. */
function keepGame(dir: string, spec: RunSpec, row: GameRow, role: 'best' | 'worst'): KeptGame {
  const { result: again, text, moment } = keptRecord(spec, row.index);
  if (again.outcome !== row.outcome || again.rounds !== row.rounds || again.consciousSoldiers !== row.consciousSoldiers) {
    throw new Error(`game ${row.index} (seed ${row.seed}) played again to a different result: the report's rows come from another version of the engine or policy`);
  }
  const file = `${role}-game.json`;
  writeFileAtomic(join(dir, file), text);
  return {
    index: row.index, seed: row.seed, outcome: row.outcome, rounds: row.rounds, consciousSoldiers: row.consciousSoldiers,
    record: file, step: moment.step, moment: moment.what, link: replayLink(text, moment.step),
  };
}

/** Writes the whole report of `run` into `dir`; returns its head. */
export function writeReport(dir: string, run: RunGames): ReportHead {
  mkdirSync(dir, { recursive: true });
  const head = buildReport(run, (row, role) => keepGame(dir, run.spec, row, role));
  // Each file whole or not at all (atomic-file.ts), written in pieces as the rows unpack.
  writeReportFiles(dir, batchReportFiles(head, run.store));
  return head;
}
