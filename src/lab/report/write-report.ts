/**
 * `--report DIR` (issue 18 §1): writes report.json, report.md and report.csv, and the best and
 * worst games as records (best-game.json, worst-game.json) beside them. Runs keep no records, so
 * those two games are played again with their records (a game depends on its spec and index
 * alone); a game that then comes out differently is an error, never a silent mismatch.
 */
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRow } from '../game-row';
import { playGame } from '../play-game';
import type { RunSpec } from '../run-spec';
import { buildReport, type RunRows } from './build-report';
import { decidingMoment } from './deciding-moment';
import { replayLink } from './record-link';
import type { KeptGame, LabReport } from './report-data';
import { reportCsv } from './report-csv';
import { reportMarkdown } from './report-md';

/** Plays `row`'s game again with its record, writes it to DIR/<role>-game.json and links it. */
function keepGame(dir: string, spec: RunSpec, row: GameRow, role: 'best' | 'worst'): KeptGame {
  const again = playGame(spec, row.index, { keepRecord: true });
  if (again.outcome !== row.outcome || again.rounds !== row.rounds || again.consciousSoldiers !== row.consciousSoldiers) {
    throw new Error(`game ${row.index} (seed ${row.seed}) played again to a different result: the report's rows come from another version of the engine or policy`);
  }
  const record = again.record!;
  const file = `${role}-game.json`;
  const text = JSON.stringify(record) + '\n';
  writeFileSync(join(dir, file), text);
  const moment = decidingMoment(record);
  return {
    index: row.index, seed: row.seed, outcome: row.outcome, rounds: row.rounds, consciousSoldiers: row.consciousSoldiers,
    record: file, step: moment.step, moment: moment.what, link: replayLink(text, moment.step),
  };
}

/** report.json with one game row a line, written in pieces (a big run's rows make a long file). */
function writeReportJson(file: string, report: LabReport): void {
  const { games, ...head } = report;
  const fd = openSync(file, 'w');
  try {
    const text = JSON.stringify(head, null, 2);
    writeSync(fd, `${text.slice(0, -2)},\n  "games": [`);
    let buffer = '';
    games.forEach((row, i) => {
      buffer += `${i ? ',' : ''}\n    ${JSON.stringify(row)}`;
      if (buffer.length > 1 << 20) { writeSync(fd, buffer); buffer = ''; }
    });
    writeSync(fd, `${buffer}${games.length ? '\n  ' : ''}]\n}\n`);
  } finally {
    closeSync(fd);
  }
}

/** Writes the whole report of `run` into `dir`; returns it. */
export function writeReport(dir: string, run: RunRows): LabReport {
  mkdirSync(dir, { recursive: true });
  const report = buildReport(run, (row, role) => keepGame(dir, run.spec, row, role));
  writeReportJson(join(dir, 'report.json'), report);
  writeFileSync(join(dir, 'report.md'), reportMarkdown(report));
  writeFileSync(join(dir, 'report.csv'), reportCsv(report));
  return report;
}
