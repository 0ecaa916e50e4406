// @vitest-environment node
/**
 * The dice tray (RULINGS D1, A5): every die of the moment, each row's outcome shown only after its
 * last die has landed (an MG burst printed "miss" three times before its dice came), and a die
 * offered for a reroll while the game waits for the answer.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DiceTray } from '../../src/ui/DiceTray';
import type { GameEvent } from '../../src/engine/state/types';

const shot = (i: number, values: number[]): GameEvent => ({
  type: 'shot.rolled', attacker: 'Voss', target: 'alien1', shot: i, hit: false, dice: values.map((value) => ({ purpose: 'attack', value })),
});

const delays = (html: string, cls: string) => [...html.matchAll(new RegExp(`class="${cls}[^"]*"[^>]*style="[^"]*animation-delay:([\\d.]+)s`, 'g'))].map((m) => Number(m[1]));

describe('DiceTray', () => {
  it('shows each row\'s outcome after its last die', () => {
    const html = renderToStaticMarkup(<DiceTray events={[shot(0, [2]), shot(1, [3]), shot(2, [1])]} />);
    const dice = delays(html, 'die');
    const notes = delays(html, 'dn');
    expect(dice).toHaveLength(3);
    expect(notes).toHaveLength(3);
    for (let i = 0; i < 3; i++) expect(notes[i]).toBeGreaterThan(dice[i]);
    expect(notes[0]).toBeLessThan(notes[2]);
  });

  it('shows the die offered for a reroll, with the skill that offers it', () => {
    const html = renderToStaticMarkup(<DiceTray events={[{ type: 'reroll.offered', soldier: 'Okafor', skill: 'precision', die: 'damage', value: 1 }]} />);
    expect(html).toContain('data-die="damage"');
    expect(html).toContain('title="damage 1"');
    expect(html).toMatch(/Precision: reroll\?/);
  });
});
