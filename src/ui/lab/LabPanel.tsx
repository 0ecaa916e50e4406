/**
 * Lab mode (issue 18 §5): the balance lab in the page. Pick a batch, a comparison (rules a
 * against rules b on the same seeds), the skill ladder (issue 33 §4), a sweep of one ruleset number (issue 34 §5),
 * calibration (issue 34 §2) or the Scenario B firing range, set it up as on the command
 * line, run it in the background on Web Workers (the chamber keeps its frame rate; switch modes
 * and it goes on), and read the report as charts, with every game opening in Replay. Loaded
 * lazily, with Observable Plot, when the Lab is first opened.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useModeKeys } from '../session/keys';
import { BatchView } from './BatchView';
import { CalibrateFields } from './CalibrateFields';
import { CalibrateView } from './CalibrateView';
import { calibrateLine, calibrationOfForm } from './calibrate-settings';
import { CompareView } from './CompareView';
import { FiringView } from './FiringView';
import { LadderFields } from './LadderFields';
import { LadderView } from './LadderView';
import { startBatch, startCalibrate, startCompare, startFiring, startLadder, startSweep } from './jobs';
import { SweepFields } from './SweepFields';
import { SweepView } from './SweepView';
import { sweepLine, sweepOfForm } from './sweep-settings';
import { RulesFields, RulesetPathList } from './RulesFields';
import { RunControls } from './RunControls';
import { RunFields } from './RunFields';
import { autoplayLine, compareLine, firingLine, ladderLine, ladderOfForm, rulesOf, specOf, wholeNumber } from './settings';
import { lab, useLab, type LabView } from './store';
import { DEFAULT_SPRT } from '../../lab/stats/sprt';
import { SPRT_BATCH } from '../../lab/sequential';
import { installLabHook } from './testHook';
import { UrlFollowsLab } from './UrlFollowsLab';
import './lab.css';

const VIEWS: readonly { id: LabView; label: string; title: string }[] = [
  { id: 'batch', label: 'Batch', title: 'a batch of whole games: win rate, rounds, each soldier, the playtest sheet (chamber autoplay)' },
  { id: 'compare', label: 'Compare', title: 'rules a against rules b on the same seeds (chamber compare)' },
  { id: 'ladder', label: 'Ladder', title: 'the skill ladder: random, greedy and the planner at each budget on the same seeds, and the plateau (chamber ladder)' },
  { id: 'sweep', label: 'Sweep', title: 'one ruleset number at each of several values on the same seeds: win rate, rounds and each soldier\'s HP by value (chamber sweep)' },
  { id: 'calibrate', label: 'Calibrate', title: 'the whole value of a ruleset number whose win rate is nearest a target, by bisection on the same seeds (chamber calibrate)' },
  { id: 'firing', label: 'Firing range', title: 'the kit 04 Scenario B protocol, measured beside exact (chamber firing-range)' },
];

/** The player's keys step a game; the Lab shows none, and a key must not set the hidden game playing. */
const PLAYER_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'Home', 'End', ' ']);

/** The command line of the run as set, or null while a setting is bad. */
function useLine(): string | null {
  const view = useLab((s) => s.view);
  const run = useLab((s) => s.run);
  const rules = useLab((s) => s.rules);
  const a = useLab((s) => s.a);
  const b = useLab((s) => s.b);
  const sprt = useLab((s) => s.compareSprt);
  const firing = useLab((s) => s.firing);
  const firingRules = useLab((s) => s.firingRules);
  const ladderForm = useLab((s) => s.ladderForm);
  const ladderRules = useLab((s) => s.ladderRules);
  const sweepForm = useLab((s) => s.sweepForm);
  const sweepRules = useLab((s) => s.sweepRules);
  const calibrateForm = useLab((s) => s.calibrateForm);
  const calibrateRules = useLab((s) => s.calibrateRules);
  return useMemo(() => {
    try {
      if (view === 'batch') return autoplayLine(specOf(run, rules));
      if (view === 'compare') return compareLine(specOf(run, a), specOf(run, b), sprt);
      if (view === 'ladder') { const l = ladderOfForm(ladderForm, ladderRules); return ladderLine(l.base, l.budgets); }
      if (view === 'sweep') { const p = sweepOfForm(sweepForm, sweepRules); return sweepLine(p.base, p.path, p.values); }
      if (view === 'calibrate') return calibrateLine(calibrationOfForm(calibrateForm, calibrateRules));
      return firingLine(wholeNumber('attacks', firing.attacks, 1, 100_000), wholeNumber('seed', firing.seed, -2147483648, 4294967295), rulesOf(firingRules));
    } catch {
      return null;
    }
  }, [view, run, rules, a, b, sprt, firing, firingRules, ladderForm, ladderRules, sweepForm, sweepRules, calibrateForm, calibrateRules]);
}

function FiringFields() {
  const firing = useLab((s) => s.firing);
  return (
    <fieldset className="lab-fields">
      <label title="attacks a row, each its own activation from a full-HP target (the kit says 10)">attacks a row
        <input value={firing.attacks} onChange={(e) => lab.editFiring({ attacks: e.target.value })} inputMode="numeric" size={7} data-testid="lab-attacks" />
      </label>
      <label>seed <input value={firing.seed} onChange={(e) => lab.editFiring({ seed: e.target.value })} inputMode="numeric" size={8} /></label>
    </fieldset>
  );
}

/** Compare's "stop when decided" switch: the games become the most the test may play (chamber compare --sprt). */
function StopWhenDecided() {
  const on = useLab((s) => s.compareSprt);
  const { delta0, delta1, alpha, beta } = DEFAULT_SPRT;
  return (
    <label className="lab-switch" title={`a sequential test of H0 "b − a ≤ ${delta0}" against H1 "b − a ≥ ${delta1}" in win rate (alpha ${alpha}, beta ${beta}), checked every ${SPRT_BATCH} pairs: `
      + 'the run stops when it decides, or at the games set above'}>
      <input type="checkbox" checked={on} onChange={(e) => lab.setCompareSprt(e.target.checked)} data-testid="lab-sprt" />
      <span>stop when decided <span className="muted">(--sprt; at most the games above)</span></span>
    </label>
  );
}

function Report({ view }: { readonly view: LabView }) {
  const batch = useLab((s) => s.batch);
  const compare = useLab((s) => s.compare);
  const range = useLab((s) => s.range);
  const ladder = useLab((s) => s.ladder);
  const calibrate = useLab((s) => s.calibrate);
  const sweep = useLab((s) => s.sweep);
  if (view === 'ladder' && ladder) return <LadderView report={ladder} />;
  if (view === 'sweep' && sweep) return <SweepView report={sweep} />;
  if (view === 'calibrate' && calibrate) return <CalibrateView report={calibrate} />;
  if (view === 'batch' && batch) return <BatchView report={batch} />;
  if (view === 'compare' && compare) return <CompareView report={compare} />;
  if (view === 'firing' && range) return <FiringView report={range} />;
  const what = VIEWS.find((v) => v.id === view)!.title;
  return (
    <div className="muted lab-empty">
      <p>No report yet: set the run up on the left and press Run.</p>
      <p>{what[0].toUpperCase() + what.slice(1)}.</p>
    </div>
  );
}

export default function LabPanel() {
  useEffect(() => installLabHook(), []);
  useModeKeys(useCallback((e: KeyboardEvent) => PLAYER_KEYS.has(e.key), []));
  const view = useLab((s) => s.view);
  const rules = useLab((s) => s.rules);
  const a = useLab((s) => s.a);
  const b = useLab((s) => s.b);
  const firingRules = useLab((s) => s.firingRules);
  const ladderRules = useLab((s) => s.ladderRules);
  const sweepRules = useLab((s) => s.sweepRules);
  const calibrateRules = useLab((s) => s.calibrateRules);
  const compareNote = useLab((s) => s.compareNote);
  const line = useLine();
  const run = { batch: startBatch, compare: startCompare, ladder: startLadder, sweep: startSweep, calibrate: startCalibrate, firing: startFiring }[view];
  const unit = { batch: 'games', compare: 'games (a, then b)', ladder: 'games', sweep: 'games', calibrate: 'games at most', firing: 'rows' }[view];
  return (
    <div className="lab" data-testid="lab">
      <UrlFollowsLab />
      <aside className="lab-settings">
        <nav className="lab-views">
          {VIEWS.map((v) => <button key={v.id} className={view === v.id ? 'on' : ''} title={v.title} onClick={() => lab.showView(v.id)} data-lab-view={v.id}>{v.label}</button>)}
        </nav>
        {/* Run, Stop and the progress first: in view however long the rules below grow. */}
        <RunControls onRun={() => void run()} unit={unit} />
        {view === 'firing' ? <FiringFields /> : view === 'ladder' ? <LadderFields /> : view === 'sweep' ? <SweepFields /> : view === 'calibrate' ? <CalibrateFields /> : <RunFields />}
        {view === 'batch' && <RulesFields name="batch" rules={rules} onChange={(r) => lab.setRules('rules', r)} />}
        {view === 'ladder' && <RulesFields name="ladder" rules={ladderRules} onChange={(r) => lab.setRules('ladderRules', r)} />}
        {view === 'sweep' && <RulesFields name="sweep" rules={sweepRules} onChange={(r) => lab.setRules('sweepRules', r)} />}
        {view === 'calibrate' && <RulesFields name="calibrate" rules={calibrateRules} onChange={(r) => lab.setRules('calibrateRules', r)} />}
        {view === 'firing' && <RulesFields name="firing" rules={firingRules} onChange={(r) => lab.setRules('firingRules', r)} />}
        {view === 'compare' && (
          <>
            {compareNote && <p className="muted lab-note" data-testid="lab-compare-prefill">{compareNote}</p>}
            <StopWhenDecided />
            <h4>rules a</h4>
            <RulesFields name="a" rules={a} onChange={(r) => lab.editCompareRules('a', r)} />
            <h4>rules b</h4>
            <RulesFields name="b" rules={b} onChange={(r) => lab.editCompareRules('b', r)} />
          </>
        )}
        {line && <code className="lab-line" title="the same run on the command line">{line}</code>}
        <RulesetPathList />
      </aside>
      <section className="lab-report">
        <Report view={view} />
      </section>
    </div>
  );
}
