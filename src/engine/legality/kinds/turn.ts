/** Turn to face another way (kit 05 §2, S6 facing arcs), for its AP. */
import { FACINGS } from '../../state/types';
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';

export const turn = actionKind<DecisionOf<'turn'>>({
  type: 'turn',
  over: 'actor',
  candidates(a, out) {
    for (const facing of FACINGS) if (facing !== a.s.facing) out.push({ type: 'turn', facing });
  },
  legal(a, out) {
    if (a.s.ap >= a.state.ruleset.apCosts.turn) for (const facing of FACINGS) if (facing !== a.s.facing) out.push({ type: 'turn', facing });
  },
  refusal: (a, d) => (d.facing === a.s.facing ? 'facing' : affords(a, d) ? null : 'ap'),
  words: (a, d, code) => (code === 'facing' ? `Cannot turn: already facing ${d.facing}` : needsApWords(a, d, 'turn')),
  target: (d) => d.facing,
});
