/**
 * The best and the worst game of a run, from the rows alone (so a merged run picks the same two
 * games as the whole run): best = a victory in the fewest rounds, then with the most soldiers
 * standing, then the least HP lost; worst = a defeat with the fewest soldiers standing, then the
 * fewest aliens killed, then the earliest; when every game has the same outcome the other end of
 * the same order. Ties go to the lower game index.
 */
import { SOLDIER_NAMES } from '../../engine/state/types';
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

/** Keeps the best and worst game seen so far (the lowest index among equals). */
export class BestWorst {
  private best: GameRow | null = null;
  private worst: GameRow | null = null;

  add(row: GameRow): void {
    if (!this.best || !this.worst) { this.best = row; this.worst = row; return; }
    const toBest = compare(row, this.best);
    if (toBest > 0 || (toBest === 0 && row.index < this.best.index)) this.best = row;
    const toWorst = compare(row, this.worst);
    if (toWorst < 0 || (toWorst === 0 && row.index < this.worst.index)) this.worst = row;
  }

  /** Both, or null before any game. */
  picked(): { best: GameRow; worst: GameRow } | null {
    return this.best && this.worst ? { best: this.best, worst: this.worst } : null;
  }
}

/** The best and worst of `rows`; null for none. */
export function bestAndWorst(rows: Iterable<GameRow>): { best: GameRow; worst: GameRow } | null {
  const keep = new BestWorst();
  for (const row of rows) keep.add(row);
  return keep.picked();
}
