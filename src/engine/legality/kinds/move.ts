/** Move one square (kit 05 §2, RULINGS M1): onto an enterable, unoccupied neighbour, for its AP. */
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { canEnter, stepRefusal, stepWords, type StepRefusal } from '../squares';

export const move = actionKind<DecisionOf<'move'>>({
  type: 'move',
  over: 'actor',
  candidates(a, out) { for (const to of a.near) out.push({ type: 'move', to }); },
  legal(a, out) {
    if (a.s.ap < a.state.ruleset.apCosts.move) return;
    for (const to of a.near) if (canEnter(a.state, to)) out.push({ type: 'move', to });
  },
  refusal: (a, d) => stepRefusal(a.state, a.here, d.to) ?? (affords(a, d) ? null : 'ap'),
  words: (a, d, code) => (code === 'ap' ? needsApWords(a, d, 'move') : `Cannot move: ${stepWords(a.state, a.s.at, d.to, code as StepRefusal)}`),
  target: (d) => d.to,
});
