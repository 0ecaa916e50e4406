/**
 * Counteract (docs/variants.md AA4-AA5, alternatingActivations only): with no soldier left to
 * activate, one who has activated takes one 1 AP action between the aliens' activations.
 */
import { isSoldierName, soldierOf } from '../../state/figures';
import { counteractBar, counteractBarWords, type CounteractBar } from '../../variants/alternation';
import { squadKind, type DecisionOf } from '../action-kind';

export const counteract = squadKind<DecisionOf<'counteract'>>({
  type: 'counteract',
  candidates: (state) => state.soldiers.map((s) => ({ type: 'counteract', soldier: s.id })),
  refusal(state, d) {
    const s = isSoldierName(d.soldier) ? soldierOf(state, d.soldier) : undefined;
    return s ? counteractBar(state, s) : 'notInSquad';
  },
  words(state, d, code) {
    if (code === 'notInSquad') return `Cannot counteract: ${d.soldier} is not in the squad`;
    return `Cannot counteract: ${counteractBarWords(soldierOf(state, d.soldier)!, code as CounteractBar)}`;
  },
  target: (d) => d.soldier,
});
