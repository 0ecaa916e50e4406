/**
 * The Lab's state (zustand), its own slice beside the app's store: the run forms, the one run in
 * progress (a batch, a comparison, a skill ladder, a sweep, a calibration or the range), and the last report of each kind. It lives as
 * long as the page, so a batch goes on while the person watches Autoplay or opens a game in
 * Replay, and the report is still there on coming back.
 */
import { create } from 'zustand';
import type { BatchReport } from './batch';
import type { CalibrateReport } from './calibrate-run';
import { DEFAULT_CALIBRATE, type CalibrateForm } from './calibrate-settings';
import type { CompareReport } from './compare-run';
import type { FiringReport } from './firing-run';
import type { LadderReport } from './ladder-run';
import type { SweepReport } from './sweep-run';
import { DEFAULT_SWEEP, type SweepForm } from './sweep-settings';
import type { LabProgress } from './progress';
import { comparePrefill, DEFAULT_FIRING, DEFAULT_LADDER, DEFAULT_RUN, KIT_RULES, type LadderForm, type RulesForm, type RunForm } from './settings';
import { defaultLabWorkers } from './pool';

export type LabView = 'batch' | 'compare' | 'ladder' | 'sweep' | 'calibrate' | 'firing';

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
  /** Where the compare rules came from (a batch's suggestion), until the person changes them. */
  compareNote: string | null;
  /** The person has changed rules a or b: a batch's report no longer sets them. */
  compareEdited: boolean;
  /** "Stop when decided": the comparison plays until the sequential test decides (chamber compare --sprt). */
  compareSprt: boolean;
  firing: { readonly attacks: string; readonly seed: string };
  /** The firing range's rules (a changed weapon or card: "what does shotgun damage +1 do?"). */
  firingRules: RulesForm;
  /** The skill ladder's settings and rules (its own: a ladder is many runs, so it starts small). */
  ladderForm: LadderForm;
  ladderRules: RulesForm;
  /** The sweep's settings (a run's, the path and its values) and its other rules (its own: a sweep is a run a value, so it starts small). */
  sweepForm: SweepForm;
  sweepRules: RulesForm;
  /** The Calibrate view's settings and rules (its own: greedy and a few games a value by default). */
  calibrateForm: CalibrateForm;
  calibrateRules: RulesForm;
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
  ladder: LadderReport | null;
  sweep: SweepReport | null;
  calibrate: CalibrateReport | null;
  set(patch: Partial<LabStore>): void;
}

export const useLab = create<LabStore>((set) => ({
  view: 'batch',
  run: DEFAULT_RUN,
  rules: KIT_RULES,
  ...(({ a, b, note }) => ({ a, b, compareNote: note }))(comparePrefill(null, null)),
  compareEdited: false,
  compareSprt: false,
  firing: DEFAULT_FIRING,
  firingRules: KIT_RULES,
  ladderForm: DEFAULT_LADDER,
  ladderRules: KIT_RULES,
  sweepForm: DEFAULT_SWEEP,
  sweepRules: KIT_RULES,
  calibrateForm: DEFAULT_CALIBRATE,
  calibrateRules: KIT_RULES,
  workers: defaultLabWorkers(),
  giveWay: true,
  job: null,
  error: null,
  busy: null,
  batch: null,
  compare: null,
  range: null,
  ladder: null,
  sweep: null,
  calibrate: null,
  set(patch) {
    set(patch);
  },
}));
