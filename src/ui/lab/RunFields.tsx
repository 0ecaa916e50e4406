/** The run's settings, the CLI's flags: scenario, games, seed, squad AI and the planner's budget. */
import { LAB_SCENARIOS, policyNames } from './settings';
import { BUDGET_RANGE, STARTING_XP, type LabScenario } from '../../lab/run-spec';
import { useLab } from './store';

export function RunFields() {
  const run = useLab((s) => s.run);
  const set = useLab((s) => s.set);
  const edit = (patch: Partial<typeof run>) => set({ run: { ...run, ...patch }, error: null });
  return (
    <fieldset className="lab-fields">
      <label>scenario
        <select value={run.scenario} onChange={(e) => edit({ scenario: e.target.value as LabScenario })} data-testid="lab-scenario">
          {LAB_SCENARIOS.map((s) => <option key={s} value={s}>{s}{s === 'A' ? '' : ` (${STARTING_XP[s]} XP)`}</option>)}
        </select>
      </label>
      <label>games <input value={run.games} onChange={(e) => edit({ games: e.target.value })} inputMode="numeric" size={8} data-testid="lab-games" /></label>
      <label title="game i of the run plays seed S + i, as chamber autoplay --seed S">seed <input value={run.seed} onChange={(e) => edit({ seed: e.target.value })} inputMode="numeric" size={8} data-testid="lab-seed" /></label>
      <label>squad AI
        <select value={run.squadAi} onChange={(e) => edit({ squadAi: e.target.value })} data-testid="lab-squad-ai">
          {policyNames.map((p) => <option key={p} value={p}>{p}</option>)}
        </select>
      </label>
      {run.squadAi === 'planner' && (
        <label title={`playouts per decision (${BUDGET_RANGE.min}-${BUDGET_RANGE.max}); the batch default is 96, about 15 s a game here`}>planner budget
          <input value={run.budget} onChange={(e) => edit({ budget: e.target.value })} inputMode="numeric" size={5} data-testid="lab-budget" />
        </label>
      )}
    </fieldset>
  );
}
