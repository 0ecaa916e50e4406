/**
 * Presentation mode's own slice (issue 37 §1, §3): whether the chamber is presented (panels hidden,
 * one large caption), whether the presenter has taken the camera from the framing, and the "What
 * would you do?" switch with its reveal. Named actions only: the mode's keys, its URL flag and its
 * buttons all go through them.
 */
import { create } from 'zustand';
import type { PlanView } from '../planner/protocol';

/** "What would you do?" (§3): off, stop before every squad decision, or only before the big swings. */
export type ConcealMode = 'off' | 'decisions' | 'swings';
export const CONCEAL_MODES = ['off', 'decisions', 'swings'] as const satisfies readonly ConcealMode[];

/** The planner's candidates at a stop, asked of its worker when the record kept no reasons. */
export interface Candidates {
  readonly step: number;
  /** Null while the planner thinks, or when it failed (then `problem` says why). */
  readonly view: PlanView | null;
  readonly problem: string | null;
}

export interface PresentState {
  /** The chamber fills the window, panels hidden, the large caption over it. */
  readonly on: boolean;
  /** The presenter dragged the camera: the framing leaves it alone until given back. */
  readonly cameraTaken: boolean;
  readonly conceal: ConcealMode;
  /** The timeline step whose recorded decision is revealed (conceal mode), or null: hidden. */
  readonly revealedAt: number | null;
  readonly candidates: Candidates | null;
  enter(): void;
  leave(): void;
  toggle(): void;
  takeCamera(): void;
  giveCameraBack(): void;
  setConceal(mode: ConcealMode): void;
  reveal(step: number): void;
  candidatesAsked(step: number): void;
  /** The answer for `step`; dropped when the presenter asked at another step since. */
  candidatesGiven(step: number, view: PlanView | null, problem: string | null): void;
}

export const usePresent = create<PresentState>()((set, get) => ({
  on: false,
  cameraTaken: false,
  conceal: 'off',
  revealedAt: null,
  candidates: null,
  enter: () => set({ on: true, cameraTaken: false }),
  leave: () => set({ on: false, cameraTaken: false }),
  toggle: () => (get().on ? get().leave() : get().enter()),
  takeCamera: () => set({ cameraTaken: true }),
  giveCameraBack: () => set({ cameraTaken: false }),
  setConceal: (conceal) => set({ conceal, revealedAt: null }),
  reveal: (step) => set({ revealedAt: step }),
  candidatesAsked: (step) => set({ candidates: { step, view: null, problem: null } }),
  candidatesGiven: (step, view, problem) => { if (get().candidates?.step === step) set({ candidates: { step, view, problem } }); },
}));
