/**
 * What stopping when the answer is clear saves (issue 34 §3): greedy on Scenario A, rules a the
 * kit and rules b with alternatingActivations (about +20 points). `chamber compare --sprt` with
 * its defaults (H0 b - a <= 0 against H1 b - a >= 0.05, alpha = beta = 0.05) decides after some
 * paired games; a fixed-size compare needs its 95% interval (Newcombe's paired) no wider than
 * [0.00, 0.05], the width the test tells apart, on the same games, counted in the test's batches
 * of 20 pairs: played here on the same seeds until its interval is that narrow.
 */
import { PairedSide, pairedTable } from '../src/lab/compare';
import { GamePool } from '../src/lab/pool';
import type { RunSpec } from '../src/lab/run-spec';
import { SPRT_BATCH, sprtAfter } from '../src/lab/sequential';
import { newcombePairedInterval } from '../src/lab/stats/newcombe';
import { DEFAULT_SPRT } from '../src/lab/stats/sprt';
import type { BenchLine } from './run';

/** The most pairs played looking for the fixed-size width (about 1100 are needed at +20 points). */
const MAX_PAIRS = 6000;
const STEP = 200;

export default async function bench(): Promise<BenchLine[]> {
  const base: RunSpec = { scenario: 'A', games: MAX_PAIRS, seed: 1, squadAi: 'greedy', variants: {}, overrides: [] };
  const a = base;
  const b: RunSpec = { ...base, variants: { alternatingActivations: true } };
  const sides = { a: new PairedSide(a), b: new PairedSide(b) };
  const pool = new GamePool(2);
  const width = DEFAULT_SPRT.delta1 - DEFAULT_SPRT.delta0;
  let decided: { games: number; decision: string } | null = null;
  let fixed: { games: number; diff: number } | null = null;
  try {
    for (let from = 0; from < MAX_PAIRS && !fixed; from += STEP) {
      const indices = Array.from({ length: STEP }, (_, k) => from + k);
      await Promise.all([pool.play(a, indices, { outDir: null, onRows: (rows) => rows.forEach((r) => sides.a.add(r)) }),
        pool.play(b, indices, { outDir: null, onRows: (rows) => rows.forEach((r) => sides.b.add(r)) })]);
      // Each batch boundary in turn, as the test and a fixed-size run of that many games would see it.
      for (let n = from + SPRT_BATCH; n <= from + STEP; n += SPRT_BATCH) {
        if (!decided) {
          const r = sprtAfter(sides.a.victories, sides.b.victories, n, DEFAULT_SPRT);
          if (r.decision !== 'undecided') decided = { games: n, decision: r.decision };
        }
        const { diff, interval } = newcombePairedInterval(pairedTable(sides.a.victories.subarray(0, n), sides.b.victories.subarray(0, n)));
        if (!fixed && interval[1] - interval[0] <= width) fixed = { games: n, diff };
      }
    }
  } finally {
    await pool.close();
  }
  const lines: BenchLine[] = [
    { name: `SPRT compare, greedy, b alternatingActivations: paired games to decide (${decided?.decision ?? 'undecided'}, [0.00, 0.05], alpha = beta = 0.05)`, value: decided?.games ?? Number.NaN, unit: 'paired games' },
    { name: `fixed-size compare, same games: paired games until its 95% interval is ${width.toFixed(2)} wide${fixed ? ` (b - a ${(100 * fixed.diff).toFixed(1)} points)` : ` (not within ${MAX_PAIRS})`}`, value: fixed?.games ?? Number.NaN, unit: 'paired games' },
  ];
  if (decided && fixed) lines.push({ name: 'games the fixed-size compare needs per game the SPRT needed', value: fixed.games / decided.games, unit: 'x' });
  return lines;
}
