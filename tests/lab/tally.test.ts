/**
 * A run's totals and kept games (lab/totals, lab/row-store): the same totals in any order of
 * arrival (workers finish in any order), the rounds histogram from 1 to the round limit, and the
 * packed rows unpacked to exactly the games that went in.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { playGame } from '../../src/lab/play-game';
import { rowOf, type GameRow } from '../../src/lab/game-row';
import { RowStore } from '../../src/lab/row-store';
import { RunTally, totalsOf } from '../../src/lab/totals';
import type { RunSpec } from '../../src/lab/run-spec';

const spec: RunSpec = { scenario: 'A', games: 12, seed: 500, squadAi: 'random', variants: {}, overrides: [] };
const rows: GameRow[] = Array.from({ length: 12 }, (_, i) => rowOf(playGame(spec, i, { keepRecord: false })));

describe('run totals and kept games', () => {
  it('are the same whatever order the games arrive in', () => {
    const inOrder = totalsOf(spec, rows);
    fc.assert(fc.property(fc.shuffledSubarray(rows, { minLength: 12, maxLength: 12 }), (shuffled) => {
      expect(totalsOf(spec, shuffled)).toEqual(inOrder);
      const store = new RowStore(spec.seed);
      for (const r of shuffled) store.add(r);
      expect([...store.rows()]).toEqual(rows);
    }), { numRuns: 20 });
    expect(inOrder.games).toBe(12);
    expect(inOrder.wins).toBe(rows.filter((r) => r.outcome === 'victory').length);
  });

  it('count games ending in each round from 1 to the round limit, an overridden limit included', () => {
    expect(Object.keys(totalsOf(spec, rows).rounds)).toEqual(['1', '2', '3', '4', '5', '6']);
    const short: RunSpec = { ...spec, overrides: [{ path: 'roundLimit', value: 3 }] };
    const shortRows = [0, 1, 2].map((i) => rowOf(playGame(short, i, { keepRecord: false })));
    const t = totalsOf(short, shortRows);
    expect(Object.keys(t.rounds)).toEqual(['1', '2', '3']);
    expect(Object.values(t.rounds).reduce((a, b) => a + b, 0)).toBe(3);
    expect(new RunTally(spec).totals().rounds).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
  });

  it('keep each game once', () => {
    const store = new RowStore(spec.seed);
    store.add(rows[0]);
    expect(() => store.add(rows[0])).toThrow(/game 0 is kept twice/);
  });
});
