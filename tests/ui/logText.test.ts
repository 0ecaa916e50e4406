/**
 * The combat log's words: no engine tokens ("noAp") and counts that agree with their number.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/ui/logText';
import { newGame } from '../../src/engine/setup/scenarios';

const A = newGame('A', { seed: 1 });

describe('describeEvent', () => {
  it('says why an activation ended in words', () => {
    expect(describeEvent(A, { type: 'activation.ended', figure: 'Chen', reason: 'noAp' })).toBe('Chen ends activation (no AP left)');
    expect(describeEvent(A, { type: 'activation.ended', figure: 'alien1', reason: 'pass' })).toBe('worker 1 ends activation (passes)');
  });

  it('counts shots and hits in the singular and the plural', () => {
    const declared = { type: 'attack.declared', attacker: 'Voss', target: 'alien1', weapon: 'mg', ap: 2, accuracy: 1, terms: [], reaction: false, pointBlank: false } as const;
    expect(describeEvent(A, { ...declared, shots: 3 })).toBe('Voss attacks at worker 1 with mg: 3 shots at accuracy 1');
    expect(describeEvent(A, { ...declared, weapon: 'pistol', attacker: 'Reyes', shots: 1 })).toBe('Reyes attacks at worker 1 with pistol: 1 shot at accuracy 1');
    expect(describeEvent(A, { type: 'attack.resolved', attacker: 'Voss', target: 'alien1', hits: 1, damageRolled: 4, hpRemoved: 3 })).toBe('  1 hit, 3 HP removed');
  });

  it('gives a trade its AP', () => {
    expect(describeEvent(A, { type: 'item.traded', figure: 'Park', to: 'Voss', item: 'medkit', ap: 1 })).toBe('Park gives a medkit to Voss (1 AP)');
  });
});
