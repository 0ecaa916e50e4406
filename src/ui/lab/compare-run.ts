/**
 * A one-variable experiment in the page (issue 18 §3, §5): rules a and rules b on the same games
 * (same seeds, same policy), played in Web Workers, paired and compared by `chamber compare`'s own
 * code (src/lab/compare: Wilson intervals, Newcombe's paired interval, the exact McNemar test),
 * with the playtest sheet under a and under b side by side (issue 34 §4). "Stop when decided"
 * (issue 34 §3) plays the games in `chamber compare --sprt`'s batches (lab/sequential.ts) and
 * stops when the test decides, at the same game the CLI stops at. Its report's files are the ones
 * `chamber compare --report` writes (compareFiles below), offered as downloads.
 */
import { comparisonOf, pairedTable, PairedSide, type Comparison } from '../../lab/compare';
import { chunksOf } from '../../lab/chunk-plan';
import type { GameRow } from '../../lab/game-row';
import { compareAnswers, type CompareAnswer } from '../../lab/report/compare-answers';
import type { RunSpec } from '../../lab/run-spec';
import { sprtAfter, sprtBatches } from '../../lab/sequential';
import type { PairedTable } from '../../lab/stats/newcombe';
import type { SprtResult, SprtSettings } from '../../lab/stats/sprt';
import type { LabPool, Task } from './pool';
import { playWork } from './task-work';
import type { RunOptions } from './batch';
import { compareReportFiles } from '../../lab/report/compare-report';
import type { ReportFiles } from '../../lab/report/report-files';
import { SPRT_BATCH } from '../../lab/sequential';

export interface CompareReport {
  readonly a: RunSpec;
  readonly b: RunSpec;
  /** Null when the run was stopped before both sides had played every game it meant to. */
  readonly comparison: Comparison | null;
  readonly table: PairedTable | null;
  /** Whether the run was to stop when decided (its test below once a batch is whole). */
  readonly sequential: boolean;
  /** The sequential test's end and settings ("stop when decided"), or null for a fixed-size run. */
  readonly sprt: { readonly result: SprtResult; readonly settings: SprtSettings } | null;
  /** The playtest sheet under a and under b, from the games played (null when stopped). */
  readonly answers: readonly CompareAnswer[] | null;
  /** Each side's outcome by game index (1 victory, 0 defeat), for the discordant games' list: the games played. */
  readonly victoriesA: Uint8Array;
  readonly victoriesB: Uint8Array;
  /** Each side's rounds by game index (for the report's files): the games played. */
  readonly roundsA: Uint16Array;
  readonly roundsB: Uint16Array;
  /** Games played on each side (a stopped run may have fewer than spec.games). */
  readonly playedA: number;
  readonly playedB: number;
  readonly wallSeconds: number;
}

/** The games of `indices` in chunks for the pool (the planner's one game a task, as a batch's: labChunks). */
function chunksFor(spec: RunSpec, indices: readonly number[], workers: number): number[][] {
  return spec.squadAi === 'planner' ? indices.map((i) => [i]) : chunksOf(indices, workers);
}

/**
 * Plays both sides' games on the pool and compares them: every game (a's chunks, then b's), or,
 * with `sprt`, batch by batch until the test decides.
 */
export async function runCompare(pool: LabPool, a: RunSpec, b: RunSpec, options: RunOptions & { readonly sprt?: SprtSettings } = {}): Promise<CompareReport> {
  // The same games: the policies may differ (chamber compare --a-squad-ai / --b-squad-ai), the seeds not.
  if (a.games !== b.games || a.seed !== b.seed || a.scenario !== b.scenario) {
    throw new Error('compare: both sides must play the same games (scenario, games and seed)');
  }
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const sides = { a: new PairedSide(a), b: new PairedSide(b) };
  const restRatio = options.restRatio ?? (() => 0);
  let wins = 0;
  const play = async (indices: readonly number[]): Promise<boolean> => {
    const parts = (['a', 'b'] as const).flatMap((side) => chunksFor(side === 'a' ? a : b, indices, pool.size).map((chunk) => ({ spec: side === 'a' ? a : b, side, indices: chunk })));
    const tasks = parts.map(({ spec, side, indices: chunk }): Task<{ side: 'a' | 'b'; rows: GameRow[] }> => async (api) => ({ side, rows: await api.play(spec, chunk, restRatio()) }));
    const end = await pool.run(tasks, ({ side, rows }) => {
      for (const row of rows) { sides[side].add(row); if (row.outcome === 'victory') wins++; }
      options.onProgress?.({ done: sides.a.games + sides.b.games, total: 2 * a.games, wins, elapsedMs: clock() - started });
    }, (k) => playWork(parts[k].spec, parts[k].indices.length, restRatio()));
    return end === 'done';
  };
  let whole = true;
  let sprt: CompareReport['sprt'] = null;
  let played = a.games;
  if (options.sprt) {
    for (const { from, to } of sprtBatches(a.games)) {
      whole = await play(Array.from({ length: to - from }, (_, k) => from + k));
      if (!whole) break;
      played = to;
      sprt = { result: sprtAfter(sides.a.victories, sides.b.victories, to, options.sprt), settings: options.sprt };
      if (sprt.result.decision !== 'undecided') break;
    }
  } else {
    whole = await play(Array.from({ length: a.games }, (_, i) => i));
  }
  const victoriesA = sides.a.victories.subarray(0, played);
  const victoriesB = sides.b.victories.subarray(0, played);
  return {
    a, b,
    comparison: whole ? comparisonOf(victoriesA, victoriesB, sides.a.totals().stats.perSoldier, sides.b.totals().stats.perSoldier) : null,
    table: whole ? pairedTable(victoriesA, victoriesB) : null,
    sequential: options.sprt !== undefined,
    sprt: whole ? sprt : null,
    answers: whole ? compareAnswers(a, b, { a: sides.a.totals(), b: sides.b.totals() }) : null,
    victoriesA: whole ? victoriesA : sides.a.victories, victoriesB: whole ? victoriesB : sides.b.victories,
    roundsA: whole ? sides.a.rounds.subarray(0, played) : sides.a.rounds, roundsB: whole ? sides.b.rounds.subarray(0, played) : sides.b.rounds,
    playedA: sides.a.games, playedB: sides.b.games,
    wallSeconds: (clock() - started) / 1000,
  };
}

/**
 * The report's files, as `chamber compare --report` (with `--sprt` when the run stopped when
 * decided) writes them for the same settings (lab/report/compare-report.ts).
 */
export function compareFiles(report: CompareReport): ReportFiles {
  if (!report.comparison || !report.table || !report.answers) throw new Error('a stopped comparison has no report');
  const side = (victories: Uint8Array, rounds: Uint16Array) => ({ victories, rounds });
  const sequential = report.sprt && { ...report.sprt, maxGames: report.a.games, batch: SPRT_BATCH, table: report.table };
  return compareReportFiles(report.a, report.b, report.comparison, {
    from: 0, a: side(report.victoriesA, report.roundsA), b: side(report.victoriesB, report.roundsB), shard: null, answers: report.answers,
  }, sequential);
}
