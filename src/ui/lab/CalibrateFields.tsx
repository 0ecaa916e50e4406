/** The Calibrate view's settings, `chamber calibrate`'s flags: the path, target and range, then the run. */
import { rulesetPaths } from '../../engine/rule-changes/ruleset-paths';
import { RunFormFields } from './RunFields';
import { useLab } from './store';

export function CalibrateFields() {
  const form = useLab((s) => s.calibrateForm);
  const edit = useLab((s) => s.editCalibrate);
  return (
    <RunFormFields run={form} onChange={edit} testId="lab-calibrate" games="games a value">
      <label title="the ruleset number to calibrate, by its path (chamber rules lists them with their ranges)">path
        <input value={form.path} onChange={(e) => edit({ path: e.target.value })} list="lab-calibrate-paths" size={22} data-testid="lab-calibrate-path" />
        <datalist id="lab-calibrate-paths">{rulesetPaths().map((p) => <option key={p.path} value={p.path}>{`${p.min} to ${p.max}, kit ${p.kit}`}</option>)}</datalist>
      </label>
      <label title="the win rate wanted: a fraction strictly between 0 and 1, e.g. 0.6">target <input value={form.target} onChange={(e) => edit({ target: e.target.value })} size={5} data-testid="lab-calibrate-target" /></label>
      <label title="LO..HI, whole numbers inside the path's range; empty: the whole range">range <input value={form.range} onChange={(e) => edit({ range: e.target.value })} size={8} placeholder="whole range" data-testid="lab-calibrate-range" /></label>
    </RunFormFields>
  );
}
