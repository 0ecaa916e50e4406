/** The run's settings, the CLI's flags: scenario, games, seed, squad AI and the planner's budget. */
import type { ReactNode } from 'react';
import { LAB_SCENARIOS, policyNames, type RunForm } from './settings';
import { BUDGET_RANGE, STARTING_XP, type LabScenario } from '../../lab/run-spec';
import { useLab } from './store';

/** The Batch and Compare views' run (the store's `run`). */
export function RunFields() {
  const run = useLab((s) => s.run);
  const set = useLab((s) => s.set);
  return <RunFormFields run={run} onChange={(r) => set({ run: r, error: null })} />;
}

/** A run form's fields; `prefix` starts each field's test id ("lab" gives lab-games, lab-seed...). `games` names the games field. */
export function RunFormFields({ run, onChange, prefix = 'lab', games = 'games', children }: {
  readonly run: RunForm; readonly onChange: (run: RunForm) => void; readonly prefix?: string; readonly games?: string; readonly children?: ReactNode;
}) {
  const edit = (patch: Partial<RunForm>) => onChange({ ...run, ...patch });
  return (
    <fieldset className="lab-fields">
      {children}
      <label>scenario
        <select value={run.scenario} onChange={(e) => edit({ scenario: e.target.value as LabScenario })} data-testid={`${prefix}-scenario`}>
          {LAB_SCENARIOS.map((s) => <option key={s} value={s}>{s}{s === 'A' ? '' : ` (${STARTING_XP[s]} XP)`}</option>)}
        </select>
      </label>
      <label>{games} <input value={run.games} onChange={(e) => edit({ games: e.target.value })} inputMode="numeric" size={8} data-testid={`${prefix}-games`} /></label>
      <label title="game i of the run plays seed S + i, as chamber autoplay --seed S">seed <input value={run.seed} onChange={(e) => edit({ seed: e.target.value })} inputMode="numeric" size={8} data-testid={`${prefix}-seed`} /></label>
      <label>squad AI
        <select value={run.squadAi} onChange={(e) => edit({ squadAi: e.target.value })} data-testid={`${prefix}-squad-ai`}>
          {policyNames.map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
      </label>
      {run.squadAi === 'planner' && (
        <label title={`playouts per decision (${BUDGET_RANGE.min}-${BUDGET_RANGE.max}); the batch default is 96, about 15 s a game here`}>planner budget
          <input value={run.budget} onChange={(e) => edit({ budget: e.target.value })} inputMode="numeric" size={5} data-testid={`${prefix}-budget`} />
        </label>
      )}
    </fieldset>
  );
}
