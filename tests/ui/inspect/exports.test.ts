/**
 * A ruling exported as Markdown (issue 17 §4): the position as an ASCII board, the two points,
 * the verdict and every reason, and the link; and what the panel and the chamber compute.
 */
import { describe, expect, it } from 'vitest';
import { asciiBoard, rulingMarkdown } from '../../../src/ui/inspect/exports';
import { changesOf, facingAt, mapOf, rulingOf, viewOf } from '../../../src/ui/inspect/compute';
import { stateOf, DEFAULT_VARIANTS } from '../../../src/ui/inspect/position';
import type { Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const state = stateOf({ soldiers: [{ name: 'Reyes', at: 'E3', facing: 'E' }, { name: 'Chen', at: 'D3', facing: 'W', hp: 0 }], aliens: [{ kind: 'worker', contact: 1, at: 'G5' }], open: ['F4'], round: 1 }, DEFAULT_VARIANTS);

describe('Markdown export', () => {
  it('holds the board, the points, the verdict and the reasons', () => {
    const ruled = rulingOf(state, sq('E3'), sq('G5'), 'own')!;
    const md = rulingMarkdown(state, sq('E3'), sq('G5'), ruled, 'http://x/#inspect&pos=1');
    expect(md).toContain('### Star Chamber ruling: E3 → G5');
    expect(md).toContain(' 3 # . . . A # . . S . . #');
    expect(md).toContain(' 4 # . . . . d . . . . . #');
    expect(md).toContain(' 5 # . . . . # B . H . . #');
    expect(md).toContain('- **A** E3 (Reyes, facing E, HP 8)');
    expect(md).toContain('- **B** G5 (worker 1, HP 5)');
    expect(md).toContain('**Blocked (S2): the line touches the corner of wall F3 at the E3/F3/E4/F4 corner, and touches the corner of wall F5 at the F4/G4/F5/G5 corner**');
    expect(md).toContain('- S8: a diagonal through the open doorway F4 touches the corner of wall F3 beside it, and wall-corner contact blocks (S2)');
    expect(md).toContain('- Cover (C1): G5 gives no cover');
    expect(md).toContain('[Open this ruling in Star Chamber](http://x/#inspect&pos=1)');
  });

  it('draws Okafor as K, as chamber board does, since O is solid terrain (SC-T1)', () => {
    const okafor = stateOf({ soldiers: [{ name: 'Okafor', at: 'C3', facing: 'E' }], aliens: [{ kind: 'worker', contact: 12, at: 'G5' }], open: [], round: 1 }, DEFAULT_VARIANTS);
    const board = asciiBoard(okafor, null, null);
    expect(board).toContain(' 3 # . K . . # . . S . . #');
    expect(board).toContain('K Okafor C3 facing E hp');
    expect(board).toContain('2 worker 12 G5 hp 5');
  });

  it('the board lists downed soldiers', () => {
    expect(asciiBoard(state, null, null)).toContain('C Chen D3 facing W hp 0 (downed)');
  });

  it('the board lists what else changes the odds: XP, brace, overwatch with its reserve, the spotter mark (issue 32)', () => {
    const tokens = stateOf({ soldiers: [{ name: 'Reyes', at: 'E3', facing: 'E', xp: 4, braced: true, overwatch: 'pistol', reserved: 1 }], aliens: [{ kind: 'worker', contact: 1, at: 'G5' }], open: [], round: 1, spotterMark: 1 }, DEFAULT_VARIANTS);
    const board = asciiBoard(tokens, null, null);
    expect(board).toContain('R Reyes E3 facing E hp 8 xp 4 braced overwatch pistol (1 AP reserved)');
    expect(board).toContain('1 worker 1 G5 hp 5 spotter mark');
  });
});

describe('what Inspect computes', () => {
  it('the facing choice: own is the soldier\'s, none an alien\'s', () => {
    expect(facingAt(state, sq('E3'), 'own')).toBe('E');
    expect(facingAt(state, sq('G5'), 'own')).toBeNull();
    expect(facingAt(state, sq('E3'), 'N')).toBe('N');
    expect(facingAt(state, sq('E3'), 'none')).toBeNull();
  });

  it('the map from A and onto A, and the squares a variant changes', () => {
    const from = mapOf(state, sq('E3'), 'from', 'own')!;
    expect(from.find((c) => c.square === 'B3')?.cell).toBe('outsideArc');
    expect(from.find((c) => c.square === 'G5')?.cell).toBe('wall');
    expect(from.some((c) => c.square === 'E3' || c.square === 'F4' || c.square === 'A1')).toBe(false);
    const onto = mapOf(state, sq('G5'), 'onto', 'none')!;
    expect(onto.find((c) => c.square === 'E3')?.cell).toBe('wall');
    expect(onto.find((c) => c.square === 'G2')?.cell).toBe('visible');
    expect(mapOf(state, sq('E3'), 'off', 'own')).toBeNull();
    expect(changesOf(state, sq('E3'), 'from', 'own')).toEqual([]);
  });

  it('the chamber\'s view: the line, its corner touches by kind, the A and B squares', () => {
    const v = viewOf(state, sq('E3'), sq('G5'), 'own', 'off', null);
    expect(v.line).toEqual({ from: 'E3', to: 'G5', visible: false, clear: false });
    expect(v.corners).toEqual([
      { at: { col: 4.5, row: 3.5 }, label: 'E3/F3/E4/F4', kind: 'wall' },
      { at: { col: 5.5, row: 4.5 }, label: 'F4/G4/F5/G5', kind: 'wall' },
    ]);
    expect(v.crossed).toEqual(['F4']);
    expect(v.map).toBeNull();
  });
});
