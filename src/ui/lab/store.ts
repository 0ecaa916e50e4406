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
import { comparePrefill, type ComparePrefill, DEFAULT_FIRING, DEFAULT_LADDER, DEFAULT_RUN, KIT_RULES, type LadderForm, type RulesForm, type RunForm } from './settings';
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
  /** Another view of the Lab, its error line cleared. */
  showView(view: LabView): void;
  /** A form edited (an error line then goes: it was about the settings as they were). */
  editRun(patch: Partial<RunForm>): void;
  editFiring(patch: Partial<LabStore['firing']>): void;
  editLadder(patch: Partial<LadderForm>): void;
  editSweep(patch: Partial<SweepForm>): void;
  editCalibrate(patch: Partial<CalibrateForm>): void;
  /** A view's rules edited (batch, ladder, sweep, calibrate, firing). */
  setRules(which: RulesKey, rules: RulesForm): void;
  /** Compare's rules a or b edited: a batch's report no longer sets them. */
  editCompareRules(side: 'a' | 'b', rules: RulesForm): void;
  setCompareSprt(on: boolean): void;
  setWorkers(workers: number): void;
  setGiveWay(on: boolean): void;
  /** The settings a Lab link holds, with its problem (or null) as the error line. */
  openSettings(settings: Partial<LabSettings>, problem: string | null): void;
  showError(message: string): void;
  /** A run started (the error line goes), moved on, ended. */
  jobStarted(kind: LabView, progress: LabProgress): void;
  jobProgressed(kind: LabView, progress: LabProgress): void;
  jobEnded(): void;
  /** A batch's report, with what it proposes to compare (unless the person set Compare's rules). */
  batchReported(report: BatchReport, prefill: ComparePrefill | null): void;
  reported<K extends ReportKey>(kind: K, report: NonNullable<LabStore[K]>): void;
  /** Something besides a run under way ("opening game 12 in Replay…"), or null when done. */
  busyWith(what: string | null): void;
}

type RulesKey = 'rules' | 'ladderRules' | 'sweepRules' | 'calibrateRules' | 'firingRules';
type ReportKey = 'compare' | 'range' | 'ladder' | 'sweep' | 'calibrate';
/** What a Lab link can set: the forms, the rules and the view. */
export type LabSettings = Pick<LabStore, 'view' | 'run' | 'rules' | 'a' | 'b' | 'compareSprt' | 'firing' | 'firingRules' | 'ladderForm' | 'ladderRules' | 'sweepForm' | 'sweepRules' | 'calibrateForm' | 'calibrateRules'>;

export const useLab = create<LabStore>((set, get) => ({
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
  showView(view) { set({ view, error: null }); },
  editRun(patch) { set({ run: { ...get().run, ...patch }, error: null }); },
  editFiring(patch) { set({ firing: { ...get().firing, ...patch }, error: null }); },
  editLadder(patch) { set({ ladderForm: { ...get().ladderForm, ...patch }, error: null }); },
  editSweep(patch) { set({ sweepForm: { ...get().sweepForm, ...patch }, error: null }); },
  editCalibrate(patch) { set({ calibrateForm: { ...get().calibrateForm, ...patch }, error: null }); },
  setRules(which, rules) { set({ [which]: rules, error: null }); },
  editCompareRules(side, rules) { set({ [side]: rules, error: null, compareEdited: true, compareNote: null }); },
  setCompareSprt(on) { set({ compareSprt: on, error: null }); },
  setWorkers(workers) { set({ workers }); },
  setGiveWay(giveWay) { set({ giveWay }); },
  openSettings(settings, problem) { set({ ...settings, error: problem }); },
  showError(message) { set({ error: message }); },
  jobStarted(kind, progress) { set({ job: { kind, progress }, error: null }); },
  jobProgressed(kind, progress) { set({ job: { kind, progress } }); },
  jobEnded() { set({ job: null }); },
  batchReported(report, prefill) { set({ batch: report, ...(prefill ? { a: prefill.a, b: prefill.b, compareNote: prefill.note } : {}) }); },
  reported(kind, report) { set({ [kind]: report }); },
  busyWith(what) { set(what === null ? { busy: null } : { busy: what, error: null }); },
}));

type ActionKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T];

/** The Lab store's named actions, for handlers (stable: they never change, so this holds no state to go stale). */
export const lab: Pick<LabStore, ActionKeys<LabStore>> = useLab.getState();
