import { describe, it, expect } from 'vitest';
import { pathCosts } from '../../../src/engine/aliens/aliens';
import type { Square } from '../../../src/engine/state/types';
import { chamberWith } from '../alien-fixtures';

const sq = (s: string) => s as Square;

describe('pathCosts (kit 05 §10, RULINGS L1, L4, M2)', () => {
  it('charges a closed door its opening plus the step into it', () => {
    const state = chamberWith({ aliens: [{ kind: 'worker', contact: 1, at: 'G4' }] });
    const costs = pathCosts(state, sq('G4'));
    expect(costs.get(sq('G4'))).toBe(0);
    expect(costs.get(sq('F4'))).toBe(2); // open 1 + enter 1
    expect(costs.get(sq('E4'))).toBe(3);
    expect(costs.get(sq('F3'))).toBeUndefined(); // wall
  });

  it('charges an open door one move', () => {
    const state = chamberWith({ aliens: [{ kind: 'worker', contact: 1, at: 'G4' }], open: ['F4'] });
    const costs = pathCosts(state, sq('G4'));
    expect(costs.get(sq('F4'))).toBe(1);
    expect(costs.get(sq('E4'))).toBe(2);
  });

  it('lets cover squares be entered like floor', () => {
    const state = chamberWith({ aliens: [{ kind: 'worker', contact: 1, at: 'J3' }] });
    expect(pathCosts(state, sq('J3')).get(sq('I3'))).toBe(1); // S square
  });

  it('is blocked by conscious figures, not by downed soldiers (RULINGS M2, S4)', () => {
    const blocked = chamberWith({
      soldiers: [{ name: 'Chen', at: 'J2' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K2' }],
    });
    expect(pathCosts(blocked, sq('K2')).get(sq('J2'))).toBeUndefined();
    expect(pathCosts(blocked, sq('K2')).get(sq('I2'))).toBe(4); // K3 J3 I3 I2
    const downed = chamberWith({
      soldiers: [{ name: 'Chen', at: 'J2', hp: 0 }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K2' }],
    });
    expect(pathCosts(downed, sq('K2')).get(sq('I2'))).toBe(2);
  });

  it('treats the figure on the start square as the mover, or the one named', () => {
    const state = chamberWith({
      aliens: [{ kind: 'worker', contact: 1, at: 'K2' }, { kind: 'worker', contact: 2, at: 'J2' }],
    });
    expect(pathCosts(state, sq('K2')).get(sq('I2'))).toBe(4);
    // Naming alien2 as the mover takes it off the board for the search: J2 is free then.
    expect(pathCosts(state, sq('K2'), { mover: 'alien2' }).get(sq('I2'))).toBe(2);
  });
});
