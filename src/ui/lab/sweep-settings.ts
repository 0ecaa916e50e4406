/**
 * The Sweep view's settings (`chamber sweep`'s flags): a run's (scenario, games, seed, squad AI and
 * the planner's budget), the ruleset path to sweep and its values, checked by the CLI's own
 * parsers (lab/sweep.ts) into one spec a value; and the command line that plays the same sweep.
 */
import type { RunSpec } from '../../lab/run-spec';
import { parseSweepValues, sweepPath, sweepSpecs } from '../../lab/sweep';
import { DEFAULT_RUN, rulesFlags, runFlags, specOf, type RulesForm, type RunForm } from './settings';

/** What the Sweep view's form holds, as typed: the run's settings, the path and `--values`. */
export interface SweepForm extends RunForm {
  readonly path: string;
  /** `--values`, as typed: "4,5,6" or "4..6". */
  readonly values: string;
}

/** Small, as the ladder's: a sweep is a run a value. Aliens' HP around the worker's kit 5 (kit 03). */
export const DEFAULT_SWEEP: SweepForm = { ...DEFAULT_RUN, games: '20', path: 'aliens.worker.hp', values: '4..6' };

export interface SweepPlan {
  /** The run without the swept path. */
  readonly base: RunSpec;
  readonly path: string;
  readonly values: readonly number[];
  /** One spec a value: base with PATH=VALUE among its overrides. */
  readonly specs: readonly RunSpec[];
}

/** The sweep a form plays; throws the CLI's one line (naming the field) for the first bad setting. */
export function sweepOfForm(form: SweepForm, rules: RulesForm): SweepPlan {
  const base = specOf(form, rules);
  const path = sweepPath(form.path, 'path');
  const values = parseSweepValues(form.values, path, 'values');
  return { base, path, values, specs: sweepSpecs(base, path, values, { path: 'path', values: 'values', override: 'override' }) };
}

/** The command that plays the same sweep. */
export function sweepLine(base: RunSpec, path: string, values: readonly number[]): string {
  return ['chamber sweep', runFlags(base), `--path ${path} --values ${values.join(',')}`, ...rulesFlags(base, ''), '--json'].join(' ');
}

