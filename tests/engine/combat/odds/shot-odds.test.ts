import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import {
  atLeastOneHit, fractionString, luckChance, percentString, perShotHit, shotBranches,
} from '../../../../src/engine/combat/odds';

const s = fractionString;

describe('fractionString', () => {
  it('always writes p/q in lowest terms, 0 and 1 included', () => {
    expect(s(new Fraction(0))).toBe('0/1');
    expect(s(new Fraction(1))).toBe('1/1');
    expect(s(new Fraction(2, 4))).toBe('1/2');
    expect(s(new Fraction(1, 6).mul(new Fraction(1, 2)).add(new Fraction(1, 3)))).toBe('5/12');
    expect(s(new Fraction(-3, 9))).toBe('-1/3');
  });
});

describe('perShotHit (kit 01 ATTACK, RULINGS A2)', () => {
  it('reproduces the kit Blind Luck table: 0 -> 1/12, -1 -> 1/24, -2 -> 1/48, -3 -> 1/96', () => {
    expect([0, -1, -2, -3].map((a) => s(perShotHit(a)))).toEqual(['1/12', '1/24', '1/48', '1/96']);
    expect([0, -1, -2, -3].map((a) => percentString(perShotHit(a)))).toEqual(['8.33%', '4.17%', '2.08%', '1.04%']);
  });

  it('accuracy >= 1 rolls that many D6, any 6 hits: 1 - (5/6)^a', () => {
    expect(s(perShotHit(1))).toBe('1/6');
    expect(s(perShotHit(2))).toBe('11/36');
    expect(s(perShotHit(3))).toBe('91/216');
    expect(s(perShotHit(4))).toBe('671/1296');
  });

  it('a reroll of the failed attack die: one extra die for a pool, attack die only for Blind Luck (kit 02)', () => {
    expect(s(perShotHit(1, { rerollFailedAttackDie: true }))).toBe('11/36');
    expect(s(perShotHit(2, { rerollFailedAttackDie: true }))).toBe('91/216');
    // Blind Luck: the attack die gets a second chance (11/36), luck dice do not.
    expect(s(perShotHit(0, { rerollFailedAttackDie: true }))).toBe('11/72');
    expect(s(perShotHit(-1, { rerollFailedAttackDie: true }))).toBe('11/144');
  });

  it('rejects a non-integer accuracy', () => {
    expect(() => perShotHit(1.5)).toThrow(/integer/);
  });

  it('property: a reroll never lowers the per-shot chance; more accuracy never lowers it', () => {
    fc.assert(fc.property(fc.integer({ min: -8, max: 8 }), (a) => {
      expect(perShotHit(a, { rerollFailedAttackDie: true }).gte(perShotHit(a))).toBe(true);
      expect(perShotHit(a + 1).gte(perShotHit(a))).toBe(true);
      expect(perShotHit(a).gt(0) && perShotHit(a).lt(1)).toBe(true);
    }));
  });
});

describe('atLeastOneHit', () => {
  it('kit 02 UPDATED VOSS BENCHMARK: braced MG +1 / 0 / -1 in 3 shots', () => {
    expect([1, 0, -1].map((a) => s(perShotHit(a)))).toEqual(['1/6', '1/12', '1/24']);
    expect([1, 0, -1].map((a) => percentString(perShotHit(a)))).toEqual(['16.67%', '8.33%', '4.17%']);
    expect(s(atLeastOneHit(1, 3))).toBe('91/216');
    expect(s(atLeastOneHit(0, 3))).toBe('397/1728');
    expect(s(atLeastOneHit(-1, 3))).toBe('1657/13824');
    expect([1, 0, -1].map((a) => percentString(atLeastOneHit(a, 3)))).toEqual(['42.13%', '22.97%', '11.99%']);
  });

  it('kit 02 Veteran braced Voss (+2 before cover): exposed/soft 30.56%, hard 16.67%, full 8.33%', () => {
    expect(s(perShotHit(2))).toBe('11/36');
    expect([2, 1, 0].map((a) => percentString(perShotHit(a)))).toEqual(['30.56%', '16.67%', '8.33%']);
  });

  it('is 0/1 for zero shots and equals perShot for one shot', () => {
    expect(s(atLeastOneHit(3, 0))).toBe('0/1');
    expect(atLeastOneHit(-2, 1).equals(perShotHit(-2))).toBe(true);
    expect(() => atLeastOneHit(1, -1)).toThrow(/shots/);
  });
});

describe('shotBranches', () => {
  it('sums to exactly 1 and its hits equal the per-shot chance, with and without the reroll token', () => {
    fc.assert(fc.property(fc.integer({ min: -6, max: 6 }), fc.boolean(), (a, token) => {
      const branches = shotBranches(a, token);
      const total = branches.reduce((sum, b) => sum.add(b.p), new Fraction(0));
      const hit = branches.filter((b) => b.hit).reduce((sum, b) => sum.add(b.p), new Fraction(0));
      expect(s(total)).toBe('1/1');
      expect(hit.equals(perShotHit(a, { rerollFailedAttackDie: token }))).toBe(true);
      if (!token) expect(branches.every((b) => !b.usedReroll)).toBe(true);
    }));
  });

  it('Blind Luck: a failed luck die does not spend the reroll token', () => {
    const keep = shotBranches(0, true).find((b) => !b.hit && !b.usedReroll);
    // attack die 6 (1/6) then the luck die fails (1/2)
    expect(keep && s(keep.p)).toBe('1/12');
    expect(s(luckChance(-1))).toBe('1/4');
  });
});
