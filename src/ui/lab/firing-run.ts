/**
 * The kit 04 Scenario B firing range in the page (issue 18 §4, §5): `chamber firing-range`'s rows,
 * fired row by row in Web Workers (a row's dice depend on the seed and its index alone, so rows
 * fired apart are the rows fired together), put back in the protocol's order.
 */
import { firingPlan, KIT_RANGE_RULES, type FiringRow, type RangeRules } from '../../lab/firing-range';
import type { LabPool, Task } from './pool';
import { fireWork } from './task-work';
import { startProgress } from './progress';
import type { RunOptions } from './batch';
import type { FiredRow } from '../../lab/firing-range';

export interface FiringReport {
  readonly attacks: number;
  readonly seed: number;
  /** The variants and overrides it was fired under (`--variant`, `--override`). */
  readonly rules: RangeRules;
  /** In the kit's order (firingPlan); fewer when the run was stopped. */
  readonly rows: readonly FiringRow[];
  /** Each row's attacks' HP removed, squared and summed (the HP bars' intervals), in the rows' order. */
  readonly hpRemovedSquares: readonly number[];
  readonly complete: boolean;
}

/** Fires every row of the protocol, `attacks` attacks each, under `rules`. */
export async function runFiring(pool: LabPool, attacks: number, seed: number, options: RunOptions & { readonly rules?: RangeRules } = {}): Promise<FiringReport> {
  const rules = options.rules ?? KIT_RANGE_RULES;
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const total = firingPlan().length;
  const fired = new Map<number, FiredRow>();
  const tasks = Array.from({ length: total }, (_, row): Task<FiredRow[]> => (api) => api.fire(attacks, seed, [row], rules));
  const end = await pool.run(tasks, (rows) => {
    for (const r of rows) fired.set(r.row, r);
    options.onProgress?.({ ...startProgress(total), done: fired.size, elapsedMs: clock() - started });
  }, () => fireWork(attacks, 1));
  const inOrder = [...fired.entries()].sort((x, y) => x[0] - y[0]).map(([, r]) => r);
  return { attacks, seed, rules, rows: inOrder.map((r) => r.result), hpRemovedSquares: inOrder.map((r) => r.hpRemovedSquares), complete: end === 'done' };
}
