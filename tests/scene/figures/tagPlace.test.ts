/** What each figure's tag block says (issue 32 §7): tokens over the name, as the overlays allow. */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/engine/setup/scenarios';
import { tagBlocks } from '../../../src/scene/figures/tagPlace';
import type { GameState } from '../../../src/engine/state/types';

function withTokens(): GameState {
  const g = newGame('A', { seed: 1 });
  return {
    ...g,
    soldiers: g.soldiers.map((s) => (s.id === 'Reyes' ? { ...s, braced: true, overwatch: 'pistol', reservedAp: 1 } : s.id === 'Chen' ? { ...s, hp: 0 } : s)),
    spotterMark: g.aliens[0].id,
  } as GameState;
}

describe('tagBlocks', () => {
  it('stacks overwatch over brace over the name (kit 05 §6-§7), the mark on its alien (kit 02 Spotter)', () => {
    const blocks = tagBlocks(withTokens(), { tokens: true, spotter: true });
    const text = (id: string) => blocks.find((b) => b.figure.id === id)!.lines.map((l) => l.text);
    expect(text('Reyes')).toEqual(['OVERWATCH pistol · 1 AP', 'BRACED +2', 'Reyes 8/8']);
    expect(text('Chen')).toEqual(['Chen (down)']);
    expect(text('alien1')).toEqual(['SPOTTED +1', 'worker 1 5/5']);
    expect(blocks.find((b) => b.figure.id === 'Chen')!.lines[0]).toMatchObject({ kind: 'name', hpFraction: null });
  });

  it('leaves the tokens out with their overlays off', () => {
    const blocks = tagBlocks(withTokens(), { tokens: false, spotter: false });
    expect(blocks.every((b) => b.lines.length === 1 && b.lines[0].kind === 'name')).toBe(true);
    expect(blocks).toHaveLength(8);
  });
});
