import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { attackOdds, fractionString, hitDamage, soldierAttackOdds, type AttackOddsInput } from '../../../../src/engine/combat/odds';
import { KIT_RULESET, makeRuleset } from '../../../../src/engine/ruleset/ruleset';

const s = fractionString;
const F = (n: number, d = 1) => new Fraction(n, d);
const dist = (m: ReadonlyMap<number, Fraction>) => Object.fromEntries([...m].map(([k, v]) => [k, s(v)]));
const sum = (m: ReadonlyMap<number, Fraction>) => [...m.values()].reduce((a, b) => a.add(b), F(0));

const base: AttackOddsInput = { accuracy: 1, shots: 1, damageBonus: 0, reduction: 0, targetHp: 5, pointBlank: false };

describe('attackOdds (kit 05 §4, RULINGS A2-A3)', () => {
  it('Okafor sniper vs exposed worker: accuracy 4, D6+4-1 vs 5 HP, kill on D6 >= 2', () => {
    const r = attackOdds({ ...base, accuracy: 4, damageBonus: 4, reduction: 1 });
    expect(s(r.perShot)).toBe('671/1296');
    expect(s(r.kill)).toBe(s(F(671, 1296).mul(F(5, 6)))); // 3355/7776
    expect(s(r.kill)).toBe('3355/7776');
    expect(dist(r.hpRemoved)).toEqual({ 0: '625/1296', 4: '671/7776', 5: '3355/7776' });
    expect(s(r.expectedHpRemoved)).toBe(s(F(4 * 671 + 5 * 3355, 7776)));
    // damage rolled on a hit: D6+3 averages 13/2, no overkill cap
    expect(s(r.expectedDamageRolled)).toBe(s(F(671, 1296).mul(F(13, 2))));
    expect(s(r.expectedHits)).toBe('671/1296');
  });

  it('deflection: damage 0 removes nothing but still counts as a hit (kit 01 "0 means deflected")', () => {
    const r = attackOdds({ ...base, reduction: 6, targetHp: 3 });
    expect(dist(r.hpRemoved)).toEqual({ 0: '1/1' });
    expect(s(r.kill)).toBe('0/1');
    expect(s(r.expectedHits)).toBe('1/6');
    expect(s(r.expectedDamageRolled)).toBe('0/1');
  });

  it('overkill is potential damage, not HP removed (kit 04 Scenario B)', () => {
    const r = attackOdds({ ...base, damageBonus: 10, targetHp: 3 });
    expect(s(r.expectedHpRemoved)).toBe('1/2'); // 1/6 * 3
    expect(s(r.expectedDamageRolled)).toBe('9/4'); // 1/6 * average of 11..16
  });

  it('after the kill the remaining shots are spent: hits stop at the first lethal one', () => {
    const r = attackOdds({ ...base, shots: 3, damageBonus: 10, targetHp: 1 });
    expect(s(r.kill)).toBe('91/216');
    expect(s(r.expectedHits)).toBe('91/216'); // not 3 * 1/6
  });

  it('HP removed is capped by the HP left across shots', () => {
    // two hits of D6+5 (6..11) on 15 HP: the second hit removes at most what is left
    const r = attackOdds({ ...base, accuracy: 1, shots: 2, damageBonus: 5, reduction: 0, targetHp: 15 });
    expect(Math.max(...r.hpRemoved.keys())).toBe(15);
    // kill needs both hits (1/36) and two dice summing >= 5 more than 10 (sum >= 5 of D6+D6: 1 - 6/36)
    expect(s(r.kill)).toBe(s(F(1, 36).mul(F(30, 36))));
    expect(s(sum(r.hpRemoved))).toBe('1/1');
  });

  it('point blank doubles D6 + bonus before armour (kit 03 SHOTGUN)', () => {
    expect(hitDamage(1, { damageBonus: 2, reduction: 1, pointBlank: true })).toBe(5);
    expect(hitDamage(1, { damageBonus: 2, reduction: 1, pointBlank: false })).toBe(2);
    expect(hitDamage(1, { damageBonus: 0, reduction: 3, pointBlank: false })).toBe(0);
  });

  it('Precision (kit 02): reroll a 1-3 damage die when it would not kill; keep the second', () => {
    const r = attackOdds({ ...base, accuracy: 4, damageBonus: 4, reduction: 1, damageReroll: true });
    // die 1 (4 damage, not a kill) is rerolled: the kill chance becomes 5/6 + 1/6 * 5/6 = 35/36
    expect(s(r.kill)).toBe(s(F(671, 1296).mul(F(35, 36))));
    expect(s(r.hpRemoved.get(4)!)).toBe(s(F(671, 1296).mul(F(1, 36))));
  });

  it('the accuracy reroll is used once in the whole attack (once per activation)', () => {
    const r = attackOdds({ ...base, shots: 3, damageBonus: 10, targetHp: 99, accuracyReroll: true });
    // one extra die in total: no hit = (5/6)^4
    expect(s(r.atLeastOne)).toBe('671/1296');
    // the token is spent at the first missed shot, whichever it is: 3/6 + (1 - (1/6)^3) * 1/6
    expect(s(r.expectedHits)).toBe(s(F(3, 6).add(F(1).sub(F(1, 216)).mul(F(1, 6)))));
    expect(s(r.expectedHits)).toBe('863/1296');
  });

  it('rejects bad input', () => {
    expect(() => attackOdds({ ...base, targetHp: 0 })).toThrow(/targetHp/);
    expect(() => attackOdds({ ...base, shots: 1.5 })).toThrow(/shots/);
    expect(() => attackOdds({ ...base, reduction: -1 })).toThrow(/reduction/);
  });
});

// An independent oracle: roll every die face explicitly, shot by shot (slow, small inputs only).
function oracle(i: AttackOddsInput) {
  const faces = [1, 2, 3, 4, 5, 6];
  const combos = (n: number): number[][] => (n === 0 ? [[]] : combos(n - 1).flatMap((c) => faces.map((f) => [...c, f])));
  const sixth = F(1, 6);
  const accuracy = (token: boolean) => {
    const out = new Map<string, Fraction>(); // "hit|used" -> p
    const put = (hit: boolean, used: boolean, p: Fraction) => out.set(`${hit}|${used}`, (out.get(`${hit}|${used}`) ?? F(0)).add(p));
    if (i.accuracy >= 1) {
      const all = combos(i.accuracy);
      for (const c of all) {
        const p = F(1, all.length);
        if (c.includes(6)) put(true, false, p);
        else if (token) for (const f of faces) put(f === 6, true, p.mul(sixth));
        else put(false, false, p);
      }
    } else {
      const luck = combos(1 - i.accuracy);
      const luckHit = F(luck.filter((c) => c.every((f) => f >= 4)).length, luck.length);
      for (const f of faces) {
        if (f === 6) { put(true, false, sixth.mul(luckHit)); put(false, false, sixth.mul(F(1).sub(luckHit))); } else if (token) {
          for (const g of faces) {
            if (g === 6) { put(true, true, sixth.mul(sixth).mul(luckHit)); put(false, true, sixth.mul(sixth).mul(F(1).sub(luckHit))); } else put(false, true, sixth.mul(sixth));
          }
        } else put(false, false, sixth);
      }
    }
    return [...out].map(([k, p]) => ({ hit: k.startsWith('true'), used: k.endsWith('true'), p }));
  };
  const dmg = (f: number) => Math.max(0, (f + i.damageBonus) * (i.pointBlank ? 2 : 1) - i.reduction);
  const result = { dist: new Map<number, Fraction>(), hits: F(0), rolled: F(0) };
  const walk = (shot: number, hp: number, at: boolean, dt: boolean, p: Fraction, hits: number, rolled: number) => {
    if (shot === i.shots || hp === 0) {
      const removed = i.targetHp - hp;
      result.dist.set(removed, (result.dist.get(removed) ?? F(0)).add(p));
      result.hits = result.hits.add(p.mul(hits));
      result.rolled = result.rolled.add(p.mul(rolled));
      return;
    }
    for (const a of accuracy(at)) {
      const pa = p.mul(a.p);
      if (a.p.equals(0)) continue;
      if (!a.hit) { walk(shot + 1, hp, at && !a.used, dt, pa, hits, rolled); continue; }
      for (const f of faces) {
        if (dt && dmg(f) < hp && f <= 3) {
          for (const g of faces) walk(shot + 1, Math.max(0, hp - dmg(g)), at && !a.used, false, pa.mul(F(1, 36)), hits + 1, rolled + dmg(g));
        } else walk(shot + 1, Math.max(0, hp - dmg(f)), at && !a.used, dt, pa.mul(sixth), hits + 1, rolled + dmg(f));
      }
    }
  };
  walk(0, i.targetHp, i.accuracyReroll ?? false, i.damageReroll ?? false, F(1), 0, 0);
  return result;
}

const smallInput = fc.record({
  accuracy: fc.integer({ min: -2, max: 2 }),
  shots: fc.integer({ min: 1, max: 2 }),
  damageBonus: fc.integer({ min: -1, max: 4 }),
  reduction: fc.integer({ min: 0, max: 3 }),
  targetHp: fc.integer({ min: 1, max: 8 }),
  pointBlank: fc.boolean(),
  accuracyReroll: fc.boolean(),
  damageReroll: fc.boolean(),
});

const input = fc.record({
  accuracy: fc.integer({ min: -4, max: 5 }),
  shots: fc.integer({ min: 0, max: 4 }),
  damageBonus: fc.integer({ min: -2, max: 6 }),
  reduction: fc.integer({ min: 0, max: 4 }),
  targetHp: fc.integer({ min: 1, max: 12 }),
  pointBlank: fc.boolean(),
  accuracyReroll: fc.boolean(),
  damageReroll: fc.boolean(),
});

describe('attackOdds properties', () => {
  it('matches a die-by-die enumeration exactly (distribution, hits, damage rolled)', () => {
    fc.assert(fc.property(smallInput, (i) => {
      const r = attackOdds(i);
      const o = oracle(i);
      expect(dist(r.hpRemoved)).toEqual(dist(new Map([...o.dist].sort((a, b) => a[0] - b[0]))));
      expect(s(r.expectedHits)).toBe(s(o.hits));
      expect(s(r.expectedDamageRolled)).toBe(s(o.rolled));
    }), { numRuns: 60 });
  });

  it('the distribution sums to exactly 1; kill <= atLeastOne; expected HP removed <= target HP and <= damage rolled', () => {
    fc.assert(fc.property(input, (i) => {
      const r = attackOdds(i);
      expect(s(sum(r.hpRemoved))).toBe('1/1');
      expect(r.kill.lte(r.atLeastOne)).toBe(true);
      expect(r.expectedHpRemoved.lte(i.targetHp)).toBe(true);
      expect(r.expectedHpRemoved.lte(r.expectedDamageRolled)).toBe(true);
      expect(r.expectedHits.lte(i.shots)).toBe(true);
    }), { numRuns: 150 });
  });

  it('more accuracy never lowers the kill chance; an accuracy reroll never lowers it either', () => {
    fc.assert(fc.property(input, (i) => {
      expect(attackOdds({ ...i, accuracy: i.accuracy + 1 }).kill.gte(attackOdds(i).kill)).toBe(true);
      expect(attackOdds({ ...i, accuracyReroll: true }).kill.gte(attackOdds({ ...i, accuracyReroll: false }).kill)).toBe(true);
      expect(attackOdds({ ...i, accuracyReroll: true }).atLeastOne.gte(attackOdds({ ...i, accuracyReroll: false }).atLeastOne)).toBe(true);
    }), { numRuns: 100 });
  });

  it('with one shot, the Precision reroll never lowers the kill chance', () => {
    fc.assert(fc.property(input, (i) => {
      const one = { ...i, shots: 1 };
      expect(attackOdds({ ...one, damageReroll: true }).kill.gte(attackOdds({ ...one, damageReroll: false }).kill)).toBe(true);
    }), { numRuns: 100 });
  });
});

describe('soldierAttackOdds (cards from the ruleset)', () => {
  const q = { cover: 'none', brace: false, adjacent: false } as const;

  it('Voss braced MG: the kit 02 benchmark accuracies +1/+1/0/-1 and the at-least-one chances', () => {
    const got = (['none', 'soft', 'hard', 'full'] as const).map((cover) =>
      soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'worker', cover, brace: true }));
    expect(got.map((r) => r.accuracy.total)).toEqual([1, 1, 0, -1]);
    expect(got.map((r) => s(r.atLeastOne))).toEqual(['91/216', '91/216', '397/1728', '1657/13824']);
    expect(got[2].accuracy.terms.map((t) => t.term)).toEqual(['base', 'weapon', 'brace', 'cover', 'mgPenetration']);
    expect(got.every((r) => r.weapon === 'mg' && r.input.shots === 3)).toBe(true);
  });

  it('Veteran Voss (Fire Discipline) braced: +2 exposed, per shot 11/36', () => {
    const r = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'worker', brace: true, skills: ['weaponsPlatform', 'controlledBurst', 'fireDiscipline'] });
    expect(r.accuracy.total).toBe(2);
    expect(s(r.perShot)).toBe('11/36');
  });

  it('Okafor vs exposed worker matches the hand count; warrior armour is natural 1 + carapace 1', () => {
    const w = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Okafor', target: 'worker' });
    expect(s(w.kill)).toBe('3355/7776');
    const r = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Okafor', target: 'warrior' });
    expect(r.input.reduction).toBe(2);
    expect(r.input.targetHp).toBe(10);
    expect(s(r.kill)).toBe('0/1'); // D6+4-2 <= 8 < 10
  });

  it('Armour Hunter lowers the reduction by 1; Precision only with rerolls on', () => {
    const skills = ['precision', 'watchful', 'deadeye', 'armourHunter'] as const;
    const r = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Okafor', target: 'worker', skills: [...skills] });
    expect(r.input.reduction).toBe(0);
    expect(r.accuracy.total).toBe(5);
    expect(r.kill.equals(r.perShot)).toBe(true); // D6+4 >= 5 always
    expect(r.input.damageReroll).toBe(false);
    expect(soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Okafor', target: 'worker', rerolls: true }).input.damageReroll).toBe(true);
  });

  it('Chen adjacent: shotgun point blank, doubled D6+2; Close Assault adds an accuracy reroll', () => {
    const r = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Chen', target: 'worker', adjacent: true });
    expect(r.weapon).toBe('shotgun');
    expect(r.input.pointBlank).toBe(true);
    expect(s(r.kill)).toBe('11/36'); // (D6+2)*2-1 >= 5 always
    const ca = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Chen', target: 'worker', adjacent: true, skills: ['breachLead', 'closeAssault'], rerolls: true });
    expect(s(ca.kill)).toBe('91/216');
    // Close Assault is for point blank only
    const far = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Chen', target: 'worker', skills: ['breachLead', 'closeAssault'], rerolls: true });
    expect(far.input.accuracyReroll).toBe(false);
  });

  it('Voss adjacent cannot fire the MG (RULINGS A4): knife, no brace, no cover', () => {
    const r = soldierAttackOdds(KIT_RULESET, { attacker: 'Voss', target: 'worker', cover: 'full', brace: true, adjacent: true });
    expect(r.weapon).toBe('knife');
    expect(r.accuracy.total).toBe(1);
    expect(s(r.kill)).toBe('1/36'); // hit 1/6, then D6-1 >= 5 on a 6
    expect(() => soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'worker', adjacent: true, weapon: 'mg' })).toThrow(/A4/);
    expect(() => soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'worker', weapon: 'knife' })).toThrow(/adjacent/);
  });

  it('spotter +1 and Sustained Fire 4 shots; numbers come from the ruleset', () => {
    const r = soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'warrior', brace: true, spotted: true, skills: ['sustainedFire'], sustainedFire: true });
    expect(r.accuracy.total).toBe(2);
    expect(r.input.shots).toBe(4);
    expect(() => soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'warrior', sustainedFire: true })).toThrow(/Sustained Fire/);
    const tough = soldierAttackOdds(makeRuleset({ aliens: { worker: { hp: 7 } } }), { ...q, attacker: 'Okafor', target: 'worker' });
    expect(tough.input.targetHp).toBe(7);
  });

  it('a soldier attacks only with their own weapons and skills (kit 02 cards, kit 07 loadouts; this engine trades medkits only)', () => {
    expect(() => soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Park', target: 'warrior', weapon: 'mg', skills: ['fieldCare'] }))
      .toThrow('Park does not carry the Machine gun (kit 07 loadout: pistol, knife)');
    expect(() => soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'worker', adjacent: true, weapon: 'fangs' })).toThrow(/Voss does not carry the Fangs/);
    expect(() => soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Voss', target: 'worker', skills: ['deadeye'] }))
      .toThrow("deadeye is not one of Voss's skills (kit 02: weaponsPlatform, controlledBurst, fireDiscipline, sustainedFire)");
    expect(() => soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Park', target: 'worker', weapon: 'mg', skills: ['sustainedFire'], sustainedFire: true })).toThrow(/sustainedFire is not one of Park's skills/);
    // Their own, named, still answer.
    expect(soldierAttackOdds(KIT_RULESET, { ...q, attacker: 'Park', target: 'worker', adjacent: true, weapon: 'knife' }).weapon).toBe('knife');
  });
});
