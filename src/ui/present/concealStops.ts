/**
 * Where "What would you do?" stops (issue 37 §3, the lichess Study's "hide next moves"): at the
 * position before each squad decision that had another legal choice, or only before the decisions
 * of a big win-chance swing (the graph's own marks, planner/swings.ts). A stop is the step shown
 * while the decision is hidden: the keyframe just before the decision's.
 */
import { legalOnly } from '../../engine/flow/game';
import type { Swing } from '../planner/swings';
import type { Entry } from '../session/timeline';
import type { ConcealMode } from './presentStore';

/**
 * Every step that stands just before a squad decision the squad had a choice in. A decision that
 * was the only legal one (the last soldier of a squad phase to activate, say) asks the audience
 * nothing, so it is no stop.
 */
function beforeDecisions(entries: readonly Entry[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < entries.length; i++) if (entries[i].decision && legalOnly(entries[i - 1].state).length > 1) out.push(i - 1);
  return out;
}

/**
 * The stops for a conceal mode: 'decisions' before each one with a choice; 'swings' before the
 * first such decision inside each big swing (its activation: from the swing's start to where it
 * shows), none for a swing the squad made no such decision in (an alien's activation).
 */
export function concealStops(entries: readonly Entry[], mode: ConcealMode, swings: readonly Swing[]): ReadonlySet<number> {
  if (mode === 'off') return new Set();
  const all = beforeDecisions(entries);
  if (mode === 'decisions') return new Set(all);
  const out = new Set<number>();
  for (const s of swings) {
    // The swing's first decision is at from..to; its stop is the step before it.
    const stop = all.find((k) => k + 1 >= s.from && k + 1 <= s.to);
    if (stop !== undefined) out.add(stop);
  }
  return out;
}
