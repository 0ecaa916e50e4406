/**
 * The built-in squad policies' names (issue 3 §2), apart from the policies themselves: the CLI's
 * `--squad-ai`, the page's Autoplay and a record's `controllers.squad` read them. They live with
 * the record format, which names who chose a game's decisions: src/ai (whose policies.ts builds a
 * policy from each name) already reads replay/, and a record's schema must not load the AI.
 */
export const POLICY_NAMES = ['random', 'greedy', 'planner'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];
