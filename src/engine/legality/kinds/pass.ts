/** End the activation (kit 01 ROUND): always legal; the AP left is lost. */
import { actionKind, type DecisionOf } from '../action-kind';

const PASS = { type: 'pass' } as const;

export const pass = actionKind<DecisionOf<'pass'>>({
  type: 'pass',
  over: 'actor',
  candidates: (_a, out) => { out.push(PASS); },
  legal: (_a, out) => { out.push(PASS); },
  refusal: () => null,
  words: () => '',
  target: () => undefined,
});
