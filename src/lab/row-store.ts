/**
 * The games of a run kept for its report, packed: each game's counts as one Int32Array in
 * column order (report-data ROW_COLUMNS; the seed is not stored, it is the run's seed plus the
 * index), about a kilobyte a game. Games arrive from the workers in any order and come back out
 * in index order.
 */
import { columnsOf, treeFrom, valuesOf } from './counts';
import { emptyGameStats } from './game-stats';
import type { GameRow } from './game-row';
import { emptyQuestionStats } from './question-stats';
import { gameSeed } from './seeds';

const STATS = columnsOf(emptyGameStats()).length;

export class RowStore {
  private readonly packed = new Map<number, Int32Array>();

  constructor(private readonly runSeed: number) {}

  get size(): number {
    return this.packed.size;
  }

  add(row: GameRow): void {
    if (this.packed.has(row.index)) throw new Error(`game ${row.index} is kept twice`);
    const counts = [...valuesOf(row.stats), ...valuesOf(row.questions)];
    this.packed.set(row.index, Int32Array.from([row.index, row.outcome === 'victory' ? 1 : 0, row.rounds, row.consciousSoldiers, ...counts]));
  }

  /** The kept games' indices, ascending. */
  indices(): number[] {
    return [...this.packed.keys()].sort((a, b) => a - b);
  }

  /** Every kept game, in index order, unpacked one at a time. */
  *rows(): Generator<GameRow> {
    for (const index of this.indices()) yield this.unpack(this.packed.get(index)!);
  }

  private unpack(p: Int32Array): GameRow {
    const counts = Array.from(p.subarray(4));
    return {
      index: p[0], seed: gameSeed(this.runSeed, p[0]), outcome: p[1] ? 'victory' : 'defeat', rounds: p[2], consciousSoldiers: p[3],
      stats: treeFrom(emptyGameStats(), counts.slice(0, STATS)),
      questions: treeFrom(emptyQuestionStats(), counts.slice(STATS)),
    };
  }
}
