/** Trade a carried item to an adjacent conscious soldier (kit 05 §8), for its AP. */
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { nextTo, receiverRefusal, receiverWords, type ReceiverRefusal } from '../squares';

type Trade = DecisionOf<'trade'>;

export const trade = actionKind<Trade>({
  type: 'trade',
  over: 'soldier',
  offered: (a) => a.s.items.includes('medkit'),
  candidates(a, out, t) { if (t.id !== a.s.id) out.push({ type: 'trade', item: 'medkit', to: t.id }); },
  legal(a, out, t) {
    if (t.id !== a.s.id && t.hp > 0 && a.s.items.includes('medkit') && a.s.ap >= a.state.ruleset.apCosts.trade && nextTo(a.here, t.at)) out.push({ type: 'trade', item: 'medkit', to: t.id });
  },
  refusal(a, d) {
    if (!a.s.items.includes(d.item)) return 'none';
    return receiverRefusal(a.state, a.s, a.here, d.to) ?? (affords(a, d) ? null : 'ap');
  },
  words(a, d, code) {
    switch (code) {
      case 'none': return `Cannot trade: ${a.s.id} carries no ${d.item}`;
      case 'ap': return needsApWords(a, d, 'trade');
      default: return `Cannot trade: ${receiverWords(d.to, code as ReceiverRefusal)}`;
    }
  },
  /** Without a medkit, a trade to the first other soldier, so the trade control has words. */
  explain(a) {
    if (a.s.items.includes('medkit')) return [];
    const other = a.state.soldiers.find((t) => t.id !== a.s.id);
    return other ? [{ type: 'trade', item: 'medkit', to: other.id }] : [];
  },
  target: (d) => d.to,
});
