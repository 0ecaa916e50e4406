/** Choose the next soldier to activate (kit 05 §1): conscious, not yet this round, not revived this round (§9). */
import { soldierOf } from '../../state/figures';

import { squadKind, type DecisionOf } from '../action-kind';

export const activate = squadKind<DecisionOf<'activate'>>({
  type: 'activate',
  candidates: (state) => state.soldiers.map((s) => ({ type: 'activate', soldier: s.id })),
  legal(state, out) {
    for (const s of state.soldiers) if (s.hp > 0 && !s.activated && !s.revivedThisRound) out.push({ type: 'activate', soldier: s.id });
  },
  refusal(state, d) {
    // Every soldier's id is a soldier name: a name that is none finds nobody.
    const s = soldierOf(state, d.soldier);
    if (!s) return 'notInSquad';
    if (s.hp <= 0) return 'downed';
    if (s.activated) return 'activated';
    return s.revivedThisRound ? 'revived' : null;
  },
  words(_state, d, code) {
    switch (code) {
      case 'notInSquad': return `Cannot activate: ${d.soldier} is not in the squad`;
      case 'downed': return `Cannot activate ${d.soldier}: downed`;
      case 'activated': return `Cannot activate ${d.soldier}: already activated this round`;
      default: return `Cannot activate ${d.soldier}: revived this round, acts next round`;
    }
  },
  target: (d) => d.soldier,
});

