/**
 * The sweep's report (issue 34 §1 and §5, `chamber sweep`): the win rate against the swept value
 * with its band, the mean rounds at each value; then each value as a row with the step from the
 * value before it (Newcombe's paired interval, exact McNemar p), and each soldier's HP removed and
 * lost per game at each value (kit 06). The numbers are `chamber sweep --json`'s, and the
 * downloads are the files `chamber sweep --report` writes (sweep-run.ts).
 */
import { useCallback } from 'react';
import { SOLDIER_NAMES } from '../../engine/state/types';
import { squadText } from '../../lab/run-spec';
import { counted } from '../../lab/report/counted';
import { rulesWords } from './BatchView';
import { perGame, pct, points, pValueText } from './format';
import { PlotFigure } from './PlotFigure';
import { ReportDownloads } from './ReportDownloads';
import { sweepRoundsChart, sweepWinRateChart } from './sweep-chart';
import type { SweepReport } from './sweep-run';

export function SweepView({ report }: { readonly report: SweepReport }) {
  const { base, path, values, figures, report: files } = report;
  const rateChart = useCallback((w: number) => sweepWinRateChart(figures!, w), [figures]);
  const roundsChart = useCallback((w: number) => sweepRoundsChart(figures!, w), [figures]);
  const head = `${counted(base.games, 'game')} of Scenario ${base.scenario} (seeds ${base.seed}..${base.seed + base.games - 1}) at each value of ${path} (${values.join(', ')}), `
    + `every value on the same seeds; squad AI ${squadText(base)}; other rules: ${rulesWords(base)}.`;
  // A whole run has both; a stopped one neither.
  if (!figures || !files) {
    return (
      <div className="lab-report-body" data-testid="lab-sweep-report">
        <p className="lab-headline"><b className="warn">Stopped</b> after {report.played.reduce((x, y) => x + y, 0)} of {values.length * base.games} games; a sweep needs every game at every value. {head}</p>
      </div>
    );
  }
  return (
    <div className="lab-report-body" data-testid="lab-sweep-report">
      <p className="lab-headline">Sweep: {head} <small>Played in {report.wallSeconds.toFixed(1)} s.</small></p>
      <ReportDownloads files={() => files} />
      <PlotFigure make={rateChart} maxWidth={860} testId="lab-sweep-chart" title={`Win rate by ${path}`} />
      <PlotFigure make={roundsChart} maxWidth={860} testId="lab-sweep-rounds" title={`Mean rounds by ${path}`} />
      <table className="lab-table lab-ladder-table" data-testid="lab-sweep-table">
        <thead>
          <tr><th>{path}</th><th>games</th><th>wins</th><th>win rate</th><th>95% Wilson</th><th>mean rounds</th><th>step from the row above (Newcombe 95%)</th><th>McNemar p</th></tr>
        </thead>
        <tbody>{figures.rows.map((r) => {
          const s = r.step;
          return (
            <tr key={r.value} data-value={r.value}>
              <td>{r.value}</td><td>{r.games}</td><td>{r.wins}</td><td><b>{pct(r.winRate)}</b></td>
              <td>{pct(r.winRateCI95[0])} to {pct(r.winRateCI95[1])}</td><td>{r.meanRounds.toFixed(2)}</td>
              <td>{s ? `${points(s.diff)} points (${points(s.diffCI95[0])} to ${points(s.diffCI95[1])})` : ''}</td>
              <td className={s?.significant ? 'significant' : ''}>{s ? `${pValueText(s.pValue)}${s.significant ? ' *' : ''}` : ''}</td>
            </tr>
          );
        })}</tbody>
      </table>
      <p className="muted lab-note">* significant at p &lt; 0.05: that step changed the win rate (a solid segment in the chart; dashed: no significant change).</p>
      <h4>Each soldier's HP removed / HP lost per game</h4>
      <table className="lab-table lab-ladder-table lab-sweep-soldiers" data-testid="lab-sweep-soldiers">
        <thead><tr><th>{path}</th>{SOLDIER_NAMES.map((n) => <th key={n}>{n}</th>)}</tr></thead>
        <tbody>{figures.rows.map((r) => (
          <tr key={r.value}>
            <td>{r.value}</td>
            {SOLDIER_NAMES.map((n) => <td key={n}>{perGame(r.perSoldier[n].hpRemoved, r.games)} / {perGame(r.perSoldier[n].hpLost, r.games)}</td>)}
          </tr>
        ))}</tbody>
      </table>
    </div>
  );
}
