/**
 * Play's action buttons (ui/play/actions.ts): every option is the engine's legal decision, and a
 * disabled button gives the engine's reason about the acting soldier or what stands next to it
 * before one about a far soldier; with no soldier acting it says what to do first.
 */
import { describe, expect, it } from 'vitest';
import { actionButtons } from '../../../src/ui/play/actions';
import { legalDecisions } from '../../../src/engine/game';
import { chamberWith, play } from '../../engine/fixtures';

const squad = () => chamberWith({
  soldiers: [{ name: 'Reyes', at: 'B2' }, { name: 'Voss', at: 'C6' }, { name: 'Park', at: 'C7' }],
  aliens: [{ kind: 'worker', contact: 1, at: 'J3' }],
});

describe('actionButtons', () => {
  it('before any soldier acts, says to activate one', () => {
    const medkit = actionButtons(squad()).find((b) => b.type === 'medkit')!;
    expect(medkit.options).toEqual([]);
    expect(medkit.reason).toBe('activate a soldier first');
  });

  it('a disabled button names the nearest refusal: Park and Voss at full HP, not Reyes far away', () => {
    const state = play(squad(), { type: 'activate', soldier: 'Park' }).state;
    const buttons = actionButtons(state);
    for (const type of ['medkit', 'fieldCare'] as const) {
      const b = buttons.find((x) => x.type === type)!;
      expect(b.options).toEqual([]);
      expect(b.reason).not.toMatch(/Reyes/);
      expect(b.reason).toMatch(/Park|Voss/);
    }
    // Every enabled option is a legal decision of its kind.
    const legal = legalDecisions(state).legal;
    for (const b of buttons) for (const o of b.options) expect(legal).toContainEqual(o.decision);
  });
});
