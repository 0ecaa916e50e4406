/** Brace (kit 05 §6): never stacks; 0 AP for Weapons Platform (kit 02 Voss, ap-cost.ts). */
import { braceCost } from '../ap-cost';
import { actionKind, type DecisionOf } from '../action-kind';
import { affords, needsApWords } from '../afford';

const BRACE = { type: 'brace' } as const;

export const brace = actionKind<DecisionOf<'brace'>>({
  type: 'brace',
  over: 'actor',
  candidates: (_a, out) => { out.push(BRACE); },
  legal: (a, out) => { if (!a.s.braced && a.s.ap >= braceCost(a.state, a.s)) out.push(BRACE); },
  refusal: (a, d) => (a.s.braced ? 'braced' : affords(a, d) ? null : 'ap'),
  words: (a, d, code) => (code === 'braced' ? 'Cannot brace: already braced (brace never stacks)' : needsApWords(a, d, 'brace')),
  target: () => undefined,
});
