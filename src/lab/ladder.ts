/**
 * The skill ladder (`chamber ladder`): the same seeds played by squad policies of rising strength —
 * random, greedy, then the planner at each budget (playouts per decision, doubling by default) —
 * so that what the rules do can be told apart from what one AI does. Each rung's figures are
 * exactly `chamber autoplay`'s for its settings; neighbouring rungs are compared pair by pair
 * (Newcombe's interval, exact McNemar). The plateau is the lowest budget from which doubling no
 * longer changes the win rate significantly: the rules' own difficulty for good play.
 */
import { BUDGET_RANGE } from './run-spec';
import { outcomeFigures, stepOf, type OutcomeFigures, type PairedStep } from './outcome-figures';
import { pct, points } from './percent';
import { counted } from './report/counted';

export { stepOf };

/** The planner's budgets by default: doubling from 1 to 64. */
export const DEFAULT_BUDGETS: readonly number[] = [1, 2, 4, 8, 16, 32, 64];
/** At most this many planner rungs (a rung is a whole run of games). */
export const MAX_RUNGS = 16;

export interface RungPolicy {
  readonly squadAi: string;
  /** The planner's playouts per decision; null for random and greedy. */
  readonly budget: number | null;
}

export interface Rung extends RungPolicy, OutcomeFigures {}

/** A step between neighbouring rungs: the higher rung's win rate minus the lower's, paired. */
export type RungStep = PairedStep;

/** Random, greedy, then the planner at each of `budgets`. */
export function ladderPolicies(budgets: readonly number[]): RungPolicy[] {
  return [{ squadAi: 'random', budget: null }, { squadAi: 'greedy', budget: null }, ...budgets.map((budget) => ({ squadAi: 'planner', budget }))];
}

/** `--budgets 1,2,4`: whole numbers in the budget range, rising, at most MAX_RUNGS of them. */
export function parseBudgets(text: string, flag = '--budgets'): number[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d+$/.test(p))) throw new Error(`${flag} "${text}": expected budgets as whole numbers separated by commas, e.g. 1,2,4,8`);
  const budgets = parts.map(Number);
  if (budgets.length > MAX_RUNGS) throw new Error(`${flag} "${text}": at most ${MAX_RUNGS} budgets`);
  for (const b of budgets) {
    if (b < BUDGET_RANGE.min || b > BUDGET_RANGE.max) throw new Error(`${flag} "${text}": each budget must be from ${BUDGET_RANGE.min} to ${BUDGET_RANGE.max}, got ${b}`);
  }
  for (let i = 1; i < budgets.length; i++) {
    if (budgets[i] <= budgets[i - 1]) throw new Error(`${flag} "${text}": budgets must rise (${budgets[i - 1]} then ${budgets[i]})`);
  }
  return budgets;
}

/** A rung's figures from its games' outcomes and rounds (as autoplay's summary has them). */
export function rungOf(policy: RungPolicy, victories: ArrayLike<number>, rounds: ArrayLike<number>): Rung {
  return { ...policy, ...outcomeFigures({ victories, rounds }) };
}

/**
 * The plateau among the planner's budgets (rising): the lowest budget b_k with a higher rung above
 * it such that no step from b_k upward is significant; null when the last step still is (or there
 * is only one planner rung: nothing to tell).
 * `steps[k]` is the step from budgets[k] to budgets[k + 1].
 */
export function plateauOf(budgets: readonly number[], steps: readonly Pick<RungStep, 'significant'>[]): number | null {
  if (steps.length !== Math.max(0, budgets.length - 1)) throw new Error('plateauOf: one step between each two neighbouring budgets');
  let plateau: number | null = null;
  for (let k = budgets.length - 2; k >= 0; k--) {
    if (steps[k].significant) break;
    plateau = budgets[k];
  }
  return plateau;
}

/** A ladder's figures: its rungs, the steps between neighbours and the plateau. */
export interface LadderFigures {
  readonly rungs: readonly Rung[];
  readonly steps: readonly RungStep[];
  readonly plateau: number | null;
  /**
   * The paired step from the plateau's rung to the top rung, when they differ (else null). Each
   * doubling above the plateau may be too small to be significant in a short run while the steps
   * add up to one that is (50 games, seed 1: budget 1 to 4 went 76% to 94%, no doubling
   * significant): then the verdict says so (plateauVerdict).
   */
  readonly plateauToTop: RungStep | null;
}

/**
 * The ladder's figures from each rung's games (in `ladderPolicies(budgets)` order), whether a
 * whole run's or one shard's: the one function both `chamber ladder` and `report merge` use, so a
 * merged ladder is the whole ladder's figures exactly.
 */
export function ladderOf(budgets: readonly number[], played: readonly { victories: ArrayLike<number>; rounds: ArrayLike<number> }[]): LadderFigures {
  const policies = ladderPolicies(budgets);
  if (played.length !== policies.length) throw new Error('ladderOf: one set of games a rung');
  const rungs = policies.map((policy, k) => rungOf(policy, played[k].victories, played[k].rounds));
  const steps = played.slice(1).map((p, i) => stepOf(played[i].victories, p.victories));
  // The planner's rungs start at index 2 (after random and greedy).
  const plateau = plateauOf(budgets, steps.slice(2));
  const from = plateau === null ? -1 : 2 + budgets.indexOf(plateau);
  const top = played.length - 1;
  const plateauToTop = from >= 0 && from < top ? stepOf(played[from].victories, played[top].victories) : null;
  return { rungs, steps, plateau, plateauToTop };
}

/**
 * The ladder's verdict: where the plateau is and what the rules' difficulty is, or that there is
 * none yet; and, when the top rung's win rate differs significantly from the plateau's
 * (`plateauToTop`), that the plateau is only where the run was too short to see a doubling's step.
 */
export function plateauVerdict({ rungs, plateau, plateauToTop }: Pick<LadderFigures, 'rungs' | 'plateau' | 'plateauToTop'>): string {
  const top = rungs[rungs.length - 1];
  if (plateau === null) return 'No plateau yet: raise the budgets (doubling the planner\'s budget still changes the win rate significantly, or there is one planner rung only).';
  const verdict = `Plateau from budget ${plateau}: doubling from there no longer changes the win rate significantly (McNemar p >= 0.05). `
    + `The rules' own difficulty for good play is about ${pct(top.winRate)} (the planner at budget ${top.budget}: 95% Wilson ${pct(top.winRateCI95[0])} to ${pct(top.winRateCI95[1])}).`;
  if (!plateauToTop?.significant) return verdict;
  const games = counted(top.games, 'game');
  const [lo, hi] = plateauToTop.diffCI95;
  const step = `(${points(plateauToTop.diff)} points, Newcombe 95% ${points(lo)} to ${points(hi)}, McNemar p ${plateauToTop.pValue.toPrecision(3)})`;
  // A significant drop over more budget is odd but possible (a search that overfits its playouts): say so, do not call it a higher plateau.
  return plateauToTop.diff > 0
    ? `${verdict} But budget ${top.budget} wins significantly more than budget ${plateau} ${step}: `
      + `the doublings' steps add up to one that ${games} can see, so the plateau may lie higher; more games would place it.`
    : `${verdict} But budget ${top.budget} wins significantly less than budget ${plateau} ${step}: `
      + `the win rate is not flat above the plateau; more games would tell.`;
}
