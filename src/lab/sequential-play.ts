/**
 * `chamber compare --sprt`'s play (issue 34 §3): both sides, batch by batch (sequential.ts), on one
 * pool of Node threads, until the test decides or every game is played. The page plays the same
 * batches on its Web Workers (ui/lab/compare-run.ts).
 */
import { PairedSide } from './compare';
import type { GameRow } from './game-row';
import { GamePool, poolShape } from './pool';
import { startProgress, type ProgressMode } from './progress';
import type { RunSpec } from './run-spec';
import { sprtAfter, sprtBatches } from './sequential';
import type { SprtResult, SprtSettings } from './stats/sprt';

export interface SequentialOptions {
  readonly workers: number;
  readonly progress: ProgressMode;
  readonly writeLine: (line: string) => void;
}

/**
 * Plays a and b batch by batch on one pool of threads until the test decides or every game is
 * played; the sides hold the games played (the first `result.games` of each).
 */
export async function playSequential(a: RunSpec, b: RunSpec, s: SprtSettings, options: SequentialOptions): Promise<{ sides: { a: PairedSide; b: PairedSide }; result: SprtResult }> {
  const sides = { a: new PairedSide(a), b: new PairedSide(b) };
  const all = Array.from({ length: a.games }, (_, i) => i);
  // One pool for every batch (a thread costs some 0.3 s to start, pool.ts), sized for the whole run.
  const shape = poolShape(all, options.workers);
  const pool = new GamePool(shape.threads, shape.inThread);
  const progress = startProgress(2 * a.games, options.progress, options.writeLine, 'games (a and b, until decided)');
  let done = 0;
  let wins = 0;
  let result = sprtAfter(sides.a.victories, sides.b.victories, 0, s);
  try {
    for (const { from, to } of sprtBatches(a.games)) {
      const indices = all.slice(from, to);
      const take = (side: PairedSide) => (rows: readonly GameRow[]) => {
        for (const row of rows) { side.add(row); if (row.outcome === 'victory') wins++; }
        done += rows.length;
        progress.update(done, wins);
      };
      await Promise.all([pool.play(a, indices, { outDir: null, onRows: take(sides.a) }), pool.play(b, indices, { outDir: null, onRows: take(sides.b) })]);
      result = sprtAfter(sides.a.victories, sides.b.victories, to, s);
      if (result.decision !== 'undecided') break;
    }
  } finally {
    progress.stop();
    await pool.close();
  }
  return { sides, result };
}
