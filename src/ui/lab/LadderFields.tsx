/**
 * The skill ladder's settings, `chamber ladder`'s flags: scenario, games, seed, the planner's
 * budgets and the mechanics denied to every rung's squad (`--deny`, ai/denial.ts).
 */
import { MECHANIC_WORDS, MECHANICS, type Mechanic } from '../../ai/denial';
import { BUDGET_RANGE, STARTING_XP, type LabScenario } from '../../lab/run-spec';
import { MAX_RUNGS } from '../../lab/ladder';
import { LAB_SCENARIOS } from './settings';
import { useLab } from './store';

export function LadderFields() {
  const form = useLab((s) => s.ladderForm);
  const edit = useLab((s) => s.editLadder);
  // Kept in MECHANICS order, as the CLI's parseMechanics keeps repeated --deny flags.
  const deny = (m: Mechanic, on: boolean) => edit({ deny: MECHANICS.filter((x) => (x === m ? on : form.deny.includes(x))) });
  return (
    <fieldset className="lab-fields">
      <label>scenario
        <select value={form.scenario} onChange={(e) => edit({ scenario: e.target.value as LabScenario })} data-testid="lab-ladder-scenario">
          {LAB_SCENARIOS.map((s) => <option key={s} value={s}>{s}{s === 'A' ? '' : ` (${STARTING_XP[s]} XP)`}</option>)}
        </select>
      </label>
      <label title="games a rung: every rung plays the same games">games <input value={form.games} onChange={(e) => edit({ games: e.target.value })} inputMode="numeric" size={8} data-testid="lab-ladder-games" /></label>
      <label title="game i of each rung plays seed S + i, as chamber ladder --seed S">seed <input value={form.seed} onChange={(e) => edit({ seed: e.target.value })} inputMode="numeric" size={8} data-testid="lab-ladder-seed" /></label>
      <label title={`the planner's budgets (playouts per decision, ${BUDGET_RANGE.min}-${BUDGET_RANGE.max}), rising, at most ${MAX_RUNGS}; random and greedy are always played too. A game at budget b takes about b/3 s here`}>budgets
        <input value={form.budgets} onChange={(e) => edit({ budgets: e.target.value })} size={12} data-testid="lab-ladder-budgets" />
      </label>
      <div className="lab-deny" data-testid="lab-ladder-deny" title="chamber ladder --deny: no rung's squad uses these mechanics; the rules do not change">
        <span>deny the squad</span>
        {MECHANICS.map((m) => (
          <label key={m} title={`the squad ${MECHANIC_WORDS[m]}`}>
            <input type="checkbox" checked={form.deny.includes(m)} onChange={(e) => deny(m, e.target.checked)} data-deny={m} /> {m}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
