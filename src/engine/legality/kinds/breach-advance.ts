/** Breach and Advance (kit 02 Chen): the free square right after Breach Lead opens a door. */
import { actionKind, type DecisionOf } from '../action-kind';
import { canEnter, stepRefusal, stepWords, type StepRefusal } from '../squares';

export const breachAdvance = actionKind<DecisionOf<'breachAdvance'>>({
  type: 'breachAdvance',
  over: 'actor',
  offered: (a) => a.state.breachAdvanceReady,
  candidates(a, out) { for (const to of a.near) out.push({ type: 'breachAdvance', to }); },
  legal(a, out) {
    if (a.state.breachAdvanceReady) for (const to of a.near) if (canEnter(a.state, to)) out.push({ type: 'breachAdvance', to });
  },
  refusal: (a, d) => (a.state.breachAdvanceReady ? stepRefusal(a.state, a.here, d.to) : 'notReady'),
  words: (a, d, code) => (code === 'notReady'
    ? 'Cannot Breach and Advance: only immediately after Breach Lead opens a door'
    : `Cannot Breach and Advance: ${stepWords(a.state, a.s.at, d.to, code as StepRefusal)}`),
  explain: (a) => (!a.state.breachAdvanceReady && a.near.length ? [{ type: 'breachAdvance', to: a.near[0] }] : []),
  target: (d) => d.to,
});
