/** Which eligible overwatch watcher reacts next (kit 05 §7, RULINGS O3). */
import { squadKind, type DecisionOf } from '../action-kind';

export const react = squadKind<DecisionOf<'react'>>({
  type: 'react',
  candidates: (state) => (state.pending?.kind === 'reactionOrder' ? state.pending.watchers.map((watcher) => ({ type: 'react', watcher })) : []),
  refusal: (state, d) => (state.pending?.kind === 'reactionOrder' && state.pending.watchers.includes(d.watcher) ? null : 'notEligible'),
  words: (_state, d) => `${d.watcher} is not an eligible watcher for this trigger`,
  target: (d) => d.watcher,
});
