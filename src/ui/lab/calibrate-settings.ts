/**
 * The Calibrate view's settings (issue 34 §2, §5), `chamber calibrate`'s flags: the run (scenario,
 * games a value, seed, squad AI and budget), the path, the target and the range, and its rules.
 * Checked by the CLI's own parsers (lab/calibrate-input.ts, settings.ts specOf), so a bad value is
 * the CLI's one line; the command line that plays the same calibration is shown under them.
 */
import type { CalibrateTask } from '../../lab/calibrate';
import { calibratePath, parseRange, parseTarget } from '../../lab/calibrate-input';
import type { CalibrateRun } from '../../lab/calibrate-report';
import { overrideTexts } from '../../engine/rule-changes/overrides';
import { LAB_PLANNER_BUDGET, LAB_SQUAD_AI } from '../../lab/default-squad';
import { specOf, variantTexts, type RulesForm, type RunForm } from './settings';

export interface CalibrateForm extends RunForm {
  readonly path: string;
  /** The target win rate as typed: a fraction, "0.5". */
  readonly target: string;
  /** "LO..HI", or empty for the path's whole range. */
  readonly range: string;
}

/**
 * The worker's HP for a coin-flip game, played by the lab's one default squad (issue 33 §2: the
 * planner at the lab budget, as `chamber calibrate` and every other Lab view), 40 games a value to
 * finish in a browser in a minute or so. The range reaches 40 because that squad still wins three
 * games in four against 20-HP workers (seed 1: 26 HP gives 47.5%, found in 43 s on two CLI threads);
 * greedy's coin flip is near 10.
 */
export const DEFAULT_CALIBRATE: CalibrateForm = {
  scenario: 'A', games: '40', seed: '1', squadAi: LAB_SQUAD_AI, budget: String(LAB_PLANNER_BUDGET), path: 'aliens.worker.hp', target: '0.5', range: '1..40',
};

/** The calibration a form asks for; throws the CLI's one line naming the first bad value. */
export function calibrationOfForm(form: CalibrateForm, rules: RulesForm): { run: CalibrateRun; task: CalibrateTask } {
  const spec = specOf(form, rules);
  const path = calibratePath(form.path, 'path');
  if (spec.overrides.some((o) => o.path === path.path)) throw new Error(`override ${path.path} cannot be set as well: calibrate sets it to each value it tries`);
  const target = parseTarget(form.target, 'target');
  const { lo, hi } = parseRange(form.range, path, 'range');
  return { run: { path: path.path, spec }, task: { target, lo, hi, games: spec.games } };
}

/** The command that plays the same calibration. */
export function calibrateLine({ run, task }: { run: CalibrateRun; task: CalibrateTask }): string {
  const s = run.spec;
  return [
    `chamber calibrate --path ${run.path} --target ${task.target} --range ${task.lo}..${task.hi}`,
    `--scenario ${s.scenario} --games ${s.games} --seed ${s.seed} --squad-ai ${s.squadAi}${s.budget === undefined ? '' : ` --budget ${s.budget}`}`,
    ...variantTexts(s.variants).map((v) => `--variant ${v}`), ...overrideTexts(s.overrides).map((o) => `--override ${o}`), '--json',
  ].join(' ');
}
