/**
 * Starting and stopping the Lab's runs, and opening one of their games in Replay (issue 18 §5).
 * One run at a time on one pool of Web Workers; the pool outlives a run (opening a game asks it
 * to play that game again), and a stopped pool is replaced by a new one when next needed.
 */
import { errorWords } from '../errorWords';
import { useChamber } from '../session/store';
import type { RunSpec } from '../../lab/run-spec';
import { runBatch } from './batch';
import { runCompare } from './compare-run';
import { DEFAULT_SPRT } from '../../lab/stats/sprt';
import { restRatioNow } from './give-way';
import { runFiring } from './firing-run';
import { runLadder } from './ladder-run';
import { mostGames, runCalibrate } from './calibrate-run';
import { calibrationOfForm } from './calibrate-settings';
import { runSweep } from './sweep-run';
import { sweepOfForm } from './sweep-settings';
import { LabPool, startBrowserWorker } from './pool';
import { replayWork } from './task-work';
import type { GameForReplay } from './worker-api';
import { startProgress, type LabProgress } from './progress';
import { comparePrefill, ladderOfForm, rulesOf, specOf, wholeNumber } from './settings';
import { useLab, type LabView } from './store';
import { setLabBadge } from './badge';
import { SEED_MAX, SEED_MIN } from '../../lab/seeds';
import { firingPlan } from '../../lab/firing-range';

let pool: LabPool | null = null;
const browserPool = (size: number) => new LabPool(size, startBrowserWorker);
let makePool = browserPool;

/** Tests: how the Lab's pools are made (null: the page's Web Workers again). */
export function setLabPoolMaker(make: ((size: number) => LabPool) | null): void {
  pool?.stop();
  pool = null;
  makePool = make ?? browserPool;
}

/** The pool of `size` workers, made anew when there is none, it was stopped, or its size changed. */
function poolOf(size: number): LabPool {
  if (!pool || pool.stopped || pool.size !== size) {
    pool?.stop();
    pool = makePool(size);
  }
  return pool;
}

function begin(kind: LabView, total: number): LabPool | null {
  const lab = useLab.getState();
  if (lab.job) { lab.showError('a run is in progress: stop it first'); return null; }
  const p = poolOf(lab.workers);
  lab.jobStarted(kind, startProgress(total));
  setLabBadge(0);
  return p;
}

const onProgress = (kind: LabView) => (progress: LabProgress) => {
  useLab.getState().jobProgressed(kind, progress);
  setLabBadge(Math.floor((100 * progress.done) / Math.max(1, progress.total)));
};

/** Runs `work` as the Lab's run of `kind`; its failure becomes the Lab's one error line. */
async function running(kind: LabView, total: number, work: (p: LabPool) => Promise<void>): Promise<void> {
  const p = begin(kind, total);
  if (!p) return;
  try {
    await work(p);
  } catch (err) {
    useLab.getState().showError(`${kind === 'firing' ? 'firing range' : kind}: ${errorWords(err)}`);
  } finally {
    useLab.getState().jobEnded();
    setLabBadge(null);
  }
}

/** A setting's problem as the Lab's error line; null when the settings are good. */
function settingsOr<T>(read: () => T): T | null {
  try {
    return read();
  } catch (err) {
    useLab.getState().showError(errorWords(err));
    return null;
  }
}

export async function startBatch(): Promise<void> {
  const lab = useLab.getState();
  const spec = settingsOr(() => specOf(lab.run, lab.rules));
  if (!spec) return;
  await running('batch', spec.games, async (p) => {
    const report = await runBatch(p, spec, { onProgress: onProgress('batch'), restRatio: restRatioNow });
    // Compare then measures what this report proposes, unless the person has set its rules.
    const prefill = report.totals.games && !useLab.getState().compareEdited ? comparePrefill(spec, report.totals) : null;
    useLab.getState().batchReported(report, prefill);
  });
}

export async function startCompare(): Promise<void> {
  const lab = useLab.getState();
  const sides = settingsOr(() => ({ a: specOf(lab.run, lab.a), b: specOf(lab.run, lab.b) }));
  if (!sides) return;
  await running('compare', 2 * sides.a.games, async (p) => {
    const report = await runCompare(p, sides.a, sides.b, { onProgress: onProgress('compare'), restRatio: restRatioNow, ...(lab.compareSprt ? { sprt: DEFAULT_SPRT } : {}) });
    useLab.getState().reported('compare', report);
  });
}

export async function startLadder(): Promise<void> {
  const lab = useLab.getState();
  const plan = settingsOr(() => ladderOfForm(lab.ladderForm, lab.ladderRules));
  if (!plan) return;
  // Random, greedy, then each budget: every rung plays every game.
  await running('ladder', (plan.budgets.length + 2) * plan.base.games, async (p) => {
    const report = await runLadder(p, plan.base, plan.budgets, { onProgress: onProgress('ladder'), restRatio: restRatioNow });
    useLab.getState().reported('ladder', report);
  });
}

export async function startCalibrate(): Promise<void> {
  const lab = useLab.getState();
  const plan = settingsOr(() => calibrationOfForm(lab.calibrateForm, lab.calibrateRules));
  if (!plan) return;
  // The total is the search's most games; it usually ends well before.
  await running('calibrate', mostGames(plan.task), async (p) => {
    const report = await runCalibrate(p, plan.run, plan.task, { onProgress: onProgress('calibrate'), restRatio: restRatioNow });
    useLab.getState().reported('calibrate', report);
  });
}

export async function startSweep(): Promise<void> {
  const lab = useLab.getState();
  const plan = settingsOr(() => sweepOfForm(lab.sweepForm, lab.sweepRules));
  if (!plan) return;
  // Every value plays every game.
  await running('sweep', plan.values.length * plan.base.games, async (p) => {
    const report = await runSweep(p, plan, { onProgress: onProgress('sweep'), restRatio: restRatioNow });
    useLab.getState().reported('sweep', report);
  });
}

export async function startFiring(): Promise<void> {
  const lab = useLab.getState();
  const range = settingsOr(() => ({
    attacks: wholeNumber('attacks', lab.firing.attacks, 1, 100_000),
    seed: wholeNumber('seed', lab.firing.seed, SEED_MIN, SEED_MAX),
    rules: rulesOf(lab.firingRules),
  }));
  if (!range) return;
  await running('firing', firingPlan().length, async (p) => {
    const report = await runFiring(p, range.attacks, range.seed, { onProgress: onProgress('firing'), rules: range.rules });
    useLab.getState().reported('range', report);
  });
}

/** Ends the run in progress now (its report covers the games played so far). */
export function stopRun(): void {
  pool?.stop();
}

/** Game `index` of `spec` played again with its record on a Lab worker (the run's pool during a run). */
export function replayOnWorker(spec: RunSpec, index: number): Promise<GameForReplay> {
  const lab = useLab.getState();
  const workers = lab.job && pool && !pool.stopped ? pool : poolOf(lab.workers);
  return workers.call((api) => api.replay(spec, index), replayWork(spec, index));
}

/**
 * Game `index` of `spec` in Replay, at its deciding moment (the CLI report's links open there):
 * a worker plays it again from its seed with its record; Replay verifies the record in full, as
 * for any record, and the URL then carries it (#record=...&step=N).
 */
export async function openGame(spec: RunSpec, index: number, side = ''): Promise<void> {
  const lab = useLab.getState();
  const seed = spec.seed + index;
  lab.busyWith(`opening game ${index} (seed ${seed})${side} in Replay…`);
  try {
    // During a run, its own pool (whatever the workers setting says now): the game waits behind one chunk.
    const workers = lab.job && pool && !pool.stopped ? pool : poolOf(lab.workers);
    const game = await workers.call((api) => api.replay(spec, index), replayWork(spec, index));
    const { openRecordWithLink } = await import('../replay/openRecord');
    const name = `link:lab-${spec.scenario}-seed${seed}${side ? `-${side.trim().replace(/\W+/g, '')}` : ''}`;
    if (!(await openRecordWithLink(name, game.text, game.step, `game ${index} (seed ${seed})`))) {
      useLab.getState().showError(useChamber.getState().error ?? `game ${index} did not open`);
    }
  } catch (err) {
    useLab.getState().showError(`game ${index}: ${errorWords(err)}`);
  } finally {
    useLab.getState().busyWith(null);
  }
}
