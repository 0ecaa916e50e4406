/**
 * Fire a ranged weapon at a living, visible enemy (kit 05 §4, RULINGS A4, S6-S7): not while
 * engaged, unless a point-blank shotgun at an adjacent enemy; Sustained Fire with the MG once per
 * activation (kit 02 Okafor).
 */
import { canUseOnce, hasSkill } from '../../flow/progression';
import { rangedWeaponOf } from '../../combat/soldier-weapons';
import { alienOf, labelOf } from '../../state/figures';
import { canSee, sightVerdict } from '../../sight';
import type { SoldierState, WeaponId } from '../../state/types';
import { actionKind, seesAlien, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { nextTo } from '../squares';

type Fire = DecisionOf<'fire'>;

/** The words for a missing ranged weapon: a carried melee weapon (the knife) is not one (kit 03). */
export function noRangedWeapon(s: SoldierState, asked: WeaponId | undefined): string {
  return asked && s.weapons.includes(asked) ? `the ${asked} is not a ranged weapon` : `${s.id} has no ${asked ?? 'ranged weapon'}`;
}

export const fire = actionKind<Fire>({
  type: 'fire',
  over: 'alien',
  candidates(a, out, alien) {
    out.push({ type: 'fire', target: alien.id });
    if (hasSkill(a.s, 'sustainedFire')) out.push({ type: 'fire', target: alien.id, sustainedFire: true });
  },
  legal(a, out, alien) {
    const { state, s } = a;
    if (a.ranged === null) return;
    const weapon = state.ruleset.weapons[a.ranged];
    // RULINGS A4: engaged soldiers fire only the shotgun, point blank; AP before sight (S7).
    if (a.engaged !== null && !(weapon.pointBlankDoubles && nextTo(a.here, alien.at))) return;
    if (s.ap < weapon.ap || !seesAlien(a, alien)) return;
    out.push({ type: 'fire', target: alien.id });
    if (a.ranged === 'mg' && canUseOnce(s, 'sustainedFire')) out.push({ type: 'fire', target: alien.id, sustainedFire: true });
  },
  refusal(a, d) {
    const { state, s } = a;
    const weapon = d.weapon ? rangedWeaponOf(state, s, d.weapon) : a.ranged;
    if (!weapon) return 'noWeapon';
    const target = alienOf(state, d.target);
    if (!target || target.hp <= 0) return 'noTarget';
    if (a.engaged !== null && !(state.ruleset.weapons[weapon].pointBlankDoubles && nextTo(a.here, target.at))) return 'engaged';
    if (d.sustainedFire) {
      if (weapon !== 'mg' || !hasSkill(s, 'sustainedFire')) return 'noSustained';
      if (!canUseOnce(s, 'sustainedFire')) return 'sustainedUsed';
    }
    // AP before sight: sight is the dear question, asked only when it decides (the words still
    // name sight first when both fail, as the kit's order of checks does).
    if (!affords(a, { type: 'fire', target: d.target, weapon })) return 'ap';
    // canSee is the verdict's `visible` without its words (S7); the words only for a refusal.
    return canSee(state, s.at, target.at) ? null : 'unseen';
  },
  words(a, d, code) {
    const { state, s } = a;
    const weapon = rangedWeaponOf(state, s, d.weapon)!;
    const target = alienOf(state, d.target)!;
    switch (code) {
      case 'noWeapon': return `Cannot fire: ${noRangedWeapon(s, d.weapon)}`;
      case 'noTarget': return `Cannot fire: no living enemy ${d.target}`;
      case 'engaged': return state.ruleset.weapons[weapon].pointBlankDoubles
        ? `Cannot fire: engaged with ${labelOf(state, a.engaged!)}; the shotgun may only fire at an adjacent enemy`
        : `Cannot fire: engaged with ${labelOf(state, a.engaged!)}`;
      case 'noSustained': return `Cannot use Sustained Fire: ${s.id} does not have it for this weapon`;
      case 'sustainedUsed': return 'Cannot use Sustained Fire: already used this activation';
      default:
        if (!canSee(state, s.at, target.at)) return `Cannot fire at ${labelOf(state, d.target)}: ${sightVerdict(state, s.at, target.at).reason}`;
        return needsApWords(a, { type: 'fire', target: d.target, weapon }, 'fire');
    }
  },
  target: (d) => d.target,
});
