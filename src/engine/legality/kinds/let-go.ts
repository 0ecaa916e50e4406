/** The squad lets a Counteract turn go (docs/variants.md AA4): a pass with nobody acting. */
import { squadKind, type DecisionOf } from '../action-kind';

export const letGo = squadKind<DecisionOf<'pass'>>({
  type: 'pass',
  candidates: () => [{ type: 'pass' }],
  refusal: () => null,
  words: () => '',
  target: () => undefined,
});
