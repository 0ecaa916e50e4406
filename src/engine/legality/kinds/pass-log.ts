/**
 * Pass the carried station log to an adjacent conscious soldier (kit 05 §8: "costs 1 AP as a
 * trade"; §9 "Only the giver pays"; docs/scenarios.md SC-L3).
 */
import { isSoldierName, soldierOf } from '../../state/figures';
import { actionKind, type Actor, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { nextTo } from '../squares';
import { logOf } from '../../mission/log';

type PassLog = DecisionOf<'passLog'>;

const receiver = (a: Actor, d: PassLog) => (isSoldierName(d.to) ? soldierOf(a.state, d.to) : undefined);

export const passLog = actionKind<PassLog>({
  type: 'passLog',
  over: 'soldier',
  offered: (a) => logOf(a.state)?.carrier === a.s.id,
  candidates(a, out, t) { if (t.id !== a.s.id) out.push({ type: 'passLog', to: t.id }); },
  refusal(a, d) {
    if (logOf(a.state)?.carrier !== a.s.id) return 'notCarrier';
    const to = receiver(a, d);
    if (!to || to.id === a.s.id) return 'notOther';
    if (to.hp <= 0) return 'downed';
    if (!nextTo(a.here, to.at)) return 'notAdjacent';
    return affords(a, d) ? null : 'ap';
  },
  words(a, d, code) {
    switch (code) {
      case 'notCarrier': return `Cannot pass the log: ${a.s.id} does not carry it`;
      case 'notOther': return `Cannot pass the log: ${d.to} is not another soldier`;
      case 'downed': return `Cannot pass the log: ${d.to} is downed`;
      case 'notAdjacent': return `Cannot pass the log: ${d.to} is not adjacent`;
      default: return needsApWords(a, d, 'pass the log');
    }
  },
  target: (d) => d.to,
});
