/**
 * Interact with a mission object on or beside the soldier (kit 05 §2, §8; docs/scenarios.md
 * SC-I1): a console not yet used, 1 AP. Offered only in a mission with consoles.
 */
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';
import { consoleAt, withinReach } from '../../mission/consoles';

export const interact = actionKind<DecisionOf<'interact'>>({
  type: 'interact',
  over: 'actor',
  offered: (a) => (a.state.mission?.consoles?.length ?? 0) > 0,
  candidates(a, out) {
    for (const c of a.state.mission!.consoles!) if (!c.used && withinReach(a.s, c.at)) out.push({ type: 'interact', at: c.at });
  },
  refusal(a, d) {
    const c = consoleAt(a.state, d.at);
    if (!c) return 'none';
    if (c.used) return 'used';
    if (!withinReach(a.s, c.at)) return 'notNear';
    return affords(a, d) ? null : 'ap';
  },
  words(a, d, code) {
    switch (code) {
      case 'none': return `Cannot interact: there is no mission object on ${d.at}`;
      case 'used': return `Cannot interact: the console on ${d.at} is already used`;
      case 'notNear': return `Cannot interact: ${d.at} is not ${a.s.at} or beside it`;
      default: return needsApWords(a, d, 'use the console');
    }
  },
  target: (d) => d.at,
});
