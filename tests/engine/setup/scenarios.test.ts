/**
 * Scenarios of kit 04 and the custom position format; ruleset overrides; the seeded dice (D1).
 */
import { describe, expect, it } from 'vitest';
import { newGame, scenarioIds } from '../../../src/engine/setup/scenarios';
import { gameFromPosition } from '../../../src/engine/setup/position';
import { makeRuleset, KIT_RULESET } from '../../../src/engine/ruleset/ruleset';
import { DiceRoller, rollD6, seedRng } from '../../../src/engine/combat/dice';
import { soldierOf, alienOf } from '../../../src/engine/state/figures';

describe('scenarios', () => {
  it('Scenario A deploys the kit 04 squad and aliens, all facing east, Recruit skills only, Park with two medkits', () => {
    const s = newGame('A', { seed: 1 });
    expect(s.soldiers.map((x) => `${x.id}@${x.at}`)).toEqual(['Reyes@C3', 'Chen@D4', 'Voss@C6', 'Okafor@B8', 'Park@D8']);
    expect(s.soldiers.every((x) => x.facing === 'E' && x.xp === 0 && x.skills.length === 1)).toBe(true);
    expect(soldierOf(s, 'Park')!.items).toEqual(['medkit', 'medkit']);
    expect(s.aliens.map((a) => `${a.alienKind}${a.contact}@${a.at}`)).toEqual(['worker1@J3', 'worker2@I6', 'warrior3@J8']);
    expect(s.openDoors).toEqual([]);
  });

  it('Scenario C starts everyone at 3 XP with Recruit skills; Veteran and Specialist starts have the earlier skills active', () => {
    expect(newGame('C', { seed: 1 }).soldiers.every((x) => x.xp === 3 && x.skills.length === 1)).toBe(true);
    expect(soldierOf(newGame('C-veteran', { seed: 1 }), 'Voss')!.skills).toEqual(['weaponsPlatform', 'controlledBurst', 'fireDiscipline']);
    expect(soldierOf(newGame('C-specialist', { seed: 1 }), 'Okafor')!.skills).toHaveLength(4);
  });

  it('Scenario B covers every firing-range placement, including the shotgun point-blank ones', () => {
    const ids = scenarioIds();
    for (const s of ['Reyes', 'Chen', 'Voss', 'Okafor', 'Park']) for (const c of ['exposed', 'soft', 'hard', 'full']) expect(ids).toContain(`B-${s}-${c}`);
    const pb = newGame('B-Chen-pointblank-hard', { seed: 1 });
    expect(soldierOf(pb, 'Chen')).toMatchObject({ at: 'J5', facing: 'W' });
    expect(alienOf(pb, 'alien1')!.at).toBe('I5');
    expect(newGame('B-Okafor-full', { seed: 1 }).openDoors).toEqual(['F4', 'F7']);
    expect(() => newGame('Z', { seed: 1 })).toThrow(/unknown scenario "Z"/);
  });

  it('custom positions are validated with clear messages', () => {
    const ok = gameFromPosition({ soldiers: [{ name: 'Reyes', at: 'C3', facing: 'E', hp: 8, xp: 0 }], aliens: [{ kind: 'worker', contact: 1, at: 'J3', hp: 5 }], open: ['F4'], round: 1 }, { seed: 1 });
    expect(ok.openDoors).toEqual(['F4']);
    expect(() => gameFromPosition({ soldiers: [{ name: 'Reyes', at: 'Z3' }] }, { seed: 1 })).toThrow(/unknown square "Z3"/);
    expect(() => gameFromPosition({ soldiers: [{ name: 'Bob', at: 'C3' }] }, { seed: 1 })).toThrow(/soldiers\.0\.name/);
    expect(() => gameFromPosition({ soldiers: [{ name: 'Reyes', at: 'A1' }] }, { seed: 1 })).toThrow(/a wall/);
    expect(() => gameFromPosition({ soldiers: [{ name: 'Reyes', at: 'C3' }, { name: 'Chen', at: 'C3' }] }, { seed: 1 })).toThrow(/share C3/);
    expect(() => gameFromPosition({ soldiers: [{ name: 'Reyes', at: 'C3', hp: 9 }] }, { seed: 1 })).toThrow(/above the card's maximum 8/);
    expect(() => gameFromPosition({ open: ['F5'] }, { seed: 1 })).toThrow(/F5 is not a door/);
    expect(() => gameFromPosition({ soldiers: [{ name: 'Reyes', at: 'C3', colour: 'red' }] }, { seed: 1 })).toThrow(/colour/);
  });

  it('a position may carry Reyes\'s spotter mark on a living alien (kit 02 Spotter)', () => {
    const aliens = [{ kind: 'worker', contact: 1, at: 'J3' }, { kind: 'worker', contact: 2, at: 'J5', hp: 0 }];
    expect(gameFromPosition({ aliens }, { seed: 1 }).spotterMark).toBeNull();
    expect(gameFromPosition({ aliens, spotterMark: 1 }, { seed: 1 }).spotterMark).toBe('alien1');
    expect(() => gameFromPosition({ aliens, spotterMark: 2 }, { seed: 1 })).toThrow('position: spotterMark: no living alien with contact 2');
    expect(() => gameFromPosition({ aliens, spotterMark: 7 }, { seed: 1 })).toThrow('position: spotterMark: no living alien with contact 7');
    expect(() => gameFromPosition({ aliens, spotterMark: 0 }, { seed: 1 })).toThrow(/spotterMark/);
  });
});

describe('ruleset', () => {
  it('holds every card number of the kit', () => {
    expect(KIT_RULESET.weapons.mg).toMatchObject({ accuracy: -1, shots: 3, damage: 1, ap: 2, coverPenetration: 1 });
    expect(KIT_RULESET.aliens.warrior).toMatchObject({ hp: 10, naturalArmour: 1, armour: 'carapace', xp: 2 });
    expect(KIT_RULESET.xp.thresholds).toEqual([0, 4, 10, 18]);
    expect(KIT_RULESET.roundLimit).toBe(6);
  });

  it('any value can be overridden by a partial object; unknown keys are refused', () => {
    const r = makeRuleset({ aliens: { worker: { hp: 6 } }, variants: { figureCornerBlocks: true } });
    expect(r.aliens.worker.hp).toBe(6);
    expect(r.aliens.worker.naturalArmour).toBe(1);
    expect(r.variants).toEqual({ figureCornerBlocks: true, shotgunOverwatchPointBlank: true });
    expect(KIT_RULESET.aliens.worker.hp).toBe(5);
    expect(() => makeRuleset({ aliens: { worker: { hpp: 6 } } } as never)).toThrow(/unknown ruleset key "hpp"/);
    expect(newGame('A', { seed: 1, ruleset: { aliens: { worker: { hp: 6 } } } }).aliens[0].hp).toBe(6);
  });
});

describe('dice (RULINGS D1)', () => {
  it('one seeded generator: the same seed gives the same dice; states are plain numbers', () => {
    const a = new DiceRoller(seedRng(7));
    const b = new DiceRoller(seedRng(7));
    const rollsA = Array.from({ length: 50 }, () => a.d6());
    expect(Array.from({ length: 50 }, () => b.d6())).toEqual(rollsA);
    expect(rollsA.every((v) => v >= 1 && v <= 6)).toBe(true);
    const { value, rng } = rollD6(seedRng(7));
    expect(value).toBe(rollsA[0]);
    expect(JSON.parse(JSON.stringify(rng))).toEqual(rng);
  });

  it('is fair enough: every face appears near 1/6 of the time', () => {
    const d = new DiceRoller(seedRng(123));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[d.d6() - 1]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });
});
