/**
 * Exact attack odds timing (engine/combat/odds/attack-odds.ts): the whole-attack distribution with BigInt
 * fractions, for the sheet/UI, which may ask for it on every hover.
 */
import { timeIt, type BenchLine } from './run';
import { atLeastOneHit, attackOdds, soldierAttackOdds } from '../src/engine/combat/odds';
import { KIT_RULESET } from '../src/engine/ruleset/ruleset';

export default async function (): Promise<BenchLine[]> {
  const goal = 10;
  // Specialist Voss: braced MG, Sustained Fire (4 shots), Controlled Burst reroll, vs a warrior.
  const voss = timeIt(() => soldierAttackOdds(KIT_RULESET, {
    attacker: 'Voss', target: 'warrior', cover: 'none', brace: true, adjacent: false,
    skills: ['weaponsPlatform', 'controlledBurst', 'fireDiscipline', 'sustainedFire'], rerolls: true, sustainedFire: true,
  }));
  // Okafor with Precision against a worker: one shot, damage reroll branches.
  const okafor = timeIt(() => soldierAttackOdds(KIT_RULESET, {
    attacker: 'Okafor', target: 'worker', cover: 'hard', brace: true, adjacent: false, rerolls: true,
  }));
  // A long attack on a big target: 8 shots, both tokens, 20 HP.
  const long = timeIt(() => attackOdds({
    accuracy: 1, shots: 8, damageBonus: 1, reduction: 1, targetHp: 20, pointBlank: false, accuracyReroll: true, damageReroll: true,
  }));
  const perShot = timeIt(() => atLeastOneHit(-1, 3));
  return [
    { name: 'Voss MG 4 shots + Controlled Burst vs warrior', value: voss.msPerCall, unit: 'ms', goal: `< ${goal} ms`, met: voss.msPerCall < goal },
    { name: 'Okafor sniper + Precision vs worker', value: okafor.msPerCall, unit: 'ms', goal: `< ${goal} ms`, met: okafor.msPerCall < goal },
    { name: '8 shots, both rerolls, 20 HP', value: long.msPerCall, unit: 'ms' },
    { name: 'atLeastOneHit(-1, 3)', value: perShot.msPerCall * 1000, unit: 'us' },
  ];
}
