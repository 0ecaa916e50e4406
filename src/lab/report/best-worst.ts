/**
 * The best and the worst game of a run, from the rows alone (so a merged run picks the same two
 * games as the whole run): best = a victory in the fewest rounds, then with the most soldiers
 * standing, then the least HP lost; worst = a defeat with the fewest soldiers standing, then the
 * fewest aliens killed, then the earliest; when every game has the same outcome the other end of
 * the same order. Ties go to the lower game index.
 */
import { SOLDIER_NAMES } from '../../engine/types';
import type { GameRow } from '../game-row';

/** Higher is better: victory first, then quick, many standing, little HP lost; for defeats, standing and kills. */
function score(row: GameRow): number[] {
  const hpLost = SOLDIER_NAMES.reduce((sum, n) => sum + row.stats.perSoldier[n].hpLost, 0);
  return row.outcome === 'victory'
    ? [1, -row.rounds, row.consciousSoldiers, -hpLost]
    : [0, row.consciousSoldiers, row.stats.aliens.killed, row.rounds, -hpLost];
}

function compare(a: GameRow, b: GameRow): number {
  const sa = score(a);
  const sb = score(b);
  for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i] - sb[i];
  return 0;
}

/** The best and worst rows (the lowest index among equals); null for no rows. */
export function bestAndWorst(rows: readonly GameRow[]): { best: GameRow; worst: GameRow } | null {
  if (!rows.length) return null;
  let best = rows[0];
  let worst = rows[0];
  for (const row of rows) {
    const toBest = compare(row, best);
    if (toBest > 0 || (toBest === 0 && row.index < best.index)) best = row;
    const toWorst = compare(row, worst);
    if (toWorst < 0 || (toWorst === 0 && row.index < worst.index)) worst = row;
  }
  return { best, worst };
}
