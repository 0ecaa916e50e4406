/**
 * The planner's search at one squad decision: the candidates (candidates.ts), no more of them than
 * the budget has playouts (weighed(), below), are scored by playouts of the rest of the game
 * (playout.ts), the budget spent by sequential halving —
 * every candidate gets a few playouts, the better half a few more, and so on — so most playouts
 * go to the candidates worth telling apart. All candidates meet the same sampled dice, playout
 * for playout (common random numbers). The budget is counted in playouts, never in time, and the
 * dice are seeded from the state and the game's seed: the same state, seed and budget give the
 * same decision.
 */
import type { GameState, SoldierName } from '../../engine/state/types';
import type { Controller } from '../controller';
import type { Candidate } from './candidates';
import { playout } from './playout';
import { apply } from '../../engine/flow/game';
import { playoutValue, playoutWin, type ValueScale } from './horizon-value';

export interface CandidateScore {
  readonly candidate: Candidate;
  readonly playouts: number;
  /**
   * Playouts won / playouts, a playout stopped at its horizon counting its static win chance
   * (horizon-value.ts): the squad's estimated win chance after this candidate.
   */
  readonly winChance: number;
  /** Mean alien HP left at the end of the playouts. */
  readonly alienHpLeft: number;
  /** Mean HP the acting soldier lost by the end of this round (risk to the soldier). */
  readonly actorHpLost: number;
  /** Share of playouts in which the acting soldier was downed by the end of this round. */
  readonly actorDownedChance: number;
  /** What the search ranks by: a won playout counts 1, a lost one up to 0.6 by the alien HP it removed. */
  readonly value: number;
}

export { LOSS_CREDIT, SPARE_ROUND } from './horizon-value';

export interface SearchOptions {
  /** Playouts to spend on this decision, in all. */
  readonly budget: number;
  /** Seeds the sampled dice (derived from the game's seed and the state). */
  readonly diceSeed: number;
  /** A fresh squad policy for each playout. */
  readonly rollout: () => Controller;
  /** Rounds a playout plays before it is scored where it stands (horizon-value.ts); absent: to the game's end. */
  readonly horizon?: number;
}

/** `wins` sums playoutWin: a fraction for a playout stopped at its horizon. */
interface Tally { playouts: number; wins: number; value: number; alienHp: number; hpLost: number; downed: number }

/** Scores every candidate and returns them best first (at least one playout each when there are several). */
export function search(state: GameState, candidates: readonly Candidate[], options: SearchOptions): CandidateScore[] {
  const actor = state.activeSoldier as SoldierName | null;
  const scale: ValueScale = {
    alienHp: state.aliens.reduce((n, a) => n + state.ruleset.aliens[a.alienKind].hp, 0) || 1,
    squadHp: state.soldiers.reduce((n, t) => n + state.ruleset.soldiers[t.id].hp, 0) || 1,
    roundLimit: state.ruleset.roundLimit,
  };
  const starts = candidates.map((c) => c.decisions.reduce((s, d) => apply(s, d).state, state));
  const tallies: Tally[] = candidates.map(() => ({ playouts: 0, wins: 0, value: 0, alienHp: 0, hpLost: 0, downed: 0 }));
  // Each playout's value (horizon-value.ts): more than won or lost, so fewer playouts tell candidates apart.
  const value = (t: Tally) => (t.playouts ? t.value / t.playouts : -1);

  // Equal values (the same outcome under the same dice) go to the better prior, then the greedy choice.
  const rank = (a: number, b: number) => value(tallies[b]) - value(tallies[a])
    || candidates[b].prior - candidates[a].prior || Number(!!candidates[b].greedy) - Number(!!candidates[a].greedy) || a - b;
  let alive = candidates.map((_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(candidates.length)));
  let next = 0; // the playout index every candidate alive has reached (common random numbers)
  for (let r = 0; r < rounds && alive.length > 0; r++) {
    const each = Math.max(1, Math.floor(options.budget / (alive.length * rounds)));
    for (const i of alive) {
      for (let k = next; k < next + each; k++) {
        const res = playout(starts[i], options.rollout(), mixSeed(options.diceSeed, k), actor, options.horizon);
        const t = tallies[i];
        t.playouts++;
        t.wins += playoutWin(res, scale);
        t.value += playoutValue(res, scale);
        t.alienHp += res.alienHp;
        t.hpLost += res.actorHpLost;
        if (res.actorDowned) t.downed++;
      }
    }
    next += each;
    if (alive.length === 1) break;
    alive = [...alive].sort((a, b) => rank(a, b)).slice(0, Math.ceil(alive.length / 2));
  }
  // The candidates that got the most playouts survived the most halvings: they rank first.
  const order = candidates.map((_, i) => i).sort((a, b) => tallies[b].playouts - tallies[a].playouts || rank(a, b));
  return order.map((i) => {
    const t = tallies[i];
    const n = t.playouts || 1;
    return {
      candidate: candidates[i], playouts: t.playouts, winChance: t.wins / n, alienHpLeft: t.alienHp / n,
      actorHpLost: t.hpLost / n, actorDownedChance: t.downed / n, value: value(t),
    };
  });
}

/**
 * The candidates a search of `budget` playouts weighs: all of them when the budget can give each a
 * playout, else `budget` of them, greedy's choice first and then the best by prior (in their order
 * on equal priors). Every candidate weighed is played at least once, so without this cap a budget
 * smaller than the candidates could not tell budgets apart: budgets 1 and 2 played the same games.
 * Budget 1 weighs greedy's choice alone (no playout).
 */
export function weighed(candidates: readonly Candidate[], budget: number): readonly Candidate[] {
  const most = Math.max(1, Math.floor(budget));
  if (candidates.length <= most) return candidates;
  const order = candidates.map((_, i) => i)
    .sort((a, b) => Number(!!candidates[b].greedy) - Number(!!candidates[a].greedy) || candidates[b].prior - candidates[a].prior || a - b);
  // Kept in their listed order: the search breaks ties by prior, greedy's choice and that order.
  return order.slice(0, most).sort((a, b) => a - b).map((i) => candidates[i]);
}

/** A 32-bit seed for playout `k` from the decision's dice seed (a splitmix-style mix). */
export function mixSeed(seed: number, k: number): number {
  let h = (seed ^ Math.imul(k + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) | 0;
}
