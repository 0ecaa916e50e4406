/**
 * The Calibrate view's report (issue 34 §2, §5, `chamber calibrate`): the value found with its win
 * rate and interval, its neighbours, the chart of every value tried against the target, every step
 * in the order tried, and what is wrong with the answer (the target out of reach, a win rate that
 * does not move monotonically) in the CLI's own words (lab/calibrate-report.ts).
 */
import { useCallback } from 'react';
import type { Measured } from '../../lab/calibrate';
import { calibrateWarnings } from '../../lab/calibrate-report';
import { squadText } from '../../lab/run-spec';
import { rulesWords } from './BatchView';
import { calibrateChart } from './calibrate-chart';
import { calibrateFiles, type CalibrateReport } from './calibrate-run';
import { ReportDownloads } from './ReportDownloads';
import { pct } from './format';
import { PlotFigure } from './PlotFigure';

const rate = (m: Measured) => `${pct(m.winRate)} (95% Wilson ${pct(m.winRateCI95[0])} to ${pct(m.winRateCI95[1])}, ${m.wins} of ${m.games})`;

export function CalibrateView({ report }: { readonly report: CalibrateReport }) {
  const { run, task, calibration: c } = report;
  const s = run.spec;
  const chart = useCallback((w: number) => calibrateChart(c!, run.path, w), [c, run.path]);
  const head = `${run.path} for a ${pct(task.target)} win rate over ${task.lo}..${task.hi}: up to ${s.games} games a value of Scenario ${s.scenario} `
    + `(seeds ${s.seed}..${s.seed + s.games - 1}, every value on the same seeds), squad AI ${squadText(s)}; rules otherwise: ${rulesWords(s)}.`;
  if (!c) {
    return (
      <div className="lab-report-body" data-testid="lab-calibrate-report">
        <p className="lab-headline"><b className="warn">Stopped</b> after {report.played} games, before the search ended. Calibrate {head}</p>
      </div>
    );
  }
  const warnings = calibrateWarnings(run, c);
  const order = new Map(c.tried.map((t, i) => [t.value, i + 1]));
  return (
    <div className="lab-report-body" data-testid="lab-calibrate-report">
      <p className="lab-headline">Calibrate {head} <small>Played {report.played} games in {report.wallSeconds.toFixed(1)} s.</small></p>
      <ReportDownloads files={() => calibrateFiles(report)} />
      <p className="lab-verdict" data-testid="lab-calibrate-value">
        <b>{run.path} = {c.best.value}</b>: {rate(c.best)}.{' '}
        Neighbours: {c.neighbours.length ? c.neighbours.map((n) => `${n.value}: ${rate(n)}`).join('; ') : 'none in the range'}.
      </p>
      {warnings.map((w) => <p key={w} className="lab-problem" data-testid="lab-calibrate-warning">{w}</p>)}
      <PlotFigure make={chart} maxWidth={860} testId="lab-calibrate-chart" title="Each value tried: its win rate and 95% Wilson interval, against the target" />
      <table className="lab-table" data-testid="lab-calibrate-table">
        <thead><tr><th>step</th><th>{run.path}</th><th>games</th><th>wins</th><th>win rate</th><th>95% Wilson</th></tr></thead>
        <tbody>{c.tried.map((t) => (
          <tr key={t.value} className={t.value === c.best.value ? 'plateau' : ''} data-value={t.value}>
            <td>{order.get(t.value)}</td><td>{t.value}</td><td>{t.games}</td><td>{t.wins}</td><td><b>{pct(t.winRate)}</b></td>
            <td>{pct(t.winRateCI95[0])} to {pct(t.winRateCI95[1])}</td>
          </tr>
        ))}</tbody>
      </table>
      <p className="muted lab-note">In the order tried: both ends, then halving the range; each step plays 10 games at a time until its Wilson interval excludes the target or it has played them all; the value and its neighbours play every game.</p>
    </div>
  );
}
