/**
 * The built-in squad policies by name (issue 3 §2), for the CLI and the app.
 */
import type { Controller } from './controller';
import { greedyPolicy } from './greedy';
import { randomPolicy } from './random';

export const policyNames: readonly string[] = ['random', 'greedy'];

/** A fresh policy for one game; `seed` seeds the random policy's own generator. */
export function makePolicy(name: string, seed: number): Controller {
  switch (name) {
    case 'random': return randomPolicy({ seed });
    case 'greedy': return greedyPolicy();
    default: throw new Error(`unknown squad policy "${name}" (known: ${policyNames.join(', ')})`);
  }
}
