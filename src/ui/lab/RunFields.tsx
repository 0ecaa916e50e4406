/** The run's settings, the CLI's flags: scenario, games, seed, squad AI and the planner's budget. */
import type { ReactNode } from 'react';
import { LAB_SCENARIOS, policyNames, type RunForm } from './settings';
import { BUDGET_RANGE, STARTING_XP, type LabScenario } from '../../lab/run-spec';
import { useLab } from './store';
import { useScenario } from '../scenario/store';

/** The batch's (and comparison's) run form. */
export function RunFields() {
  const run = useLab((s) => s.run);
  const editRun = useLab((s) => s.editRun);
  return <RunFormFields run={run} onChange={editRun} testId="lab" />;
}

/**
 * A run form's fields; `testId` prefixes each field's test id ("lab" gives lab-games, "lab-sweep"
 * lab-sweep-games). `games` names the games field; `children` come first (a view's own fields).
 */
export function RunFormFields({ run, onChange, testId, games = 'games', children }: {
  readonly run: RunForm; readonly onChange: (patch: Partial<RunForm>) => void; readonly testId: string;
  readonly games?: string; readonly children?: ReactNode;
}) {
  // The scenario files opened this visit (the picker, the Scenario editor), beside the built-ins.
  const opened = useScenario((s) => s.opened);
  const value = run.scenarioFile ? `file:${run.scenarioFile.id}` : run.scenario;
  return (
    <fieldset className="lab-fields">
      {children}
      <label>scenario
        <select value={value} onChange={(e) => {
          const v = e.target.value;
          const file = v.startsWith('file:') ? opened.find((o) => o.file.id === v.slice(5))?.file : undefined;
          onChange(file ? { scenarioFile: file } : { scenario: v as LabScenario, scenarioFile: undefined });
        }} data-testid={`${testId}-scenario`}>
          {LAB_SCENARIOS.map((s) => <option key={s} value={s}>{s}{s === 'A' ? '' : ` (${STARTING_XP[s]} XP)`}</option>)}
          {opened.map((o) => <option key={o.name} value={`file:${o.file.id}`}>{o.file.title} ({o.name})</option>)}
          {run.scenarioFile && !opened.some((o) => o.file.id === run.scenarioFile!.id) && <option value={value}>{run.scenarioFile.title}</option>}
        </select>
      </label>
      <label>{games} <input value={run.games} onChange={(e) => onChange({ games: e.target.value })} inputMode="numeric" size={8} data-testid={`${testId}-games`} /></label>
      <label title="game i of the run plays seed S + i, as chamber autoplay --seed S">seed <input value={run.seed} onChange={(e) => onChange({ seed: e.target.value })} inputMode="numeric" size={8} data-testid={`${testId}-seed`} /></label>
      <label>squad AI
        <select value={run.squadAi} onChange={(e) => onChange({ squadAi: e.target.value })} data-testid={`${testId}-squad-ai`}>
          {policyNames.map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
      </label>
      {run.squadAi === 'planner' && (
        <label title={`playouts per decision (${BUDGET_RANGE.min}-${BUDGET_RANGE.max}); the batch default is 96, about 15 s a game here`}>planner budget
          <input value={run.budget} onChange={(e) => onChange({ budget: e.target.value })} inputMode="numeric" size={5} data-testid={`${testId}-budget`} />
        </label>
      )}
    </fieldset>
  );
}
