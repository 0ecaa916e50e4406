/**
 * A shard's report states its totals twice: once in `summary` and `totals`, once as the sum of
 * its game rows. `chamber report merge` rebuilds the whole run from the rows alone, so a summary
 * that is not its rows' sum means the file was edited: said, with the first figure that differs,
 * rather than merged (hostile-inputs issue, item 4). Timing (wallSeconds, gamesPerSecond) is the
 * machine's, not the rows', and is not compared.
 */
import type { GameRow } from '../game-row';
import type { RunSpec } from '../run-spec';
import { summaryOf } from '../summary';
import { totalsOf } from '../totals';

const TIMING = new Set(['wallSeconds', 'gamesPerSecond']);

/** The first figure of the file's summary or totals that is not what its rows add up to, or null. */
export function totalsProblem(spec: RunSpec, rows: readonly GameRow[], file: { summary: unknown; totals: unknown }): string | null {
  const sums = totalsOf(spec, rows);
  const summary = summaryOf(sums, 0) as unknown as Record<string, unknown>;
  const expected = {
    summary: Object.fromEntries(Object.entries(summary).filter(([k]) => !TIMING.has(k))),
    totals: { roundsPlayed: sums.roundsPlayed, consciousSoldiers: sums.consciousSoldiers, questions: sums.questions },
  };
  const given = file.summary !== null && typeof file.summary === 'object'
    ? Object.fromEntries(Object.entries(file.summary).filter(([k]) => !TIMING.has(k)))
    : file.summary;
  return difference(expected.summary, given, 'summary') ?? difference(expected.totals, file.totals, 'totals');
}

/** Where `given` first differs from `expected` ("summary.perSoldier.Reyes.kills 12, the rows add up to 3"). */
export function difference(expected: unknown, given: unknown, path: string): string | null {
  if (expected !== null && typeof expected === 'object') {
    if (given === null || typeof given !== 'object' || Array.isArray(given) !== Array.isArray(expected)) {
      return `${path} is ${describe(given)}, not the rows' ${Array.isArray(expected) ? 'list' : 'figures'}`;
    }
    const keys = new Set([...Object.keys(expected), ...Object.keys(given)]);
    for (const key of keys) {
      const found = difference((expected as Record<string, unknown>)[key], (given as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  if (Object.is(expected, given)) return null;
  return `${path} ${describe(given)} is not what the rows add up to (${describe(expected)})`;
}

function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  if (Array.isArray(v)) return 'a list';
  if (v !== null && typeof v === 'object') return 'an object';
  return JSON.stringify(v);
}
