/**
 * Pass the carried station log to an adjacent conscious soldier (kit 05 §8: "costs 1 AP as a
 * trade"; §9 "Only the giver pays"; docs/scenarios.md SC-L3).
 */
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { receiverRefusal, receiverWords, type ReceiverRefusal } from '../squares';
import { logOf } from '../../mission/log';

type PassLog = DecisionOf<'passLog'>;

export const passLog = actionKind<PassLog>({
  type: 'passLog',
  over: 'soldier',
  offered: (a) => logOf(a.state)?.carrier === a.s.id,
  candidates(a, out, t) { if (t.id !== a.s.id) out.push({ type: 'passLog', to: t.id }); },
  refusal(a, d) {
    if (logOf(a.state)?.carrier !== a.s.id) return 'notCarrier';
    return receiverRefusal(a.state, a.s, a.here, d.to) ?? (affords(a, d) ? null : 'ap');
  },
  words(a, d, code) {
    switch (code) {
      case 'notCarrier': return `Cannot pass the log: ${a.s.id} does not carry it`;
      case 'ap': return needsApWords(a, d, 'pass the log');
      default: return `Cannot pass the log: ${receiverWords(d.to, code as ReceiverRefusal)}`;
    }
  },
  target: (d) => d.to,
});
