/** Field Care (kit 02 Park): once per activation, heals oneself or an adjacent soldier; never revives. */
import { canUseOnce, hasSkill } from '../../flow/progression';
import { soldierOf } from '../../state/figures';
import type { SoldierName } from '../../state/types';
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { healTarget, healTargetWords } from './heal-target';
import { nextTo } from '../squares';

export const fieldCare = actionKind<DecisionOf<'fieldCare'>>({
  type: 'fieldCare',
  over: 'soldier',
  offered: (a) => hasSkill(a.s, 'fieldCare'),
  candidates: (_a, out, t) => { out.push({ type: 'fieldCare', target: t.id }); },
  legal(a, out, t) {
    const { state, s } = a;
    if (t.hp === 0 || t.hp >= state.ruleset.soldiers[t.id].hp || !canUseOnce(s, 'fieldCare') || s.ap < state.ruleset.apCosts.fieldCare) return;
    if (t.id === s.id || nextTo(a.here, t.at)) out.push({ type: 'fieldCare', target: t.id });
  },
  refusal(a, d) {
    if (!hasSkill(a.s, 'fieldCare')) return 'noSkill';
    if (!canUseOnce(a.s, 'fieldCare')) return 'used';
    const t = healTarget(a, d.target);
    if (typeof t === 'string') return t;
    if (t.hp === 0) return 'downed';
    if (t.hp >= a.state.ruleset.soldiers[t.id].hp) return 'full';
    return affords(a, d) ? null : 'ap';
  },
  words(a, d, code) {
    const t = soldierOf(a.state, d.target as SoldierName);
    switch (code) {
      case 'noSkill': return `Cannot use Field Care: ${a.s.id} does not have it`;
      case 'used': return 'Cannot use Field Care: already used this activation';
      case 'downed': return `Cannot use Field Care on ${t!.id}: it cannot revive (only medkits revive)`;
      case 'full': return `Cannot use Field Care on ${t!.id}: already at full HP`;
      case 'ap': return needsApWords(a, d, 'use Field Care');
      default: return healTargetWords(d.target, 'Field Care', code)!;
    }
  },
  explain: (a) => (hasSkill(a.s, 'fieldCare') ? [] : [{ type: 'fieldCare', target: a.s.id }]),
  target: (d) => d.target,
});
