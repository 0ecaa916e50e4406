/**
 * Solid terrain (kit 05 §3: "Walls, closed doors and solid terrain are impassable"; "walls, closed
 * doors and solid sight-blocking terrain block" sight; docs/scenarios.md SC-T1): O blocks movement
 * only, X movement and sight.
 */
import { describe, expect, it } from 'vitest';
import { pathCosts } from '../../../src/engine/aliens/alien-paths';
import { apply, checkDecision, legalDecisions } from '../../../src/engine/flow/game';
import { canSee } from '../../../src/engine/sight/sight';
import { missionGame, playOn } from './mission-fixture';
import type { Square } from '../../../src/engine/state/types';

const q = (name: string) => name as Square;

describe('solid terrain', () => {
  const start = missionGame({ soldiers: [{ name: 'Reyes', at: 'C3', facing: 'S' }, { name: 'Park', at: 'B5', facing: 'E' }] });
  const squad = apply(playOn(start, [], (st) => st.phase === 'squad').state, { type: 'activate', soldier: 'Reyes' }).state;

  it('no soldier moves onto O (movement only) and the move is refused in words', () => {
    expect(legalDecisions(squad).legal).not.toContainEqual({ type: 'move', to: q('C4') });
    expect(checkDecision(squad, { type: 'move', to: q('C4') })).toMatch(/C4/);
  });

  it('sight passes over O but not X, whose corners block as a wall\'s (SC-T1)', () => {
    expect(canSee(squad, q('C3'), q('C5'), { facing: null })).toBe(true); // over the O at C4
    expect(canSee(squad, q('F4'), q('H4'), { facing: null })).toBe(false); // H4 is a wall beyond the X at G4 anyway
    expect(canSee(squad, q('F3'), q('G5'), { facing: null })).toBe(false); // through the X at G4
    expect(canSee(squad, q('F5'), q('G3'), { facing: null })).toBe(false);
    expect(canSee(squad, q('F2'), q('G5'), { facing: null })).toBe(false); // the line grazes G4's corner
  });

  it('the alien rule walks round both', () => {
    const costs = pathCosts(squad, q('G5'), { mover: 'alien1' });
    expect(costs.has(q('G4'))).toBe(false);
    expect(costs.get(q('G3'))).toBe(4); // G5 F5 F4 F3 G3, round the X at G4
  });
});
