/** Melee an orthogonally adjacent living enemy with a melee weapon (kit 05 §5), for its AP. */
import { meleeWeaponOf } from '../../combat/soldier-weapons';
import { alienOf, labelOf } from '../../state/figures';
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { nextTo } from '../squares';

export const melee = actionKind<DecisionOf<'melee'>>({
  type: 'melee',
  over: 'alien',
  candidates: (_a, out, alien) => { out.push({ type: 'melee', target: alien.id }); },
  legal(a, out, alien) {
    if (a.s.ap >= a.state.ruleset.apCosts.melee && nextTo(a.here, alien.at) && meleeWeaponOf(a.state, a.s)) out.push({ type: 'melee', target: alien.id });
  },
  refusal(a, d) {
    const target = alienOf(a.state, d.target);
    if (!target || target.hp <= 0) return 'noTarget';
    if (!nextTo(a.here, target.at)) return 'notAdjacent';
    if (!meleeWeaponOf(a.state, a.s)) return 'noWeapon';
    return affords(a, d) ? null : 'ap';
  },
  words(a, d, code) {
    switch (code) {
      case 'noTarget': return `Cannot melee: no living enemy ${d.target}`;
      case 'notAdjacent': return `Cannot melee: ${labelOf(a.state, d.target)} is not orthogonally adjacent`;
      case 'noWeapon': return `Cannot melee: ${a.s.id} has no melee weapon`;
      default: return needsApWords(a, d, 'melee');
    }
  },
  target: (d) => d.target,
});
