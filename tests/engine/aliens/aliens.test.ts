import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { alienDecision, type AlienDecision } from '../../../src/engine/aliens/aliens';
import { allSquares, isEnterableTerrain, coordOf, isOrthogonallyAdjacent, TEST_CHAMBER } from '../../../src/engine/board/board';
import { makeRuleset } from '../../../src/engine/ruleset/ruleset';
import { newGame } from '../../../src/engine/setup/scenarios';
import type { GameState, Square } from '../../../src/engine/state/types';
import { chamberWith, type SoldierSpec } from '../alien-fixtures';

const decide = (state: GameState, contact = 1): AlienDecision => alienDecision(state, `alien${contact}`);

describe('Scenario A opening decisions (kit 04, kit 05 §10, RULINGS L1-L3)', () => {
  const state = newGame('A', { seed: 1 });

  it('contact 1 (worker J3) heads for Chen through F4', () => {
    // Both doors are closed; only F4 and F7 lead west. J3 -> G4 is 4 moves, F4 +2 (open + enter),
    // E4 +1 = 7, and E4 is next to Chen (D4). Reyes (C3) needs E4 E3 D3 = 9, Voss (C6) 10,
    // Park (D8) 11, Okafor (B8) 13. Route tie (L2): from J3 both J4 (S) and I3 (W) keep the cost
    // at 7, north J2 costs 9: south comes before west, so J4.
    const d = decide(state, 1);
    expect(d.target).toBe('Chen');
    expect(d.pathCost).toBe(7);
    expect(d.action).toEqual({ type: 'move', to: 'J4' });
    expect(d.path).toEqual(['J4', 'I4', 'H4', 'G4', 'F4', 'E4']);
  });

  it('contact 2 (worker I6) picks Park over Chen on HP', () => {
    // Via F7: I6 -> G7 is 3 moves, F7 = 5, E7 = 6, then E8 or D7 (next to Park, D8) = 7.
    // Chen via F4: G4 4, F4 6, E4 7. Voss 8, Reyes 9, Okafor 9. Chen and Park tie at 7:
    // lowest HP wins, Park 9 < Chen 10. First step: N I5 costs 9, E J6 more, S I7 (full cover,
    // enterable) keeps 7, so I7.
    const d = decide(state, 2);
    expect(d.target).toBe('Park');
    expect(d.pathCost).toBe(7);
    expect(d.action).toEqual({ type: 'move', to: 'I7' });
    expect(d.reason).toMatch(/lowest HP/);
  });

  it('contact 3 (warrior J8) cannot see Park and advances north first', () => {
    // J8 -> G7 is 4 moves, F7 = 6, E7 = 7, E8/D7 = 8 next to Park. Voss 9, Chen 10, Okafor 10.
    // The line J8-D8 runs along row 8 through the wall F8: no shot (L3). North J7 keeps 8.
    const d = decide(state, 3);
    expect(d.target).toBe('Park');
    expect(d.pathCost).toBe(8);
    expect(d.action).toEqual({ type: 'move', to: 'J7' });
  });
});

describe('doors (kit 05 §10, RULINGS L3, L4)', () => {
  it('plans through a closed door, paying its opening, and opens it when next', () => {
    // G4 -> F4 (2) -> E4 (3) -> D4 (4), D4 being next to Reyes at C4.
    const closed = chamberWith({ soldiers: [{ name: 'Reyes', at: 'C4' }], aliens: [{ kind: 'worker', contact: 1, at: 'G4' }] });
    const d = decide(closed);
    expect(d).toMatchObject({ target: 'Reyes', pathCost: 4, action: { type: 'openDoor', at: 'F4' } });
    expect(d.reason).toMatch(/open door F4/);
    const open = chamberWith({ soldiers: [{ name: 'Reyes', at: 'C4' }], aliens: [{ kind: 'worker', contact: 1, at: 'G4' }], open: ['F4'] });
    expect(decide(open)).toMatchObject({ pathCost: 3, action: { type: 'move', to: 'F4' } });
  });

  it('L4: a closed door next to the target is a destination at open + enter', () => {
    const state = chamberWith({ soldiers: [{ name: 'Reyes', at: 'E4' }], aliens: [{ kind: 'worker', contact: 1, at: 'G4' }] });
    const d = decide(state);
    expect(d).toMatchObject({ target: 'Reyes', pathCost: 2, action: { type: 'openDoor', at: 'F4' } });
    expect(d.path).toEqual(['F4']);
    // Standing in the opened doorway the worker is adjacent: melee.
    const inDoor = chamberWith({ soldiers: [{ name: 'Reyes', at: 'E4' }], aliens: [{ kind: 'worker', contact: 1, at: 'F4' }], open: ['F4'] });
    expect(decide(inDoor)).toMatchObject({ pathCost: 0, action: { type: 'melee', target: 'Reyes' } });
  });
});

describe('route ties (RULINGS L2): first step N, then E, S, W', () => {
  const firstStep = (alienAt: string, soldierAt: string) =>
    decide(chamberWith({ soldiers: [{ name: 'Reyes', at: soldierAt }], aliens: [{ kind: 'worker', contact: 1, at: alienAt }] })).action;

  it('north when north is among the shortest', () => {
    // K6 -> H3's neighbours (I3, H4) costs 5 whichever way round: K5 (N) keeps it.
    expect(firstStep('K6', 'H3')).toEqual({ type: 'move', to: 'K5' });
  });
  it('east before south', () => {
    // G6 -> next to J9 (I9 or J8) costs 5 via H6 (E) or G7 (S); G5 (N) costs 7.
    expect(firstStep('G6', 'J9')).toEqual({ type: 'move', to: 'H6' });
  });
  it('south before west', () => {
    // K2 -> next to H5 (I5 or H4): K3 (S) and J2 (W) both cost 5; north and east are walls.
    expect(firstStep('K2', 'H5')).toEqual({ type: 'move', to: 'K3' });
  });
  it('west when only west is shortest', () => {
    // K2 -> H2 (next to G2): J2 (W) 3 moves; K3 (S) would cost 4.
    expect(firstStep('K2', 'G2')).toEqual({ type: 'move', to: 'J2' });
  });
});

describe('target ties (RULINGS L1): cost, then lowest HP, then Reyes, Chen, Voss, Okafor, Park', () => {
  // The worker at I6 is 2 from I4 (next to I3) and 2 from I8 (next to I9): equal cost.
  const tie = (a: SoldierSpec, b: SoldierSpec) =>
    decide(chamberWith({ soldiers: [a, b], aliens: [{ kind: 'worker', contact: 1, at: 'I6' }] }));

  it('lowest current HP first', () => {
    expect(tie({ name: 'Reyes', at: 'I3', hp: 8 }, { name: 'Chen', at: 'I9', hp: 5 }).target).toBe('Chen');
    expect(tie({ name: 'Reyes', at: 'I3', hp: 4 }, { name: 'Chen', at: 'I9', hp: 5 }).target).toBe('Reyes');
  });
  it('then name order, wherever they stand', () => {
    expect(tie({ name: 'Reyes', at: 'I3', hp: 6 }, { name: 'Chen', at: 'I9', hp: 6 }).target).toBe('Reyes');
    expect(tie({ name: 'Chen', at: 'I3', hp: 6 }, { name: 'Reyes', at: 'I9', hp: 6 }).target).toBe('Reyes');
    expect(tie({ name: 'Park', at: 'I3', hp: 5 }, { name: 'Okafor', at: 'I9', hp: 5 }).target).toBe('Okafor');
  });
  it('a cheaper path beats lower HP', () => {
    const d = decide(chamberWith({
      soldiers: [{ name: 'Reyes', at: 'I3', hp: 1 }, { name: 'Chen', at: 'I8' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'I6' }],
    }));
    expect(d).toMatchObject({ target: 'Chen', pathCost: 1, action: { type: 'move', to: 'I7' } });
  });
});

describe('blocking figures (RULINGS L1, M2, S4)', () => {
  it('goes round another conscious figure', () => {
    // Reyes at H2; the direct way K2 J2 I2 is blocked by worker 2 at J2: K3 J3 I3 I2 costs 4.
    const d = decide(chamberWith({
      soldiers: [{ name: 'Reyes', at: 'H2' }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K2' }, { kind: 'worker', contact: 2, at: 'J2' }],
    }));
    expect(d).toMatchObject({ target: 'Reyes', pathCost: 4, action: { type: 'move', to: 'K3' } });
  });
  it('walks over a downed soldier, who is never the target', () => {
    const d = decide(chamberWith({
      soldiers: [{ name: 'Reyes', at: 'H2' }, { name: 'Chen', at: 'J2', hp: 0 }],
      aliens: [{ kind: 'worker', contact: 1, at: 'K2' }],
    }));
    expect(d).toMatchObject({ target: 'Reyes', pathCost: 2, action: { type: 'move', to: 'J2' } });
    const onlyDowned = decide(chamberWith({ soldiers: [{ name: 'Chen', at: 'J3', hp: 0 }], aliens: [{ kind: 'worker', contact: 1, at: 'K3' }] }));
    expect(onlyDowned).toMatchObject({ target: null, action: { type: 'pass' } });
  });
});

describe('attacks (RULINGS L3, A4)', () => {
  it('melees an adjacent target while AP allows, with 1 AP too', () => {
    for (const ap of [4, 1]) {
      const d = decide(chamberWith({ soldiers: [{ name: 'Reyes', at: 'I3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3', ap }] }));
      expect(d).toMatchObject({ target: 'Reyes', pathCost: 0, path: [], action: { type: 'melee', target: 'Reyes' } });
    }
  });

  it('a warrior with 2+ AP fires at a visible target', () => {
    // Row 8 from K8 to H8 is open floor: visible. The path cost would be 2 (to I8).
    const d = decide(chamberWith({ soldiers: [{ name: 'Reyes', at: 'H8' }], aliens: [{ kind: 'warrior', contact: 3, at: 'K8', ap: 2 }] }), 3);
    expect(d).toMatchObject({ target: 'Reyes', pathCost: 2, action: { type: 'fire', target: 'Reyes' } });
  });

  it('a warrior with 1 AP advances instead; a worker never fires', () => {
    const low = decide(chamberWith({ soldiers: [{ name: 'Reyes', at: 'H8' }], aliens: [{ kind: 'warrior', contact: 3, at: 'K8', ap: 1 }] }), 3);
    expect(low.action).toEqual({ type: 'move', to: 'J8' });
    const worker = decide(chamberWith({ soldiers: [{ name: 'Reyes', at: 'H8' }], aliens: [{ kind: 'worker', contact: 1, at: 'K8' }] }));
    expect(worker.action).toEqual({ type: 'move', to: 'J8' });
  });

  it('an engaged warrior does not fire, even at a weaker visible soldier: it melees', () => {
    // Chen at K7 is adjacent (cost 0) so he is the target; Reyes at 1 HP is in plain sight.
    const d = decide(chamberWith({
      soldiers: [{ name: 'Reyes', at: 'H8', hp: 1 }, { name: 'Chen', at: 'K7' }],
      aliens: [{ kind: 'warrior', contact: 3, at: 'K8' }],
    }), 3);
    expect(d.action).toEqual({ type: 'melee', target: 'Chen' });
  });

  it('a warrior whose target is behind a wall advances rather than firing', () => {
    // Park D8 from J8: row 8 crosses the wall F8 (S2).
    const d = decide(chamberWith({ soldiers: [{ name: 'Park', at: 'D8' }], aliens: [{ kind: 'warrior', contact: 3, at: 'J8' }] }), 3);
    expect(d.action.type).toBe('move');
  });
});

describe('L5: no reachable soldier', () => {
  // Reyes in the corner B2 is walled in by two workers on C2 and B3: no free square next to him.
  const walledIn = (shooter: { kind: 'worker' | 'warrior'; at: string; ap?: number }) => chamberWith({
    soldiers: [{ name: 'Reyes', at: 'B2' }],
    aliens: [
      { kind: 'worker', contact: 1, at: 'C2' }, { kind: 'worker', contact: 2, at: 'B3' },
      { kind: shooter.kind, contact: 3, at: shooter.at, ap: shooter.ap },
    ],
  });

  it('a warrior fires at the visible soldier', () => {
    // D4-B2 is a diagonal through C3's centre; it only touches the corners of C2 and B3 (S3).
    const d = decide(walledIn({ kind: 'warrior', at: 'D4' }), 3);
    expect(d).toEqual(expect.objectContaining({ target: 'Reyes', pathCost: null, path: [], action: { type: 'fire', target: 'Reyes' } }));
  });

  it('a worker, or a warrior short of AP, passes with the visible target named', () => {
    expect(decide(walledIn({ kind: 'worker', at: 'D4' }), 3)).toMatchObject({ target: 'Reyes', action: { type: 'pass' } });
    expect(decide(walledIn({ kind: 'warrior', at: 'D4', ap: 1 }), 3)).toMatchObject({ target: 'Reyes', action: { type: 'pass' } });
  });

  it('nothing visible: pass with target null', () => {
    const d = decide(walledIn({ kind: 'warrior', at: 'J8' }), 3);
    expect(d).toMatchObject({ target: null, pathCost: null, path: [], action: { type: 'pass' } });
    // With the S3 variant a corner touch of a figure blocks: D4 no longer sees B2.
    const strict = walledIn({ kind: 'warrior', at: 'D4' });
    const variant = { ...strict, ruleset: makeRuleset({ variants: { figureCornerBlocks: true } }) };
    expect(decide(variant, 3)).toMatchObject({ target: null, action: { type: 'pass' } });
  });
});

describe('AP (RULINGS L6)', () => {
  it('0 AP: pass', () => {
    const state = newGame('A', { seed: 1 });
    const tired = { ...state, aliens: state.aliens.map((a) => ({ ...a, ap: 0 })) };
    for (const contact of [1, 2, 3]) expect(decide(tired, contact).action).toEqual({ type: 'pass' });
    const adjacent = chamberWith({ soldiers: [{ name: 'Reyes', at: 'I3' }], aliens: [{ kind: 'worker', contact: 1, at: 'J3', ap: 0 }] });
    expect(decide(adjacent).action).toEqual({ type: 'pass' });
  });

  it('uses the ruleset costs: a 2-AP door cannot be opened with 1 AP', () => {
    const base = chamberWith({ soldiers: [{ name: 'Reyes', at: 'C4' }], aliens: [{ kind: 'worker', contact: 1, at: 'G4', ap: 1 }] });
    const state = { ...base, ruleset: makeRuleset({ apCosts: { door: 2 } }) };
    const d = decide(state);
    expect(d.action).toEqual({ type: 'pass' });
    expect(d.pathCost).toBe(5); // the opening costs 2 now
  });

  it('throws for an unknown alien', () => {
    expect(() => decide(newGame('A', { seed: 1 }), 9)).toThrow(/unknown alien "alien9"/);
  });
});

describe('property: one step along the route lowers the cost by one (RULINGS L1, L2)', () => {
  const squares = allSquares(TEST_CHAMBER).filter((s) => isEnterableTerrain(TEST_CHAMBER, [], coordOf(s)));
  const names = ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park'] as const;

  it('after the move or door opening, the same target is one nearer', () => {
    fc.assert(fc.property(
      fc.shuffledSubarray(squares, { minLength: 5, maxLength: 5 }),
      fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 3, maxLength: 3 }),
      fc.subarray(['F4', 'F7']),
      (at, hps, open) => {
        const state = chamberWith({
          soldiers: [0, 1, 2].map((i) => ({ name: names[i], at: at[i], hp: hps[i] })),
          aliens: [{ kind: 'worker', contact: 1, at: at[3] }, { kind: 'worker', contact: 2, at: at[4] }],
          open,
        });
        const d = decide(state);
        if (d.action.type === 'move') {
          const alien = state.aliens[0];
          expect(isOrthogonallyAdjacent(alien.at, d.action.to)).toBe(true);
          const after = decide({ ...state, aliens: state.aliens.map((a) => (a.id === 'alien1' ? { ...a, at: d.action.type === 'move' ? d.action.to : a.at } : a)) });
          expect(after.target).toBe(d.target);
          expect(after.pathCost).toBe(d.pathCost! - 1);
        } else if (d.action.type === 'openDoor') {
          const after = decide({ ...state, openDoors: [...state.openDoors, d.action.at as Square] });
          expect(after.target).toBe(d.target);
          expect(after.pathCost).toBe(d.pathCost! - 1);
        } else if (d.action.type === 'melee') {
          expect(d.pathCost).toBe(0);
        } else {
          expect(d.action.type).toBe('pass'); // a worker never fires
          expect(d.pathCost).toBeNull();
        }
      },
    ), { numRuns: 300 });
  });
});
