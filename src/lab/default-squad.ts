/**
 * The squad AI a balance run plays when none is named: ONE default for the CLI (autoplay, compare,
 * probe, contribution) and the Lab page (issue: "the balance lab answers about the rules, not about
 * its own squad AI", §2). A batch measured with a weak squad answers the playtest sheet about that
 * squad's play (greedy "never heals", "leaves Voss and Okafor idle"), so the default is the planner.
 *
 * The budget (playouts per decision) is the lab budget 8, from `chamber ladder --scenario A
 * --games 40 --seed 1 --budgets 2,4,8,16` (greedy 75.0%, the planner 97.5% at 2 and 4, 100.0% at
 * 8, 95.0% at 16): the plateau starts at budget 2, so 8 sits well inside it, with room for what
 * 40 games cannot tell apart, while a game still costs a fraction of what 16 and up do. `random` and
 * `greedy` stay available with --squad-ai.
 */
export const LAB_SQUAD_AI = 'planner';
export const LAB_PLANNER_BUDGET = 8;

/** The default squad in words, for --help and the README. */
export const LAB_SQUAD_TEXT = `${LAB_SQUAD_AI} at budget ${LAB_PLANNER_BUDGET}`;

/**
 * The squad AI and budget a batch plays: the named AI (the planner without --budget plays the lab
 * budget), or the default squad when none is named.
 */
export function labSquad(squadAi: string | undefined, budget: number | undefined): { squadAi: string; budget?: number } {
  const ai = squadAi ?? LAB_SQUAD_AI;
  if (ai !== 'planner') return budget === undefined ? { squadAi: ai } : { squadAi: ai, budget };
  return { squadAi: ai, budget: budget ?? LAB_PLANNER_BUDGET };
}
