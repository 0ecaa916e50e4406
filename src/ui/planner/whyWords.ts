/**
 * The why-panel's words (issue 32 item 5): chances worded so that a small one is never "0%", why
 * a candidate that won more often than the chosen plan was not chosen, how the planner picks
 * (ai/planner/search.ts) and what the panel's win chance and the graph's each estimate. Pure, so
 * the words are tested without a page.
 */
import { wilsonInterval } from '../../lab/stats/wilson';
import { counted } from '../../lab/report/counted';
import { LOSS_CREDIT, SPARE_ROUND } from '../../ai/planner/search';
import { PLAYOUT_HORIZON } from '../../ai/planner/planner';
import { GRAPH_PLAYOUTS } from '../../ai/planner/win-chance';
import type { Decision } from '../../engine/state/types';

/**
 * A chance in words: a whole percent; one decimal below 1% and above 99% (73/23328 is "0.3%", not
 * "0%"); where even that would round to 0 or 100 the exact fraction when given, else "<0.1%" or
 * ">99.9%". Only 0 and 1 themselves are "0%" and "100%".
 */
export function percent(x: number, fraction?: string): string {
  if (Number.isNaN(x)) return '–';
  if (x <= 0) return '0%';
  if (x >= 1) return '100%';
  if (x >= 0.01 && x <= 0.99) return `${Math.round(x * 100)}%`;
  const tenths = Math.round(x * 1000);
  if (tenths > 0 && tenths < 1000) return `${(tenths / 10).toFixed(1)}%`;
  return fraction ?? (tenths === 0 ? '<0.1%' : '>99.9%');
}

/** What the words need of a scored candidate (ui/planner/protocol CandidateView). */
export interface Tally {
  readonly playouts: number;
  /** Playouts won / playouts. */
  readonly winChance: number;
}

/** Playouts won, counted back from the share (a share of whole playouts). */
export const winsOf = (c: Tally): number => Math.round(c.winChance * c.playouts);

export const playoutsWords = (n: number): string => counted(n, 'playout');

/** "21% to 100%": the candidate's 95% Wilson interval (lab/stats/wilson.ts). */
export function intervalWords(c: Tally): string {
  const [lo, hi] = wilsonInterval(winsOf(c), c.playouts);
  return `${percent(lo)} to ${percent(hi)}`;
}

/**
 * Why `c` was not chosen though it won at least as often as `chosen`, or null when there is
 * nothing to explain (it won less often, or either was not scored). The search's last survivor is
 * the chosen plan, with the most playouts (search.ts): a plan with fewer was set aside by a
 * halving round, and its few playouts give a wide interval; a plan with as many lost on the score,
 * which weighs more than wins alone.
 */
export function whyNotChosen(chosen: Tally, c: Tally): string | null {
  if (!(chosen.playouts > 0 && c.playouts > 0) || c.winChance < chosen.winChance) return null;
  const won = winsOf(c);
  if (c.playouts < chosen.playouts) {
    const [lo] = wilsonInterval(won, c.playouts);
    const trust = lo <= chosen.winChance ? ', too few playouts to trust' : '';
    return `Set aside after ${playoutsWords(c.playouts)}: the plans kept had scored at least as high. `
      + `Won ${won} of ${c.playouts}: 95% interval ${intervalWords(c)}${trust}.`;
  }
  const chosenWon = winsOf(chosen);
  if (won > chosenWon) {
    return `As many playouts (${c.playouts}), more wins (${won} to ${chosenWon}), but no higher a score: `
      + 'its wins came later or its losses left more alien HP.';
  }
  return `As many playouts (${c.playouts}) and wins (${won}): no higher a score (sooner wins, closer losses), `
    + 'or a tie broken by the planner\'s first guess.';
}

/** How the planner picks (search.ts, sequential halving), for the panel. */
export const PICK_WORDS = 'Chosen by halving: the better-scoring half of the plans get more playouts, round after round; '
  + 'the last one left, with the most playouts, is taken.';

/** What the score is (search.ts `value`), for the panel's tooltip. */
export const SCORE_WORDS = `The score: a won playout counts 1 and ${SPARE_ROUND} more for each round to spare; `
  + `a lost one up to ${LOSS_CREDIT} by the share of alien HP it removed; one still going after ${PLAYOUT_HORIZON} rounds `
  + 'what such a position is worth on average (by alien HP, squad HP and rounds left). Ties go to the planner\'s first guess '
  + '(expected damage, cover), then to the greedy choice.';

/** What the panel's win chance estimates. */
export const PANEL_WIN_WORDS = 'win: share of the plan\'s own playouts won (the plan, then greedy play), '
  + `each for ${PLAYOUT_HORIZON} rounds at most, one still going counting its position's estimated win chance.`;

/** What the graph's win chance estimates, and why it can differ from the panel's. */
export const GRAPH_WIN_WORDS = `The graph's win: greedy play from each activation's start, ${GRAPH_PLAYOUTS} playouts; so the two can differ.`;

/**
 * Why the planner took a decision without a search (no playouts), from the decision it took and
 * the acting soldier (null outside an activation). Who acts next (a soldier to activate; in the
 * alternating variant, one to counteract or the turn let go) is greedy's rule, not a search
 * (ai/planner/planner.ts; kit 05 §1 leaves the order to the squad, and the plan of that soldier's
 * activation is searched all the same): it was not "the only legal decision" while others could
 * still act. Anything else unsearched was the one candidate there was (ai/planner/candidates.ts:
 * one legal decision, or several making one plan).
 */
export function unsearchedWords(first: Decision | undefined, actor?: string | null): string {
  const whoActsNext = first?.type === 'activate' || first?.type === 'counteract' || (first?.type === 'pass' && actor === null);
  if (!whoActsNext) return 'the only plan there was to weigh (not searched)';
  const rule = first?.type === 'activate' ? ': the soldier with the best attack right after activating' : '';
  return `who acts next, by greedy's rule (not searched)${rule}`;
}
