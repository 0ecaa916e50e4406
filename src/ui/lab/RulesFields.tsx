/**
 * One side's rules: each ruling variant (RULINGS S3, O2) as a switch, and ruleset overrides by
 * path (`chamber rules` lists them; the list here offers every path with its kit value). A bad
 * override is refused with the CLI's own line.
 */
import { useState } from 'react';
import { rulesetPaths } from '../../engine/rule-changes/ruleset-paths';
import { VARIANT_NAMES, VARIANT_RULINGS } from '../../engine/rule-changes/variants';
import { errorWords } from '../errorWords';
import { kitReading, withOverride, withoutOverride, withVariant, type RulesForm } from './settings';

const PATHS = rulesetPaths();

export function RulesFields({ rules, onChange, name }: { readonly rules: RulesForm; readonly onChange: (r: RulesForm) => void; readonly name: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    try {
      onChange(withOverride(rules, text));
      setText('');
      setProblem(null);
    } catch (err) {
      setProblem(errorWords(err));
    }
  };
  return (
    <fieldset className="lab-rules" data-testid={`lab-rules-${name}`}>
      {VARIANT_NAMES.map((v) => (
        <label key={v} title={`${VARIANT_RULINGS[v]}; the kit reading is ${kitReading(v) ? 'on' : 'off'}`}>
          <input type="checkbox" checked={rules.variants[v] ?? kitReading(v)} onChange={(e) => onChange(withVariant(rules, v, e.target.checked))} data-variant={v} />
          {v} <small>({VARIANT_RULINGS[v].split(' ').pop()})</small>
        </label>
      ))}
      <div className="lab-overrides">
        {rules.overrides.map((o) => (
          <span key={o.path} className="chip">{o.path}={o.value}<button title="remove" onClick={() => onChange(withoutOverride(rules, o.path))}>×</button></span>
        ))}
      </div>
      <form className="lab-add" onSubmit={(e) => { e.preventDefault(); add(); }}>
        <input value={text} onChange={(e) => { setText(e.target.value); setProblem(null); }} placeholder="path=value, e.g. aliens.worker.hp=6" list="lab-ruleset-paths" data-testid={`lab-override-${name}`} />
        <button type="submit">add</button>
      </form>
      {problem && <div className="lab-problem" data-testid={`lab-override-problem-${name}`}>{problem}</div>}
    </fieldset>
  );
}

/** Every ruleset path with its kit value, offered while an override is typed. */
export function RulesetPathList() {
  return (
    <datalist id="lab-ruleset-paths">
      {PATHS.map((p) => <option key={p.path} value={`${p.path}=`}>{`kit ${p.kit} (${p.min} to ${p.max})`}</option>)}
    </datalist>
  );
}
