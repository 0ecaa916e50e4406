/**
 * The Lab's state (zustand), its own slice beside the app's store: the run forms, the one run in
 * progress (a batch, a comparison or the range), and the last report of each kind. It lives as
 * long as the page, so a batch goes on while the person watches Autoplay or opens a game in
 * Replay, and the report is still there on coming back.
 */
import { create } from 'zustand';
import type { BatchReport } from './batch';
import type { CompareReport } from './compare-run';
import type { FiringReport } from './firing-run';
import type { LabProgress } from './progress';
import { DEFAULT_RUN, KIT_RULES, type RulesForm, type RunForm } from './settings';
import { defaultLabWorkers } from './pool';

export type LabView = 'batch' | 'compare' | 'firing';

export interface LabJob {
  readonly kind: LabView;
  readonly progress: LabProgress;
}

export interface LabStore {
  view: LabView;
  run: RunForm;
  /** The batch's rules, and each side's for a comparison. */
  rules: RulesForm;
  a: RulesForm;
  b: RulesForm;
  firing: { readonly attacks: string; readonly seed: string };
  workers: number;
  /** While the chamber plays a game in view, the workers rest between games (give-way.ts). */
  giveWay: boolean;
  job: LabJob | null;
  /** The last problem, in one line (a bad setting, a worker that failed, a game that would not open). */
  error: string | null;
  /** What is being done besides a run: "opening game 12 in Replay…". */
  busy: string | null;
  batch: BatchReport | null;
  compare: CompareReport | null;
  range: FiringReport | null;
  set(patch: Partial<LabStore>): void;
}

export const useLab = create<LabStore>((set) => ({
  view: 'batch',
  run: DEFAULT_RUN,
  rules: KIT_RULES,
  a: KIT_RULES,
  b: { variants: {}, overrides: [{ path: 'aliens.worker.ap', value: 3 }] },
  firing: { attacks: '500', seed: '1' },
  workers: defaultLabWorkers(),
  giveWay: true,
  job: null,
  error: null,
  busy: null,
  batch: null,
  compare: null,
  range: null,
  set(patch) {
    set(patch);
  },
}));
