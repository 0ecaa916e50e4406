/** Take or decline the reroll a skill offers (RULINGS A5): the only decision while one is on offer. */
import { squadKind, type DecisionOf } from '../action-kind';

export const reroll = squadKind<DecisionOf<'reroll'>>({
  type: 'reroll',
  candidates: () => [{ type: 'reroll', take: true }, { type: 'reroll', take: false }],
  refusal: () => null,
  words: () => '',
  target: () => undefined,
});
