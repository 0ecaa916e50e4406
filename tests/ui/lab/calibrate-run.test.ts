/**
 * Calibration in the page (issue 34 §2, §5): the CLI's search with each value's games on the page's
 * workers (here the worker's own API behind comlink, in-process-workers.ts) gives exactly
 * `chamber calibrate --json`'s figures and `--report`'s files for the same settings; a stopped run
 * has no figures; bad settings are the CLI's one line, and the command line is the CLI's.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { main } from '../../../src/cli/main';
import { calibrateJson } from '../../../src/lab/calibrate-report';
import { fileText, REPORT_FILE_NAMES } from '../../../src/lab/report/report-files';
import { calibrateFiles, runCalibrate } from '../../../src/ui/lab/calibrate-run';
import { calibrateLine, calibrationOfForm, DEFAULT_CALIBRATE } from '../../../src/ui/lab/calibrate-settings';
import { LabPool } from '../../../src/ui/lab/pool';
import { DEFAULT_RUN, KIT_RULES } from '../../../src/ui/lab/settings';
import { startInProcess } from './in-process-workers';

async function chamber(...argv: string[]): Promise<string> {
  let out = '';
  const code = await main(argv, { stdout: (t) => { out += t; }, stderr: () => undefined, readStdin: async () => '' });
  expect(code).toBe(0);
  return out;
}

describe('the Lab\'s calibration in Web Workers', () => {
  it('gives chamber calibrate --json\'s figures and --report\'s files', async () => {
    const plan = calibrationOfForm({ ...DEFAULT_CALIBRATE, squadAi: 'greedy', games: '10', range: '3..12' }, { variants: {}, overrides: [{ path: 'aliens.worker.ap', value: 3 }] });
    const line = calibrateLine(plan);
    expect(line).toBe('chamber calibrate --path aliens.worker.hp --target 0.5 --range 3..12 --scenario A --games 10 --seed 1 --squad-ai greedy --override aliens.worker.ap=3 --json');
    const pool = new LabPool(2, startInProcess);
    const report = await runCalibrate(pool, plan.run, plan.task);
    pool.stop();
    const dir = mkdtempSync(join(tmpdir(), 'lab-calibrate-'));
    const cli = JSON.parse(await chamber(...line.split(' ').slice(1), '--workers', '1', '--report', dir));
    expect(report.calibration).not.toBeNull();
    expect(JSON.parse(JSON.stringify(calibrateJson(report.run, report.calibration!)))).toEqual(cli);
    expect(report.played).toBe(report.calibration!.tried.reduce((n, t) => n + t.games, 0));
    const files = calibrateFiles(report);
    for (const name of REPORT_FILE_NAMES) expect([name, fileText(files[name])]).toEqual([name, readFileSync(join(dir, name), 'utf8')]);
  }, 120_000);

  it('a stopped calibration has no figures', async () => {
    const pool = new LabPool(1, startInProcess);
    const plan = calibrationOfForm({ ...DEFAULT_CALIBRATE, squadAi: 'greedy', games: '200' }, KIT_RULES);
    const report = await runCalibrate(pool, plan.run, plan.task, { onProgress: (p) => { if (p.done >= 5) pool.stop(); } });
    expect(report.calibration).toBeNull();
    expect(report.played).toBeGreaterThanOrEqual(5);
    expect(() => calibrateFiles(report)).toThrow(/stopped/);
  }, 60_000);

  it('opens on the lab\'s one default squad, as every Lab view and chamber calibrate do (issue 33 §2): the planner at budget 8', () => {
    expect({ squadAi: DEFAULT_CALIBRATE.squadAi, budget: DEFAULT_CALIBRATE.budget }).toEqual({ squadAi: DEFAULT_RUN.squadAi, budget: DEFAULT_RUN.budget });
    expect(DEFAULT_RUN).toMatchObject({ squadAi: 'planner', budget: '8' });
    expect(calibrateLine(calibrationOfForm(DEFAULT_CALIBRATE, KIT_RULES))).toBe('chamber calibrate --path aliens.worker.hp --target 0.5 --range 1..40 --scenario A --games 40 --seed 1 --squad-ai planner --budget 8 --json');
  });

  it('bad settings are the CLI\'s one line', () => {
    expect(() => calibrationOfForm({ ...DEFAULT_CALIBRATE, target: '60%' }, KIT_RULES)).toThrow('target "60%": expected a win rate as a fraction strictly between 0 and 1, e.g. 0.6 (not a percentage)');
    expect(() => calibrationOfForm({ ...DEFAULT_CALIBRATE, range: '0..5' }, KIT_RULES)).toThrow(/aliens.worker.hp takes 1 to 99/);
    expect(() => calibrationOfForm({ ...DEFAULT_CALIBRATE, path: 'nope' }, KIT_RULES)).toThrow(/path: unknown ruleset path "nope"/);
    expect(() => calibrationOfForm(DEFAULT_CALIBRATE, { variants: {}, overrides: [{ path: 'aliens.worker.hp', value: 6 }] })).toThrow(/calibrate sets it to each value/);
    expect(calibrationOfForm({ ...DEFAULT_CALIBRATE, range: '' }, KIT_RULES).task).toMatchObject({ lo: 1, hi: 99 });
  });
});
