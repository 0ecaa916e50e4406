/**
 * The combat log's words: no engine tokens ("noAp") and counts that agree with their number.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent } from '../../src/ui/logText';
import { newGame } from '../../src/engine/setup/scenarios';
import type { Square } from '../../src/engine/state/types';

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

  it('says a mission\'s events in words (docs/scenarios.md SC-C1, SC-C2, SC-L2..SC-L4)', () => {
    const sq = (x: string) => x as Square;
    expect(describeEvent(A, { type: 'contact.revealed', figure: 'alien3', by: 'Voss', waits: true })).toBe('CONTACT: Voss reveals warrior 3 (it waits until the next round)');
    expect(describeEvent(A, { type: 'log.secured', figure: 'Reyes', at: sq('D2'), ap: 2, recovered: false })).toBe('Reyes secures the station log at D2 (2 AP)');
    expect(describeEvent(A, { type: 'log.secured', figure: 'Park', at: sq('C2'), ap: 1, recovered: true })).toBe('Park recovers the station log at C2 (1 AP)');
    expect(describeEvent(A, { type: 'log.passed', figure: 'Reyes', to: 'Park', ap: 1 })).toBe('Reyes passes the log to Park (1 AP)');
    expect(describeEvent(A, { type: 'log.dropped', figure: 'Reyes', at: sq('C2') })).toBe('Reyes drops the log at C2');
  });
});
