/** Spotter's mark (kit 02 Reyes): once per activation, 0 AP, a living enemy he can see (S7). */
import { canUseOnce, hasSkill } from '../../flow/progression';
import { alienOf, labelOf, livingAliens } from '../../state/figures';
import { canSee, sightVerdict } from '../../sight';
import { actionKind, seesAlien, type DecisionOf } from '../action-kind';

export const mark = actionKind<DecisionOf<'mark'>>({
  type: 'mark',
  over: 'alien',
  offered: (a) => hasSkill(a.s, 'spotter'),
  candidates: (_a, out, alien) => { out.push({ type: 'mark', target: alien.id }); },
  legal(a, out, alien) { if (canUseOnce(a.s, 'spotter') && seesAlien(a, alien)) out.push({ type: 'mark', target: alien.id }); },
  refusal(a, d) {
    if (!hasSkill(a.s, 'spotter')) return 'noSkill';
    if (!canUseOnce(a.s, 'spotter')) return 'used';
    const target = alienOf(a.state, d.target);
    if (!target || target.hp <= 0) return 'noTarget';
    // canSee is the verdict's `visible` without its words (S7); the words only for a refusal.
    return canSee(a.state, a.s.at, target.at) ? null : 'unseen';
  },
  words(a, d, code) {
    switch (code) {
      case 'noSkill': return `Cannot mark: ${a.s.id} does not have Spotter`;
      case 'used': return 'Cannot mark: Spotter already used this activation';
      case 'noTarget': return `Cannot mark: no living enemy ${d.target}`;
      default: return `Cannot mark ${labelOf(a.state, d.target)}: ${sightVerdict(a.state, a.s.at, alienOf(a.state, d.target)!.at).reason}`;
    }
  },
  explain(a) {
    const alien = livingAliens(a.state)[0];
    return alien && !hasSkill(a.s, 'spotter') ? [{ type: 'mark', target: alien.id }] : [];
  },
  target: (d) => d.target,
});
