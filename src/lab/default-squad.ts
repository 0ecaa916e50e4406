/**
 * The squad AI a balance run plays when none is named: ONE default for the CLI (autoplay, compare,
 * probe, contribution) and the Lab page (issue: "the balance lab answers about the rules, not about
 * its own squad AI", §2). A batch measured with a weak squad answers the playtest sheet about that
 * squad's play (greedy "never heals", "leaves Voss and Okafor idle"), so the default is the planner.
 *
 * The budget (playouts per decision) is the lab budget 8, the ladder's plateau: `chamber ladder
 * --scenario A --games 400 --seed 1 --budgets 1,2,4,8,16` gives greedy 75.8% and the planner
 * 75.8%, 88.8%, 95.0%, 98.0%, 97.3%, each doubling up to 8 significant and 8 to 16 not (McNemar
 * p 0.61), while a game at 16 and up costs about twice and more. `random` and `greedy` stay
 * available with --squad-ai. (An earlier ladder put the plateau at budget 2: below the number of
 * candidates a search weighs, budgets did not bind then, ai/planner/search.ts weighed.)
 */
export const LAB_SQUAD_AI = 'planner';
export const LAB_PLANNER_BUDGET = 8;

/** The default squad in words, for --help and the README. */
export const LAB_SQUAD_TEXT = `${LAB_SQUAD_AI} at budget ${LAB_PLANNER_BUDGET}`;

/**
 * The squad AI and budget a batch plays: the named AI (the planner without --budget plays the lab
 * budget), or the default squad when none is named. A budget given to random or greedy would be
 * dropped in silence (they search nothing), so it is refused.
 */
export function labSquad(squadAi: string | undefined, budget: number | undefined): { squadAi: string; budget?: number } {
  const ai = squadAi ?? LAB_SQUAD_AI;
  if (ai !== 'planner') {
    if (budget !== undefined) throw new Error(idleBudget([ai]));
    return { squadAi: ai };
  }
  return { squadAi: ai, budget: budget ?? LAB_PLANNER_BUDGET };
}

/** The refusal of a --budget that no squad in the run would spend; `flag` is the option that chose them. */
export function idleBudget(squadAis: readonly string[], flag = '--squad-ai'): string {
  const named = [...new Set(squadAis)];
  return `--budget is the planner's playouts per decision, and ${named.join(' and ')} ${named.length > 1 ? 'search' : 'searches'} none: drop --budget, or play ${flag} planner`;
}
