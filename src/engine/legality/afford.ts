/** Whether the acting soldier has the AP a decision costs (ap-cost.ts), and the words if not. */
import { apSpent } from './ap-cost';
import type { Actor } from './action-kind';
import type { Decision } from '../state/types';

/** The actor has the AP `d` costs (kit 05 §2). */
export function affords(a: Actor, d: Decision): boolean {
  return a.s.ap >= (apSpent(a.state, a.s, d) ?? 0);
}

/** "Cannot <what>: needs 2 AP, Chen has 1". */
export function needsApWords(a: Actor, d: Decision, what: string): string {
  return `Cannot ${what}: needs ${apSpent(a.state, a.s, d) ?? 0} AP, ${a.s.id} has ${a.s.ap}`;
}
