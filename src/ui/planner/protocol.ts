/**
 * What the page and the planner's Web Worker say to each other (issue 19 §1-§3), as plain data
 * (structured clone): a squad decision asked for a game session, Play's hint, and the squad's
 * estimated win chance at a moment. The worker answers with the decision and, when it searched,
 * why (a PlanView: the top candidate plans with their scores and exact attack odds, and the
 * chosen plan's ghost for the chamber).
 */
import type { Decision, FigureId, GameState } from '../../engine/state/types';
import type { GhostView } from '../../scene/overlays/PlanGhost';
import type { PlanNoteView } from '../../replay/plan-notes';

/** The exact odds of a candidate's attack, from the engine (engine/combat/odds), at the moment it fires. */
export interface AttackView {
  /** "worker 2". */
  readonly target: string;
  readonly weapon: string;
  /** Expected HP removed, "p/q", and as a number for display. */
  readonly expectedHpRemoved: string;
  readonly expectedHp: number;
  /** Kill chance, "p/q", and as a number. */
  readonly kill: string;
  readonly killChance: number;
}

/** One scored candidate plan (ai/planner/search CandidateScore), as the why-panel lists it. */
export interface CandidateView {
  readonly label: string;
  readonly decisions: readonly Decision[];
  /** The greedy policy's own choice (the search always weighs it). */
  readonly greedy: boolean;
  readonly playouts: number;
  /** Playouts won / playouts after this plan. */
  readonly winChance: number;
  /** Mean HP the acting soldier lost by the end of the round (risk to the soldier). */
  readonly actorHpLost: number;
  /** Share of playouts in which the acting soldier was downed by the end of the round. */
  readonly actorDownedChance: number;
  /** Null for a plan without an attack. */
  readonly attack: AttackView | null;
}

/** The chosen plan drawn in the chamber before the figure moves (scene/overlays/PlanGhost). */
export type { GhostView };

/** Why the planner chose what it did at one decision (ai/planner PlanReport, made viewable). */
export interface PlanView {
  /** The soldier the plan is for (null between activations and at a reaction order). */
  readonly actor: FigureId | null;
  /** The chosen plan: the first of `candidates`. */
  readonly chosen: CandidateView;
  /** The top candidates, best first (the chosen one first). */
  readonly candidates: readonly CandidateView[];
  /** How many candidates were scored in all. */
  readonly scored: number;
  /** Playouts spent on this decision. */
  readonly playouts: number;
  readonly ghost: GhostView | null;
}

export interface DecideRequest {
  /** The page's game session: a new id is a new game, or the live game restarted at an earlier keyframe. */
  readonly session: number;
  /** The game's seed (with the state, it seeds the planner's sampled dice). */
  readonly seed: number;
  /** Playouts per decision. */
  readonly budget: number;
  readonly state: GameState;
  readonly legal: readonly Decision[];
}

/**
 * The planner's answer: its decision, and what it comes from: a new plan (`plan`), the next
 * decision of the plan under way (`continues`), or the only choice there was (neither).
 */
export interface DecideAnswer {
  readonly decision: Decision;
  readonly plan: PlanView | null;
  readonly continues: boolean;
}

export type HintRequest = Omit<DecideRequest, 'session'>;

export interface WinChanceRequest {
  readonly seed: number;
  readonly state: GameState;
  readonly playouts?: number;
}

/** The worker's API (comlink exposes it; tests call it in-process as a fake worker). */
export interface PlannerApi {
  /**
   * The next decision of the session's plan under way, when it is legal here, without a search;
   * null when there is none (then `decide` searches). A `decide` would answer the same.
   */
  follow(request: DecideRequest): DecideAnswer | null | Promise<DecideAnswer | null>;
  decide(request: DecideRequest): DecideAnswer | Promise<DecideAnswer>;
  /** What a fresh planner would do here (Play's hint): nothing is kept. */
  hint(request: HintRequest): DecideAnswer | Promise<DecideAnswer>;
  /** The squad's estimated win chance at this moment (ai/planner/win-chance). */
  winChance(request: WinChanceRequest): number | Promise<number>;
}

/**
 * Compile-time guard: a PlanView is exactly what a record keeps as a planner's note
 * (replay/plan-notes.ts), both ways, so Replay shows a kept plan as Autoplay showed it.
 */
export const noteFitsView = (v: PlanNoteView): PlanView => v;
export const viewFitsNote = (v: PlanView): PlanNoteView => v;
