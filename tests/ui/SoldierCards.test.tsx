// @vitest-environment node
/**
 * The soldier card (kit 02 CARD LAYOUT): the XP track runs 0 to the ruleset's cap with its
 * milestones, temporary bonuses come from the ruleset (a balance experiment may change them), and
 * the spotter mark's bonus shows only on the cards of soldiers it helps (not its marker, Reyes).
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { SoldierCard } from '../../src/ui/SoldierCards';
import { newGame } from '../../src/engine/setup/scenarios';
import { replaceSoldier, soldierOf } from '../../src/engine/state/figures';
import type { GameState, SoldierName } from '../../src/engine/state/types';

const card = (state: GameState, name: SoldierName) =>
  renderToStaticMarkup(<SoldierCard state={state} soldier={soldierOf(state, name)!} selected={false} />);

describe('SoldierCard', () => {
  it('draws the XP track 0..cap (kit 02: 0-18) with the rank milestones', () => {
    const html = card(newGame('A', { seed: 1 }), 'Voss');
    expect(html.match(/class="xpc/g)).toHaveLength(19);
    expect(html).toContain('title="XP 0 / 18"');
    for (const rank of ['Recruit', 'Trooper', 'Veteran', 'Specialist']) expect(html).toContain(`<small>${rank}</small>`);
    const longer = card(newGame('A', { seed: 1, ruleset: { xp: { cap: 20 } } }), 'Voss');
    expect(longer.match(/class="xpc/g)).toHaveLength(21);
  });

  it('shows brace with the ruleset\'s bonus', () => {
    const s = replaceSoldier(newGame('A', { seed: 1, ruleset: { brace: { accuracy: 3 } } }), 'Chen', { braced: true });
    expect(card(s, 'Chen')).toContain('brace +3');
  });

  it('shows the spotter mark\'s +1 on the others\' cards, not on Reyes\'s own', () => {
    const s: GameState = { ...newGame('A', { seed: 1 }), spotterMark: 'alien1' };
    expect(card(s, 'Chen')).toContain('no brace · spotter +1');
    expect(card(s, 'Chen')).toContain('spotter +1 on the marked alien');
    expect(card(s, 'Reyes')).not.toContain('spotter');
  });
});
