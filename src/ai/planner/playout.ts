/**
 * A playout: the game played on from a state to its end with the engine as the model (kit 05:
 * the aliens follow their rule, the squad a fast policy), under sampled dice. The planner never
 * plays with the game's own generator: the state's `rng` holds the real future dice, and a
 * planner that rolled with it would see them. Each playout rolls from a generator of its own,
 * seeded from the playout's index, so every candidate meets the same sampled dice (common random
 * numbers: the comparison between two candidates is not drowned in the dice's noise).
 */
import { seedRng } from '../../engine/combat/dice';
import { apply, legalOnly, nextStep, step } from '../../engine/flow/game';
import type { GameState, SoldierName } from '../../engine/state/types';
import type { Controller } from '../controller';
import type { LazyGreedy } from '../greedy';

/** What a playout tells about the candidate it started from. */
export interface PlayoutResult {
  readonly won: boolean;
  /** The round the playout ended in. */
  readonly round: number;
  /** Alien HP left at the end (0 on a win). */
  readonly alienHp: number;
  /** HP the acting soldier lost by the end of the round the playout started in (risk). */
  readonly actorHpLost: number;
  /** The acting soldier was downed by the end of that round. */
  readonly actorDowned: boolean;
  /** The game ended in the playout (false: it was stopped at its horizon and is scored where it stands). */
  readonly over: boolean;
  /** The squad's HP left at the end. */
  readonly squadHp: number;
}

/** A safety stop: a playout longer than this many transitions is scored where it stands. */
const MAX_TRANSITIONS = 4000;

/**
 * Plays `state` on with `squad` deciding, under dice seeded by `dice`, to the end of the game or,
 * given a `horizon`, to the start of round `state.round + horizon` at the latest.
 */
export function playout(state: GameState, squad: Controller, dice: number, actor: SoldierName | null, horizon = Infinity): PlayoutResult {
  let s: GameState = { ...state, rng: seedRng(dice) };
  const round = s.round;
  const hpBefore = actor ? hpOf(s, actor) : 0;
  let actorHpLost = 0;
  let actorDowned = false;
  let noted = false;
  const stop = round + horizon;
  let over = false;
  // A rollout that asks the engine about the decisions it weighs needs no list of them (greedy.ts).
  const lazy = 'decideHere' in squad ? (squad as LazyGreedy) : null;
  for (let i = 0; i < MAX_TRANSITIONS; i++) {
    if (!noted && actor && s.round > round) {
      actorHpLost = hpBefore - hpOf(s, actor);
      actorDowned = hpOf(s, actor) === 0;
      noted = true;
    }
    if (s.round >= stop) break;
    const next = nextStep(s);
    if (next.kind === 'over') { over = true; break; }
    s = next.kind === 'step' ? step(s).state : apply(s, lazy ? lazy.decideHere(s) : squad.decide(s, legalOnly(s))).state;
  }
  if (!noted && actor) {
    actorHpLost = hpBefore - hpOf(s, actor);
    actorDowned = hpOf(s, actor) === 0;
  }
  let alienHp = 0;
  for (const a of s.aliens) alienHp += Math.max(0, a.hp);
  let squadHp = 0;
  for (const t of s.soldiers) squadHp += Math.max(0, t.hp);
  return { won: s.outcome === 'victory', round: s.round, alienHp, actorHpLost, actorDowned, over, squadHp };
}

function hpOf(state: GameState, name: SoldierName): number {
  for (const s of state.soldiers) if (s.id === name) return s.hp;
  return 0;
}
