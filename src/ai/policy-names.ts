/**
 * The built-in squad policies' names (issue 3 §2), apart from the policies themselves: the CLI's
 * `--squad-ai`, the page's Autoplay and a record's `controllers.squad` read them, and a record's
 * schema must not load the whole AI to know them.
 */
export const POLICY_NAMES = ['random', 'greedy', 'planner'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];
