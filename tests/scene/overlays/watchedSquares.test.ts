import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { GameState, SoldierState } from '../../../src/engine/state/types';
import { coordOf } from '../../../src/engine/board/board';
import { watchCounts, watchedGeometry, watchedOpacity, watchKey, WATCHED_OPACITY } from '../../../src/scene/overlays/watchedSquares';

function withSoldiers(state: GameState, change: Partial<Record<string, Partial<SoldierState>>>): GameState {
  return { ...state, soldiers: state.soldiers.map((s) => ({ ...s, ...change[s.id] })) };
}

describe('squares watched on overwatch (one tint mesh for every watcher)', () => {
  const start = newGame('A', { seed: 1 });

  it('counts each overwatching soldier\'s forward half-plane, boundary included (RULINGS O2, S6)', () => {
    // Reyes at C3 faces east: columns C..L; Park at D8 faces north: rows 1..8.
    const state = withSoldiers(start, { Reyes: { overwatch: 'pistol' }, Park: { overwatch: 'pistol', facing: 'N' } });
    const counts = watchCounts(state);
    const at = (sq: string) => { const c = coordOf(sq as never); return counts[c.col][c.row]; };
    expect(at('C3')).toBe(2);   // both: Reyes's own column, Park's rows
    expect(at('B3')).toBe(1);   // west of Reyes, north of Park's row
    expect(at('L10')).toBe(1);  // east of Reyes, south of Park
    expect(at('A10')).toBe(0);  // neither
    expect(at('D8')).toBe(2);   // Park's own square is on his boundary line
  });

  it('gives a square under k planes the tint of k planes blended one over another, in one draw', () => {
    // Blending k layers of opacity a over a floor leaves (1 - a)^k of the floor.
    expect(watchedOpacity(0)).toBe(0);
    expect(watchedOpacity(1)).toBeCloseTo(WATCHED_OPACITY, 12);
    expect(watchedOpacity(2)).toBeCloseTo(WATCHED_OPACITY + (1 - WATCHED_OPACITY) * WATCHED_OPACITY, 12);
    const state = withSoldiers(start, { Reyes: { overwatch: 'pistol' }, Park: { overwatch: 'pistol', facing: 'N' } });
    const g = watchedGeometry(state)!;
    const counts = watchCounts(state).flat().filter((k) => k > 0);
    expect(g.userData.squares).toBe(counts.length);
    expect(g.getIndex()!.count).toBe(counts.length * 6);
    const alpha = g.getAttribute('color');
    expect(alpha.itemSize).toBe(4);
    const opacities = new Set<number>();
    for (let i = 0; i < alpha.count; i++) opacities.add(Math.round(alpha.getW(i) * 1e6));
    expect([...opacities].sort()).toEqual([watchedOpacity(1), watchedOpacity(2)].map((o) => Math.round(o * 1e6)).sort());
  });

  it('keys the mesh by where the watchers stand and face, nothing else', () => {
    const a = withSoldiers(start, { Reyes: { overwatch: 'pistol' } });
    expect(watchKey(withSoldiers(a, { Chen: { hp: 3 } }))).toBe(watchKey(a));
    expect(watchKey(withSoldiers(a, { Reyes: { facing: 'S' } }))).not.toBe(watchKey(a));
    expect(watchKey(withSoldiers(a, { Voss: { overwatch: 'mg' } }))).not.toBe(watchKey(a));
    expect(watchKey(start)).toBe('');
  });

  it('draws nothing when nobody is on overwatch, and ignores downed watchers', () => {
    expect(watchedGeometry(start)).toBeNull();
    expect(watchedGeometry(withSoldiers(start, { Voss: { overwatch: 'mg', hp: 0 } }))).toBeNull();
  });
});
