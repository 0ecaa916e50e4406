/**
 * The built-in squad policies by name (issue 3 §2), for the CLI and the app.
 */
import type { Controller } from './controller';
import { denying, type Mechanic } from './denial';
import { greedyPolicy } from './greedy';
import { plannerPolicy } from './planner/planner';
import { randomPolicy } from './random';
import { POLICY_NAMES } from '../replay/policy-names';

export const policyNames: readonly string[] = POLICY_NAMES;

/**
 * A fresh policy for one game; `seed` seeds the random policy's own generator and the planner's
 * sampled dice; `budget` is the planner's playouts per decision; `deny` lists the mechanics it
 * never uses (denial.ts: restricted play).
 */
export function makePolicy(name: string, seed: number, options: { budget?: number; deny?: readonly Mechanic[] } = {}): Controller {
  const deny = options.deny ?? [];
  switch (name) {
    case 'random': return denying(randomPolicy({ seed }), deny);
    case 'greedy': return denying(greedyPolicy(), deny);
    case 'planner': return plannerPolicy({ seed, deny, ...(options.budget !== undefined ? { budget: options.budget } : {}) });
    default: throw new Error(`unknown squad policy "${name}" (known: ${policyNames.join(', ')})`);
  }
}
