/**
 * Enter overwatch (kit 05 §7): the setup's AP now and at least one shot's AP held back, with a
 * ranged weapon.
 */
import { rangedWeaponOf } from '../../combat/soldier-weapons';
import { actionKind, type DecisionOf } from '../action-kind';
import { noRangedWeapon } from './fire';

const OVERWATCH = { type: 'overwatch' } as const;

export const overwatch = actionKind<DecisionOf<'overwatch'>>({
  type: 'overwatch',
  over: 'actor',
  candidates: (_a, out) => { out.push(OVERWATCH); },
  legal(a, out) {
    if (a.ranged !== null && a.s.ap >= a.state.ruleset.apCosts.overwatchSetup + a.state.ruleset.weapons[a.ranged].ap) out.push(OVERWATCH);
  },
  refusal(a, d) {
    const weapon = d.weapon ? rangedWeaponOf(a.state, a.s, d.weapon) : a.ranged;
    if (!weapon) return 'noWeapon';
    return a.s.ap >= a.state.ruleset.apCosts.overwatchSetup + a.state.ruleset.weapons[weapon].ap ? null : 'ap';
  },
  words(a, d, code) {
    if (code === 'noWeapon') return `Cannot enter overwatch: ${noRangedWeapon(a.s, d.weapon)}`;
    const setup = a.state.ruleset.apCosts.overwatchSetup;
    const shot = a.state.ruleset.weapons[rangedWeaponOf(a.state, a.s, d.weapon)!].ap;
    return `Cannot enter overwatch: needs ${setup + shot} AP (${setup} + ${shot} reserved), ${a.s.id} has ${a.s.ap}`;
  },
  target: () => undefined,
});
