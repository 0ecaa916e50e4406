/**
 * Play's action buttons (ui/play/actions.ts): every option is the engine's legal decision, and a
 * disabled button gives the engine's reason about the acting soldier or what stands next to it
 * before one about a far soldier; with no soldier acting it says what to do first. Each says the
 * AP it costs (engine/ap-cost), and a key for an action that cannot be taken gives the reason.
 */
import { describe, expect, it } from 'vitest';
import { actionButtons, keyDecision } from '../../../src/ui/play/actions';
import { legalDecisions, step } from '../../../src/engine/flow/game';
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

  it('says what each action costs: Breach Lead\'s free door, overwatch\'s reserve, Weapons Platform\'s free brace (kit 02)', () => {
    const position = chamberWith({
      soldiers: [{ name: 'Chen', at: 'E4', facing: 'E' }, { name: 'Voss', at: 'C6' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K9' }],
    });
    const chen = actionButtons(play(position, { type: 'activate', soldier: 'Chen' }).state);
    const cost = (buttons: typeof chen, type: string) => buttons.find((b) => b.type === type)!.cost;
    expect(cost(chen, 'door')).toBe('free');
    expect(cost(chen, 'brace')).toBe('1 AP');
    expect(cost(chen, 'overwatch')).toBe('1 AP + 3 held');
    expect(cost(chen, 'turn')).toBe('free');
    const voss = actionButtons(play(position, { type: 'activate', soldier: 'Voss' }).state);
    expect(cost(voss, 'brace')).toBe('free');
    // Options that differ in cost carry their own: Chen opens F4 free, then closes it for 1 AP.
    const opened = play(position, { type: 'activate', soldier: 'Chen' }, { type: 'door', at: 'F4' as never }).state;
    expect(actionButtons(opened).find((b) => b.type === 'door')).toMatchObject({ cost: '1 AP' });
  });

  it('a key takes its action, or gives the reason it cannot be taken', () => {
    const state = play(squad(), { type: 'activate', soldier: 'Voss' }, { type: 'turn', facing: 'N' }).state;
    expect(keyDecision(state, 'b')).toEqual({ decision: { type: 'brace' } });
    expect(keyDecision(state, 'n')).toEqual({ refusal: 'Cannot turn: already facing N' });
    expect(keyDecision(state, 'm')).toEqual({ refusal: expect.stringMatching(/^Cannot use a medkit/) });
    expect(keyDecision(state, 'x')).toBeNull();
    expect(keyDecision(squad(), 'o')).toEqual({ refusal: 'activate a soldier first' });
  });
});

describe('the station log\'s buttons (kit 05 §8)', () => {
  it('are there only in a game with a log; beside the log, Secure log is offered', async () => {
    const { gameFromScenarioJson } = await import('../../../src/engine/setup/scenario-game');
    const { SMALL_MISSION } = await import('../../fixtures/scenarios');
    expect(actionButtons(squad()).some((b) => b.type === 'secureLog')).toBe(false);
    const start = gameFromScenarioJson({ ...SMALL_MISSION, soldiers: [{ name: 'Reyes', at: 'H7' }], aliens: [] }, { seed: 1 });
    const state = play(step(start).state, { type: 'activate', soldier: 'Reyes' }).state;
    const secure = actionButtons(state).find((b) => b.type === 'secureLog')!;
    expect(secure.options.map((o) => o.decision)).toEqual([{ type: 'secureLog' }]);
    expect(actionButtons(state).find((b) => b.type === 'passLog')!.options).toEqual([]);
  });
});
