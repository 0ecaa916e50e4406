/**
 * What an activation decision costs (engine/ap-cost.ts) is what the engine charges: kit 01
 * ACTIONS and kit 05 §2 costs, the skill discounts of kit 02, overwatch reserving the rest
 * (kit 05 §7), and ruleset overrides charged rather than ignored.
 */
import { describe, expect, it } from 'vitest';
import { apply, checkDecision, legalDecisions, legalOnly, nextStep, step } from '../../../src/engine/flow/game';
import { apCostOf } from '../../../src/engine/legality';
import { soldierOf } from '../../../src/engine/state/figures';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { GameState, Square } from '../../../src/engine/state/types';
import { chamberWith, play } from '../fixtures';

const active = (s: GameState) => soldierOf(s, s.activeSoldier!)!;
/** An alien out of the way: with none left the game is over (kit 07 victory). */
const far = { kind: 'worker', contact: 1, at: 'K9' };

describe('apCostOf', () => {
  it('is what every squad decision of whole random games takes from the acting soldier', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      let s = newGame('A', { seed });
      let pick = seed;
      for (let guard = 0; guard < 5000; guard++) {
        const next = nextStep(s);
        if (next.kind === 'over') break;
        if (next.kind === 'step') { s = step(s).state; continue; }
        const legal = legalDecisions(s).legal;
        const d = legal[(pick = (pick * 1103515245 + 12345) % 2147483648) % legal.length];
        const me = s.activeSoldier ? active(s) : null;
        const cost = me ? apCostOf(s, me, d) : null;
        const after = apply(s, d).state;
        if (me && cost) {
          const then = soldierOf(after, me.id)!;
          seen.add(d.type);
          if (d.type === 'overwatch') {
            expect(then.reservedAp).toBe(cost.reserved);
            expect(cost.spent + cost.reserved).toBe(me.ap);
          } else if (d.type !== 'pass') {
            expect(then.ap, `${d.type} by ${me.id}`).toBe(me.ap - cost.spent);
          }
        }
        s = after;
      }
    }
    for (const type of ['move', 'turn', 'door', 'fire', 'brace', 'overwatch', 'pass']) expect(seen).toContain(type);
  });

  it('opens a door free once per activation with Breach Lead, and charges a close (kit 02 Chen)', () => {
    let s = play(chamberWith({ soldiers: [{ name: 'Chen', at: 'E4', facing: 'E' }], aliens: [far] }), { type: 'activate', soldier: 'Chen' }).state;
    const door = { type: 'door', at: 'F4' as Square } as const;
    expect(apCostOf(s, active(s), door)).toEqual({ spent: 0, reserved: 0 });
    s = play(s, door).state;
    expect(apCostOf(s, active(s), door)?.spent).toBe(1); // closing
    s = play(s, door).state;
    expect(apCostOf(s, active(s), door)?.spent).toBe(1); // Breach Lead used
    expect(active(s).ap).toBe(3);
  });

  it('charges a ruleset\'s turn cost, and refuses a turn the soldier cannot pay for (an override is never ignored)', () => {
    const s0 = chamberWith({ soldiers: [{ name: 'Voss', at: 'C6', facing: 'E' }], aliens: [far], ruleset: { apCosts: { turn: 1 } } });
    let s = play(s0, { type: 'activate', soldier: 'Voss' }).state;
    s = play(s, { type: 'turn', facing: 'N' }).state;
    expect(active(s).ap).toBe(3);
    s = play(s, { type: 'turn', facing: 'S' }, { type: 'turn', facing: 'W' }, { type: 'turn', facing: 'N' }).state;
    expect(active(s).ap).toBe(0);
    expect(checkDecision(s, { type: 'turn', facing: 'E' })).toBe('Cannot turn: needs 1 AP, Voss has 0');
    expect(legalOnly(s).some((d) => d.type === 'turn')).toBe(false);
  });
});
