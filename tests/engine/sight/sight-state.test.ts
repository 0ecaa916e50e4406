/**
 * Sight in game states (RULINGS S3, S4, S6, S7; kit 04 Scenarios A and B).
 */
import { describe, expect, it } from 'vitest';
import { isVisible, sightVerdict } from '../../../src/engine/sight';
import { newGame } from '../../../src/engine/setup/scenarios';
import { makeRuleset } from '../../../src/engine/ruleset/ruleset';
import { replaceSoldier } from '../../../src/engine/state/figures';
import type { GameState, Square } from '../../../src/engine/state/types';

const sq = (s: string) => s as Square;
const scenarioA = (): GameState => newGame('A', { seed: 1 });
const withOpen = (state: GameState, ...doors: string[]): GameState => ({ ...state, openDoors: doors.map(sq) });

describe('Scenario A at the start (doors closed)', () => {
  it('no soldier sees any alien: the F wall and closed doors are between them (kit 04)', () => {
    const state = scenarioA();
    for (const s of state.soldiers) {
      for (const a of state.aliens) expect(isVisible(state, s.id, a.id)).toBe(false);
    }
  });

  it('Reyes C3 -> worker 1 J3 is blocked by the F3 wall, in arc (facing E)', () => {
    const v = sightVerdict(scenarioA(), sq('C3'), sq('J3'));
    expect(v).toMatchObject({ clear: false, inArc: true, visible: false, cover: 'none' });
    expect(v.reason).toBe('blocked: wall F3 (interior crossing)');
  });

  it('Chen at D4 blocks Reyes\'s line to E5 (S3: figures block sight)', () => {
    const v = sightVerdict(scenarioA(), sq('C3'), sq('E5'));
    expect(v.blockers).toEqual([{ square: 'D4', contact: 'interior', cause: 'figure' }]);
    expect(v.visible).toBe(false);
    expect(v.reason).toBe('blocked: figure D4 (interior crossing)');
  });

  it('a downed Chen blocks nothing (S4)', () => {
    const state = replaceSoldier(scenarioA(), 'Chen', { hp: 0 });
    expect(sightVerdict(state, sq('C3'), sq('E5'))).toMatchObject({ clear: true, visible: true, reason: 'clear' });
  });

  it('the figures on the endpoints themselves never block: Reyes C3 sees Chen D4', () => {
    expect(isVisible(scenarioA(), 'Reyes', 'Chen')).toBe(true);
  });

  it('facing E: Reyes does not see Okafor at B8 (column B is west of C)', () => {
    const state = scenarioA();
    const v = sightVerdict(state, sq('C3'), sq('B8'));
    expect(v).toMatchObject({ clear: true, inArc: false, visible: false });
    expect(v.reason).toBe("outside Reyes's facing arc (facing E)");
    expect(isVisible(state, 'Reyes', 'Okafor')).toBe(false);
    // Turning (free during activation) brings him into view; null ignores facing.
    expect(isVisible(state, 'Reyes', 'Okafor', { facing: 'S' })).toBe(true);
    expect(isVisible(state, 'Reyes', 'Okafor', { facing: null })).toBe(true);
    expect(isVisible(replaceSoldier(state, 'Reyes', { facing: 'W' }), 'Reyes', 'Okafor')).toBe(true);
  });

  it('the arc boundary is included: Voss C6 facing E sees Reyes C3 in the same column', () => {
    expect(sightVerdict(scenarioA(), sq('C6'), sq('C3'))).toMatchObject({ inArc: true, visible: true });
  });

  it('an out-of-arc and blocked line gives both reasons', () => {
    const v = sightVerdict(scenarioA(), sq('D4'), sq('B2'), { facing: 'E' });
    expect(v.reason).toBe("outside Chen's facing arc (facing E); blocked: figure C3 (interior crossing)");
  });
});

describe('Scenario A with the F4 door open', () => {
  it('Chen D4 sees worker 1 at J3 through the doorway, and the worker sees Chen (no alien facing)', () => {
    const state = withOpen(scenarioA(), 'F4');
    expect(isVisible(state, 'Chen', 'alien1')).toBe(true);
    expect(isVisible(state, 'alien1', 'Chen')).toBe(true);
    expect(isVisible(state, 'Chen', 'alien1', { facing: 'W' })).toBe(false);
  });

  it('Chen D4 -> I3 (soft cover square) is blocked at the F3 wall corner even through the open door (S2)', () => {
    const v = sightVerdict(withOpen(scenarioA(), 'F4'), sq('D4'), sq('I3'));
    expect(v.cover).toBe('soft');
    expect(v.blockers).toEqual([{ square: 'F3', contact: 'corner', cause: 'wall', corner: { col: 5.5, row: 3.5 } }]);
    expect(v.reason).toBe('blocked: wall F3 (corner touch at (F3/G3/F4/G4 corner point))');
  });

  it('Chen still cannot see worker 2 at I6: the F5 wall is in the way', () => {
    expect(isVisible(withOpen(scenarioA(), 'F4'), 'Chen', 'alien2')).toBe(false);
  });

  it('an alien viewer has no facing: inArc is true', () => {
    expect(sightVerdict(withOpen(scenarioA(), 'F4'), sq('J3'), sq('A5')).inArc).toBe(true);
  });
});

describe('figureCornerBlocks comes from the state\'s ruleset variants (S3)', () => {
  // Reyes C3 -> E5 with Chen moved to D3: the line touches D3 only at its corner.
  const base = replaceSoldier(scenarioA(), 'Chen', { at: sq('D3') });
  it('default: clear', () => {
    expect(sightVerdict(base, sq('C3'), sq('E5')).clear).toBe(true);
  });
  it('variant on: blocked by the corner touch', () => {
    const state = { ...base, ruleset: makeRuleset({ variants: { figureCornerBlocks: true } }) };
    const v = sightVerdict(state, sq('C3'), sq('E5'));
    expect(v.blockers).toEqual([{ square: 'D3', contact: 'corner', cause: 'figure', corner: { col: 2.5, row: 3.5 } }]);
  });
});

describe('Scenario B (doors open, one soldier at H4 facing E)', () => {
  const covers = { exposed: ['J4', 'none'], soft: ['I3', 'soft'], hard: ['I5', 'hard'], full: ['I7', 'full'] } as const;
  for (const [cover, [at, name]] of Object.entries(covers)) {
    it(`Reyes at H4 sees the worker at ${at} (${cover}) and reports ${name} cover`, () => {
      const state = newGame(`B-Reyes-${cover}`, { seed: 1 });
      expect(isVisible(state, 'Reyes', 'alien1')).toBe(true);
      expect(sightVerdict(state, sq('H4'), sq(at)).cover).toBe(name);
    });
  }

  it('shotgun point blank placements: Chen facing W sees the adjacent worker', () => {
    for (const cover of ['soft', 'hard', 'full', 'exposed']) {
      const state = newGame(`B-Chen-pointblank-${cover}`, { seed: 1 });
      expect(isVisible(state, 'Chen', 'alien1')).toBe(true);
      expect(isVisible(state, 'Chen', 'alien1', { facing: 'E' })).toBe(false);
    }
  });
});

describe('isVisible and consciousness', () => {
  it('a downed viewer or target is never visible; an unknown id throws', () => {
    const state = withOpen(scenarioA(), 'F4');
    expect(isVisible(replaceSoldier(state, 'Chen', { hp: 0 }), 'Chen', 'alien1')).toBe(false);
    expect(isVisible(replaceSoldier(state, 'Chen', { hp: 0 }), 'alien1', 'Chen')).toBe(false);
    expect(() => isVisible(state, 'alien9', 'Chen')).toThrow(/unknown figure "alien9"/);
  });
});
