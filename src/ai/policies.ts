/**
 * The built-in squad policies by name (issue 3 §2), for the CLI and the app.
 */
import type { Controller } from './controller';
import { greedyPolicy } from './greedy';
import { plannerPolicy } from './planner/planner';
import { randomPolicy } from './random';

export const policyNames: readonly string[] = ['random', 'greedy', 'planner'];

/**
 * A fresh policy for one game; `seed` seeds the random policy's own generator and the planner's
 * sampled dice; `budget` is the planner's playouts per decision.
 */
export function makePolicy(name: string, seed: number, options: { budget?: number } = {}): Controller {
  switch (name) {
    case 'random': return randomPolicy({ seed });
    case 'greedy': return greedyPolicy();
    case 'planner': return plannerPolicy({ seed, ...(options.budget !== undefined ? { budget: options.budget } : {}) });
    default: throw new Error(`unknown squad policy "${name}" (known: ${policyNames.join(', ')})`);
  }
}
