/**
 * Exact odds of one attack by a named soldier (kit 02 cards, kit 03 weapons and enemy cards,
 * RULINGS A1-A4, C1-C2): the soldier's starting weapon (or the one asked for), accuracy with its
 * named terms, the target card's armour, then `attackOdds` for the whole distribution.
 */
import { accuracyFor, type Accuracy } from '../accuracy';
import { attackOdds, type AttackOdds, type AttackOddsInput } from './attack-odds';
import { coverLevel } from '../cover';
import type { Ruleset } from '../../ruleset/ruleset';
import type { AlienKind, CoverName, SkillId, SoldierName, WeaponId } from '../../state/types';

export interface SoldierAttackQuery {
  readonly attacker: SoldierName;
  readonly target: AlienKind;
  readonly cover: CoverName;
  readonly brace: boolean;
  /** Attacker orthogonally adjacent to the target (engaged, RULINGS A4). */
  readonly adjacent: boolean;
  /** Reyes's spotter mark on the target: +1 on every shot of a ranged attack (kit 02). */
  readonly spotted?: boolean;
  /** Skills in effect; default the soldier's Recruit skill only (kit 02: XP 0). */
  readonly skills?: readonly SkillId[];
  /** Default: the first weapon on the card; when adjacent, a weapon that may attack there. */
  readonly weapon?: WeaponId;
  /** Default: the alien card's full HP. */
  readonly targetHp?: number;
  /** Use the reroll skills held (Close Assault, Controlled Burst, Precision). Default false. */
  readonly rerolls?: boolean;
  /** Sustained Fire declared (kit 02 Voss Specialist: the MG fires 4 shots). Default false. */
  readonly sustainedFire?: boolean;
}

export type SoldierAttackOdds = AttackOdds & {
  readonly accuracy: Accuracy;
  readonly weapon: WeaponId;
  /** The attack as fed to attackOdds (shots, reduction, point blank, tokens). */
  readonly input: AttackOddsInput;
};

/**
 * The weapon used: the asked one, else the card's first; adjacent to the target only melee or a
 * point-blank shotgun may attack (RULINGS A4), so a default ranged weapon gives way to the first
 * melee weapon on the card (the combat knife). Melee needs adjacency (kit 05 §5).
 */
function chooseWeapon(ruleset: Ruleset, q: SoldierAttackQuery): WeaponId {
  const card = ruleset.soldiers[q.attacker];
  const weapon = q.weapon ?? card.weapons[0];
  const w = ruleset.weapons[weapon];
  if (!w) throw new Error(`unknown weapon "${weapon}"`);
  const mayAttackAdjacent = !w.ranged || w.pointBlankDoubles;
  if (q.adjacent && !mayAttackAdjacent) {
    if (q.weapon) throw new Error(`${q.attacker} cannot fire the ${w.name} while engaged (RULINGS A4)`);
    const melee = card.weapons.find((id) => !ruleset.weapons[id].ranged);
    if (!melee) throw new Error(`${q.attacker} has no weapon that can attack an adjacent target`);
    return melee;
  }
  if (!q.adjacent && !w.ranged) throw new Error(`the ${w.name} needs an orthogonally adjacent target (kit 05 §5)`);
  return weapon;
}

/**
 * The odds of one attack by `q.attacker` (starting card, or the given weapon and skills) against
 * a worker/warrior card (kit 03) at full HP (or `targetHp`): accuracy by accuracyFor (RULINGS A1,
 * C1-C2), reduction = natural + worn armour - Armour Hunter penetration (min 0), point blank for
 * a shotgun at an adjacent target, and the reroll skills when `rerolls` is set (kit 02).
 */
export function soldierAttackOdds(ruleset: Ruleset, q: SoldierAttackQuery): SoldierAttackOdds {
  const card = ruleset.soldiers[q.attacker];
  if (!card) throw new Error(`unknown soldier "${q.attacker}"`);
  const alien = ruleset.aliens[q.target];
  if (!alien) throw new Error(`unknown alien "${q.target}" (worker or warrior)`);
  const cover = coverLevel(q.cover);
  if (cover < 0) throw new Error(`unknown cover "${q.cover}" (none, soft, hard or full)`);
  const skills = q.skills ?? [card.skills[0]];
  // Each soldier has their own card's skills (kit 02) and attacks with their starting weapons
  // (kit 07): kit 05 §9 lets a carried item change hands, but this engine trades medkits alone
  // (legality/kinds/trade.ts), so no game puts another weapon in a soldier's hands.
  const foreign = skills.find((id) => !card.skills.includes(id));
  if (foreign) throw new Error(`${foreign} is not one of ${q.attacker}'s skills (kit 02: ${card.skills.join(', ')})`);
  if (q.weapon !== undefined && ruleset.weapons[q.weapon] && !card.weapons.includes(q.weapon)) {
    throw new Error(`${q.attacker} does not carry the ${ruleset.weapons[q.weapon].name} (kit 07 loadout: ${card.weapons.join(', ')})`);
  }
  const weapon = chooseWeapon(ruleset, q);
  const w = ruleset.weapons[weapon];
  const accuracy = accuracyFor(ruleset, {
    base: card.accuracy, skills, weapon: w, cover, braced: q.brace, spotted: q.spotted ?? false,
  });
  let shots = w.shots;
  if (q.sustainedFire) {
    if (weapon !== 'mg' || !skills.includes('sustainedFire')) throw new Error('Sustained Fire needs the sustainedFire skill and the MG (kit 02)');
    shots = ruleset.sustainedFireShots;
  }
  const pointBlank = w.pointBlankDoubles && q.adjacent;
  const penetration = weapon === 'sniper' && skills.includes('armourHunter') ? ruleset.armourHunterPenetration : 0;
  const worn = alien.armour ? ruleset.armour[alien.armour].reduction : 0;
  const has = (skill: SkillId) => (q.rerolls ?? false) && skills.includes(skill);
  const input: AttackOddsInput = {
    accuracy: accuracy.total,
    shots,
    damageBonus: w.damage,
    reduction: Math.max(0, alien.naturalArmour + worn - penetration),
    targetHp: q.targetHp ?? alien.hp,
    pointBlank,
    accuracyReroll: (weapon === 'shotgun' && pointBlank && has('closeAssault')) || (weapon === 'mg' && has('controlledBurst')),
    damageReroll: weapon === 'sniper' && has('precision'),
  };
  return { ...attackOdds(input), accuracy, weapon, input };
}
