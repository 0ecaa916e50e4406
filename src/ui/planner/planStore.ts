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
  /** A new game for the planner: no plans yet, nothing asked or searched, no problem. */
  freshGame(): void;
  planned(state: GameState, view: PlanView): void;
  /** Autoplay's squad is asked to decide at `state` (null: it answered the question at `state`). */
  waitingAt(state: GameState): void;
  answered(state: GameState): void;
  /** The planner searches at `state`; done: the search at `state` is over. */
  thinkingAt(state: GameState): void;
  doneThinking(state: GameState): void;
  /** The planner's worker failed: why, in one line. */
  failed(why: string): void;
  /** Play's hint asked at `state` (the planner thinks there), then given or refused, if still the one asked. */
  hintAsked(state: GameState): void;
  hintGiven(state: GameState, view: PlanView | null, error: string | null): void;
  setPacing(pacing: Pacing): void;
  setKeepReasons(keep: boolean): void;
  toggleGraphTall(): void;
  /** The reasons kept in the record now open in Replay. */
  showRecordPlans(plans: ReadonlyMap<GameState, PlanView>): void;
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
  freshGame() { set({ plans: new Map(), thinking: null, waiting: null, problem: null }); },
  planned(state, view) { set({ plans: new Map(get().plans).set(state, view) }); },
  waitingAt(state) { set({ waiting: state }); },
  answered(state) { if (get().waiting === state) set({ waiting: null }); },
  thinkingAt(state) { set({ thinking: state }); },
  doneThinking(state) { if (get().thinking === state) set({ thinking: null }); },
  failed(why) { set({ problem: why }); },
  hintAsked(state) { set({ hint: { state, view: null, error: null }, thinking: state }); },
  hintGiven(state, view, error) { if (get().hint?.state === state) set({ hint: { state, view, error } }); },
  setPacing(pacing) { set({ pacing }); },
  setKeepReasons(keepReasons) { set({ keepReasons }); },
  toggleGraphTall() { set({ graphTall: !get().graphTall }); },
  showRecordPlans(recordPlans) { set({ recordPlans }); },
}));
