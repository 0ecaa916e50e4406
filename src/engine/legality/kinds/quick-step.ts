/** Quick Step (kit 02 Reyes): once per activation, one free square; with Pathfinder up to two. */
import { coordOf } from '../../board/board';
import { canUseOnce, hasSkill } from '../../flow/progression';
import { actionKind, type Actor, type DecisionOf } from '../action-kind';
import { canEnter, nearSquares, stepRefusal, stepWords, type StepRefusal } from '../squares';
import type { Square } from '../../state/types';

type QuickStep = DecisionOf<'quickStep'>;

/** The first step of `d.path` that is refused, and why, or null. */
function blockedStep(a: Actor, d: QuickStep): { from: Square; to: Square; code: StepRefusal } | null {
  let from = a.s.at;
  let here = a.here;
  for (const to of d.path) {
    const code = stepRefusal(a.state, here, to);
    if (code) return { from, to, code };
    from = to;
    here = coordOf(to);
  }
  return null;
}

const most = (a: Actor) => (hasSkill(a.s, 'pathfinder') ? 2 : 1); // Pathfinder: up to two squares (kit 02)

export const quickStep = actionKind<QuickStep>({
  type: 'quickStep',
  over: 'actor',
  offered: (a) => hasSkill(a.s, 'quickStep'),
  candidates(a, out) {
    const pathfinder = hasSkill(a.s, 'pathfinder');
    for (const first of a.near) {
      out.push({ type: 'quickStep', path: [first] });
      if (pathfinder) for (const second of nearSquares(a.state.board, first)) if (second !== a.s.at) out.push({ type: 'quickStep', path: [first, second] });
    }
  },
  legal(a, out) {
    if (!canUseOnce(a.s, 'quickStep')) return;
    const { state } = a;
    const pathfinder = hasSkill(a.s, 'pathfinder');
    for (const first of a.near) {
      if (!canEnter(state, first)) continue;
      out.push({ type: 'quickStep', path: [first] });
      if (pathfinder) for (const second of nearSquares(state.board, first)) if (second !== a.s.at && canEnter(state, second)) out.push({ type: 'quickStep', path: [first, second] });
    }
  },
  refusal(a, d) {
    if (!canUseOnce(a.s, 'quickStep')) return hasSkill(a.s, 'quickStep') ? 'used' : 'noSkill';
    if (d.path.length < 1 || d.path.length > most(a)) return 'length';
    return blockedStep(a, d)?.code ?? null;
  },
  words(a, d, code) {
    switch (code) {
      case 'used': return 'Cannot Quick Step: already used this activation';
      case 'noSkill': return `Cannot Quick Step: ${a.s.id} does not have Quick Step`;
      case 'length': return `Cannot Quick Step: 1${most(a) > 1 ? ' or 2 squares' : ' square'} only`;
      default: {
        const step = blockedStep(a, d)!;
        return `Cannot Quick Step: ${stepWords(a.state, step.from, step.to, step.code)}`;
      }
    }
  },
  explain: (a) => (!hasSkill(a.s, 'quickStep') && a.near.length ? [{ type: 'quickStep', path: [a.near[0]] }] : []),
  target: (d) => d.path.join('-'),
});
