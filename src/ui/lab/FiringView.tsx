/**
 * The Scenario B firing range's report (issue 18 §4, §5; kit 04): measured beside exact as two
 * charts, and every row's counts as a table (`chamber firing-range --json`'s rows).
 */
import { useCallback, useMemo } from 'react';
import type { FiringReport } from './firing-run';
import { rangeHpChart, rangeKillChart, rangePoints, rowLabel } from './firing-charts';
import { fractionValue } from './format';
import { PlotFigure } from './PlotFigure';
import { rulesWords } from './BatchView';

export function FiringView({ report }: { readonly report: FiringReport }) {
  const pts = useMemo(() => rangePoints(report.rows, report.hpRemovedSquares), [report]);
  const hp = useCallback((w: number) => rangeHpChart(pts, w), [pts]);
  const kill = useCallback((w: number) => rangeKillChart(pts, w), [pts]);
  return (
    <div className="lab-report-body" data-testid="lab-firing-report">
      <p className="lab-headline">
        {report.complete ? '' : <b className="warn">Stopped: {report.rows.length} rows fired. </b>}
        The kit 04 Scenario B protocol, {report.attacks} attacks a row (seed {report.seed}; rules: {rulesWords(report.rules)}), each its own activation at a full-HP worker;
        beside each row the engine's exact expectation under the same rules (as <code>chamber attack-odds</code>).
      </p>
      <div className="lab-pair">
        <PlotFigure make={hp} maxWidth={520} testId="lab-range-hp" title="HP removed per attack, measured (95% interval) and exact" />
        <PlotFigure make={kill} maxWidth={520} testId="lab-range-kill" title="Kill chance, measured and exact" />
      </div>
      <details>
        <summary>Every row's counts</summary>
        <table className="lab-table">
          <thead><tr><th>row</th><th>weapon</th><th>shots</th><th>hits</th><th>deflections</th><th>potential damage</th><th>HP removed</th><th>kills</th><th>AP spent</th><th>exact HP / attack</th><th>exact kill</th></tr></thead>
          <tbody>{report.rows.map((r) => (
            <tr key={rowLabel(r)}>
              <td>{rowLabel(r)}</td><td>{r.weapon}</td><td>{r.shots}</td><td>{r.hits}</td><td>{r.deflections}</td><td>{r.potentialDamage}</td><td>{r.hpRemoved}</td><td>{r.kills}</td><td>{r.apSpent}</td>
              <td title={r.exact.expectedHpRemoved}>{fractionValue(r.exact.expectedHpRemoved).toFixed(3)}</td><td title={r.exact.kill}>{fractionValue(r.exact.kill).toFixed(3)}</td>
            </tr>
          ))}</tbody>
        </table>
      </details>
    </div>
  );
}
