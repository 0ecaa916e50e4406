/**
 * `planner`, the default squad policy (issue 19): at every squad decision it lists what the squad
 * could do (candidates.ts, the whole rulebook: moves, doors, attacks with the facing and brace
 * they need, overwatch on any facing, medkits, Field Care, trades, spotter marks, rerolls, the
 * reaction order), plays each on many times with the engine as the model and sampled dice, for
 * four rounds at most, a playout not over then scored by where it stands
 * (playout.ts, horizon-value.ts, search.ts), and takes the one that scores best. A budget smaller
 * than the candidates weighs that many, greedy's choice first (search.ts weighed: budget 1 plays
 * greedy's game, and each doubling weighs more, the skill ladder's rungs). A candidate of
 * several decisions ("turn E, brace, fire") is carried out decision by decision. Which soldier
 * acts next is greedy's choice, not searched (issue 33 §5: the planner fast enough for the lab).
 *
 * Deterministic: a decision depends only on the state, the game's seed and the budget (playouts
 * per decision, never time), so batch results and records reproduce.
 */
import { stateHash } from '../../engine/state/hash';
import type { Decision, GameState } from '../../engine/state/types';
import type { Controller } from '../controller';
import { greedyPolicy, lazyGreedyPolicy } from '../greedy';
import { sameDecision } from '../legal-set';
import { allowedOf, denying, type Mechanic } from '../denial';
import { candidatesAt, type Candidate } from './candidates';
import { mixSeed, search, weighed, type CandidateScore } from './search';

/** Playouts per decision in batch runs (headless). */
export const HEADLESS_BUDGET = 48;
/**
 * Rounds a playout plays before it is scored where it stands (playout.ts, horizon-value.ts): this
 * round and the three after it, so only playouts from rounds 1 and 2 (of 6) stop short. Shorter
 * horizons were cheaper but weaker: against the old planner at budget 48 on the 400 seeds of the
 * strength check (bench/planner-games.bench.ts; 396 won), budget 8 won 369 with a horizon of 1
 * round, 384 with 2, 387 with 3, 391 with 4 and 392 with none (McNemar p 0.27 at 4, 0.049 at 3).
 */
export const PLAYOUT_HORIZON = 4;
/** Playouts per decision in the page: about 50 ms here (the planner thinks in a Web Worker). */
export const BROWSER_BUDGET = 24;

export interface PlannerOptions {
  /** The game's seed: with the state, it seeds the planner's sampled dice. */
  readonly seed: number;
  /** Playouts per decision (HEADLESS_BUDGET by default). */
  readonly budget?: number;
  /** Mechanics the squad never uses (denial.ts): not in its candidates, nor in its playouts. */
  readonly deny?: readonly Mechanic[];
}

/** Why the planner chose what it did, for the why-panel and, optionally, the record. */
export interface PlanReport {
  readonly state: GameState;
  readonly chosen: Candidate;
  /** Every candidate scored, best first. */
  readonly scores: readonly CandidateScore[];
  readonly playouts: number;
}

export interface Planner extends Controller {
  /** The plan behind the last decision that needed a search (null before the first). */
  readonly lastPlan: PlanReport | null;
  /**
   * The next decision of the plan under way, taken now when it is legal here, or null: then
   * decide() searches. What decide() itself does first; apart, so that the page can let the
   * chamber come to rest before a search (ui/planner/plannerSquad.ts) and not before each step.
   */
  following(legal: readonly Decision[]): Decision | null;
}

export function plannerPolicy(options: PlannerOptions): Planner {
  const budget = options.budget ?? HEADLESS_BUDGET;
  const deny = options.deny ?? [];
  // Playouts play greedy without its look-aheads (greedy.ts): each costs an attack search per
  // soldier or per square at every decision, a fifth of a playout's time for little strength.
  const fast = () => lazyGreedyPolicy({ chooseByAttack: false, moveFirst: false });
  const rollout = deny.length ? () => denying(fast(), deny) : fast;
  let queued: Decision[] = [];
  let lastPlan: PlanReport | null = null;
  const has = (legal: readonly Decision[], d: Decision) => legal.some((l) => sameDecision(l, d));
  return {
    name: 'planner',
    get lastPlan() { return lastPlan; },
    following,
    decide(state: GameState, all: readonly Decision[]): Decision {
      const legal = allowedOf(state, all, deny);
      const next = following(legal);
      if (next) return next;
      queued = [];
      // Who acts next is the greedy choice, the soldier with the best attack (kit 05 §1: any
      // order): a search there played whole rounds for every soldier, a third of a game's time,
      // and the plan of the soldier's activation is searched all the same.
      if (!state.activeSoldier && !state.pending) return greedyPolicy().decide(state, legal);
      const listed = candidatesAt(state, legal, undefined, deny);
      if (listed.length === 0) throw new Error('no legal decision to choose from');
      const candidates = weighed(listed, budget);
      if (candidates.length === 1) return take(candidates[0]);
      const diceSeed = mixSeed(options.seed, parseInt(stateHash(state).slice(0, 8), 16));
      const scores = search(state, candidates, { budget, diceSeed, rollout, horizon: PLAYOUT_HORIZON });
      lastPlan = { state, chosen: scores[0].candidate, scores, playouts: scores.reduce((n, s) => n + s.playouts, 0) };
      return take(scores[0].candidate);
    },
  };

  function following(legal: readonly Decision[]): Decision | null {
    // The rest of a plan of several decisions (its set-ups are certain: turning and bracing roll no dice).
    const next = queued[0];
    if (!next || !has(legal, next)) return null;
    queued.shift();
    return next;
  }

  function take(candidate: Candidate): Decision {
    queued = candidate.decisions.slice(1);
    return candidate.decisions[0];
  }
}
