/**
 * Use a carried medkit on oneself or an adjacent soldier (kit 05 §9): heals, or revives a downed
 * one whose square is free; 1 AP with Efficient Treatment (kit 02, ap-cost.ts).
 */
import { isOccupied, nextTo } from '../squares';
import { medkitCost } from '../ap-cost';
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { healTarget, healTargetWords } from './heal-target';
import { soldierOf } from '../../state/figures';
import type { SoldierName } from '../../state/types';

export const medkit = actionKind<DecisionOf<'medkit'>>({
  type: 'medkit',
  over: 'soldier',
  offered: (a) => a.s.items.includes('medkit'),
  candidates: (_a, out, t) => { out.push({ type: 'medkit', target: t.id }); },
  legal(a, out, t) {
    const { state, s } = a;
    if (t.hp >= state.ruleset.soldiers[t.id].hp || !s.items.includes('medkit') || s.ap < medkitCost(state, s)) return;
    if ((t.id === s.id || nextTo(a.here, t.at)) && !(t.hp === 0 && isOccupied(state, t.at))) out.push({ type: 'medkit', target: t.id });
  },
  refusal(a, d) {
    if (!a.s.items.includes('medkit')) return 'none';
    const t = healTarget(a, d.target);
    if (typeof t === 'string') return t;
    if (t.hp === 0 && isOccupied(a.state, t.at)) return 'occupied'; // kit 05 §9
    if (t.hp >= a.state.ruleset.soldiers[t.id].hp) return 'full';
    return affords(a, d) ? null : 'ap';
  },
  words(a, d, code) {
    const t = soldierOf(a.state, d.target as SoldierName);
    switch (code) {
      case 'none': return `Cannot use a medkit: ${a.s.id} carries none`;
      case 'occupied': return `Cannot revive ${t!.id}: the square ${t!.at} is occupied`;
      case 'full': return `Cannot use a medkit on ${t!.id}: already at full HP`;
      case 'ap': return needsApWords(a, d, 'use a medkit');
      default: return healTargetWords(d.target, 'a medkit', code)!;
    }
  },
  explain: (a) => (a.s.items.includes('medkit') ? [] : [{ type: 'medkit', target: a.s.id }]),
  target: (d) => d.target,
});
