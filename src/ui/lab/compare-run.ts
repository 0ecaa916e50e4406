/**
 * A one-variable experiment in the page (issue 18 §3, §5): rules a and rules b on the same games
 * (same seeds, same policy), played in Web Workers, paired and compared by `chamber compare`'s own
 * code (src/lab/compare: Wilson intervals, Newcombe's paired interval, the exact McNemar test).
 */
import { compareSides, pairedTable, PairedSide, type Comparison } from '../../lab/compare';
import type { GameRow } from '../../lab/game-row';
import type { RunSpec } from '../../lab/run-spec';
import type { PairedTable } from '../../lab/stats/newcombe';
import type { LabPool, Task } from './pool';
import { playWork } from './task-work';
import { startProgress } from './progress';
import { labChunks, type RunOptions } from './batch';
import { compareReportFiles } from '../../lab/report/compare-report';
import type { ReportFiles } from '../../lab/report/report-files';

export interface CompareReport {
  readonly a: RunSpec;
  readonly b: RunSpec;
  /** Null when the run was stopped before both sides had played every game. */
  readonly comparison: Comparison | null;
  readonly table: PairedTable | null;
  /** Each side's outcome by game index (1 victory, 0 defeat), for the discordant games' list. */
  readonly victoriesA: Uint8Array;
  readonly victoriesB: Uint8Array;
  /** Each side's rounds by game index (for the report's files). */
  readonly roundsA: Uint16Array;
  readonly roundsB: Uint16Array;
  /** Games played on each side (a stopped run may have fewer than spec.games). */
  readonly playedA: number;
  readonly playedB: number;
  readonly wallSeconds: number;
}

/** Plays both sides' games (a's chunks, then b's) on the pool; compares them when both are whole. */
export async function runCompare(pool: LabPool, a: RunSpec, b: RunSpec, options: RunOptions = {}): Promise<CompareReport> {
  // The same games: the policies may differ (chamber compare --a-squad-ai / --b-squad-ai), the seeds not.
  if (a.games !== b.games || a.seed !== b.seed || a.scenario !== b.scenario) {
    throw new Error('compare: both sides must play the same games (scenario, games and seed)');
  }
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const sides = { a: new PairedSide(a), b: new PairedSide(b) };
  const restRatio = options.restRatio ?? (() => 0);
  const parts = (['a', 'b'] as const).flatMap((side) => labChunks(side === 'a' ? a : b, pool.size).map((indices) => ({ spec: side === 'a' ? a : b, side, indices })));
  const tasks = parts.map(({ spec, side, indices }): Task<{ side: 'a' | 'b'; rows: GameRow[] }> => async (api) => ({ side, rows: await api.play(spec, indices, restRatio()) }));
  let wins = 0;
  let progress = startProgress(2 * a.games);
  const end = await pool.run(tasks, ({ side, rows }) => {
    for (const row of rows) { sides[side].add(row); if (row.outcome === 'victory') wins++; }
    progress = { done: sides.a.games + sides.b.games, total: 2 * a.games, wins, elapsedMs: clock() - started };
    options.onProgress?.(progress);
  }, (k) => playWork(parts[k].spec, parts[k].indices.length, restRatio()));
  const whole = end === 'done';
  return {
    a, b,
    comparison: whole ? compareSides(sides.a, sides.b) : null,
    table: whole ? pairedTable(sides.a.victories, sides.b.victories) : null,
    victoriesA: sides.a.victories, victoriesB: sides.b.victories, roundsA: sides.a.rounds, roundsB: sides.b.rounds,
    playedA: sides.a.games, playedB: sides.b.games,
    wallSeconds: (clock() - started) / 1000,
  };
}

/** The report's files, as `chamber compare --report` writes them for the same settings (lab/report/compare-report.ts). */
export function compareFiles(report: CompareReport): ReportFiles {
  if (!report.comparison) throw new Error('a stopped comparison has no report');
  const side = (victories: Uint8Array, rounds: Uint16Array) => ({ victories, rounds });
  return compareReportFiles(report.a, report.b, report.comparison, { from: 0, a: side(report.victoriesA, report.roundsA), b: side(report.victoriesB, report.roundsB), shard: null });
}
