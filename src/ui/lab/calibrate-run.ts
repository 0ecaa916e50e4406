/**
 * Calibration in the page (issue 34 §2, §5, `chamber calibrate`): the CLI's own search
 * (lab/calibrate.ts) with each value's games played on the Lab's Web Workers, chunked as a batch's
 * (game i is seed S + i), so every figure is the CLI's for the same settings.
 */
import { calibrate, type Calibration, type CalibrateTask } from '../../lab/calibrate';
import { calibrateReportFiles, type CalibrateRun } from '../../lab/calibrate-report';
import type { ReportFiles } from '../../lab/report/report-files';
import { chunksOf } from '../../lab/chunk-plan';
import type { GameRow } from '../../lab/game-row';
import type { RunSpec } from '../../lab/run-spec';
import type { RunOptions } from './batch';
import type { LabPool, Task } from './pool';
import { playWork } from './task-work';

export interface CalibrateReport {
  readonly run: CalibrateRun;
  readonly task: CalibrateTask;
  /** Null when the run was stopped before the search ended. */
  readonly calibration: Calibration | null;
  /** Games played in all (every value's). */
  readonly played: number;
  readonly wallSeconds: number;
}

/** Games the search plays at most: the ends, a step per halving of the range, and the value's walk (two neighbours a step). */
export function mostGames(task: CalibrateTask): number {
  return task.games * (2 + Math.ceil(Math.log2(Math.max(1, task.hi - task.lo))) + 2);
}

class Stopped extends Error {}

/** Runs the search, each value's games on the pool; the report (calibration null when stopped). */
export async function runCalibrate(pool: LabPool, run: CalibrateRun, task: CalibrateTask, options: RunOptions = {}): Promise<CalibrateReport> {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const restRatio = options.restRatio ?? (() => 0);
  let played = 0;
  let wins = 0;
  const total = mostGames(task);
  const winsAt = async (value: number, from: number, to: number): Promise<number> => {
    const spec: RunSpec = { ...run.spec, overrides: [...run.spec.overrides, { path: run.path, value }] };
    const indices = Array.from({ length: to - from }, (_, k) => from + k);
    const chunks = spec.squadAi === 'planner' ? indices.map((i) => [i]) : chunksOf(indices, pool.size);
    const tasks = chunks.map((c): Task<GameRow[]> => (api) => api.play(spec, c, restRatio()));
    let won = 0;
    const end = await pool.run(tasks, (rows) => {
      for (const row of rows) { played++; if (row.outcome === 'victory') { won++; wins++; } }
      options.onProgress?.({ done: played, total: Math.max(total, played), wins, elapsedMs: clock() - started });
    }, (k) => playWork(spec, chunks[k].length, restRatio()));
    if (end === 'stopped') throw new Stopped();
    return won;
  };
  let calibration: Calibration | null = null;
  try {
    calibration = await calibrate(task, winsAt);
  } catch (err) {
    if (!(err instanceof Stopped)) throw err;
  }
  return { run, task, calibration, played, wallSeconds: (clock() - started) / 1000 };
}

/** The report's files, as `chamber calibrate --report` writes them for the same settings (lab/calibrate-report.ts). */
export function calibrateFiles(report: CalibrateReport): ReportFiles {
  if (!report.calibration) throw new Error('a stopped calibration has no report');
  return calibrateReportFiles(report.run, report.calibration);
}
