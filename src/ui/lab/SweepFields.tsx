/** The Sweep view's settings, `chamber sweep`'s flags: the run's, then the ruleset path to sweep and its values. */
import { rulesetPath, rulesetPaths } from '../../engine/rule-changes/ruleset-paths';
import { MAX_SWEEP_VALUES } from '../../lab/sweep';
import { RunFormFields } from './RunFields';
import { useLab } from './store';

const PATHS = rulesetPaths();

export function SweepFields() {
  const form = useLab((s) => s.sweepForm);
  const edit = useLab((s) => s.editSweep);
  const known = rulesetPath(form.path.trim());
  return (
    <>
      <RunFormFields run={form} onChange={edit} testId="lab-sweep" />
      <fieldset className="lab-fields">
        <label title="the ruleset number to sweep, by its path (chamber rules lists them)">path
          <input value={form.path} onChange={(e) => edit({ path: e.target.value })} list="lab-sweep-paths" size={24} data-testid="lab-sweep-path" />
        </label>
        <label title={`whole numbers in the path's range, rising: 4,5,6 or 4..6 (every whole number from 4 to 6), at most ${MAX_SWEEP_VALUES}; every value plays the same games`}>values
          <input value={form.values} onChange={(e) => edit({ values: e.target.value })} size={10} data-testid="lab-sweep-values" />
        </label>
        {known && <small className="muted" data-testid="lab-sweep-range">kit {known.kit}, {known.min} to {known.max}</small>}
      </fieldset>
      <datalist id="lab-sweep-paths">
        {PATHS.map((p) => <option key={p.path} value={p.path}>{`kit ${p.kit} (${p.min} to ${p.max})`}</option>)}
      </datalist>
    </>
  );
}
