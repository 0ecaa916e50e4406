/**
 * window.__lab: the Lab's state for browser tests and the bench, read at call time (like
 * window.__chamber), without scraping the panel.
 */
import { calibrateJson } from '../../lab/calibrate-report';
import { useLab } from './store';

export interface LabHook {
  readonly view: string;
  /** The kind of run in progress, or null. */
  readonly running: string | null;
  readonly progress: { done: number; total: number; wins: number } | null;
  readonly error: string | null;
  readonly busy: string | null;
  /** The last batch's summary (chamber autoplay --json's keys), or null. */
  readonly summary: unknown;
  readonly batchComplete: boolean | null;
  /** The last comparison (chamber compare --json's keys, "sprt" too when it stopped when decided), or null. */
  readonly comparison: unknown;
  /** The last skill ladder (chamber ladder --json's rungs and plateau), or null (none, or stopped). */
  readonly ladder: unknown;
  /** The last calibration (chamber calibrate --json's keys), or null (none, or stopped). */
  readonly calibration: unknown;
  /** The last sweep (chamber sweep --json's path and rows), or null (none, or stopped). */
  readonly sweep: unknown;
  /** The last sweep's report files (chamber sweep --report's), or null. */
  readonly sweepReport: unknown;
  /** The last firing range's rows (chamber firing-range --json's), or null. */
  readonly rangeRows: unknown;
}

declare global {
  interface Window { __lab?: LabHook }
}

export function installLabHook(): void {
  const s = () => useLab.getState();
  window.__lab = {
    get view() { return s().view; },
    get running() { return s().job?.kind ?? null; },
    get progress() { const p = s().job?.progress; return p ? { done: p.done, total: p.total, wins: p.wins } : null; },
    get error() { return s().error; },
    get busy() { return s().busy; },
    get summary() { return s().batch?.summary ?? null; },
    get batchComplete() { return s().batch?.complete ?? null; },
    get comparison() {
      const c = s().compare;
      return c?.comparison ? (c.sprt ? { ...c.comparison, sprt: c.sprt.result } : c.comparison) : null;
    },
    get ladder() { const l = s().ladder?.ladder; return l ? { rungs: l.rungs, plateau: { budget: l.plateau } } : null; },
    get calibration() { const c = s().calibrate; return c?.calibration ? calibrateJson(c.run, c.calibration) : null; },
    get sweep() { return s().sweep?.figures ?? null; },
    get sweepReport() { return s().sweep?.report ?? null; },
    get rangeRows() { return s().range?.rows ?? null; },
  };
}
