/**
 * A batch run in the page (issue 18 §5): the same games as `chamber autoplay` (game i is seed
 * S + i, whatever the workers), played in Web Workers chunk by chunk, added up on the main thread
 * by the CLI's own tally (src/lab/totals) into the CLI's own summary and playtest answers. The
 * page keeps the totals, the best and worst games and four bytes a game for the games list; no
 * records (a game opens in Replay by being played again from its seed, worker-api.ts).
 */
import { chunksOf } from '../../lab/chunk-plan';
import type { GameRow } from '../../lab/game-row';
import { sheetAnswers, type Answer } from '../../lab/report/answers';
import { BestWorst } from '../../lab/report/best-worst';
import { RowStore } from '../../lab/row-store';
import type { RunSpec } from '../../lab/run-spec';
import { shardIndices } from '../../lab/shard';
import { summaryOf, type RunSummary } from '../../lab/summary';
import { RunTally, type RunTotals } from '../../lab/totals';
import type { LabPool, Task } from './pool';
import { startProgress, type LabProgress } from './progress';
import { playWork } from './task-work';

/** Each game's outcome and shape by index, for the games list and the rounds chart (0 = not played). */
export interface GameTable {
  /** 1 victory, 2 defeat, 0 not played (a stopped run). */
  readonly outcome: Uint8Array;
  readonly rounds: Uint8Array;
  readonly standing: Uint8Array;
  readonly killed: Uint8Array;
}

export interface BatchReport {
  readonly spec: RunSpec;
  /** False when the run was stopped: the report covers the games played by then. */
  readonly complete: boolean;
  readonly summary: RunSummary;
  readonly totals: RunTotals;
  /** The playtest sheet's questions answered (kit 06), as report.md has them; none before a game. */
  readonly answers: readonly Answer[];
  readonly best: GameRow | null;
  readonly worst: GameRow | null;
  readonly games: GameTable;
  /**
   * Every game's row, packed (about a kilobyte a game), for the report's files (report.json and
   * report.csv hold them); null past KEPT_ROWS_MAX games, whose files the CLI writes.
   */
  readonly rows: RowStore | null;
}

/** The most games whose rows the page keeps for the report's files: some 50 MB. */
export const KEPT_ROWS_MAX = 50_000;

export const VICTORY = 1;
export const DEFEAT = 2;

/** A table for `games` games, none played yet. */
export function emptyGameTable(games: number): GameTable {
  const table = () => new Uint8Array(games);
  return { outcome: table(), rounds: table(), standing: table(), killed: table() };
}

/** Keeps `row`'s four bytes in `table` at its index. */
export function keepGame(table: GameTable, row: GameRow): void {
  table.outcome[row.index] = row.outcome === 'victory' ? VICTORY : DEFEAT;
  table.rounds[row.index] = row.rounds;
  table.standing[row.index] = row.consciousSoldiers;
  table.killed[row.index] = row.stats.aliens.killed;
}

/** Keeps what a report needs of each game as it arrives. */
export class BatchCollector {
  readonly tally: RunTally;
  readonly ends = new BestWorst();
  readonly games: GameTable;
  readonly rows: RowStore | null;
  wins = 0;
  played = 0;

  constructor(readonly spec: RunSpec) {
    this.tally = new RunTally(spec);
    this.games = emptyGameTable(spec.games);
    this.rows = spec.games <= KEPT_ROWS_MAX ? new RowStore(spec.seed) : null;
  }

  add(row: GameRow): void {
    this.tally.add(row);
    this.ends.add(row);
    this.rows?.add(row);
    this.played++;
    if (row.outcome === 'victory') this.wins++;
    keepGame(this.games, row);
  }

  report(wallSeconds: number, complete: boolean): BatchReport {
    const totals = this.tally.totals();
    const picked = this.ends.picked();
    return {
      spec: this.spec, complete, summary: summaryOf(totals, wallSeconds), totals,
      answers: totals.games ? sheetAnswers(this.spec, totals) : [],
      best: picked?.best ?? null, worst: picked?.worst ?? null, games: this.games, rows: this.rows,
    };
  }
}

/**
 * A run's chunks, as the CLI cuts them (chunk-plan.ts); the planner's games take seconds each, so
 * they go one to a chunk: the progress moves with each game and Stop loses no more than one.
 */
export function labChunks(spec: RunSpec, workers: number): number[][] {
  const indices = shardIndices(spec.games, null);
  return spec.squadAi === 'planner' ? indices.map((i) => [i]) : chunksOf(indices, workers);
}

export interface RunOptions {
  readonly onProgress?: (p: LabProgress) => void;
  /** Milliseconds (performance.now in the page). */
  readonly clock?: () => number;
  /** How long a worker rests per millisecond of play, asked as each chunk starts (give-way.ts); 0 by default. */
  readonly restRatio?: () => number;
}

/** Plays `spec` on the pool's workers; resolves with its report (complete false when stopped). */
export async function runBatch(pool: LabPool, spec: RunSpec, options: RunOptions = {}): Promise<BatchReport> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const collector = new BatchCollector(spec);
  const restRatio = options.restRatio ?? (() => 0);
  const chunks = labChunks(spec, pool.size);
  const tasks = chunks.map((indices): Task<GameRow[]> => (api) => api.play(spec, indices, restRatio()));
  let progress = startProgress(spec.games);
  const end = await pool.run(tasks, (rows) => {
    for (const row of rows) collector.add(row);
    progress = { done: collector.played, total: spec.games, wins: collector.wins, elapsedMs: clock() - started };
    options.onProgress?.(progress);
  }, (k) => playWork(spec, chunks[k].length, restRatio()));
  return collector.report((clock() - started) / 1000, end === 'done');
}
