/**
 * The planner's view state (zustand), apart from the page's main store: the plans the planner
 * made in the live game, by the state each was made at (so a seek back shows the plan of that
 * moment), what it is thinking about now, Play's hint, the one line saying why it cannot run, and
 * Autoplay's pacing, and how tall the win-chance graph is drawn. The why-panel and the chamber's
 * ghost read it; the planner never draws.
 */
import { create } from 'zustand';
import type { GameState } from '../../engine/state/types';
import type { PlanView } from './protocol';

/** Autoplay's pacing (issue 19 §3): a fixed hold per keyframe, or longer on big win-chance swings. */
export type Pacing = 'fixed' | 'swings';

export interface Hint {
  /** The moment the hint is for: shown only while the cursor stands there. */
  readonly state: GameState;
  readonly view: PlanView | null;
  readonly error: string | null;
}

export interface PlannerStore {
  plans: ReadonlyMap<GameState, PlanView>;
  /** The state the planner searches at now (Autoplay's squad, Play's hint), or null. */
  thinking: GameState | null;
  /**
   * The state Autoplay's squad is asked to decide at, until it answers (the chamber coming to rest,
   * the search, the ghost shown), or null: the clock then looks for the answer more often.
   */
  waiting: GameState | null;
  hint: Hint | null;
  /** Why the planner cannot run (its worker failed), or null. */
  problem: string | null;
  pacing: Pacing;
  /** Autoplay's saved records keep the planner's reasons (replay/plan-notes.ts), so Replay shows them. */
  keepReasons: boolean;
  /** The reasons kept in the record open in Replay, by the keyframe state each plan was made at. */
  recordPlans: ReadonlyMap<GameState, PlanView>;
  /** The win-chance graph drawn tall (issue 32 item 6), taking height from the chamber. */
  graphTall: boolean;
  set(patch: Partial<Omit<PlannerStore, 'set' | 'planned'>>): void;
  planned(state: GameState, view: PlanView): void;
}

export const usePlanner = create<PlannerStore>((set, get) => ({
  plans: new Map(),
  thinking: null,
  waiting: null,
  hint: null,
  problem: null,
  pacing: 'fixed',
  keepReasons: true,
  recordPlans: new Map(),
  graphTall: false,
  set(patch) { set(patch); },
  planned(state, view) { set({ plans: new Map(get().plans).set(state, view) }); },
}));
