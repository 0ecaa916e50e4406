/**
 * Take up the station log (kit 05 §8; docs/scenarios.md SC-L2, SC-L4): on the log's square or
 * orthogonally beside it, 2 AP to secure it, 1 AP to recover it once dropped. Offered only in a
 * mission with a log lying on the board.
 */
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { logOf, withinReachOfLog } from '../../mission/log';

export const secureLog = actionKind<DecisionOf<'secureLog'>>({
  type: 'secureLog',
  over: 'actor',
  offered: (a) => logOf(a.state)?.at != null,
  candidates(a, out) { out.push({ type: 'secureLog' }); },
  refusal(a, d) {
    const log = logOf(a.state);
    if (!log || log.at === null) return 'noLog';
    if (!withinReachOfLog(log, a.s)) return 'notNear';
    return affords(a, d) ? null : 'ap';
  },
  words(a, d, code) {
    const log = logOf(a.state);
    switch (code) {
      case 'noLog': return log?.carrier ? `Cannot take the log: ${log.carrier} carries it` : 'Cannot take the log: this mission has none';
      case 'notNear': return `Cannot take the log: it lies on ${log!.at}, not on or beside ${a.s.at}`;
      default: return needsApWords(a, d, log?.recovered ? 'recover the log' : 'secure the log');
    }
  },
  target: () => undefined,
});
